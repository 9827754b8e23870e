import Folio
import FolioTestSupport
import Foundation
import Testing

// Issue 13: SwiftUI-style files (beside this one) compile with `import Folio` in place of
// `import SwiftUI`, and lay out as SwiftUI lays them out: sections flatten into their
// stack, labeled content puts its value trailing, state and bindings hold and carry
// values, formatted numbers read as Foundation formats them, ShapeStyle backgrounds fill
// the frame, and a layout recurses over slices of its subviews.
@Suite struct SwiftUIPortTests {
  let fonts = FontConfiguration.pinned

  func snapshot<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> LayoutSnapshot {
    LayoutSnapshot(of: view, proposal: proposal, fonts: fonts)
  }

  /// The frame of the first line of a layout dump that contains `text` (`Text "On" (x, y, w, h)`;
  /// the dump rounds to thousandths, so comparisons allow 0.01).
  func frame(_ text: String, in layout: LayoutSnapshot) -> CGRect? {
    guard let line = layout.dump().split(separator: "\n").first(where: { $0.contains(text) }),
      let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")")
    else { return nil }
    let numbers = line[line.index(after: open)..<close].split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  @Test func settingsCardStacksItsSectionAndAlignsValuesTrailing() throws {
    let layout = snapshot(SettingsCard(account: "ada@example.com", storageUsed: 0.42))
    #expect(layout.size.width == 280)
    let header = try #require(frame("Text \"General\"", in: layout))
    let footer = try #require(frame("Text \"Layout: regular\"", in: layout))
    let values = try ["ada@example.com", "42%", "On"].map {
      try #require(frame("Text \"\($0)\"", in: layout))
    }
    let labels = try ["Account", "Storage", "Notifications"].map {
      try #require(frame("Text \"\($0)\"", in: layout))
    }
    // Header, three rows and footer are children of the VStack: 12 points apart, in order.
    #expect(header.origin == CGPoint(x: 16, y: 16))
    var y = header.maxY + 12
    for (label, value) in zip(labels, values) {
      #expect(abs(label.minY - y) < 0.01 && label.minX == 16)
      #expect(abs(value.maxX - 264) < 0.01, "the value is trailing, inside the 16-point padding")
      y = label.maxY + 12
    }
    #expect(abs(footer.minY - y) < 0.01)
    #expect(abs(layout.size.height - (footer.maxY + 16)) < 0.01)
    // The background is a rounded rectangle the card's size.
    let background = try #require(frame("RoundedRectangle", in: layout))
    #expect(background.origin == .zero && background.width == 280)
    #expect(abs(background.height - layout.size.height) < 0.01)
    // The size class comes from the environment (regular on paper).
    let compact = snapshot(
      SettingsCard(account: "a", storageUsed: 1).environment(\.horizontalSizeClass, .compact))
    #expect(frame("Text \"Layout: compact\"", in: compact) != nil)
    #expect(frame("Text \"100%\"", in: compact) != nil)
  }

  @Test func invoiceSummaryFormatsNumbersAndFillsShapeStyleBackgrounds() throws {
    let lines = [
      InvoiceLine(id: 1, item: "Paper", quantity: 2, price: 3.5),
      InvoiceLine(id: 2, item: "Ink", quantity: 1, price: 12),
    ]
    let layout = snapshot(InvoiceSummary(lines: lines))
    #expect(layout.size.width == 300)
    #expect(frame("Text \"2 × 3.50\"", in: layout) != nil, "specifier: formats with printf")
    #expect(frame("Text \"1 × 12.00\"", in: layout) != nil)
    #expect(frame("Text \"10%\"", in: layout) != nil, "format: .percent")
    let total = try #require(frame("Text \"17.10 EUR\"", in: layout), "(7 + 12) × 0.9 with two decimals")
    // The total row is padded by 8 and filled: the background is the padded row's frame.
    let fill = try #require(frame("Background (16", in: layout))
    #expect(abs(fill.width - 268) < 0.01 && abs(fill.height - (total.height + 16)) < 0.01)
    #expect(abs(total.maxX - (fill.maxX - 8)) < 0.01)
    #expect(layout.diagnostics.isEmpty)
  }

