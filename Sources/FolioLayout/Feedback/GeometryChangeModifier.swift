import Foundation

extension View {
  /// Runs `action` with a value computed from this view's geometry after the layout, and
  /// whenever it changes from one layout pass to the next, as SwiftUI's
  /// `onGeometryChange(for:of:action:)` (docs/layout-rules.md §17). The action may set
  /// `@State`; the layout then runs again. Feeding a measurement back into the frame that
  /// was measured never settles: Folio stops after a few passes and says so.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _FeedbackObservingModifier { node, place in
        GeometryObserver(node: node, place: place, transform: transform) { _, new in action(new) }
      }, fileID: fileID, line: line)
  }

  /// As `onGeometryChange(for:of:action:)`, with the previous value too (the first time,
  /// both are the new value).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    modifier(
      _FeedbackObservingModifier { node, place in
        GeometryObserver(node: node, place: place, transform: transform, action: action)
      }, fileID: fileID, line: line)
  }
}

/// `onGeometryChange`: a transform of the node's frame.
final class GeometryObserver<T: Equatable>: FeedbackObserver {
  let node: LayoutNode
  let place: ObserverPlace
  let transform: (GeometryProxy) -> T
  let action: (T, T) -> Void

  init(
    node: LayoutNode, place: ObserverPlace, transform: @escaping (GeometryProxy) -> T,
    action: @escaping (T, T) -> Void
  ) {
    self.node = node
    self.place = place
    self.transform = transform
    self.action = action
  }

  var observerDescription: String { "onGeometryChange(for: \(T.self)) at \(place.location)" }

  func currentValue() -> Any {
    transform(GeometryProxy(size: node.frame.size, globalFrame: node.frame))
  }

  var passLimit: Int { place.passLimit }

  func isEqual(_ a: Any, _ b: Any) -> Bool { (a as? T) == (b as? T) }

  func act(old: Any?, new: Any) {
    guard let new = new as? T else { return }
    action((old as? T) ?? new, new)
  }
}
