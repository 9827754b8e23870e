import Foundation

extension Text {
  /// Shows an attributed string, as SwiftUI's `Text(_:)` with an `AttributedString`: its
  /// characters as they are (never Markdown) and its `link` runs as links. Foundation on
  /// Linux has no other attributes a page can draw (SwiftUI's fonts and colours live in
  /// SwiftUI's own attribute scope); style the text with Text's modifiers instead.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString, fileID: StaticString = #fileID, line: UInt = #line) {
    var segments: [Segment] = []
    for run in attributedContent.runs {
      let characters = String(attributedContent[run.range].characters)
      guard !characters.isEmpty else { continue }
      if let url = run.link {
        // A link as inline Markdown, its text escaped, its destination in angle brackets.
        let destination = url.absoluteString.replacingOccurrences(of: "<", with: "%3C")
          .replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: " ", with: "%20")
        let escaped = LocalizedStringKey.StringInterpolation.escaped(characters)
        segments.append(Segment(source: .markdown("[\(escaped)](<\(destination)>)"), modifiers: []))
      } else {
        segments.append(Segment(source: .verbatim(characters), modifiers: []))
      }
    }
    if segments.isEmpty { segments = [Segment(source: .verbatim(""), modifiers: [])] }
    self.init(segments: segments, location: ViewSourceLocation(fileID: fileID, line: line))
  }
}