  @Test func stateAndBindingsHoldAndCarryValues() throws {
    let discount = State(wrappedValue: 0.25)
    let editor = DiscountEditor(discount: discount.projectedValue)
    #expect(frame("Text \"25%\"", in: snapshot(editor)) != nil)
    editor.discount = 0.5
    #expect(discount.wrappedValue == 0.5, "writing through the binding sets the state")
    #expect(frame("Text \"50%\"", in: snapshot(editor)) != nil)
    #expect(Binding.constant(3).wrappedValue == 3)
    struct Point {
      var x = 1.0
      var y = 2.0
    }
    let point = State(wrappedValue: Point())
    let x = point.projectedValue.x
    x.wrappedValue = 7
    #expect(point.wrappedValue.x == 7 && point.wrappedValue.y == 2, "dynamic member bindings")
  }

  @Test func aLayoutRecursesOverSlicesOfItsSubviews() {
    let layout = snapshot(
      RingLayout {
        ForEach(0..<10, id: \.self) { index in
          Color.blue.frame(width: 10, height: 10).id(index)
        }
      }, ProposedViewSize(width: 200, height: 200))
    #expect(layout.frame(id: 0) == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(layout.frame(id: 2) == CGRect(x: 190, y: 190, width: 10, height: 10))
    #expect(layout.frame(id: 4) == CGRect(x: 12, y: 12, width: 10, height: 10), "the second ring")
    #expect(layout.frame(id: 7) == CGRect(x: 12, y: 178, width: 10, height: 10))
    #expect(layout.frame(id: 8) == CGRect(x: 24, y: 24, width: 10, height: 10), "the third ring")
    #expect(layout.frame(id: 9) == CGRect(x: 166, y: 24, width: 10, height: 10))
    #expect(layout.diagnostics.isEmpty, "every subview placed once")
  }

  @Test func aLayoutValueKeyHoldingABindingReportsWidths() {
    let widths = (0..<3).map { _ in State(wrappedValue: CGFloat(0)) }
    let layout = snapshot(
      EqualColumns {
        Text("One").reportingWidth(widths[0].projectedValue)
        Text("Two").reportingWidth(widths[1].projectedValue)
        Text("Three").reportingWidth(widths[2].projectedValue)
      }, ProposedViewSize(width: 316, height: nil))
    #expect(layout.size.width == 316)
    #expect(widths.map(\.wrappedValue) == [100, 100, 100])
  }

