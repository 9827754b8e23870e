import Foundation

/// The values a view inherits from its ancestors: fonts, colors, layout direction and any
/// custom `EnvironmentKey`.
public struct EnvironmentValues: CustomStringConvertible {
  /// Each value boxed under its key's type. A key's type fixes its value's type, so a
  /// read can downcast the box without a dynamic cast. A short list, not a dictionary: an
  /// environment holds a handful of values (there are only so many key types in a
  /// program), and comparing that many identifiers costs less than hashing one — views
  /// read their environment about sixty times a label.
  private var storage: [(key: ObjectIdentifier, box: AnyObject)] = []

  private final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Creates environment values holding every key's default.
  public init() {}

  /// Reads or writes the value for a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in storage where entry.key == id {
        return unsafeDowncast(entry.box, to: Box<K.Value>.self).value
      }
      return K.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      let box = Box(newValue)
      if let index = storage.firstIndex(where: { $0.key == id }) {
        storage[index].box = box
      } else {
        storage.append((id, box))
      }
    }
  }

  /// The number of values set explicitly.
  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}
