import Foundation

/// An animated effect on a symbol image, as SwiftUI's `SymbolEffect` (`.bounce`,
/// `.pulse`, …). A page draws the symbol at rest, so an effect changes nothing.
public protocol SymbolEffect: Sendable {}

/// An effect that plays while it is active (`.symbolEffect(.pulse, isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that plays once when a value changes (`.symbolEffect(.bounce, value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// One of SwiftUI's symbol effects, by name.
public struct NamedSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, CustomStringConvertible {
  /// The effect's name (`bounce`).
  public let description: String

  fileprivate init(_ description: String) { self.description = description }

  /// The effect going up.
  public var up: NamedSymbolEffect { NamedSymbolEffect("\(description).up") }
  /// The effect going down.
  public var down: NamedSymbolEffect { NamedSymbolEffect("\(description).down") }
  /// The effect on the whole symbol.
  public var wholeSymbol: NamedSymbolEffect { NamedSymbolEffect("\(description).wholeSymbol") }
  /// The effect layer by layer.
  public var byLayer: NamedSymbolEffect { NamedSymbolEffect("\(description).byLayer") }
  /// The effect layer after layer.
  public var iterative: NamedSymbolEffect { NamedSymbolEffect("\(description).iterative") }
  /// The effect on every layer at once.
  public var cumulative: NamedSymbolEffect { NamedSymbolEffect("\(description).cumulative") }
}

extension SymbolEffect where Self == NamedSymbolEffect {
  /// A bounce.
  public static var bounce: NamedSymbolEffect { NamedSymbolEffect("bounce") }
  /// A pulse of opacity.
  public static var pulse: NamedSymbolEffect { NamedSymbolEffect("pulse") }
  /// Layers coloured in turn.
  public static var variableColor: NamedSymbolEffect { NamedSymbolEffect("variableColor") }
  /// A change of scale.
  public static var scale: NamedSymbolEffect { NamedSymbolEffect("scale") }
  /// An appearance.
  public static var appear: NamedSymbolEffect { NamedSymbolEffect("appear") }
  /// A disappearance.
  public static var disappear: NamedSymbolEffect { NamedSymbolEffect("disappear") }
  /// A wiggle.
  public static var wiggle: NamedSymbolEffect { NamedSymbolEffect("wiggle") }
  /// A breath.
  public static var breathe: NamedSymbolEffect { NamedSymbolEffect("breathe") }
  /// A rotation.
  public static var rotate: NamedSymbolEffect { NamedSymbolEffect("rotate") }
}

/// How a symbol effect plays (`.repeating`, `.speed(2)`).
public struct SymbolEffectOptions: Sendable, Equatable {
  private var description: String

  /// The default options.
  public static let `default` = SymbolEffectOptions(description: "default")
  /// Repeating.
  public static let repeating = SymbolEffectOptions(description: "repeating")
  /// Not repeating.
  public static let nonRepeating = SymbolEffectOptions(description: "nonRepeating")

  /// At a speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(description: "speed(\(speed))")
  }
  /// Repeated `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(description: "repeat(\(count))")
  }
  /// These options at a speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(description: "\(description).speed(\(speed))")
  }
  /// These options repeated `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(description: "\(description).repeat(\(count))")
  }
}

extension View {
  /// Plays `effect` on the symbols in this view while `isActive` in SwiftUI; a page draws
  /// them at rest.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> Self { self }

  /// Plays `effect` on the symbols in this view when `value` changes in SwiftUI; a page
  /// draws them at rest.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> Self { self }
}
