@_spi(Engine) import FolioLayout
import Foundation

/// The node of a `Text`: asks the session's measurer for each proposal and keeps the
/// measurement of every proposal, so the one it is placed with is the one drawn.
package final class TextNode: LayoutNode {
  package let text: StyledText
  @exclusivity(unchecked)
  private var measurements: [(proposal: ProposedViewSize, measured: MeasuredText)] = []

  /// Whether the text draws as gray bars (`redacted(reason:)`).
  private let isRedacted: Bool

  package init(text: StyledText, context: _ResolveContext) {
    self.text = text
    isRedacted = context.environment.drawsRedacted
    super.init(context: context)
    TextDiagnostics.checkFontSize(text, session: session, node: self)
    if let language = text.paragraph.hyphenationLanguage, !session.textMeasurer.canHyphenate(language) {
      // Without the language's dictionary it warns, once per render and language, whatever
      // the view (Folio reads the dictionaries itself: no library is needed).
      session.report(
        LayoutDiagnostic(
          kind: .other, view: "hyphenation",
          message:
            "no hyphenation dictionary for \(language): its text breaks only between words (Debian's hyphen-* packages have en, de, fr, es, it, pt, nl)"
        ))
    }
  }

  /// `Text "first 40 characters"`, for diagnostics.
  package var diagnosticName: String { TextDiagnostics.name(text) }

  override package var dumpName: String { "Text" }
  override package var dumpDetails: String { DisplayItem.quoted(text.string) }

  /// The measurement for a proposal (measured once per distinct proposal).
  package func measurement(_ proposal: ProposedViewSize) -> MeasuredText {
    if let hit = measurements.first(where: { $0.proposal == proposal }) { return hit.measured }
    let measured = session.textMeasurer.measure(
      text, width: proposal.width, height: proposal.height)
    TextDiagnostics.checkGlyphs(text, measured, session: session, node: self)
    measurements.append((proposal, measured))
    return measured
  }

  override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    measurement(proposal).size
  }

  override package func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key { return measurement(proposal).firstBaseline }
    if key == VerticalAlignment.lastTextBaseline.key { return measurement(proposal).lastBaseline }
    return nil
  }

  override package func recordContent(into recorder: inout DisplayListRecorder) {
    let measured = measurement(placedProposal)
    guard !text.runs.isEmpty else { return }
    if isRedacted {
      RedactionBars.record(
        lines: measured.lines, in: frame, paragraph: text.paragraph, color: text.runs[0].style.color,
        into: &recorder)
      return
    }
    recorder.append(.text(TextItem(origin: frame.origin, text: text, measured: measured)))
    TextDiagnostics.checkTruncation(text, measured, session: session, node: self)
    Self.recordLinks(of: text, measured: measured, lines: nil, frame: frame, into: &recorder) { url in
      session.report(LinkPolicy.refusal(of: url, view: diagnosticName), from: self)
    }
  }

  /// Records a text's links after it: each link run gets its own annotations, one per
  /// line it is on, covering its glyphs (the whole frame when the measurer cannot tell
  /// where they are). For some lines of the text (`lines`, drawn with the first of them at
  /// the frame's top) only theirs, moved up with them.
  package static func recordLinks(
    of text: StyledText, measured: MeasuredText, lines: Range<Int>?, frame: CGRect,
    into recorder: inout DisplayListRecorder, refused: (URL) -> Void
  ) {
    var band = -CGFloat.infinity...CGFloat.infinity
    var shift: CGFloat = 0
    if let lines, !lines.isEmpty, lines.upperBound <= measured.lines.count {
      let first = measured.lines[lines.lowerBound]
      let last = measured.lines[lines.upperBound - 1]
      band = first.top...(last.top + last.height)
      shift = -first.top
    }
    for (index, run) in text.runs.enumerated() {
      guard let url = run.style.link else { continue }
      guard let destination = LinkPolicy.destination(for: url) else {
        if lines?.lowerBound ?? 0 == 0 { refused(url) }
        continue
      }
      let rects = (measured.layout?.rects(ofRun: index) ?? []).filter { band.contains($0.midY) }
      let placed =
        rects.isEmpty && lines == nil
        ? [frame] : rects.map { $0.offsetBy(dx: frame.minX, dy: frame.minY + shift) }
      for rect in placed {
        recorder.append(.link(LinkItem(rect: rect, destination: destination, textRun: index)))
      }
    }
  }
}
