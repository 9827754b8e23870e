import Folio
import Foundation

/// Workload A: 1,000 Avery 5160 address labels on 34 US Letter pages.
enum LabelsSample {
  static let sample = Sample(
    name: "labels", summary: "1,000 Avery 5160 address labels (benchmark workload A)"
  ) { scale throws(FolioError) in
    Document(title: "Labels", pageSize: .letter, margins: EdgeInsets()) {
      LabelSheet(template: .avery5160, items: Array(1...(BenchData.labelCount * scale.factor))) { k in
        AddressLabel(label: BenchData.label(k))
      }
    }
  }
}

/// One label as the floor program draws it: a 0.5 pt rounded border, the name in bold
/// 10 pt and two address lines in 9 pt from 7 pt / 10 pt padding, and the code in 7 pt at
/// the bottom right.
struct AddressLabel: View {
  let label: BenchData.Label

  var body: some View {
    ZStack(alignment: .topLeading) {
      RoundedRectangle(cornerRadius: 6, style: .circular).stroke(Color.black, lineWidth: 0.5)
      VStack(alignment: .leading, spacing: 0) {
        Text(verbatim: label.name).font(.system(size: 10, weight: .bold))
          .frame(height: 12, alignment: .topLeading)
        Text(verbatim: label.line1).frame(height: 11, alignment: .topLeading)
        Text(verbatim: label.line2)
      }
      .font(.system(size: 9))
      .padding(.leading, 10)
      .padding(.top, 7)
      Text(verbatim: label.code).font(.system(size: 7))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        .padding(.trailing, 10)
        .padding(.bottom, 6)
    }
  }
}