  @Test func theSeedsGeometryLoopIsReportedWithItsValueTrail() throws {
    let layout = snapshot(GeometryLoopPanel())
    #expect(layout.passes == 8, "the default limit")
    let loop = try #require(layout.diagnostics.first { $0.kind == .feedbackLoop })
    #expect(
      loop.message.contains("GeometryLoopPanel.panelWidth: 120.0 → 136.0 → 152.0 → 168.0"), "\(loop.message)")
    #expect(
      loop.message.contains("onGeometryChange(for: CGFloat) at GeometryLoopPanel.swift:13"), "\(loop.message)"
    )
    #expect(loop.message.contains("ViewThatFits"))
    // The last layout is kept: the frame of the last pass's state.
    #expect(layout.size.width > 120 + 16)
    // A lower limit stops sooner.
    let three = snapshot(GeometryLoopPanel().environment(\.feedbackPassLimit, 3))
    #expect(three.passes == 3)
    #expect(three.diagnostics.contains { $0.kind == .feedbackLoop })
  }

  @Test func aFlippingBooleanIsReportedAsALoop() throws {
    let layout = snapshot(FlippingBadge())
    let loop = try #require(layout.diagnostics.first { $0.kind == .feedbackLoop })
    #expect(loop.message.contains("FlippingBadge.isCompact: false → true → false → true"), "\(loop.message)")
  }

  @Test func aMeasurementThatSettlesTakesTwoPasses() throws {
    let layout = snapshot(UnderlinedTitle())
    #expect(layout.passes == 2)
    #expect(layout.diagnostics.isEmpty)
    let title = try #require(frame("Text \"Quarterly report\"", in: layout))
    #expect(abs((layout.frame(id: "underline")?.width ?? 0) - title.width) < 0.01)
  }

  @Test func preferencesFlowUpAndSettleTheColumn() throws {
    let labels = ["Amber tile", "Blue tile with a longer local label", "Green tile"]
    let layout = snapshot(EqualWidthLabels(labels: labels))
    #expect(layout.passes == 2)
    #expect(layout.diagnostics.isEmpty)
    let widest = try #require(frame("Text \"Blue tile with a longer local label\"", in: layout)).width
    for label in labels {
      #expect(abs((layout.frame(id: label)?.width ?? 0) - widest) < 0.01, "\(label)")
    }
  }

  @Test func viewsWithoutObserversAreLaidOutOnce() {
    #expect(snapshot(SettingsCard(account: "a", storageUsed: 0.5)).passes == 1)
    #expect(snapshot(InvoiceSummary(lines: [])).passes == 1)
  }

  @Test func labelsDrawTheirStyleAndSymbolsHaveStandIns() throws {
    let layout = snapshot(StatusRow())
    let dump = layout.dump()
    #expect(dump.contains("Text \"✔\""), "a stand-in character for checkmark.circle.fill")
    #expect(dump.contains("Text \"Shipped\""))
    // The icon precedes the title on one baseline.
    let icon = try #require(frame("Text \"✔\"", in: layout))
    let title = try #require(frame("Text \"Shipped\"", in: layout))
    #expect(icon.maxX < title.minX)
    // Icon only, title only.
    #expect(dump.contains("Text \"★\""))
    #expect(!dump.contains("Text \"Favourite\""))
    #expect(dump.contains("Text \"Title only\""))
    #expect(!dump.contains("Text \"⚙\""))
    // A custom style stacks the icon over the title.
    let envelope = try #require(frame("Text \"✉\"", in: layout))
    let stacked = try #require(frame("Text \"Stacked\"", in: layout))
    #expect(envelope.maxY <= stacked.minY + 0.01)
    // An unknown name: a placeholder square 1 em wide and a warning naming it.
    let unknown = try #require(layout.diagnostics.first { $0.view.contains("wand.and.stars.inverse") })
    #expect(unknown.message.contains("placeholder"))
    #expect(layout.diagnostics.count == 1)
  }

  @Test func everySymbolStandInHasAGlyphInThePinnedFonts() {
    for (name, character) in Image.systemNameStandIns.sorted(by: { $0.key < $1.key }) {
      let layout = snapshot(Image(systemName: name))
      #expect(layout.diagnostics.isEmpty, "\(name) → \(character): \(layout.diagnostics)")
      #expect(layout.size.width > 0 && layout.size.height > 0, "\(name)")
    }
  }

  @Test func anAnchorPreferenceDrawsAnOverlayWhereTheSelectedRowIs() throws {
    let layout = snapshot(HighlightedList())
    #expect(layout.passes == 2, "the overlay is drawn once the anchor is known")
    #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    let row = try #require(layout.frame(id: "Blue"))
    let outline = try #require(layout.frame(id: "outline"))
    #expect(abs(outline.minX - row.minX) < 0.01 && abs(outline.minY - row.minY) < 0.01)
    #expect(abs(outline.width - row.width) < 0.01 && abs(outline.height - row.height) < 0.01)
  }
}

