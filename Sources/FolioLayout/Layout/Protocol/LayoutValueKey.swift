import Foundation

/// A key for a value a view sets with `layoutValue(key:value:)` and a custom layout reads
/// from its subviews.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that did not set one.
  static var defaultValue: Value { get }
}

extension View {
  /// Sets a value that custom layouts read with `subview[Key.self]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_TraitWritingModifier { $0.setValue(value, for: key) })
  }

  /// Sets the priority by which a parent layout apportions space to this view (default 0).
  public func layoutPriority(_ value: Double) -> some View {
    // NaN would make priority groups impossible to form (NaN equals nothing): it counts as 0.
    modifier(_TraitWritingModifier { $0.layoutPriority = value.isNaN ? 0 : value })
  }
}

/// Writes a trait on each element of its content.
public struct _TraitWritingModifier: PrimitiveViewModifier {
  let update: (inout ViewTraits) -> Void

  package init(update: @escaping (inout ViewTraits) -> Void) {
    self.update = update
  }

  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    content(context).mapTraits(update)
  }
}
