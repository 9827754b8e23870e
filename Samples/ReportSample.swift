import Folio
import Foundation

/// Workload B: a 5,000-row inventory table over 101 A4 pages, the header repeated on
/// every page and "Page N of M" in the footer.
enum ReportSample {
  static let sample = Sample(
    name: "report", summary: "5,000-row inventory table, header on every page, Page N of M (workload B)"
  ) { scale throws(FolioError) in
    let rows = (1...(BenchData.rowCount * scale.factor)).lazy.map(BenchData.row)
    return Document(title: "Inventory Report", pageSize: .a4, margins: EdgeInsets(.all, 36)) {
      PagedVStack(alignment: .leading, spacing: 8) {
        Text("Inventory Report").font(.system(size: 16, weight: .bold))
          .frame(height: 19, alignment: .topLeading)
        Table(rows) {
          TableColumn("ID", value: \BenchData.Row.id).width(50).alignment(.trailing)
          TableColumn("Name", value: \.name).width(160)
          TableColumn("City", value: \.city).width(130)
          TableColumn("Quantity", value: \.quantity).width(70).alignment(.trailing)
          TableColumn("Amount", value: \.amount).alignment(.trailing)
        }
      }
      .font(.system(size: 9))
      .tableRowHeight(15)
      .tableCellPadding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
      .tableHeaderStyle(
        background: Color(hex: 0x333333), foreground: .white, font: .system(size: 9, weight: .bold)
      )
      .alternatingRowBackgrounds(Color(hex: 0xEEEEEE))
      .pageFooter { page in
        Text("Page \(page.pageNumber) of \(page.pageCount)").font(.system(size: 8))
          .frame(maxWidth: .infinity)
      }
    }
  }
}
