@_spi(Engine) import FolioLayout
import Foundation

/// A finished page: its number and drawing.
package struct RenderedPage {
  package let number: Int
  package let displayList: DisplayList
  /// The page's layout tree as text, when the paginator was asked for it.
  package var layoutDump: String?
}

/// A page's paper, margins and running decorations.
struct PageFrame {
  var size: PageSize
  var margins: EdgeInsets
  var headers: PageDecorationSet
  var footers: PageDecorationSet
}

/// A view placed on a page by a flow, in content-area coordinates.
struct PageBlock {
  var node: LayoutNode
  var proposal: ProposedViewSize
  var y: CGFloat
  var alignment: HorizontalAlignment
  var isOversized: Bool
}

/// Turns a document into pages, one at a time, each drawn and handed to `emit` before the
/// next is laid out (so memory stays flat as documents grow).
///
/// 1. The document's top-level elements are walked lazily: a `Page` makes one page, a
///    `PagedVStack` a flow, a label sheet its generated pages; runs of other views flow
///    like a leading-aligned `PagedVStack`.
/// 2. If a running header or footer reads `PageContext.pageCount`, the whole document is
///    first paginated without drawing to count the pages, then paginated again (the same
///    way) and drawn, so "Page N of M" is exact.
/// 3. Each page's content area is the page minus its margins; headers and footers are
///    centered in the top and bottom margins and shrink the area when taller, so content
///    never runs under them.
/// 4. When a `TableOfContents` or `PageReference` reads where headings and `.id` views
///    are, passes repeat without emitting from the first page that read them, each with
///    the places the previous pass found, until a pass finds what it was given (at most
///    six passes; then a diagnostic). One more pass then emits the remaining pages.
/// 5. Pages are emitted in order, each once: pages before the first reading are emitted in
///    the first pass (they cannot depend on the numbers).
/// 6. A pass made with the previous pass's numbers holds its pages (up to 64); when it
///    finds the same numbers, they are final and emitted without another pass.
package final class DocumentPaginator {
  let document: Document
  let environment: EnvironmentValues
  let makeSession: () -> LayoutSession
  /// The placeholder page count used to size decorations in every pass.
  static let placeholderCount = 99_999
  /// The most pages a document may have.
  package static let maximumPageCount = 1_000_000
  private static var tooManyPages: FolioError {
    .layoutFailed("the document would have more than 1,000,000 pages")
  }

  private var session: LayoutSession
  private var pageNumber = 0
  private var pageCount: Int?
  private var isCounting = false
  private let tracker = PageCountTracker()
  /// Where anchors and headings landed, kept across passes.
  private let references = DocumentReferences()
  /// Whether the count pass saw contents or page references (then no page is emitted
  /// before they are settled).
  private var expectsReferences = false
  /// The last page handed to `emit` (a later pass emits only the pages after it).
  private var emittedThrough = 0
  /// Pages a pass with the previous pass's numbers drew but could not emit yet (emitted if
  /// the pass turns out settled), at most `heldPageLimit`.
  private var held: [RenderedPage] = []
  /// Whether a pass drew more pages than it could hold (then one more pass emits them).
  private var heldOverflowed = false
  /// The most pages held in memory while numbers settle.
  static let heldPageLimit = 64
  private var emit: (RenderedPage) throws(FolioError) -> Void = { _ throws(FolioError) in }
  /// Whether pages carry a dump of their layout tree.
  package var dumpsLayout = false
  /// Whether the layout dump explains sizes (proposals and user view types; `folio layout`).
  package var explainsLayout = false
  /// Stop after this many pages (nil: all).
  package var pageLimit: Int?
  /// Whether every view's frame is outlined on the pages (`folio layout --debug`).
  package var outlinesFrames = false
  /// Whether pages carry structure groups for a tagged PDF (off when no tagged PDF is
  /// written: SVG and PNG alone, or `taggedPDF` off).
  package var recordsStructure = true
  /// Whether the requested pages (`pageLimit`) are done: no further page is laid out or
  /// emitted, and the loops that make pages stop.
  package private(set) var isStopped = false
  package private(set) var diagnostics: [LayoutDiagnostic] = []

  package init(
    document: Document, environment: EnvironmentValues, makeSession: @escaping () -> LayoutSession
  ) {
    self.document = document
    self.environment = environment
    self.makeSession = makeSession
    session = makeSession()
  }

  /// Paginates and draws the document, calling `emit` with each page in order; returns the
  /// number of pages.
  @discardableResult
  package func run(emit: @escaping (RenderedPage) throws(FolioError) -> Void) throws(FolioError)
    -> Int
  {
    // 2. Count first when a decoration needs the total.
    if documentReadsPageCount() {
      isCounting = true
      self.emit = { _ throws(FolioError) in }
      try pass()
      pageCount = pageNumber
      isCounting = false
      // Contents or page references read in the count pass: no page is emitted before
      // their numbers are settled (the count is taken again from the settled pass).
      expectsReferences = references.wasRead
      if expectsReferences { references.known = references.collected }
    }
    self.emit = emit
    // 4. Passes until the contents and page references are settled.
    var passes = 0
    var unsettledReferences: LayoutDiagnostic?
    while true {
      try pass()
      passes += 1
      guard references.wasRead || expectsReferences, !references.isSettled else { break }
      let stable = references.known == references.collected
      // 6. A pass that found what it was given drew its pages as they stay: those it held
      //    are emitted now, without one more pass.
      if stable, !heldOverflowed, pageCount == nil || pageCount == pageNumber {
        references.isSettled = true
        for page in held where !isStopped {
          emittedThrough = page.number
          try emit(page)
          if let pageLimit, page.number >= pageLimit { isStopped = true }
        }
        held = []
        break
      }
      held = []
      references.known = references.collected
      if pageCount != nil { pageCount = pageNumber }
      if !stable && passes >= Self.referencePassLimit {
        unsettledReferences =
          (LayoutDiagnostic(
            kind: .feedbackLoop, view: "TableOfContents",
            message:
              "page numbers of the contents and page references still changed after \(passes) passes; the last ones found are shown"
          ))
      }
      references.isSettled = stable || passes >= Self.referencePassLimit
    }
    diagnostics = session.diagnostics + (unsettledReferences.map { [$0] } ?? [])
    if let failure = session.failures.first { throw failure }
    return pageNumber
  }

  /// The text nodes of `roots` by the text they draw (the first, depth first, for a text
  /// drawn twice): where a text lost off the page came from. Made only for a page that
  /// lost one, in one walk however many it lost.
  private static func textNodes(in roots: [LayoutNode]) -> [StyledText: LayoutNode] {
    var nodes: [StyledText: LayoutNode] = [:]
    var pending = Array(roots.reversed())
    while let node = pending.popLast() {
      if let textNode = node as? TextNode, nodes[textNode.text] == nil { nodes[textNode.text] = textNode }
      pending.append(contentsOf: node.children.reversed())
    }
    return nodes
  }

  /// The passes made over the whole document (counting, settling references, drawing).
  package private(set) var passCount = 0

  /// The most passes made to settle contents and page references.
  static let referencePassLimit = 6

  private func pass() throws(FolioError) {
    passCount += 1
    held = []
    heldOverflowed = false
    session = makeSession()
    references.beginPass()
    session.references = references
    pageNumber = 0
    isStopped = false
    // The container `containerRelativeFrame` measures against: the document's content
    // area (a `Page` of another size sets its own).
    var documentEnvironment = environment
    let size = document.pageSize.size
    let margins = document.margins
    documentEnvironment.containerSize = CGSize(
      width: max(size.width - margins.leading - margins.trailing, 0),
      height: max(size.height - margins.top - margins.bottom, 0))
    let context = _ResolveContext(environment: documentEnvironment, session: session)
    let list = document.content(context)
    var implicitFlow: FlowPaginator?
    var failure: FolioError?
    var index = -1
    list.forEachElement { element in
      index += 1
      if isStopped { return false }
      do throws(FolioError) {
        if let producer = element.traits[PageProducerTrait.self] {
          try implicitFlow?.finish()
          implicitFlow = nil
          try produce(producer, traits: element.traits)
        } else {
          if implicitFlow == nil {
            implicitFlow = FlowPaginator(
              paginator: self, frame: try frame(PageGeometry(), traits: element.traits),
              alignment: .leading, spacing: nil)
          }
          let position = index
          try implicitFlow?.add(element) { [self] in
            // The document's element at this position, resolved again from its views.
            Self.element(
              at: position,
              of: document.content(_ResolveContext(environment: documentEnvironment, session: session)))
          }
        }
        return !isStopped
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
    try implicitFlow?.finish()
  }

  /// The frame of the next pages; throws when their size is not a valid page size.
  private func frame(_ geometry: PageGeometry, traits: ViewTraits) throws(FolioError) -> PageFrame {
    let size = geometry.size ?? document.pageSize
    try OutputLimits.check(pageSize: size.size, page: pageNumber + 1)
    let margins = geometry.margins ?? document.margins
    for (edge, value) in [
      ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
      ("trailing", margins.trailing),
    ]
    where !(value.isFinite && value >= 0) {
      throw .invalidValue(
        view: "Page \(pageNumber + 1) margins", value: "\(edge) \(value)",
        reason: "margins must be finite and not negative")
    }
    return PageFrame(
      size: size, margins: margins,
      headers: traits[PageHeaderTrait.self], footers: traits[PageFooterTrait.self])
  }

  private func produce(_ producer: PageProducer, traits: ViewTraits) throws(FolioError) {
    switch producer {
    case .page(let spec):
      let frame = try frame(spec.geometry, traits: traits)
      let area = contentArea(frame, isFirst: true)
      let node = laidOutWithFeedback(area: area) {
        makeRootNode(
          PageContentView(make: spec.content), context: pageContext(spec.context, frame, isFirst: true))
      }
      try finishPage(frame, blocks: fixedBlock(node, area: area), isFirst: true, section: nil, area: area)
    case .flow(let spec):
      let flow = FlowPaginator(
        paginator: self, frame: try frame(spec.geometry, traits: traits), alignment: spec.alignment,
        spacing: spec.spacing)
      var failure: FolioError?
      var index = -1
      spec.children.forEachElement { element in
        index += 1
        let position = index
        do throws(FolioError) {
          try flow.add(element) {
            spec.resolveChildren.flatMap { resolve in Self.element(at: position, of: resolve()) }
          }
          return !isStopped
        } catch {
          failure = error
          return false
        }
      }
      if let failure { throw failure }
      try flow.finish()
    case .generated(let spec):
      guard spec.pageCount <= Self.maximumPageCount - pageNumber else { throw Self.tooManyPages }
      let frame = try frame(spec.geometry, traits: traits)
      for index in 0..<spec.pageCount where !isStopped {
        let isFirst = index == 0
        let area = contentArea(frame, isFirst: isFirst)
        let node = spec.page(index, pageContext(spec.context, frame, isFirst: isFirst))
        try finishPage(
          frame, blocks: fixedBlock(node, area: area), isFirst: isFirst, section: nil, area: area)
      }
    }
  }

  /// A page's content made by `make`, once, or again while views on it that observe their
  /// own layout change state (docs/layout-rules.md §17): each pass is laid out in `area`
  /// without drawing, its observers deliver, and a state they changed makes the content
  /// again; the limit ends it with a diagnostic naming the loop.
  private func laidOutWithFeedback(area: CGRect, make: () -> LayoutNode) -> LayoutNode {
    laidOutWithFeedback(proposal: ProposedViewSize(area.size), origin: area.origin, make: make)
  }

  /// As `laidOutWithFeedback(area:make:)`, each pass laid out for `proposal` at `origin`
  /// (a block of flowing content: at the top of the content area, its page not known yet).
  func laidOutWithFeedback(proposal: ProposedViewSize, origin: CGPoint, make: () -> LayoutNode) -> LayoutNode
  {
    let before = session.observers.count
    let run = FeedbackRun(limit: environment.feedbackPassLimit)
    let saved = session.feedback
    session.feedback = run
    defer { session.feedback = saved }
    run.beginPass()
    var node = make()
    // Sizing resolves views made lazily (their observers appear then); the placement
    // asks for this size again and finds it memoized.
    _ = node.sizeThatFits(proposal)
    if session.observers.count > before {
      // States of views prepared before (in the document's content) count too.
      run.adoptBindings(of: saved)
    }
    while session.observers.count > before {
      let observers = Array(session.observers[before...])
      node.place(at: origin, proposal: proposal)
      guard run.deliver(observers) else { break }
      guard run.passes < run.limit else {
        session.report(run.loopDiagnostic())
        break
      }
      session.removeObservers(from: before)
      run.beginPass()
      feedbackPasses += 1
      node = make()
      _ = node.sizeThatFits(proposal)
    }
    session.removeObservers(from: before)
    return node
  }

  /// The element at `position` of a view list (nil past its end).
  static func element(at position: Int, of list: _ViewList) -> ViewElement? {
    var index = 0
    var found: ViewElement?
    list.forEachElement { element in
      if index == position {
        found = element
        return false
      }
      index += 1
      return true
    }
    return found
  }

  /// Layout passes made again for views observing their own layout (0 for a document
  /// without such views: it is laid out once).
  package private(set) var feedbackPasses = 0

  /// Runs the actions of observers made while their page was placed (inside a
  /// `GeometryReader`), once, after their page: a page already made is not laid out again,
  /// so a state they change is reported.
  private func deliverLateObservers() {
    guard !session.observers.isEmpty else { return }
    // The run the views' states were bound to, so their writes are seen.
    let run = session.feedback
    run.forgetObservations()
    let observers = session.observers
    session.removeObservers(from: 0)
    guard run.deliver(observers) else { return }
    session.report(
      LayoutDiagnostic(
        kind: .feedbackLoop, view: "layout",
        message:
          "\(observers.map(\.observerDescription).joined(separator: ", ")) changed state after its page was laid out (it was made while the page was placed, inside a GeometryReader), so the page was not laid out again — observe a view outside the GeometryReader, or size it in a Layout"
      ))
  }

  private func fixedBlock(_ node: LayoutNode, area: CGRect) -> [PageBlock] {
    let proposal = ProposedViewSize(area.size)
    let size = node.sizeThatFits(proposal)
    let oversized = size.width > area.width + 0.5 || size.height > area.height + 0.5
    if oversized {
      session.report(
        LayoutDiagnostic(
          kind: .oversized, view: node.dumpName,
          message:
            "the page content is \(size.dumpString), larger than the content area \(area.size.dumpString); it was clipped"
        ), from: node)
    }
    return [
      PageBlock(node: node, proposal: proposal, y: 0, alignment: .leading, isOversized: oversized)
    ]
  }

  /// The context for views on the next page (its `pageContext` environment value set).
  private func pageContext(_ base: _ResolveContext, _ frame: PageFrame, isFirst: Bool) -> _ResolveContext {
    var context = _ResolveContext(
      environment: base.environment, stackAxis: base.stackAxis, session: session)
    context.environment.pageContext = makePageContext(
      number: pageNumber + 1, frame: frame, isFirst: isFirst, section: nil, count: pageCount)
    context.environment.containerSize = contentArea(frame, isFirst: isFirst).size
    return context
  }

  private func makePageContext(
    number: Int, frame: PageFrame, isFirst: Bool, section: String?, count: Int?
  ) -> PageContext {
    PageContext(
      pageNumber: number, pageCount: count ?? Self.placeholderCount, sectionTitle: section,
      isFirstPage: isFirst, pageSize: frame.size, tracker: tracker)
  }

  // MARK: Decorations

  /// Whether any running header or footer of the document reads the page count (probed
  /// with a first-page context on every top-level element's decorations).
  private func documentReadsPageCount() -> Bool {
    let context = _ResolveContext(environment: environment, session: makeSession())
    tracker.countWasRead = false
    document.content(context).forEachElement { element in
      for set in [element.traits[PageHeaderTrait.self], element.traits[PageFooterTrait.self]] {
        for (selector, builder) in set.builders {
          let probe = PageContext(
            pageNumber: selector == .left ? 2 : 1, pageCount: 1, sectionTitle: nil,
            isFirstPage: selector == .first, pageSize: document.pageSize, tracker: tracker)
          _ = builder(probe)
        }
      }
      return !tracker.countWasRead
    }
    return tracker.countWasRead
  }

  private func decoration(
    _ set: PageDecorationSet, _ pageContext: PageContext, width: CGFloat
  ) -> LayoutNode? {
    guard let builder = set.builder(for: pageContext) else { return nil }
    var environment = self.environment
    environment.pageContext = pageContext
    let context = _ResolveContext(environment: environment, session: session)
    return makeRootNode(builder(pageContext), context: context)
  }

  /// The content area of the next page: the page minus margins, minus any header or footer
  /// taller than its margin (sized with a placeholder page count, the same in every pass).
  func contentArea(_ frame: PageFrame, isFirst: Bool) -> CGRect {
    let margins = frame.margins
    var area = CGRect(
      x: margins.leading, y: margins.top,
      width: max(frame.size.width - margins.leading - margins.trailing, 1),
      height: max(frame.size.height - margins.top - margins.bottom, 1))
    let probe = makePageContext(
      number: pageNumber + 1, frame: frame, isFirst: isFirst, section: nil, count: nil)
    let proposal = ProposedViewSize(width: area.width, height: nil)
    if let header = decoration(frame.headers, probe, width: area.width) {
      let height = header.sizeThatFits(proposal).height
      if height > margins.top {
        area.origin.y = height
        area.size.height = max(area.height - (height - margins.top), 1)
      }
    }
    if let footer = decoration(frame.footers, probe, width: area.width) {
      let height = footer.sizeThatFits(proposal).height
      if height > margins.bottom { area.size.height = max(area.height - (height - margins.bottom), 1) }
    }
    return area
  }

  // MARK: Assembling pages

  /// Numbers the page, places its decorations (centered in their margin band, across and
  /// down) and blocks, records and emits it. `knownArea` is this page's content area when
  /// the caller has it already (sizing a header or footer costs a text measurement).
  func finishPage(
    _ frame: PageFrame, blocks: [PageBlock], isFirst: Bool, section: String?, area knownArea: CGRect? = nil
  ) throws(FolioError) {
    guard !isStopped else { return }
    let area = knownArea ?? contentArea(frame, isFirst: isFirst)
    guard pageNumber < Self.maximumPageCount else { throw Self.tooManyPages }
    pageNumber += 1
    // A page is drawn when it is emitted, or when the pass collects anchors and headings
    // for contents and page references.
    let collects = references.wasRead || references.known != nil || expectsReferences
    if isCounting && !collects { return }
    references.currentPage = pageNumber
    defer { references.currentPage = 0 }
    let context = makePageContext(
      number: pageNumber, frame: frame, isFirst: isFirst, section: section, count: pageCount)
    var recorder = DisplayListRecorder()
    recorder.recordsStructure = recordsStructure
    var dump = dumpsLayout ? "page \(pageNumber) \(frame.size.size.dumpString)\n" : nil
    // The page's trees, where the diagnostics of their nodes find their paths.
    var pageRoots: [LayoutNode] = []
    let bandProposal = ProposedViewSize(width: area.width, height: nil)
    if let header = decoration(frame.headers, context, width: area.width) {
      let size = header.sizeThatFits(bandProposal)
      let y = size.height <= frame.margins.top ? (frame.margins.top - size.height) / 2 : 0
      header.place(at: CGPoint(x: area.minX + (area.width - size.width) / 2, y: y), proposal: bandProposal)
      pageRoots.append(header)
      recorder.structured(.artifact) { header.record(into: &$0) }
      if outlinesFrames { frameOutlines(header, into: &recorder) }
      dump? += "  header\n" + header.dumpTree(indent: 2, explained: explainsLayout)
    }
    for block in blocks {
      let size = block.node.sizeThatFits(block.proposal)
      let guide = block.alignment.key
      let column = ViewDimensions(
        size: CGSize(width: area.width, height: size.height), node: nil, proposal: block.proposal)
      let x = column.value(guide) - block.node.dimensions(block.proposal).value(guide)
      block.node.place(at: CGPoint(x: area.minX + x, y: area.minY + block.y), proposal: block.proposal)
      pageRoots.append(block.node)
      if block.isOversized {
        recorder.group(clip: Path(area)) { block.node.record(into: &$0) }
      } else {
        block.node.record(into: &recorder)
      }
      if outlinesFrames { frameOutlines(block.node, into: &recorder) }
      dump? += block.node.dumpTree(indent: 1, explained: explainsLayout)
    }
    if let footer = decoration(frame.footers, context, width: area.width) {
      let size = footer.sizeThatFits(bandProposal)
      let bandTop = frame.size.height - frame.margins.bottom
      let y =
        size.height <= frame.margins.bottom
        ? bandTop + (frame.margins.bottom - size.height) / 2 : frame.size.height - size.height
      footer.place(at: CGPoint(x: area.minX + (area.width - size.width) / 2, y: y), proposal: bandProposal)
      pageRoots.append(footer)
      recorder.structured(.artifact) { footer.record(into: &$0) }
      if outlinesFrames { frameOutlines(footer, into: &recorder) }
      dump? += "  footer\n" + footer.dumpTree(indent: 2, explained: explainsLayout)
    }
    if recorder.isTooDeep { throw DisplayListRecorder.tooDeepError }
    let list = DisplayList(size: frame.size.size, items: recorder.items)
    let lostTexts = ClippedTextFinder(page: list).clipped
    // Reported from the texts' nodes, for their lines and paths.
    let nodes = lostTexts.isEmpty ? [:] : Self.textNodes(in: pageRoots)
    for lost in lostTexts {
      session.report(
        LayoutDiagnostic(
          kind: .clipped, view: "Text \(DisplayItem.quoted(DisplayItem.prefix(lost.text.string, 40)))",
          message: "\(lost.reason) on page \(pageNumber); some of its words are not shown",
          text: lost.text.string),
        from: nodes[lost.text])
    }
    session.resolveDiagnosticPaths(in: pageRoots)
    deliverLateObservers()
    // 5. A page is emitted once, and only when nothing on it or before it read numbers
    //    that may still change.
    let settled = references.isSettled || (!references.wasRead && !expectsReferences)
    if !settled, !isCounting, references.known != nil, pageNumber > emittedThrough,
      pageLimit.map({ pageNumber <= $0 }) ?? true
    {
      // 6. Held in case this pass settles the numbers.
      if held.count < Self.heldPageLimit {
        held.append(RenderedPage(number: pageNumber, displayList: list, layoutDump: dump))
      } else {
        heldOverflowed = true
      }
      return
    }
    guard !isCounting, pageNumber > emittedThrough, settled else { return }
    emittedThrough = pageNumber
    try emit(RenderedPage(number: pageNumber, displayList: list, layoutDump: dump))
    if let pageLimit, pageNumber >= pageLimit { isStopped = true }
  }

  /// Hairline outlines of a tree's frames, for debugging layouts.
  /// Outlines every node's frame in red, labelled in small type at its top-left corner with
  /// its type and size (`folio layout --debug`). A frame several nested views share gets
  /// one label, the outermost view's; labels starting at one point are stacked downwards.
  private func frameOutlines(_ root: LayoutNode, into recorder: inout DisplayListRecorder) {
    var labels: [(frame: CGRect, name: String)] = []
    var labelled: Set<String> = []
    var stack = [root]
    while let node = stack.popLast() {
      let frame = node.frame
      if frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite,
        frame.width > 0 || frame.height > 0
      {
        recorder.append(
          .stroke(
            StrokeItem(
              path: Path(frame), paint: .color(Color(red: 1, green: 0, blue: 0.3, opacity: 0.6)),
              style: StrokeStyle(lineWidth: 0.25))))
        if labelled.insert(frame.dumpString).inserted {
          labels.append((frame, (node.userViewNames.first ?? node.dumpName) + " " + frame.size.dumpString))
        }
      }
      stack.append(contentsOf: node.children.reversed())
    }
    var environment = self.environment
    environment.font = .system(size: 4)
    environment.foregroundStyle = AnyShapeStyle(Color(red: 0.8, green: 0, blue: 0.25))
    let context = _ResolveContext(environment: environment, session: session)
    var labelsAtPoint: [String: Int] = [:]
    for (frame, name) in labels {
      let key = frame.origin.x.dumpString + "," + frame.origin.y.dumpString
      let index = labelsAtPoint[key, default: 0]
      labelsAtPoint[key] = index + 1
      guard let label = resolveViewList(Text(verbatim: name), context: context).elements.first?.makeNode()
      else { continue }
      label.place(
        at: CGPoint(x: frame.minX + 0.5, y: frame.minY + 0.5 + 5 * CGFloat(index)), proposal: .unspecified)
      label.record(into: &recorder)
    }
  }

  /// Reports a diagnostic in the current pass.
  /// Records a diagnostic about `node` (its source line and path are found for it).
  func report(_ diagnostic: LayoutDiagnostic, from node: LayoutNode? = nil) {
    session.report(diagnostic, from: node)
  }
}

/// The content of a `Page`, resolved in the page's context.
struct PageContentView: PrimitiveView {
  let make: (_ResolveContext) -> _ViewList

  func makeViewList(context: _ResolveContext) -> _ViewList { make(context) }
}
