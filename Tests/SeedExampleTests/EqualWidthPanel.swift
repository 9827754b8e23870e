import Folio

private struct EqualWidthColumn: Layout {
    private let gap: CGFloat = 8

    private func columnWidth(
        proposal: ProposedViewSize,
        subviews: Subviews
    ) -> CGFloat {
        let idealWidth = subviews.reduce(CGFloat.zero) { result, view in
            max(result, view.sizeThatFits(.unspecified).width)
        }

        guard let offeredWidth = proposal.width,
              offeredWidth.isFinite else {
            return idealWidth
        }

        return min(idealWidth, max(0, offeredWidth))
    }

    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }

        let width = columnWidth(proposal: proposal, subviews: subviews)
        let childProposal = ProposedViewSize(width: width, height: nil)
        let contentHeight = subviews.reduce(CGFloat.zero) { result, view in
            result + view.sizeThatFits(childProposal).height
        }
        let totalGap = gap * CGFloat(subviews.count - 1)

        return CGSize(width: width, height: contentHeight + totalGap)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        let childProposal = ProposedViewSize(
            width: bounds.width,
            height: nil
        )
        var y = bounds.minY

        for view in subviews {
            let height = view.sizeThatFits(childProposal).height
            view.place(
                at: CGPoint(x: bounds.minX, y: y),
                anchor: .topLeading,
                proposal: childProposal
            )
            y += height + gap
        }
    }
}
import Folio

// The article's ContentView, without its macOS App/WindowGroup wrapper.
// EqualWidthColumn is the layout in EqualWidthColumn.swift (make it non-private
// or put both in one file to compile them together).
private struct ContentView: View {
    private let labels = [
        "Amber tile",
        "Blue tile with a longer local label",
        "Green tile"
    ]

    var body: some View {
        ScrollView(.vertical) {
            EqualWidthColumn {
                ForEach(labels, id: \.self) { label in
                    Text(label)
                        .padding(10)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(
                            RoundedRectangle(cornerRadius: 8)
                                .fill(Color.blue.opacity(0.12))
                        )
                }
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(minWidth: 220, minHeight: 180)
    }
}

// MARK: - Folio tests (everything above this line is the seed, verbatim but for the import)

import Testing

@Suite struct EqualWidthPanelTests {
  let fonts = FontConfiguration.pinned

  private func idealWidth(_ label: String) -> CGFloat {
    LayoutSnapshot(of: Text(label), proposal: .unspecified, fonts: fonts).size.width
  }

  private func column(_ width: CGFloat?) -> LayoutSnapshot {
    LayoutSnapshot(
      of: EqualWidthColumn {
        Text("Amber tile").id(0)
        Text("Blue tile with a longer local label").id(1)
        Text("Green tile").id(2)
      }, proposal: ProposedViewSize(width: width, height: nil), fonts: fonts)
  }

  // Article 001: the column is as wide as the widest label's ideal width…
  @Test func columnTakesTheWidestIdealWidth() {
    let widest = idealWidth("Blue tile with a longer local label")
    let layout = column(nil)
    #expect(abs(layout.size.width - widest) < 0.01)
    for id in 0..<3 { #expect(abs((layout.frame(id: id)?.minX ?? -1) - 0) < 0.01) }
    // Infinite proposals are treated like nil (the guard checks isFinite).
    #expect(abs(column(.infinity).size.width - widest) < 0.01)
    // 8 pt gaps between the three labels.
    let first = layout.frame(id: 0)!
    let second = layout.frame(id: 1)!
    #expect(abs(second.minY - first.maxY - 8) < 0.01)
  }

  // …capped by a finite proposal, and taller when narrower (labels wrap).
  @Test func finiteProposalCapsTheWidthAndWraps() {
    let wide = column(nil)
    let narrow = column(100)
    #expect(narrow.size.width == 100)
    #expect(narrow.size.height > wide.size.height)
    #expect((narrow.frame(id: 1)?.height ?? 0) > (wide.frame(id: 1)?.height ?? 0))
    // Every label is proposed the column width, so none is wider than the column.
    for id in 0..<3 { #expect((narrow.frame(id: id)?.width ?? .infinity) <= 100.01) }
  }

  @Test func emptyColumnIsZero() {
    let layout = LayoutSnapshot(
      of: EqualWidthColumn { EmptyView() }, proposal: ProposedViewSize(width: 300, height: nil),
      fonts: fonts)
    #expect(layout.size == .zero)
  }

  // The article's ContentView in a window: the tiles share the column's width.
  @Test func panelTilesShareTheColumnWidth() {
    let roomy = LayoutSnapshot(
      of: ContentView(), proposal: ProposedViewSize(width: 600, height: 400), fonts: fonts)
    #expect(roomy.size == CGSize(width: 600, height: 400))
    // No state holds a measurement: one layout pass, no loop (docs/layout-rules.md §17),
    // where the same panel written with onGeometryChange and @State never settles
    // (SwiftUIPortTests.theSeedsGeometryLoopIsReportedWithItsValueTrail).
    #expect(roomy.passes == 1)
    #expect(!roomy.diagnostics.contains { $0.kind == .feedbackLoop })
    let widest = idealWidth("Blue tile with a longer local label") + 20
    let tiles = roomy.dump().split(separator: "\n").filter { $0.contains("Background") }
    #expect(tiles.count == 3)
    let tall = LayoutSnapshot(
      of: ContentView(), proposal: ProposedViewSize(width: 220, height: 180), fonts: fonts)
    #expect(tall.size == CGSize(width: 220, height: 180))
    // In 600 pt the column is the widest tile (ideal + 2×10 padding) wide…
    let roomyWidths = Self.backgroundWidths(roomy)
    #expect(roomyWidths.allSatisfy { abs($0 - widest) < 0.01 })
    // …and in 220 pt it is capped at 220 − 2×20 padding, the longest label wrapping.
    let tallWidths = Self.backgroundWidths(tall)
    #expect(tallWidths.allSatisfy { abs($0 - 180) < 0.01 })
    #expect(Self.backgroundHeights(tall)[1] > Self.backgroundHeights(roomy)[1])
  }

  static func backgroundFrames(_ layout: LayoutSnapshot) -> [[Double]] {
    layout.dump().split(separator: "\n").filter { $0.contains("Background (") }.map { line in
      let inside = line.split(separator: "(").last!.split(separator: ")").first!
      return inside.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
    }
  }

  static func backgroundWidths(_ layout: LayoutSnapshot) -> [CGFloat] {
    backgroundFrames(layout).map { CGFloat($0[2]) }
  }

  static func backgroundHeights(_ layout: LayoutSnapshot) -> [CGFloat] {
    backgroundFrames(layout).map { CGFloat($0[3]) }
  }
}
