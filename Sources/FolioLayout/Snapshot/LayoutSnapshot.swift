import Foundation

/// A view laid out once: its size, every view's frame, the diagnostics, and a stable text
/// dump for golden files. The root sits at (0, 0) with the size it chose for the proposal.
public struct LayoutSnapshot {
  /// The root's size.
  public let size: CGSize
  /// What the layout reported as probable mistakes.
  public let diagnostics: [LayoutDiagnostic]
  package let root: LayoutNode
  package let session: LayoutSession

  /// Lays out `view` for `proposal`, measuring text with `textMeasurer`.
  package init<V: View>(
    of view: V, proposal: ProposedViewSize, textMeasurer: any TextMeasuring,
    imageLoader: (any ImageLoading)? = nil, environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.init(
      of: view, proposal: proposal,
      session: LayoutSession(textMeasurer: textMeasurer, imageLoader: imageLoader),
      environment: environment)
  }

  /// Lays out `view` in a session.
  package init<V: View>(
    of view: V, proposal: ProposedViewSize, session: LayoutSession,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    let context = _ResolveContext(environment: environment, session: session)
    let root = makeRootNode(view, context: context)
    root.place(at: .zero, proposal: proposal)
    self.root = root
    self.session = session
    self.size = root.frame.size
    self.diagnostics = session.diagnostics
  }

  /// The frame of the view marked `.id(id)`, in root coordinates, or nil.
  public func frame<ID: Hashable>(id: ID) -> CGRect? {
    node(id: AnyHashable(id))?.frame
  }

  package func node(id: AnyHashable) -> LayoutNode? {
    var stack = [root]
    while let node = stack.popLast() {
      if node.viewID == id { return node }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// A readable tree of every node's type and frame, one per line.
  public func dump() -> String {
    root.dumpTree()
  }

  /// Errors that make rendering this layout fail (an image that could not be loaded).
  public var failures: [FolioError] { session.failures }

  /// The drawing of the laid-out view.
  package func displayList() -> DisplayList {
    var recorder = DisplayListRecorder()
    root.record(into: &recorder)
    return DisplayList(size: size, items: recorder.items)
  }

  /// `sizeThatFits` computations not answered from a memo.
  package var sizeComputations: Int { session.sizeComputations }
  /// Nodes in the tree.
  package var nodeCount: Int { session.nodeCount }
}

/// The single node a view stands for: its one element's node, or an implicit stack
/// (vertical unless `axis` says otherwise) of several, or an empty node.
package func makeRootNode<V: View>(
  _ view: V, context: _ResolveContext, axis: Axis = .vertical
) -> LayoutNode {
  let elements = resolveViewList(view, context: context).elements
  if elements.count == 1 { return elements[0].makeNode() }
  if elements.isEmpty { return EmptyNode(context: context) }
  let stacked = resolveViewList(view, context: context.forChildren(stackAxis: axis)).elements
  if axis == .horizontal {
    return LayoutContainerNode(
      layout: HStackLayout(), elements: stacked, name: "HStack", context: context)
  }
  return LayoutContainerNode(
    layout: VStackLayout(), elements: stacked, name: "VStack", context: context)
}

extension LayoutNode {
  /// The node and its descendants, one per line: type, details, frame and identity,
  /// indented by depth.
  package func dumpTree(indent: Int = 0) -> String {
    var lines: [String] = []
    func visit(_ node: LayoutNode, depth: Int) {
      var line = String(repeating: "  ", count: depth) + node.dumpName
      let details = node.dumpDetails
      if !details.isEmpty { line += " " + details }
      line += " " + node.frame.dumpString
      if let id = node.viewID { line += " id=\(id.base)" }
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(self, depth: indent)
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A node with no size and nothing to draw.
package final class EmptyNode: LayoutNode {
  override package var dumpName: String { "Empty" }
}
