import Foundation

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates a zero angle.
  public init() { radians = 0 }

  /// Creates an angle from radians.
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle from degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The zero angle.
  public static let zero = Angle()

  /// Orders angles by their radian value.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// Adds two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

  /// Subtracts two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

  /// Negates an angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// Scales an angle.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}
