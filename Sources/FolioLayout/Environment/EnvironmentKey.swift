import Foundation

/// A key for a value stored in `EnvironmentValues`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}
