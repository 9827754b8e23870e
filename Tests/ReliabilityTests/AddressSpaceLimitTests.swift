import FolioTestSupport
import Foundation
import Testing

/// Folio under an address-space limit (`ulimit -v`), as batch schedulers and containers
/// set one: its threads have ordinary stacks, so a render neither hangs waiting for a
/// thread that could not be made nor fails for want of a huge stack.
@Suite struct AddressSpaceLimitTests {
  /// Runs `folio` with `arguments` under a limit of `kilobytes` of address space; the
  /// exit status, standard error and how long it took.
  func folioUnderLimit(_ kilobytes: Int, _ arguments: [String]) -> (
    status: Int32, err: String, seconds: Double
  ) {
    let started = Date()
    let folio = productsDirectory.appendingPathComponent("folio").path
    let result = runCommand(
      ["/bin/bash", "-c", "ulimit -v \(kilobytes) && exec \"$0\" \"$@\"", folio] + arguments)
    return (result.status, result.err, Date().timeIntervalSince(started))
  }

  /// The invoice as PDF, and as PNG pages (drawn, and finished on threads of their own).
  @Test(arguments: ["pdf", "png"]) func theInvoiceRendersUnderAOneGigabyteLimit(format: String) throws {
    let directory = temporaryDirectory()
    let result = folioUnderLimit(1_000_000, ["samples", "invoice", "--format", format, "-o", directory.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.seconds < 30)
    if format == "pdf" {
      let pdf = directory.appendingPathComponent("invoice.pdf")
      #expect(shell(["qpdf", "--check", pdf.path]).status == 0)
      #expect(shell(["pdftotext", pdf.path, "-"]).output.contains("INVOICE"))
    } else {
      let signature = try Data(contentsOf: directory.appendingPathComponent("invoice-1.png")).prefix(8)
      #expect(Array(signature) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
  }
}
