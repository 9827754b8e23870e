@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Draws a shadow of this view's shape under it, as SwiftUI's `shadow(color:radius:x:y:)`:
  /// the view's pixels blurred by `radius`, in `color`, moved by `x` and `y`. The shadow
  /// is an image (at 2 pixels per point, at most 1,024 pixels a side; radii past 500 points
  /// count as 500) in PDF, SVG and PNG alike; the view itself stays vector.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    let safe = { (value: CGFloat) in value.isFinite ? value : 0 }
    return modifier(
      _EffectModifier(
        effect: .shadow(
          DropShadow(
            color: color, radius: max(safe(radius), 0), offset: CGSize(width: safe(x), height: safe(y))))),
      fileID: fileID, line: line)
  }

  /// Draws this view blurred by `radius`, as SwiftUI's `blur(radius:opaque:)`. The blurred
  /// view is an image (as a shadow is: 2 pixels per point, at most 1,024 a side, radii past
  /// 500 points as 500), the same in PDF, SVG and PNG; its text is no longer text. A radius
  /// of 0 (or NaN, ∞, negative) draws the view as it is. `opaque` is accepted.
  public func blur(radius: CGFloat, opaque: Bool = false, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    let safe = radius.isFinite ? max(radius, 0) : 0
    return modifier(
      _EffectModifier(effect: safe > 0 ? .blur(safe) : .opacity(1)), fileID: fileID, line: line)
  }

  /// Composites this view's parts together before later effects (opacity, blend) apply to
  /// the whole, as SwiftUI's `compositingGroup()`.
  public func compositingGroup(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(_EffectModifier(effect: .compositingGroup(name: "CompositingGroup")), fileID: fileID, line: line)
  }

  /// Combines the view's colours with what is behind it in a blend mode, as SwiftUI's
  /// `blendMode(_:)`: the view is composited on its own, then blended (in PDF, the page's
  /// own blend mode; in PNG and SVG, drawn by Cairo).
  public func blendMode(_ blendMode: BlendMode, fileID: StaticString = #fileID, line: UInt = #line)
    -> some View
  {
    modifier(_EffectModifier(effect: .blend(blendMode)), fileID: fileID, line: line)
  }

  /// SwiftUI renders the view offscreen before drawing it; on paper that is a compositing
  /// group and the output stays vector (`opaque` and `colorMode` are accepted).
  public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    modifier(_EffectModifier(effect: .compositingGroup(name: "DrawingGroup")), fileID: fileID, line: line)
  }

  /// Shows this view only where `mask` is opaque, as SwiftUI's `mask(alignment:_:)`: the
  /// mask is laid out like an overlay (proposed this view's size, aligned), and its
  /// opacity — not its colour — is what shows through. Vector in PDF and SVG.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    modifier(_MaskModifier(mask: mask(), alignment: alignment), fileID: fileID, line: line)
  }

  /// Shows this view only where `mask` is opaque (SwiftUI's older form).
  public func mask<Mask: View>(_ mask: Mask, fileID: StaticString = #fileID, line: UInt = #line) -> some View
  {
    modifier(_MaskModifier(mask: mask, alignment: .center), fileID: fileID, line: line)
  }
}

/// How colours are blended in a drawing group (accepted; Folio draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
  /// sRGB, not linear.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}

/// A mask: laid out as an overlay, recorded as the soft mask of the view's group.
public struct _MaskModifier<Mask: View>: NodeWrappingModifier {
  let mask: Mask
  let alignment: Alignment

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    let layer = ZStack(alignment: alignment) { mask }
    let elements = resolveViewList(layer, context: context.forChildren(stackAxis: nil)).elements
    return MaskNode(
      primary: child, secondary: elements.first?.makeNode(inside: context), alignment: alignment,
      inFront: true,
      context: context)
  }
}

/// The view and its mask: sized and placed as an overlay, drawn as a masked group.
final class MaskNode: SecondaryLayerNode {
  override var dumpName: String { "Mask" }

  override var modifierLabel: String { "mask" }

  override func recordContent(into recorder: inout DisplayListRecorder) {
    // An empty mask shows nothing.
    recorder.maskedGroup(mask: { secondary?.record(into: &$0) }) { primary.record(into: &$0) }
  }
}
