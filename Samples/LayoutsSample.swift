import Folio
import Foundation

/// The layout system: stacks and spacers, alignment guides, frames, a Grid, ViewThatFits,
/// lazy grids and a custom `Layout` (a flow of tags).
enum LayoutsSample {
  static let sample = Sample(
    name: "layouts", summary: "Stacks, alignment, Grid, ViewThatFits, lazy grids and a custom Layout"
  ) { _ throws(FolioError) in
    Document(title: "Layouts", pageSize: .a4, margins: EdgeInsets(.all, 40)) {
      Page {
        VStack(alignment: .leading, spacing: 14) {
          Text("The layout system").font(.title)
          section("Stacks and spacers") {
            HStack {
              Color.red.frame(width: 40)
              Spacer()
              Color.green.frame(width: 60)
              Color.blue
            }
            .frame(height: 24)
          }
          section("First-baseline alignment") {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
              Text("Total").font(.system(size: 28, weight: .bold))
              Text("1,234.50").font(.system(size: 14)).monospacedDigit()
              Text("EUR").font(.caption)
            }
          }
          section("Alignment guides") {
            VStack(alignment: .leading, spacing: 4) {
              Text("leading")
              Text("shifted by 30").alignmentGuide(.leading) { _ in -30 }
              Text("back to leading")
            }
          }
          section("Grid") {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
              GridRow {
                Text("Item").bold()
                Text("Qty").bold().gridColumnAlignment(.trailing)
                Text("Note").bold()
              }
              Divider()
              GridRow {
                Text("Labels")
                Text("1,000")
                Text("Avery 5160")
              }
              GridRow {
                Text("Report rows")
                Text("5,000")
                Text("spans").gridCellColumns(1)
              }
              GridRow {
                Text("A cell spanning two columns").gridCellColumns(2)
                Color.orange.frame(height: 10).gridCellUnsizedAxes(.horizontal)
              }
            }
          }
          section("ViewThatFits") {
            HStack(spacing: 12) {
              ForEach([240, 120, 50], id: \.self) { width in
                ViewThatFits {
                  Text("A long label that needs room")
                  Text("Shorter label")
                  Text("…")
                }
                .frame(width: CGFloat(width), alignment: .leading)
                .padding(4)
                .border(Color.gray, width: 0.5)
              }
            }
          }
          section("LazyVGrid with adaptive columns") {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 6) {
              ForEach(1...12, id: \.self) { index in
                Text(verbatim: "Cell \(index)").frame(maxWidth: .infinity).padding(4)
                  .background(Color.blue.opacity(Double(index) / 14))
              }
            }
          }
          section("A custom Layout: tags that wrap") {
            TagFlow(spacing: 6) {
              ForEach(
                [
                  "SwiftUI", "Layout", "sizeThatFits", "placeSubviews", "Pango", "Cairo",
                  "PDF", "SVG", "PNG", "golden tests", "labels", "invoices",
                ], id: \.self
              ) { tag in
                Text(verbatim: tag).font(.caption).padding(.horizontal, 8).padding(.vertical, 3)
                  .background(Capsule().fill(Color.teal.opacity(0.25)))
              }
            }
            .frame(width: 300, alignment: .leading)
          }
        }
      }
    }
  }

  static func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(verbatim: title).font(.headline)
      content()
    }
  }
}

/// Places subviews left to right, wrapping to a new row when the proposed width is full.
struct TagFlow: Layout {
  var spacing: CGFloat = 8

  struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  func rows(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
    let maxWidth = proposal.width ?? .infinity
    var rows = [Row()]
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      if !rows[rows.count - 1].indices.isEmpty && rows[rows.count - 1].width + spacing + size.width > maxWidth
      {
        rows.append(Row())
      }
      var row = rows[rows.count - 1]
      row.width += (row.indices.isEmpty ? 0 : spacing) + size.width
      row.height = max(row.height, size.height)
      row.indices.append(index)
      rows[rows.count - 1] = row
    }
    return rows
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = rows(proposal: proposal, subviews: subviews)
    let width = rows.map(\.width).max() ?? 0
    let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in rows(proposal: proposal, subviews: subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }
}
