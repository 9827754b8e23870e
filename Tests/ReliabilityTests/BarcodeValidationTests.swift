import Folio
import Foundation
import Testing

// Issue 10, "silent wrong output" for barcodes: values are checked per symbology as libzint
// documents them, errors quote at most 40 characters, and name the data record.
@Suite struct BarcodeValidationTests {
  func reason(_ symbology: BarcodeSymbology, _ value: String) -> String? {
    do {
      _ = try BarcodeSymbol(symbology, value: value)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func code39TakesCapitalsOnly() {
    #expect(reason(.code39, "ABC-123 $/+%") == nil)
    let lower = reason(.code39, "abc")
    #expect(lower?.contains("capitals only") == true, "\(String(describing: lower))")
    #expect(reason(.code39, "AB#")?.contains("\"#\" cannot be encoded") == true)
  }

  @Test func code128TakesASCIIOnly() {
    #expect(reason(.code128, "SKU-42 tab\there") == nil)
    let euro = reason(.code128, "prix 10 €")
    #expect(euro?.contains("\"€\" cannot be encoded: Code 128 encodes ASCII characters only") == true)
  }

  @Test func longValuesAreQuotedShort() {
    let value = String(repeating: "x", count: 10_000) + "é"
    let message = reason(.code128, value) ?? ""
    #expect(message.contains("(10001 characters)"))
    #expect(message.count < 250, "\(message.count) characters")
  }

  @Test func errorsNameTheDataRecord() throws {
    let table = try CSVTable(text: "name,code\nfirst,ABC\nsecond,abc\n", source: "labels.csv")
    let document = Document {
      LabelSheet(template: .avery5160, items: table.records) { record in
        Barcode(.code39, value: record["code"] ?? "")
      }
    }
    do {
      _ = try document.pdfData(settings: pinned)
      Issue.record("the lowercase code rendered")
    } catch {
      #expect("\(error)".hasPrefix("labels.csv:3: Barcode(Code 39)"), "\(error)")
    }
    let list = Document {
      ForEach(table.records, id: \.line) { record in Barcode(.code39, value: record["code"] ?? "") }
    }
    #expect(throws: FolioError.invalidData(source: "labels.csv", line: 3, reason: reason(.code39, "abc")!)) {
      _ = try list.pdfData(settings: pinned)
    }
  }
}
