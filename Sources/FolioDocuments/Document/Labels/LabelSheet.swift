@_spi(Engine) import FolioLayout
import Foundation

/// Sheets of labels: one label per item, placed at the template's positions, as many
/// sheets as the items need. `startingAt` skips labels already used on a partly used
/// first sheet. Each label's content is proposed the label's size (it is not clipped: a
/// border stroked on the label's edge keeps both halves, as a printer would draw it).
///
/// In a document a label sheet makes its own pages (the template's paper, no margins);
/// elsewhere it lays out as its first sheet.
public struct LabelSheet<Data: RandomAccessCollection, Content: View>: PrimitiveView {
  let template: LabelTemplate
  let items: Data
  let startingAt: Int
  let showsOutlines: Bool
  let content: (Data.Element) -> Content

  /// Creates label sheets.
  /// - Parameters:
  ///   - template: the sheet's geometry.
  ///   - items: one label per item, in order.
  ///   - startingAt: labels to skip on the first sheet (0 to `labelsPerPage - 1`).
  ///   - showsOutlines: also draw each label's outline (for proofs; off for printing).
  ///   - content: builds a label's view from its item.
  public init(
    template: LabelTemplate, items: Data, startingAt: Int = 0, showsOutlines: Bool = false,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.template = template
    self.items = items
    self.startingAt = startingAt
    self.showsOutlines = showsOutlines
    self.content = content
  }

  /// The number of sheets the items fill (with checked arithmetic: a template is
  /// validated before any sheet is made).
  public var pageCount: Int {
    let perPage = max(template.labelsPerPage, 1)
    let offset = min(max(startingAt, 0), perPage - 1)
    let (used, overflow) = offset.addingReportingOverflow(items.count)
    if overflow { return .max / perPage }
    return max(used / perPage + (used % perPage == 0 ? 0 : 1), 1)
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    do {
      try template.validate()
    } catch {
      return resolveViewList(FailureView(error), context: context)
    }
    var traits = ViewTraits()
    let sheet = self
    traits[PageProducerTrait.self] = .generated(
      GeneratedPagesSpec(
        geometry: PageGeometry(size: template.pageSize, margins: EdgeInsets()), context: context,
        pageCount: pageCount, page: { index, context in sheet.makePage(index, context: context) }))
    return _ViewList(element: ViewElement(traits: traits) { sheet.makePage(0, context: context) })
  }

  /// The labels of sheet `index`.
  func makePage(_ index: Int, context: _ResolveContext) -> LayoutNode {
    let perPage = template.labelsPerPage
    let offset = min(max(startingAt, 0), perPage - 1)
    if startingAt < 0 || startingAt >= perPage {
      context.session.report(
        LayoutDiagnostic(
          kind: .other, view: "LabelSheet \(template.name)",
          message: "startingAt \(startingAt) is outside 0..<\(perPage); used \(offset)"))
    }
    var labels: [(CGRect, LayoutNode)] = []
    let firstSlot = index * perPage
    for slot in firstSlot..<(firstSlot + perPage) {
      let itemIndex = slot - offset
      guard itemIndex >= 0, itemIndex < items.count else { continue }
      let item = items[items.index(items.startIndex, offsetBy: itemIndex)]
      labels.append(
        (
          template.labelFrame(at: slot - firstSlot),
          makeRootNode(content(item), context: context.forItem(item))
        ))
    }
    return LabelPageNode(
      template: template, labels: labels, showsOutlines: showsOutlines, context: context)
  }
}

/// A page-sized node that puts each label's content at its frame.
package final class LabelPageNode: LayoutNode {
  let template: LabelTemplate
  let labels: [(frame: CGRect, node: LayoutNode)]
  let showsOutlines: Bool
  let marks: Bool

  init(
    template: LabelTemplate, labels: [(CGRect, LayoutNode)], showsOutlines: Bool,
    marks: Bool = false, context: _ResolveContext
  ) {
    self.template = template
    self.labels = labels.map { (frame: $0.0, node: $0.1) }
    self.showsOutlines = showsOutlines
    self.marks = marks
    super.init(context: context)
  }

  package override var dumpName: String { "LabelSheet" }
  package override var dumpDetails: String { template.name }
  package override var children: [LayoutNode] { labels.map(\.node) }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    template.pageSize.size
  }

  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    for label in labels {
      label.node.place(
        at: CGPoint(x: bounds.minX + label.frame.minX, y: bounds.minY + label.frame.minY),
        proposal: ProposedViewSize(label.frame.size))
    }
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    for label in labels {
      let frame = label.frame.offsetBy(dx: self.frame.minX, dy: self.frame.minY)
      label.node.record(into: &recorder)
      if showsOutlines {
        recorder.append(
          .stroke(
            StrokeItem(
              path: Path(roundedRect: frame, cornerRadius: template.cornerRadius),
              paint: .color(Color(white: 0.6)), style: StrokeStyle(lineWidth: 0.5))))
      }
    }
  }
}

/// A page for checking a printer's alignment on a label sheet: every label's outline, its
/// center cross and its number, and the template's name.
public struct LabelAlignmentTestPage: PrimitiveView {
  let template: LabelTemplate

  /// Creates the test page for a template.
  public init(template: LabelTemplate) {
    self.template = template
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let template = self.template
    let sheet = LabelSheet(
      template: template,
      items: Array(0..<min(max(template.labelsPerPage, 0), LabelTemplate.maximumLabelsPerPage)).map {
        $0 + 1
      },
      showsOutlines: true
    ) { number in
      ZStack {
        Path { path in
          path.move(to: CGPoint(x: -6, y: 0))
          path.addLine(to: CGPoint(x: 6, y: 0))
          path.move(to: CGPoint(x: 0, y: -6))
          path.addLine(to: CGPoint(x: 0, y: 6))
        }
        .stroke(Color.black, lineWidth: 0.5)
        .frame(width: 0, height: 0)
        Text("\(number)").font(.system(size: 7)).foregroundStyle(Color.gray)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .padding(4)
        Text(verbatim: template.name).font(.system(size: 6)).foregroundStyle(Color.gray)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
          .padding(4)
      }
    }
    return sheet.makeViewList(context: context)
  }
}
