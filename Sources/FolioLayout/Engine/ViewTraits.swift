import Foundation

/// Values attached to an element of a view list and read by its container: layout
/// priority, `LayoutValueKey` values, grid and pagination traits.
///
/// Traits belong to the element, so modifiers applied after a trait keep it.
package struct ViewTraits {
  package var layoutPriority: Double = 0
  package var id: AnyHashable?
  private var values: [ObjectIdentifier: Any] = [:]

  package init() {}

  package subscript<K: TraitKey>(key: K.Type) -> K.Value {
    get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  package func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
    (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
  }

  package mutating func setValue<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) {
    values[ObjectIdentifier(key)] = value
  }
}

/// A key for a trait Folio's own containers read.
package protocol TraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}
