import Foundation

/// How a view comes and goes, as SwiftUI's `AnyTransition`. A page shows the view that is
/// there, so a transition is kept only as its description.
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// What the transition was made as (`move(edge: .bottom).combined(with: opacity)`).
  public let description: String

  private init(_ description: String) { self.description = description }

  /// No change.
  public static let identity = AnyTransition("identity")
  /// A fade.
  public static let opacity = AnyTransition("opacity")
  /// A scale from nothing.
  public static let scale = AnyTransition("scale")
  /// A slide in from the leading edge and out to the trailing one.
  public static let slide = AnyTransition("slide")

  /// A scale from `scale`, about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(scale: \(scale))")
  }
  /// A move in from an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
  /// A push in from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
  /// An offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
  /// An offset by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset(x: \(x), y: \(y))")
  }
  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(description).combined(with: \(other))")
  }
  /// The transition with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition("\(description).animation(\(animation.map(\.description) ?? "nil"))")
  }
}

/// How a view's content changes, as SwiftUI's `ContentTransition`; a page draws the
/// content as it is.
public struct ContentTransition: Sendable, Equatable {
  private let name: String

  /// No transition.
  public static let identity = ContentTransition(name: "identity")
  /// A fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// An interpolation between the two contents.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// The transition SwiftUI gives symbol images.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")

  /// Digits that roll up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits that roll towards `value`.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Properties from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for `matchedGeometryEffect` identifiers, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    fileprivate let value: Int
  }

  private let id: ID

  /// A new namespace.
  public init() { id = ID(value: Namespace.next()) }

  /// The namespace's identity.
  public var wrappedValue: ID { id }

  /// A namespace reads no environment.
  public mutating func _update(environment: EnvironmentValues) {}

  private static let counter = NamespaceCounter()
  private static func next() -> Int { counter.next() }
}

/// Numbers namespaces, from any thread.
///
/// `@unchecked Sendable`: its one number is read and written under its lock.
private final class NamespaceCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last = 0
  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
