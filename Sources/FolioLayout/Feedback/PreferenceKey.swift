import Foundation

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`: each view may
/// set one (`preference(key:value:)`), and an ancestor reads the values of its subtree
/// combined with `reduce`, in order (`onPreferenceChange`).
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next one (from a later sibling).
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference set or transformed on a node.
package struct PreferenceWrite {
  let key: ObjectIdentifier
  /// The new value from the subtree's (nil when it set none) and the node's frame.
  let apply: (Any?, CGRect) -> Any

  package init(key: ObjectIdentifier, apply: @escaping (Any?, CGRect) -> Any) {
    self.key = key
    self.apply = apply
  }
}

extension View {
  /// Sets this view's value for a preference (what its subtree set is replaced).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier(write: PreferenceWrite(key: ObjectIdentifier(key)) { _, _ in value }))
  }

  /// Changes the value of a preference this view's subtree set (or its default).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(
      _PreferenceWritingModifier(
        write: PreferenceWrite(key: ObjectIdentifier(key)) { current, _ in
          var value = (current as? K.Value) ?? K.defaultValue
          callback(&value)
          return value
        }))
  }

  /// Runs `action` with the value of a preference this view's subtree sets, after the
  /// layout and whenever it changes from one layout pass to the next (docs/layout-rules.md
  /// §17). The action may set `@State`; the layout then runs again.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View where K.Value: Equatable {
    modifier(
      _FeedbackObservingModifier { node, place in
        PreferenceObserver<K>(node: node, place: place, name: "onPreferenceChange", equal: ==, action: action)
      }, fileID: fileID, line: line)
  }
}

/// Writes a preference on each element's node.
public struct _PreferenceWritingModifier: PrimitiveViewModifier {
  let write: PreferenceWrite

  package init(write: PreferenceWrite) { self.write = write }

  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    let write = self.write
    let session = context.session
    return content(context).map { element in
      let make = element.makeNode
      return ViewElement(traits: element.traits) {
        let node = make()
        session.addPreference(write, on: node)
        return node
      }
    }
  }
}

/// Makes an observer for each element's node.
public struct _FeedbackObservingModifier: PrimitiveViewModifier {
  let makeObserver: (LayoutNode, ObserverPlace) -> any FeedbackObserver

  package init(makeObserver: @escaping (LayoutNode, ObserverPlace) -> any FeedbackObserver) {
    self.makeObserver = makeObserver
  }

  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    let makeObserver = self.makeObserver
    let session = context.session
    let place = ObserverPlace(
      location: context.sourceLocation?.description ?? "a view",
      passLimit: context.environment.feedbackPassLimit)
    return content(context).map { element in
      let make = element.makeNode
      return ViewElement(traits: element.traits) {
        let node = make()
        session.addObserver(makeObserver(node, place))
        return node
      }
    }
  }
}

/// Where an observer was written and the pass limit of its environment.
package struct ObserverPlace {
  package let location: String
  package let passLimit: Int
}

/// Watches the reduced value of a preference over the node's subtree: for
/// `onPreferenceChange` (values compared with `==`) and for `overlayPreferenceValue` and
/// `backgroundPreferenceValue` (compared by their description: values need not be
/// `Equatable` there).
package final class PreferenceObserver<K: PreferenceKey>: FeedbackObserver {
  let node: LayoutNode
  let place: ObserverPlace
  let name: String
  let equal: (K.Value, K.Value) -> Bool
  let action: (K.Value) -> Void

  package init(
    node: LayoutNode, place: ObserverPlace, name: String, equal: @escaping (K.Value, K.Value) -> Bool,
    action: @escaping (K.Value) -> Void
  ) {
    self.node = node
    self.place = place
    self.name = name
    self.equal = equal
    self.action = action
  }

  package var observerDescription: String { "\(name)(\(K.self)) at \(place.location)" }

  package var passLimit: Int { place.passLimit }

  package func currentValue() -> Any {
    (PreferenceObserverValue<K>.value(of: node) as? K.Value) ?? K.defaultValue
  }

  package func isEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? K.Value, let b = b as? K.Value else { return false }
    return equal(a, b)
  }

  package func act(old: Any?, new: Any) {
    if let value = new as? K.Value { action(value) }
  }
}

/// The value of a preference over a node's subtree.
enum PreferenceObserverValue<K: PreferenceKey> {
  /// The children's values combined in order, then what this node writes (set or
  /// transform), innermost first; nil when nothing in the subtree sets it.
  static func value(of node: LayoutNode) -> Any? {
    let key = ObjectIdentifier(K.self)
    var result: K.Value?
    for child in node.children {
      guard let next = value(of: child) as? K.Value else { continue }
      if result == nil {
        result = next
      } else {
        K.reduce(value: &result!, nextValue: { next })
      }
    }
    var current: Any? = result
    for write in node.session.preferenceWrites[ObjectIdentifier(node)] ?? [] where write.key == key {
      current = write.apply(current, node.frame)
    }
    return current
  }
}
