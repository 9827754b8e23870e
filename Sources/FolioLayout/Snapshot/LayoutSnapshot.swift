import Foundation

/// A view laid out once: its size, every view's frame, the diagnostics, and a stable text
/// dump for golden files. The root sits at (0, 0) with the size it chose for the proposal.
public struct LayoutSnapshot {
  /// The root's size.
  public let size: CGSize
  /// What the layout reported as probable mistakes.
  public let diagnostics: [LayoutDiagnostic]
  private let owner: LayoutTreeOwner
  package let session: LayoutSession
  /// The root node.
  package var root: LayoutNode { owner.root ?? EmptyNode(session: session, isRightToLeft: false) }

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

  /// Lays out `view` in a session: once, or in passes while views that observe their own
  /// layout change state (docs/layout-rules.md §17).
  package init<V: View>(
    of view: V, proposal: ProposedViewSize, session: LayoutSession,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    let run = FeedbackRun(limit: environment.feedbackPassLimit)
    var current = session
    var root: LayoutNode
    while true {
      current.feedback = run
      run.beginPass()
      let passSession = current
      root = LayoutThread.run { () -> LayoutNode in
        passSession.adoptCurrentThread()
        var rootEnvironment = environment
        if rootEnvironment.containerSize == nil, let width = proposal.width, let height = proposal.height,
          width.isFinite, height.isFinite
        {
          rootEnvironment.containerSize = CGSize(width: width, height: height)
        }
        let context = _ResolveContext(environment: rootEnvironment, session: passSession)
        let root = makeRootNode(view, context: context)
        root.place(at: .zero, proposal: proposal)
        return root
      }
      guard !current.observers.isEmpty, run.deliver(current.observers) else { break }
      guard run.passes < run.limit else {
        current.report(run.loopDiagnostic())
        break
      }
      current = LayoutSession(textMeasurer: session.textMeasurer, imageLoader: session.imageLoader)
    }
    owner = LayoutTreeOwner(root)
    self.session = current
    self.size = root.frame.size
    self.diagnostics = current.diagnostics
    self.passes = run.passes
  }

  /// How many times the view was laid out: 1, or more when views observing their own
  /// layout changed state (docs/layout-rules.md §17).
  public let passes: Int

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
    let root = self.root
    let session = self.session
    let size = self.size
    return LayoutThread.run { () -> DisplayList in
      session.adoptCurrentThread()
      var recorder = DisplayListRecorder()
      root.record(into: &recorder)
      if recorder.isTooDeep {
        session.fail(DisplayListRecorder.tooDeepError, kind: .tooDeep, view: root.dumpName)
      }
      return DisplayList(size: size, items: recorder.items)
    }
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
  ///
  /// `explained` (what `folio layout` prints) adds the proposal each node was placed with
  /// and the size it chose (`proposed 200×nil → 96.8×14`), shows the user's `View` types
  /// as nodes of their own with their body under them, and folds a modifier chain onto
  /// the line of the view it modifies (`Text "Hi" 12×14 · padding(4) (…) proposed …`).
  package func dumpTree(indent: Int = 0, explained: Bool = false) -> String {
    var lines: [String] = []
    // Depth first with an explicit stack, so any depth of nesting can be dumped.
    var pending: [(node: LayoutNode, depth: Int)] = [(self, indent)]
    while let (node, start) = pending.popLast() {
      var depth = start
      if explained {
        for name in node.userViewNames {
          lines.append(
            String(repeating: "  ", count: depth) + name + " " + node.frame.dumpString + " "
              + node.proposalDump)
          depth += 1
        }
      }
      let (label, children) = explained ? node.foldedChain() : (node.dumpLabel, node.children)
      var line = String(repeating: "  ", count: depth) + label + " " + node.frame.dumpString
      if explained { line += " " + node.proposalDump }
      if let id = node.viewID { line += " id=\(id.base)" }
      lines.append(line)
      for child in children.reversed() { pending.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The type and details (`Text "Hi"`).
  var dumpLabel: String {
    let details = dumpDetails
    return details.isEmpty ? dumpName : dumpName + " " + details
  }

  /// This node with the modifiers it is made of folded in: the label of the modified view
  /// (with its size), then each modifier from the innermost out (`Text "Hi" 12×14 ·
  /// padding(4)`), and the children left to show: the modified view's, and the content of
  /// overlays and backgrounds. The chain stops at a user `View` type (it keeps its line).
  func foldedChain() -> (label: String, children: [LayoutNode]) {
    // 1. Walk down from the outermost modifier while the next view is folded in.
    var chain: [LayoutNode] = [self]
    var layers: [LayoutNode] = []
    while let inner = chain.last?.modifiedContent, inner.userViewNames.isEmpty {
      layers += chain.last!.children.filter { $0 !== inner }
      chain.append(inner)
    }
    guard chain.count > 1 else { return (dumpLabel, children) }
    // 2. The modified view first, then the modifiers outward; inner sizes shown.
    let base = chain.removeLast()
    var parts = [base.dumpLabel + " " + base.frame.size.dumpString]
    for (index, modifier) in chain.enumerated().reversed() {
      parts.append(modifier.modifierLabel + (index == 0 ? "" : " " + modifier.frame.size.dumpString))
    }
    // 3. Overlay and background content, then the modified view's children.
    return (parts.joined(separator: " · "), layers + base.children)
  }

  /// `proposed W×H → w×h`, with `nil` for an unspecified dimension.
  var proposalDump: String {
    let proposal = placedProposal
    let width = proposal.width.map(\.dumpString) ?? "nil"
    let height = proposal.height.map(\.dumpString) ?? "nil"
    return "proposed \(width)×\(height) → \(frame.size.dumpString)"
  }

}

/// Owns a laid-out tree and releases it without recursion when the last snapshot goes:
/// every node is collected (parents before children) and the nodes are released in that
/// order, so no release frees a whole chain of descendants on the stack.
final class LayoutTreeOwner {
  private(set) var root: LayoutNode?

  init(_ root: LayoutNode) { self.root = root }

  deinit {
    guard let root else { return }
    var nodes: [LayoutNode] = [root]
    var index = 0
    while index < nodes.count {
      nodes.append(contentsOf: nodes[index].children)
      index += 1
    }
    self.root = nil
    nodes.reverse()
    // The root goes first (the array holds the last reference to each node), then its
    // children, each already free of the nodes it held.
    while nodes.popLast() != nil {}
  }
}

/// A node with no size and nothing to draw.
package final class EmptyNode: LayoutNode {
  override package var dumpName: String { "Empty" }
}
