import Folio
import Foundation

/// The justify workload: 30 English paragraphs set justified and hyphenated in a 340 pt
/// column of DejaVu Sans 11 pt on a 14 pt line pitch (folio-bench's `justify` section sets
/// the same text with Typst).
enum JustifySample {
  static let sample = Sample(
    name: "justify",
    summary: "30 paragraphs justified and hyphenated in a 340 pt column (the justify workload)"
  ) { scale throws(FolioError) in
    Document(title: "Justify", pageSize: .a4, margins: JustifyText.margins) {
      PagedVStack(alignment: .leading, spacing: 6) {
        ForEach(0..<(JustifyText.paragraphCount * scale.factor), id: \.self) { p in
          Text(verbatim: JustifyText.paragraph(p))
        }
      }
      .font(.system(size: 11))
      .lineHeight(14)
      .multilineTextAlignment(.justified)
    }
  }
}

/// The text of the justify workload: English sentences of common words, half of them short
/// as in English prose, made the same way every time.
public enum JustifyText {
  /// How many paragraphs the workload has.
  public static let paragraphCount = 30
  /// The column's width in points.
  public static let columnWidth: CGFloat = 340
  /// The page margins that leave a column of `columnWidth` on A4: 72 pt, and the rest on
  /// the right.
  public static let margins = EdgeInsets(
    top: 72, leading: 72, bottom: 72, trailing: PageSize.a4.width - 72 - columnWidth)

  /// The same kind of sentence in each language Debian has a hyphenation dictionary for
  /// (the handbook's appendix B): its name, locale and text.
  public static var languages: [(name: String, locale: String, text: String)] { Appendices.languages }

  /// Short words, which make about half of English prose.
  static let shortWords = [
    "the", "of", "and", "a", "to", "in", "is", "that", "for", "it", "as", "with", "was", "on", "be", "by",
    "this", "are", "from", "or", "have", "an", "they", "which", "one", "you", "were", "all", "we", "when",
    "there", "can", "been", "has", "more", "if", "will", "each", "about", "how", "up", "out", "them", "then",
    "she", "many", "some", "so", "these", "would", "other", "into", "its", "time", "people", "because",
  ]
  /// Longer words, from six letters to fourteen.
  static let longWords = [
    "information", "development", "international", "responsibility", "government", "understanding",
    "particularly", "environmental", "communication", "organization", "relationship", "significant",
    "performance", "administration", "comfortable", "typographical", "documentation", "paragraph",
    "character", "measurement", "consideration", "experience", "especially", "independent",
    "publication", "distribution", "conversation", "temperature", "opportunity", "knowledge",
    "everything", "themselves", "available", "community", "political", "important", "different",
    "following", "something", "generally", "remember", "children", "question", "language", "national",
    "possible", "together", "business", "security", "thousand", "probably", "anything", "printing",
    "columns", "letters", "spacing", "balance", "reader", "printer", "margins", "texture", "narrow",
    "editor", "history", "method", "simple", "result", "number", "page", "line", "word", "space",
    "width", "break", "text", "type", "ink", "paper", "press", "book", "chapter", "section",
  ]

  /// Paragraph `p` (0-based): 45 to 67 words in sentences of 7 to 12.
  public static func paragraph(_ p: Int) -> String {
    let count = 45 + (p * 7) % 23
    var text = ""
    var sentenceLength = 7 + p % 6
    var inSentence = 0
    for j in 0..<count {
      let pick = p * 37 + j * 23 + (j * j * 5) % 17
      var word =
        pick % 10 < 5 ? shortWords[(pick / 10) % shortWords.count] : longWords[(pick / 10) % longWords.count]
      if inSentence == 0, let head = word.first { word = head.uppercased() + word.dropFirst() }
      if j > 0 { text += " " }
      text += word
      inSentence += 1
      if inSentence == sentenceLength || j == count - 1 {
        text += "."
        inSentence = 0
        sentenceLength = 7 + (sentenceLength + j) % 6
      } else if inSentence == 4, j % 5 == 0 {
        text += ","
      }
    }
    return text
  }
}
