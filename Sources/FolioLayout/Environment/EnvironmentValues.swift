import Foundation

/// The values a view inherits from its ancestors: fonts, colors, layout direction and any
/// custom `EnvironmentKey`.
public struct EnvironmentValues: CustomStringConvertible {
  /// Each value boxed under its key's type. A key's type fixes its value's type, so a
  /// read can downcast the box without a dynamic cast.
  private var storage: [ObjectIdentifier: AnyObject] = [:]

  private final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Creates environment values holding every key's default.
  public init() {}

  /// Reads or writes the value for a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
      return unsafeDowncast(box, to: Box<K.Value>.self).value
    }
    set { storage[ObjectIdentifier(key)] = Box(newValue) }
  }

  /// The number of values set explicitly.
  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}
