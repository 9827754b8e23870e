@_spi(Engine) import FolioLayout
import Foundation

/// A drawing-only effect around a view: opacity, clipping, a transform, or hiding. Layout
/// is unaffected (the node is transparent to sizes, guides and spacing).
package final class EffectNode: TransparentNode {
  enum Effect {
    case opacity(Double)
    case clip(AnyShapePath, FillStyle)
    case transform((CGRect) -> CGAffineTransform, name: String)
    case hidden
    case shadow(DropShadow)
    case blur(CGFloat)
    case compositingGroup(name: String)
    case blend(BlendMode)
  }

  let effect: Effect

  init(child: LayoutNode, effect: Effect, context: _ResolveContext) {
    self.effect = effect
    super.init(child: child, context: context)
  }

  package override var dumpName: String {
    switch effect {
    case .opacity: return "Opacity"
    case .clip: return "Clip"
    case .transform(_, let name): return name
    case .hidden: return "Hidden"
    case .shadow: return "Shadow"
    case .blur: return "Blur"
    case .compositingGroup(let name): return name
    case .blend: return "BlendMode"
    }
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    switch effect {
    case .opacity(let opacity):
      guard opacity > 0 else { return }
      recorder.group(opacity: min(opacity, 1)) { child.record(into: &$0) }
    case .clip(let shape, _):
      recorder.group(clip: shape.path(frame)) { child.record(into: &$0) }
    case .transform(let makeTransform, _):
      recorder.group(transform: makeTransform(frame)) { child.record(into: &$0) }
    case .hidden:
      return
    case .shadow(let shadow):
      recorder.group(shadow: shadow) { child.record(into: &$0) }
    case .blur(let radius):
      recorder.group(blurRadius: radius) { child.record(into: &$0) }
    case .compositingGroup:
      recorder.group(isolated: true) { child.record(into: &$0) }
    case .blend(let mode):
      guard mode != .normal else {
        child.record(into: &recorder)
        return
      }
      recorder.group(blendMode: mode) { child.record(into: &$0) }
    }
  }
}

/// A shape's path placed in a frame, type-erased.
struct AnyShapePath {
  let path: (CGRect) -> Path

  init<S: Shape>(_ shape: S) {
    path = { frame in
      shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
  }
}

/// Wraps each element's node in an effect.
public struct _EffectModifier: NodeWrappingModifier {
  let effect: EffectNode.Effect

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    EffectNode(child: child, effect: effect, context: context)
  }
}