// Issue 13: Text with an AttributedString: characters as they are, links as links.
@Suite struct AttributedTextTests {
  @Test func charactersAndLinks() throws {
    var content = AttributedString("Pay by **card** at ")
    var link = AttributedString("example.com [pay]")
    link.link = URL(string: "https://example.com/pay?a=(1)")
    content += link
    let text = Text(content)
    let document = Document(pageSize: PageSize(width: 300, height: 100)) { text }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "attributed-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: url) }
    try document.render(to: [.pdf(url)], settings: RenderSettings(fonts: .pinned))
    #expect(try pdfLinkURIs(url) == ["https://example.com/pay?a=(1)"])
    let layout = LayoutSnapshot(of: text, proposal: .unspecified, fonts: .pinned)
    #expect(layout.dump().contains("Pay by **card** at example.com [pay]"), "\(layout.dump())")
    // A javascript: link is refused as in Markdown text.
    var hostile = AttributedString("click")
    hostile.link = URL(string: "javascript:alert(1)")
    let refused = LayoutSnapshot(of: Text(hostile), proposal: .unspecified, fonts: .pinned)
    #expect(refused.dump().contains("click"))
  }
}

// Issue 13: containerRelativeFrame against the page's content area or the proposal.
@Suite struct ContainerRelativeFrameTests {
  @Test func framesFollowTheContainer() throws {
    let columns = HStack(spacing: 10) {
      ForEach(0..<3, id: \.self) { index in
        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 20).id(index)
      }
    }
    let layout = LayoutSnapshot(
      of: columns, proposal: ProposedViewSize(width: 320, height: 200), fonts: .pinned)
    #expect(layout.frame(id: 1)?.width == 100, "(320 − 2 × 10) / 3")
    let half = LayoutSnapshot(
      of: Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .horizontal ? length / 2 : 30
      }.id("half"), proposal: ProposedViewSize(width: 300, height: 200), fonts: .pinned)
    #expect(half.frame(id: "half")?.size == CGSize(width: 150, height: 30))
    // No container known (an unspecified proposal): the view keeps its own size.
    let free = LayoutSnapshot(
      of: Color.red.frame(width: 40, height: 10).containerRelativeFrame(.horizontal).id("free"),
      proposal: .unspecified, fonts: .pinned)
    #expect(free.frame(id: "free")?.width == 40)
    // Hostile closures: NaN and ∞ lengths are ignored.
    let hostile = LayoutSnapshot(
      of: Color.red.frame(width: 40, height: 10).containerRelativeFrame(.horizontal) { _, _ in .nan }.id("h"),
      proposal: ProposedViewSize(width: 300, height: 200), fonts: .pinned)
    #expect(hostile.frame(id: "h")?.width == 40)
    #expect(
      ContainerRelativeShape().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
        == CGRect(x: 2, y: 2, width: 6, height: 6))
  }

  @Test func onAPageTheContainerIsTheContentArea() throws {
    // A5 (419.528 × 595.276 pt) with 36-point margins: 347.528 points wide.
    let document = Document(pageSize: .a5, margins: EdgeInsets(.all, 36)) {
      Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(height: 10)
    }
    let paginator = RenderSettings(fonts: .pinned).paginator(for: document)
    var widths: [CGFloat] = []
    _ = try LayoutThread.run { () throws(FolioError) in
      try paginator.run { page throws(FolioError) in
        page.displayList.forEachItem { item in
          if case .fill(let fill) = item { widths.append(fill.path.boundingRect.width) }
        }
      }
    }
    #expect(widths.contains { abs($0 - 347.528 / 2) < 0.01 }, "\(widths)")
  }
}

/// A property wrapper of its own made of an `@Environment`, computing a value in `update()`.
@propertyWrapper
struct SizeClassName: DynamicProperty {
  @Environment(\.horizontalSizeClass) private var sizeClass
  private var computed = "not updated"
  var wrappedValue: String { computed }
  init() {}
  mutating func update() { computed = sizeClass == .compact ? "compact" : "regular" }
}

