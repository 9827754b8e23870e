import Foundation

/// A transform applied to the case of text.
public enum TextCase: Hashable, Sendable {
  /// All capitals.
  case uppercase
  /// All lowercase.
  case lowercase
}

extension Text {
  /// The case transforms of `textCase(_:)`.
  public typealias Case = TextCase
  /// Where text is truncated.
  public typealias TruncationMode = TextTruncationMode
}

/// The text options a view inherits: fonts, styles and paragraph settings.
package struct TextEnvironment {
  package var font: Font?
  package var fontWeight: Font.Weight?
  package var fontDesign: Font.Design?
  package var fontWidth: Font.Width?
  package var isBold = false
  package var isItalic = false
  package var isMonospaced = false
  package var isMonospacedDigit = false
  package var underline: TextDecoration?
  package var strikethrough: TextDecoration?
  package var kerning: CGFloat = 0
  package var tracking: CGFloat = 0
  package var baselineOffset: CGFloat = 0
  package var lineSpacing: CGFloat = 0
  package var lineHeight: CGFloat?
  package var multilineTextAlignment: TextAlignment = .leading
  package var lineLimit: Int?
  package var minimumLines: Int?
  package var reservesSpace = false
  package var truncationMode: TextTruncationMode = .tail
  package var minimumScaleFactor: CGFloat = 1
  package var allowsTightening = false
  package var textCase: TextCase?
  package var continuationMark: String?
}

package struct TextEnvironmentKey: EnvironmentKey {
  package static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
  package var text: TextEnvironment {
    get { self[TextEnvironmentKey.self] }
    set { self[TextEnvironmentKey.self] = newValue }
  }

  /// The default font of text in this environment (`.body` when nil).
  public var font: Font? {
    get { text.font }
    set { text.font = newValue }
  }

  /// The mark that ends each line of text here that goes on in the next, when lines wrap
  /// at any character (code blocks: `↩`); nil wraps between words.
  public var textContinuationMark: String? {
    get { text.continuationMark }
    set { text.continuationMark = newValue }
  }

  /// The alignment of lines in multi-line text.
  public var multilineTextAlignment: TextAlignment {
    get { text.multilineTextAlignment }
    set { text.multilineTextAlignment = newValue }
  }

  /// The maximum number of lines, or nil for no limit.
  public var lineLimit: Int? {
    get { text.lineLimit }
    set { text.lineLimit = newValue }
  }

  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat {
    get { text.lineSpacing }
    set { text.lineSpacing = newValue }
  }

  /// Where text that does not fit is truncated.
  public var truncationMode: TextTruncationMode {
    get { text.truncationMode }
    set { text.truncationMode = newValue }
  }

  /// The smallest factor text may shrink by to fit.
  public var minimumScaleFactor: CGFloat {
    get { text.minimumScaleFactor }
    set { text.minimumScaleFactor = newValue }
  }

  /// Whether letter spacing may tighten to fit.
  public var allowsTightening: Bool {
    get { text.allowsTightening }
    set { text.allowsTightening = newValue }
  }

  /// A case transform for text, or nil.
  public var textCase: TextCase? {
    get { text.textCase }
    set { text.textCase = newValue }
  }
}
