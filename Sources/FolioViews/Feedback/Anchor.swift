import Foundation

/// A geometric value of a view — a rectangle or a point — kept in page coordinates so an
/// ancestor can read it in its own with `GeometryProxy`'s subscript, as SwiftUI's `Anchor`.
public struct Anchor<Value> {
  let value: Value

  /// Where an anchor's value comes from, read from the view's frame.
  public struct Source {
    let resolve: (CGRect) -> Value
  }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { frame in rect.offsetBy(dx: frame.minX, dy: frame.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + point.x, y: frame.minY + point.y) }
  }

  /// A point at a fraction of the view's size.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { frame in
      CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
    }
  }

  /// The centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// An anchor's rectangle in this proxy's view's coordinates.
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    anchor.value.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// An anchor's point in this proxy's view's coordinates.
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    CGPoint(x: anchor.value.x - globalFrame.minX, y: anchor.value.y - globalFrame.minY)
  }
}

extension View {
  /// Sets a preference from a geometric value of this view, as SwiftUI's
  /// `anchorPreference(key:value:transform:)`: ancestors read it in their own coordinates
  /// with `GeometryProxy`'s subscript (in `overlayPreferenceValue`, say).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      _PreferenceWritingModifier(
        write: PreferenceWrite(key: ObjectIdentifier(key)) { _, frame in
          transform(Anchor(value: value.resolve(frame)))
        }))
  }

  /// Draws a view made from the value of a preference this view's subtree sets, in front
  /// of it, as SwiftUI's `overlayPreferenceValue(_:alignment:_:)`. The value is known once
  /// the view is laid out, so the layout runs a second time with it (docs/layout-rules.md
  /// §17).
  public func overlayPreferenceValue<K: PreferenceKey, Overlay: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Overlay
  ) -> some View {
    _PreferenceValueLayer<K, Self, Overlay>(
      content: self, alignment: alignment, inFront: true, transform: transform)
  }

  /// Draws a view made from the value of a preference this view's subtree sets, behind
  /// it, as SwiftUI's `backgroundPreferenceValue(_:alignment:_:)` (see
  /// `overlayPreferenceValue`).
  public func backgroundPreferenceValue<K: PreferenceKey, Background: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> Background
  ) -> some View {
    _PreferenceValueLayer<K, Self, Background>(
      content: self, alignment: alignment, inFront: false, transform: transform)
  }
}

/// A layer drawn from a preference value: the value is kept in state, set by an observer
/// of the content's subtree, so a second pass draws the layer with it.
public struct _PreferenceValueLayer<K: PreferenceKey, Content: View, Layer: View>: View {
  let content: Content
  let alignment: Alignment
  let inFront: Bool
  let transform: (K.Value) -> Layer
  @State private var value = PreferenceValueBox<K.Value>(nil)

  /// The content with its layer.
  public var body: some View {
    let layer = transform(value.value ?? K.defaultValue)
    let observed = content.modifier(
      _FeedbackObservingModifier { node, place in
        PreferenceObserver<K>(
          node: node, place: place, name: inFront ? "overlayPreferenceValue" : "backgroundPreferenceValue",
          equal: { String(describing: $0) == String(describing: $1) }
        ) { newValue in
          value = PreferenceValueBox(newValue)
        }
      })
    if inFront {
      observed.overlay(layer, alignment: alignment)
    } else {
      observed.background(layer, alignment: alignment)
    }
  }
}

/// A preference value in state; compared by its description when it is not `Equatable`.
struct PreferenceValueBox<Value>: CustomStringConvertible {
  let value: Value?
  init(_ value: Value?) { self.value = value }
  var description: String { value.map { String(describing: $0) } ?? "nil" }
}
