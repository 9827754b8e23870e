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
struct TextEnvironment {
  var font: Font?
  var fontWeight: Font.Weight?
  var fontDesign: Font.Design?
  var fontWidth: Font.Width?
  var isBold = false
  var isItalic = false
  var isMonospaced = false
  var isMonospacedDigit = false
  var underline: TextDecoration?
  var strikethrough: TextDecoration?
  var kerning: CGFloat = 0
  var tracking: CGFloat = 0
  var baselineOffset: CGFloat = 0
  var lineSpacing: CGFloat = 0
  var lineHeight: CGFloat?
  var multilineTextAlignment: TextAlignment = .leading
  var lineLimit: Int?
  var minimumLines: Int?
  var reservesSpace = false
  var truncationMode: TextTruncationMode = .tail
  var minimumScaleFactor: CGFloat = 1
  var allowsTightening = false
  var textCase: TextCase?
  var continuationMark: String?
}

struct TextEnvironmentKey: EnvironmentKey {
  static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
  var text: TextEnvironment {
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
