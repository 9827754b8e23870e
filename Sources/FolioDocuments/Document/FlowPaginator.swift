@_spi(Engine) import FolioLayout
import Foundation

/// Distributes a flow's children over pages (the algorithm of `PagedVStack` in a document).
///
/// For each child, proposed the content width and nil height:
/// 1. A page break before it, or a `keepWithNext` predecessor that would be left alone at
///    the bottom of a page, starts a new page first.
/// 2. If it fits below what is on the page (after the gap), it is placed.
/// 3. Otherwise, unless it keeps together, it is split (text between lines, stacks between
///    children, tables between rows): the head ends this page and the tail starts the next.
///    A block kept together moves to a new page first, and splits only if it is taller
///    than a whole page.
/// 4. Otherwise it moves to a new page; on an empty page a block that still does not fit is
///    placed, clipped to the content area, with a diagnostic — unless it holds text, whose
///    words would be lost: the render then fails naming it. Every step places something
///    or starts a page that will take the child, so pagination always ends.
final class FlowPaginator {
  unowned let paginator: DocumentPaginator
  let frame: PageFrame
  let alignment: HorizontalAlignment
  let spacing: CGFloat?

  private var blocks: [PageBlock] = []
  private var y: CGFloat = 0
  private var previousSpacing: ViewSpacing?
  private var area: CGRect?
  private var pagesFinished = 0
  private var held: (node: LayoutNode, options: FlowBreakOptions)?
  private var currentSection: String?
  private var pageSection: String?

  init(paginator: DocumentPaginator, frame: PageFrame, alignment: HorizontalAlignment, spacing: CGFloat?) {
    self.paginator = paginator
    self.frame = frame
    self.alignment = alignment
    self.spacing = spacing
  }

  private var contentArea: CGRect {
    if let area { return area }
    let computed = paginator.contentArea(frame, isFirst: pagesFinished == 0)
    area = computed
    return computed
  }

  private var proposal: ProposedViewSize {
    ProposedViewSize(width: contentArea.width, height: nil)
  }

  /// Adds a block; `remake` resolves its element again from its views, for a block whose
  /// views observe their own layout and changed state (docs/layout-rules.md §17).
  func add(_ element: ViewElement, remake: @escaping () -> ViewElement? = { nil }) throws(FolioError) {
    guard !paginator.isStopped else { return }
    var made = false
    let node = paginator.laidOutWithFeedback(proposal: proposal, origin: contentArea.origin) {
      defer { made = true }
      return (made ? remake() : nil)?.makeNode() ?? element.makeNode()
    }
    let options = element.traits[FlowBreakTrait.self]
    if let held {
      self.held = nil
      try placeHeld(held.node, options: held.options, before: node)
    }
    if options.pageBreakBefore && !blocks.isEmpty { try finishPage() }
    if let title = options.sectionTitle {
      currentSection = title
      if pageSection == nil { pageSection = title }
    }
    if options.keepWithNext {
      held = (node, options)
      return
    }
    try place(node, keepTogether: options.keepTogether)
  }

  func finish() throws(FolioError) {
    if let held {
      self.held = nil
      try place(held.node, keepTogether: held.options.keepTogether)
    }
    if !blocks.isEmpty { try finishPage() }
  }

  /// Places a `keepWithNext` child, first starting a new page if the start of the next
  /// child would not fit after it on this one.
  private func placeHeld(_ node: LayoutNode, options: FlowBreakOptions, before next: LayoutNode)
    throws(FolioError)
  {
    if !blocks.isEmpty {
      let heldHeight = node.sizeThatFits(proposal).height
      let afterHeld = contentArea.height - y - gap(to: node) - heldHeight
      let nextGap = spacing ?? node.spacing.distance(to: next.spacing, along: .vertical)
      let room = afterHeld - nextGap
      let nextHeight = next.sizeThatFits(proposal).height
      let nextStarts =
        nextHeight <= room
        || (next as? SplittableNode)?.split(proposal: proposal, height: room, atPageTop: false) != nil
      if afterHeld >= 0 && !nextStarts { try finishPage() }
    }
    try place(node, keepTogether: options.keepTogether)
  }

  private func gap(to node: LayoutNode) -> CGFloat {
    guard let previousSpacing, !blocks.isEmpty else { return 0 }
    return spacing ?? previousSpacing.distance(to: node.spacing, along: .vertical)
  }

  private func place(_ first: LayoutNode, keepTogether: Bool) throws(FolioError) {
    var node = first
    while !paginator.isStopped {
      let gap = gap(to: node)
      let available = contentArea.height - y - gap
      // 2. It fits.
      let fits =
        (node as? SplittableNode)?.fits(height: available, proposal: proposal)
        ?? (node.sizeThatFits(proposal).height <= available + 0.001)
      if fits {
        append(node, at: y + gap, height: node.sizeThatFits(proposal).height, oversized: false)
        return
      }
      // 3. Split it (a block kept together splits only when it does not fit a whole page).
      if !keepTogether || blocks.isEmpty, let splittable = node as? SplittableNode,
        let parts = splittable.split(proposal: proposal, height: available, atPageTop: blocks.isEmpty)
      {
        let headHeight = parts.head.sizeThatFits(proposal).height
        let oversized = headHeight > available + 0.001
        if oversized {
          paginator.report(
            LayoutDiagnostic(
              kind: .oversized, view: parts.head.dumpName,
              message: "a \(headHeight.dumpString) pt piece taller than the page was clipped"),
            from: parts.head)
        }
        append(parts.head, at: y + gap, height: headHeight, oversized: oversized)
        try finishPage()
        guard let tail = parts.tail else { return }
        node = tail
        continue
      }
      // 4. Move it to a new page, or clip it on an empty one.
      if !blocks.isEmpty {
        try finishPage()
        continue
      }
      let height = node.sizeThatFits(proposal).height
      let message =
        "a \(height.dumpString) pt block does not fit the page's \(contentArea.height.dumpString) pt inside its margins and cannot be split"
      if let text = Self.firstText(in: node) {
        // Clipping it would lose words: the render fails, naming the text and its line.
        node.session.fail(
          .layoutFailed(
            "\(text.diagnosticName): \(message); its words would be lost — let it break (no keepTogether, no fixed height) or make it smaller"
          ), kind: .oversized, view: text.diagnosticName, source: text.sourceLocation ?? node.sourceLocation)
      } else {
        paginator.report(
          LayoutDiagnostic(kind: .oversized, view: node.dumpName, message: "\(message); it was clipped"),
          from: node)
      }
      append(node, at: 0, height: height, oversized: true)
      try finishPage()
      return
    }
  }

  /// The first text in a node's subtree, if any.
  static func firstText(in node: LayoutNode) -> TextNode? {
    var pending = [node]
    while let current = pending.popLast() {
      if let text = current as? TextNode { return text }
      pending.append(contentsOf: current.children.reversed())
    }
    return nil
  }

  private func append(_ node: LayoutNode, at top: CGFloat, height: CGFloat, oversized: Bool) {
    blocks.append(
      PageBlock(node: node, proposal: proposal, y: top, alignment: alignment, isOversized: oversized))
    y = top + height
    previousSpacing = node.spacing
  }

  private func finishPage() throws(FolioError) {
    let section = pageSection ?? currentSection
    try paginator.finishPage(
      frame, blocks: blocks, isFirst: pagesFinished == 0, section: section, area: area)
    pagesFinished += 1
    blocks.removeAll(keepingCapacity: true)
    y = 0
    previousSpacing = nil
    area = nil
    pageSection = nil
  }
}
