import Folio
import Foundation

/// Workload C: 2,000 ragged-right paragraphs of 11 pt text on a 14 pt line pitch, flowing
/// over A4 pages with a page number.
enum WrapSample {
  static let sample = Sample(
    name: "wrap", summary: "2,000 paragraphs flowing over A4 pages (benchmark workload C)"
  ) { scale throws(FolioError) in
    Document(title: "Wrap", pageSize: .a4, margins: EdgeInsets(.all, 72)) {
      PagedVStack(alignment: .leading, spacing: 6) {
        ForEach(0..<(BenchData.paragraphCount * scale.factor), id: \.self) { p in
          Text(verbatim: BenchData.paragraph(p))
        }
      }
      .font(.system(size: 11))
      .lineHeight(14)
      .pageFooter { page in
        Text(verbatim: "\(page.pageNumber)").font(.system(size: 9)).frame(maxWidth: .infinity)
      }
    }
  }
}
