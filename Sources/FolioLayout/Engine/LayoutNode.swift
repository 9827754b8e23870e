import Foundation

/// A resolved view in the layout tree: proposals go down, sizes come up, then frames are
/// assigned top-down.
///
/// Every node memoizes `sizeThatFits` per proposal, so a parent that probes a child with
/// the same proposal again (stacks probe 0, ∞ and then the real offer) costs nothing, and
/// nested stacks cost linear time in their depth.
@_spi(Engine) open class LayoutNode {
  package let session: LayoutSession
  /// The identity given with `.id(_:)`, if any.
  @exclusivity(unchecked) package var viewID: AnyHashable?
  /// Whether children are mirrored horizontally (right-to-left layout).
  package let isRightToLeft: Bool
  /// The frame in root coordinates, set by `place`.
  @exclusivity(unchecked) package private(set) var frame: CGRect = .zero
  /// The proposal the node was placed with.
  @exclusivity(unchecked) package private(set) var placedProposal: ProposedViewSize = .unspecified
  /// The user's `View` types whose body this node is, outermost first (for diagnostics'
  /// paths and `folio layout`).
  package var userViewNames: [String] = []
  /// Where the view that made this node (or the nearest Folio view or modifier around it)
  /// was written, for diagnostics.
  package var sourceLocation: ViewSourceLocation?

  // The first two proposals are memoized inline (most nodes see one or two), the rest in
  // arrays, so sizing allocates nothing for the common case.
  // Nodes belong to one layout on one thread and never lend these out while sizing, so
  // they skip the runtime's exclusivity checks (a few percent of a layout's time).
  @exclusivity(unchecked) private var firstProposal: ProposedViewSize?
  @exclusivity(unchecked) private var firstSize: CGSize = .zero
  @exclusivity(unchecked) private var secondProposal: ProposedViewSize?
  @exclusivity(unchecked) private var secondSize: CGSize = .zero
  @exclusivity(unchecked) private var moreProposals: [ProposedViewSize] = []
  @exclusivity(unchecked) private var moreSizes: [CGSize] = []

  package init(context: _ResolveContext) {
    session = context.session
    isRightToLeft = context.environment.layoutDirection == .rightToLeft
    sourceLocation = context.sourceLocation
    context.session.nodeCount += 1
  }

  package init(session: LayoutSession, isRightToLeft: Bool) {
    self.session = session
    self.isRightToLeft = isRightToLeft
    session.nodeCount += 1
  }

  /// A node made like `original`: its session, direction and source line.
  package init(like original: LayoutNode) {
    session = original.session
    isRightToLeft = original.isRightToLeft
    sourceLocation = original.sourceLocation
    session.nodeCount += 1
  }

  // MARK: Sizing

  /// The size the node chooses for `proposal`, computed once per distinct proposal.
  package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if firstProposal == proposal { return firstSize }
    if secondProposal == proposal { return secondSize }
    for index in moreProposals.indices where moreProposals[index] == proposal {
      return moreSizes[index]
    }
    session.sizeComputations += 1
    guard session.enter(dumpName) else { return .zero }
    let size = sanitized(computeSize(proposal))
    session.leave()
    if firstProposal == nil {
      firstProposal = proposal
      firstSize = size
    } else if secondProposal == nil {
      secondProposal = proposal
      secondSize = size
    } else {
      moreProposals.append(proposal)
      moreSizes.append(size)
    }
    return size
  }

  /// Computes the size for a proposal; subclasses override. Called at most once per
  /// distinct proposal.
  @_spi(Engine) open func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// The node's dimensions (size and guides) for a proposal.
  package final func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal), node: self, proposal: proposal)
  }

  private func sanitized(_ size: CGSize) -> CGSize {
    func fix(_ value: CGFloat) -> CGFloat {
      if value.isNaN || value < 0 { return 0 }
      return value
    }
    let fixed = CGSize(width: fix(size.width), height: fix(size.height))
    if fixed != size {
      session.report(
        LayoutDiagnostic(
          kind: .invalidSize, view: dumpName,
          message: "sizeThatFits returned \(size.width)×\(size.height); used \(fixed.dumpString)"), from: self
      )
    }
    return fixed
  }

  // MARK: Placement

  /// Gives the node its frame: its size for `proposal`, with its top-left corner at `origin`
  /// (root coordinates), then places its children.
  package final func place(at origin: CGPoint, proposal: ProposedViewSize) {
    frame = CGRect(origin: origin, size: sizeThatFits(proposal))
    placedProposal = proposal
    guard session.enter(dumpName) else { return }
    placeChildren(in: frame, proposal: proposal)
    session.leave()
  }

  /// Places the children inside `bounds`; subclasses with children override.
  @_spi(Engine) open func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

  /// Places a child with its top-left corner at `localOrigin` from the top-left of `bounds`,
  /// mirrored horizontally inside `bounds` in right-to-left layout.
  package final func placeChild(
    _ child: LayoutNode, at localOrigin: CGPoint, proposal: ProposedViewSize, in bounds: CGRect
  ) {
    var x = bounds.minX + localOrigin.x
    if isRightToLeft {
      x = bounds.maxX - localOrigin.x - child.sizeThatFits(proposal).width
    }
    child.place(at: CGPoint(x: x, y: bounds.minY + localOrigin.y), proposal: proposal)
  }

  // MARK: Alignment and spacing

  /// The node's explicit value for a guide at a size and proposal, or nil.
  @_spi(Engine) open func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    nil
  }

  /// The node's spacing preferences.
  @_spi(Engine) open var spacing: ViewSpacing { ViewSpacing() }

  // MARK: Tree

  /// The node's children, for dumps, recording and lookups.
  @_spi(Engine) open var children: [LayoutNode] { [] }

  /// Records what the node draws, in painting order (`recordContent`), unless the stack
  /// is nearly used up.
  package final func record(into recorder: inout DisplayListRecorder) {
    guard session.enter(dumpName) else { return }
    if let viewID, let recorder = session.anchorRecorder { recorder.noteAnchor(viewID) }
    recordContent(into: &recorder)
    session.leave()
  }

  /// Records what the node draws; by default its children. Subclasses override.
  @_spi(Engine) open func recordContent(into recorder: inout DisplayListRecorder) {
    for child in children { child.record(into: &recorder) }
  }

  /// The name shown in dumps and diagnostics.
  @_spi(Engine) open var dumpName: String { String(describing: type(of: self)) }

  /// Whether the node is a layout container (a stack, a grid, a custom `Layout`), named in
  /// diagnostics' paths.
  @_spi(Engine) open var isLayoutContainer: Bool { false }

  /// Extra details shown after the frame in dumps.
  @_spi(Engine) open var dumpDetails: String { "" }

  /// The view this node modifies, when the node is a modifier (padding, frame, overlay,
  /// effects…): `folio layout` folds a chain of them onto the line of that view.
  @_spi(Engine) open var modifiedContent: LayoutNode? { nil }

  /// How `folio layout` names this node in a folded modifier chain (`padding(4)`).
  @_spi(Engine) open var modifierLabel: String {
    let details = dumpDetails
    return details.isEmpty ? dumpName : dumpName + " " + details
  }
}
