import Foundation

/// The values a view inherits from its ancestors: fonts, colors, layout direction and any
/// custom `EnvironmentKey`.
public struct EnvironmentValues: CustomStringConvertible {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// Creates environment values holding every key's default.
  public init() {}

  /// Reads or writes the value for a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? K.Value { return value }
      return K.defaultValue
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The number of values set explicitly.
  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}