struct SizeClassBadge: View {
  @SizeClassName var name
  var body: some View { Text(name) }
}

// Issue 13: DynamicProperty updates persist, nested ones first, then update().
@Suite struct DynamicPropertyTests {
  @Test func nestedPropertiesAreUpdatedAndTheUpdateKept() {
    let regular = LayoutSnapshot(of: SizeClassBadge(), proposal: .unspecified, fonts: .pinned)
    #expect(regular.dump().contains("Text \"regular\""), "\(regular.dump())")
    let compact = LayoutSnapshot(
      of: SizeClassBadge().environment(\.horizontalSizeClass, .compact), proposal: .unspecified,
      fonts: .pinned)
    #expect(compact.dump().contains("Text \"compact\""), "\(compact.dump())")
  }
}

@Suite struct TeamTablePortTests {
  @Test func sectionsAreRowsAcrossTheColumnsInOrder() throws {
    let table = TeamTable(
      design: [
        Member(id: 1, name: "Ada", role: "Lead", hours: 32),
        Member(id: 2, name: "Grace", role: "UI", hours: 20),
      ],
      engineering: [Member(id: 3, name: "Linus", role: "Kernel", hours: 40)],
      guest: Member(id: 9, name: "Guest", role: "Visitor", hours: 2.5))
    let layout = LayoutSnapshot(of: table.frame(width: 300), proposal: .unspecified, fonts: .pinned)
    let texts = layout.dump().split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "Text \"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
    #expect(
      texts == [
        "Name", "Role", "Hours", "Design", "Ada", "Lead", "32.0", "Grace", "UI", "20.0", "Engineering",
        "Linus",
        "Kernel", "40.0", "1 people", "Guest", "Visitor", "2.5",
      ])
    // A section's header spans every column and sits between its neighbours.
    let rows = layout.dump().split(separator: "\n").filter { $0.contains("TableRow") }
    #expect(rows.count == 8, "the header, 2 section headers, 4 members, a footer")
    func frame(_ text: String) -> CGRect? {
      guard let line = layout.dump().split(separator: "\n").first(where: { $0.contains("Text \"\(text)\"") }),
        let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")")
      else { return nil }
      let numbers = line[line.index(after: open)..<close].split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      return numbers.count == 4
        ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }
    let design = try #require(frame("Design"))
    let ada = try #require(frame("Ada"))
    let name = try #require(frame("Name"))
    #expect(design.minY > name.maxY)
    #expect(ada.minY > design.maxY)
    #expect(abs(design.minX - ada.minX) < 0.01)
    // The header row is bold on a light gray; the footer is plain.
    let list = try ImageRenderer(content: table.frame(width: 300)).displayList().dump()
    let designLine = try #require(list.split(separator: "\n").first { $0.contains("\"Design\"") })
    #expect(designLine.contains("w700"))
    let footerLine = try #require(list.split(separator: "\n").first { $0.contains("\"1 people\"") })
    #expect(!footerLine.contains("w700"))
    #expect(list.contains("fill #8080801f"))
  }

  @Test func aSectionedTableSplitsAcrossPagesWithItsHeader() throws {
    let members = (1...120).map { Member(id: $0, name: "Member \($0)", role: "Role", hours: Double($0)) }
    let document = Document {
      TeamTable(design: Array(members[0..<60]), engineering: Array(members[60...]), guest: members[0])
    }
    let pages = try document.layoutDumps(settings: RenderSettings(fonts: .pinned))
    #expect(pages.count >= 2)
    for page in pages { #expect(page.contains("Text \"Name\""), "the header repeats on every page") }
    let all = pages.joined()
    for index in [1, 60, 61, 120] { #expect(all.contains("Text \"Member \(index)\"")) }
    #expect(all.contains("Text \"Engineering\""))
    #expect(all.contains("Text \"60 people\""))
  }
}
