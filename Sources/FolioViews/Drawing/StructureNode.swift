@_spi(Engine) import FolioLayout
import Foundation

/// Records its child as an element of a tagged PDF's structure tree.
package final class StructureNode: TransparentNode {
  package let role: StructureRole

  package init(child: LayoutNode, role: StructureRole, context: _ResolveContext) {
    self.role = role
    super.init(child: child, context: context)
  }

  package init(child: LayoutNode, role: StructureRole, like original: StructureNode) {
    self.role = role
    super.init(child: child, like: original)
  }

  package override var dumpName: String { "Structure" }
  package override var dumpDetails: String { role.tagName }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    recorder.structured(role) { child.record(into: &$0) }
  }
}

/// Wraps each element's node in a structure element.
package struct _StructureModifier: NodeWrappingModifier {
  package let role: StructureRole

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    StructureNode(child: child, role: role, context: context)
  }
}

extension View {
  /// Makes this view an element of the tagged PDF's structure tree.
  package func structureRole(_ role: StructureRole) -> some View {
    modifier(_StructureModifier(role: role))
  }
}

/// A view with an accessibility label: in a tagged PDF, a `Figure` with the label as its
/// alternative text when it draws no text (an image, a chart, a shape); a view with text
/// keeps its text's structure.
package final class AccessibilityLabelNode: TransparentNode {
  package let label: String

  package init(child: LayoutNode, label: String, context: _ResolveContext) {
    self.label = label
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "AccessibilityLabel" }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    guard recorder.recordsStructure else { return child.record(into: &recorder) }
    var inner = recorder.nested()
    child.record(into: &inner)
    let drawsText = DisplayList(size: .zero, items: inner.items).containsText
    recorder.append(recorded: inner, as: drawsText ? nil : .figure(alt: label))
  }
}

/// Wraps each element's node in an accessibility label.
public struct _AccessibilityLabelModifier: NodeWrappingModifier {
  package let label: String

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    AccessibilityLabelNode(child: child, label: label, context: context)
  }
}
