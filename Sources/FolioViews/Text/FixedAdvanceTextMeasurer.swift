import Foundation

/// A text measurer without fonts, for layout unit tests: every character advances half the
/// font size, lines are 1.2 × the size tall with the baseline at 0.95 × the size, and
/// wrapping breaks at spaces (inside a word only when it alone is too wide).
package final class FixedAdvanceTextMeasurer: TextMeasuring {
  package init() {}

  package func measure(_ text: StyledText, width: CGFloat?, height: CGFloat?) -> MeasuredText {
    let size = text.runs.map(\.style.font.size).max() ?? 11
    let advance = size / 2
    let lineHeight = size * 1.2 + text.paragraph.lineSpacing
    var lines: [String] = []
    for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrap(String(paragraph), width: width, advance: advance))
    }
    var truncated = false
    var limit = text.paragraph.lineLimit ?? Int.max
    if let height, height.isFinite {
      limit = min(limit, max(1, Int(saturating: (height / lineHeight).rounded(.down))))
    }
    if lines.count > limit {
      lines = Array(lines.prefix(limit))
      truncated = true
    }
    let lineCount = max(lines.count, text.paragraph.reservedLines ?? 0)
    let widest = lines.map { CGFloat($0.count) * advance }.max() ?? 0
    let metrics = (0..<lineCount).map { index in
      TextLineMetrics(
        top: CGFloat(index) * lineHeight, height: lineHeight,
        baseline: CGFloat(index) * lineHeight + size * 0.95,
        width: index < lines.count ? CGFloat(lines[index].count) * advance : 0)
    }
    return MeasuredText(
      size: CGSize(width: widest, height: CGFloat(lineCount) * lineHeight), lines: metrics,
      isTruncated: truncated)
  }

  private func wrap(_ paragraph: String, width: CGFloat?, advance: CGFloat) -> [String] {
    guard let width, width.isFinite else { return [paragraph] }
    let capacity = max(Int(saturating: (width / advance + 0.0001).rounded(.down)), 0)
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if candidate.count <= capacity || (current.isEmpty && capacity == 0) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      if width > 0 {
        while current.count > capacity && capacity > 0 {
          lines.append(String(current.prefix(capacity)))
          current = String(current.dropFirst(capacity))
        }
      }
    }
    lines.append(current)
    return lines
  }
}
