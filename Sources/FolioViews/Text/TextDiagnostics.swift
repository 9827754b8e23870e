@_spi(Engine) import FolioLayout
import Foundation

/// The diagnostics about a drawn text that say when words are not shown: an undrawable font
/// size, missing glyphs, truncation. Used by `Text` views and by text drawn in a `Canvas`.
package enum TextDiagnostics {
  /// `Text "first 40 characters"`.
  package static func name(_ text: StyledText) -> String {
    "Text \(DisplayItem.quoted(DisplayItem.prefix(text.string, 40)))"
  }

  /// Reports a font size that cannot be drawn (the text is not drawn).
  package static func checkFontSize(_ text: StyledText, session: LayoutSession, node: LayoutNode? = nil) {
    guard text.runs.contains(where: { $0.style.font.size <= 0 && !$0.string.isEmpty }) else { return }
    session.report(
      LayoutDiagnostic(
        kind: .invalidFont, view: name(text),
        message: "the font size is 0, negative or not a number; the text is not drawn", text: text.string),
      from: node)
  }

  /// Reports characters no font can draw, and combining marks left out beyond the cap
  /// (`CombiningMarks`).
  package static func checkGlyphs(
    _ text: StyledText, _ measured: MeasuredText, session: LayoutSession, node: LayoutNode? = nil
  ) {
    let dropped = text.runs.reduce(0) { $0 + (CombiningMarks.capped($1.string)?.dropped ?? 0) }
    if dropped > 0 {
      session.report(
        LayoutDiagnostic(
          kind: .clipped, view: name(text),
          message:
            "\(dropped) combining mark\(dropped == 1 ? " was" : "s were") left out: at most \(CombiningMarks.limit) are drawn on one character",
          text: text.string), from: node)
    }
    guard !measured.missingGlyphs.isEmpty else { return }
    session.report(
      LayoutDiagnostic(
        kind: .missingGlyphs, view: name(text),
        message: "no installed font has glyphs for \(FolioError.excerpt(measured.missingGlyphs))",
        text: text.string), from: node)
  }

  /// Reports a text drawn truncated.
  package static func checkTruncation(
    _ text: StyledText, _ measured: MeasuredText, session: LayoutSession, node: LayoutNode? = nil
  ) {
    guard measured.isTruncated else { return }
    let lines = measured.lines.count
    session.report(
      LayoutDiagnostic(
        kind: .clipped, view: name(text),
        message:
          "truncated to \(lines) line\(lines == 1 ? "" : "s") to fit its frame; the rest of the text is not shown",
        text: text.string), from: node)
  }
}
