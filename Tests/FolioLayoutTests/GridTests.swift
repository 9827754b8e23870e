import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

// docs/layout-rules.md §13: Grid (Apple Grid, gridCellColumns, gridCellUnsizedAxes,
// GridItem docs; spacing per §16.1, Folio: 8).
@Suite struct GridTests {
  func grid() -> some View {
    Grid {
      GridRow {
        Color.red.frame(width: 30, height: 10).id("a")
        Color.red.frame(width: 10, height: 20).id("b")
      }
      GridRow {
        Color.red.frame(width: 10, height: 10).id("c")
        Color.red.frame(width: 50, height: 10).id("d")
      }
    }
  }

  // Columns are as wide as their widest cell, rows as tall as their tallest; cells are
  // centered in their cells; spacing is 8.
  @Test func sharedColumnsAndRows() {
    let layout = snapshot(grid(), nil, nil)
    #expect(layout.size == CGSize(30 + 8 + 50, 20 + 8 + 10))
    #expect(layout.frame(id: "a") == CGRect(0, 5, 30, 10))
    #expect(layout.frame(id: "b") == CGRect(38 + 20, 0, 10, 20))
    #expect(layout.frame(id: "c") == CGRect(10, 28, 10, 10))
    #expect(layout.frame(id: "d") == CGRect(38, 28, 50, 10))
  }

  // GridLayout is the Layout twin of Grid.
  @Test func gridLayoutMatchesGrid() {
    let layout = GridLayout()
    let value = snapshot(
      layout {
        GridRow {
          Color.red.frame(width: 30, height: 10).id("a")
          Color.red.frame(width: 10, height: 20).id("b")
        }
        GridRow {
          Color.red.frame(width: 10, height: 10).id("c")
          Color.red.frame(width: 50, height: 10).id("d")
        }
      }, nil, nil)
    let view = snapshot(grid(), nil, nil)
    for id in ["a", "b", "c", "d"] { #expect(value.frame(id: id) == view.frame(id: id)) }
  }

  // Grid(alignment:), GridRow(alignment:) and gridColumnAlignment (set in the first row).
  @Test func alignmentOverrides() {
    let layout = snapshot(
      Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 20).id("a")
          Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing).id("b")
        }
        GridRow(alignment: .bottom) {
          Color.red.frame(width: 10, height: 10).id("c")
          Color.red.frame(width: 20, height: 30).id("d")
        }
      }, nil, nil)
    #expect(layout.frame(id: "a") == CGRect(0, 0, 30, 20))
    #expect(layout.frame(id: "b") == CGRect(40, 0, 10, 10))
    #expect(layout.frame(id: "c") == CGRect(0, 40, 10, 10))
    #expect(layout.frame(id: "d") == CGRect(30, 20, 20, 30))
  }

  // gridCellColumns spans columns; a view outside a GridRow spans them all; a flexible
  // cell with gridCellUnsizedAxes does not size its column but fills it.
  @Test func spansAndUnsizedCells() {
    let layout = snapshot(
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.red.frame(width: 30, height: 10)
        }
        GridRow {
          Color.blue.frame(height: 10).gridCellColumns(2).id("span")
        }
        Color.green.frame(height: 5).id("full")
        GridRow {
          Color.gray.gridCellUnsizedAxes([.horizontal, .vertical]).id("unsized")
          Color.red.frame(width: 30, height: 12)
        }
      }, nil, nil)
    #expect(layout.size.width == 60)
    #expect(layout.frame(id: "span") == CGRect(0, 10, 60, 10))
    #expect(layout.frame(id: "full") == CGRect(0, 20, 60, 5))
    #expect(layout.frame(id: "unsized") == CGRect(0, 25, 20, 12))
  }

  // With a finite width proposal flexible columns share the space left.
  @Test func flexibleColumnsShare() {
    let layout = snapshot(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20).id("fixed")
          Color.blue.id("flexible1")
          Color.green.id("flexible2")
        }
      }, 100, 10)
    #expect(layout.frame(id: "flexible1")?.width == 40)
    #expect(layout.frame(id: "flexible2")?.width == 40)
  }

  // LazyVGrid: fixed, flexible and adaptive columns share the width; rows are as tall as
  // their tallest cell.
  @Test func lazyVGridColumns() {
    let layout = snapshot(
      LazyVGrid(
        columns: [GridItem(.fixed(30)), GridItem(.flexible()), GridItem(.flexible(maximum: 20))], spacing: 4
      ) {
        ForEach(0..<6, id: \.self) { index in
          Color.red.frame(height: CGFloat(10 + index)).id(index)
        }
      }, 122, nil)
    // 122 − 2 × 8 spacing − 30 fixed = 76 shared: the capped column takes 20, the other 56.
    #expect(layout.frame(id: 0) == CGRect(0, 1, 30, 10))
    #expect(layout.frame(id: 1) == CGRect(38, 0.5, 56, 11))
    #expect(layout.frame(id: 2) == CGRect(102, 0, 20, 12))
    #expect(isClose(layout.frame(id: 3)?.minY, 17))
    let adaptive = snapshot(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<5, id: \.self) { Color.red.frame(height: 10).id($0) }
      }, 100, nil)
    // Two 40-wide columns fit in 100 with 8 between: each 46.
    #expect(adaptive.frame(id: 1) == CGRect(54, 0, 46, 10))
    #expect(adaptive.frame(id: 2)?.minY == 18)
  }

  @Test func lazyHGridRows() {
    let layout = snapshot(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 5) {
        ForEach(0..<3, id: \.self) { Color.red.frame(width: 10).id($0) }
      }, nil, nil)
    #expect(layout.frame(id: 1) == CGRect(0, 28, 10, 20))
    #expect(layout.frame(id: 2) == CGRect(15, 0, 10, 20))
  }
}
