import FolioMarkdown
import Foundation

/// A run's style while modifiers are applied, before the font is resolved.
struct TextStyleBuilder {
  var font: Font
  var weight: Font.Weight?
  var isBold: Bool
  var isItalic: Bool
  var isMonospaced: Bool
  var isMonospacedDigit: Bool
  var design: Font.Design?
  var width: Font.Width?
  var color: Color
  var underline: TextDecoration?
  var strikethrough: TextDecoration?
  var kerning: CGFloat
  var tracking: CGFloat
  var baselineOffset: CGFloat
  var link: URL?
  var colorScheme: ColorScheme
  var textSizes: Font.TextSizes

  init(environment: EnvironmentValues, text: TextEnvironment) {
    colorScheme = environment.colorScheme
    textSizes = environment.textSizes
    font = text.font ?? .body
    weight = text.fontWeight
    isBold = text.isBold
    isItalic = text.isItalic
    isMonospaced = text.isMonospaced
    isMonospacedDigit = text.isMonospacedDigit
    design = text.fontDesign
    width = text.fontWidth
    if let style = environment.foregroundStyle {
      color = textColor(of: style, in: environment.colorScheme)
    } else {
      color = environment.colorScheme == .dark ? Color.primary.resolved(in: .dark) : .black
    }
    underline = text.underline
    strikethrough = text.strikethrough
    kerning = text.kerning
    tracking = text.tracking
    baselineOffset = text.baselineOffset
  }

  mutating func apply(_ modifier: TextModifier) {
    switch modifier {
    case .font(let value): if let value { font = value }
    case .weight(let value): weight = value
    case .bold(let value): isBold = value
    case .italic(let value): isItalic = value
    case .monospaced(let value): isMonospaced = value
    case .monospacedDigit: isMonospacedDigit = true
    case .design(let value): design = value
    case .width(let value): width = value
    case .color(let value): if let value { color = value }
    case .underline(let value): underline = value
    case .strikethrough(let value): strikethrough = value
    case .kerning(let value): kerning = value
    case .tracking(let value): tracking = value
    case .baselineOffset(let value): baselineOffset = value
    }
  }

  func resolved() -> TextRunStyle {
    var font = self.font
    if let design {
      var resolved = font.resolve(in: textSizes)
      resolved.family = Font.family(for: design)
      font = .custom(resolved.family, size: resolved.size)
        .weight(Font.Weight(resolved.weight))
      if resolved.isItalic { font = font.italic() }
    }
    if let weight { font = font.weight(weight) }
    if isBold { font = font.bold() }
    if isItalic { font = font.italic() }
    if isMonospaced { font = font.monospaced() }
    if isMonospacedDigit { font = font.monospacedDigit() }
    if let width { font = font.width(width) }
    return TextRunStyle(
      font: font.resolve(in: textSizes), color: color.resolved(in: colorScheme), underline: underline,
      strikethrough: strikethrough,
      kerning: kerning, tracking: tracking, baselineOffset: baselineOffset, link: link)
  }
}

extension Text {
  /// The styled runs and paragraph style this text has in an environment, for a render:
  /// a Markdown literal that needs md4c when it is not installed fails the render (its
  /// text would show its asterisks).
  package func resolve(in environment: EnvironmentValues, session: LayoutSession) -> StyledText {
    if let failure = markdownLibraryFailure {
      session.fail(failure, kind: .libraryMissing, view: "Text")
    }
    return resolve(in: environment)
  }

  /// The error of a Markdown segment that cannot be parsed because md4c is not installed.
  private var markdownLibraryFailure: FolioError? {
    for segment in flattenedSegments {
      if case .markdown(let markdown) = segment.source,
        let failure = InlineMarkdown.missingParser(for: markdown)
      {
        return failure
      }
    }
    return nil
  }

  /// The styled runs and paragraph style this text has in an environment.
  package func resolve(in environment: EnvironmentValues) -> StyledText {
    // The environment's text values are read once (a copy of many fields).
    let textValues = environment.text
    let base = TextStyleBuilder(environment: environment, text: textValues)
    let textCase = textValues.textCase
    var runs: [TextRun] = []
    for segment in flattenedSegments {
      var style = base
      for modifier in segment.modifiers { style.apply(modifier) }
      switch segment.source {
      case .verbatim(let string):
        append(string, style.resolved(), textCase: textCase, to: &runs)
      case .markdown, .spans:
        let spans: [MarkdownSpan]
        switch segment.source {
        case .markdown(let markdown): spans = InlineMarkdown.parse(markdown)
        case .spans(let parsed): spans = parsed
        case .verbatim(let string): spans = [MarkdownSpan(text: string)]
        }
        for span in spans {
          var spanStyle = style
          if span.isStrong { spanStyle.isBold = true }
          if span.isEmphasis { spanStyle.isItalic = true }
          if span.isCode { spanStyle.isMonospaced = true }
          if span.isStrikethrough { spanStyle.strikethrough = TextDecoration() }
          if let link = span.link {
            spanStyle.link = URL(string: link)
            spanStyle.color = .accentColor
          }
          append(span.text, spanStyle.resolved(), textCase: textCase, to: &runs)
        }
      }
    }
    return StyledText(runs: runs, paragraph: paragraphStyle(environment, text: textValues))
  }

  private func append(
    _ string: String, _ style: TextRunStyle, textCase: TextCase?, to runs: inout [TextRun]
  ) {
    guard !string.isEmpty else { return }
    var cased = string
    switch textCase {
    case .uppercase: cased = string.uppercased()
    case .lowercase: cased = string.lowercased()
    case nil: break
    }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].string += cased
    } else {
      runs.append(TextRun(cased, style: style))
    }
  }

  private func paragraphStyle(_ environment: EnvironmentValues, text: TextEnvironment) -> TextParagraphStyle {
    var paragraph = TextParagraphStyle()
    paragraph.alignment = text.multilineTextAlignment
    paragraph.lineLimit = text.lineLimit.map { max($0, 1) }
    paragraph.reservedLines = text.minimumLines
    paragraph.truncationMode = text.truncationMode
    paragraph.lineSpacing = text.lineSpacing.isFinite ? max(text.lineSpacing, 0) : 0
    paragraph.lineHeight = text.lineHeight
    paragraph.minimumScaleFactor = text.minimumScaleFactor
    paragraph.allowsTightening = text.allowsTightening
    paragraph.layoutDirection = environment.layoutDirection
    paragraph.hyphenationLanguage = environment.hyphenationLanguage
    paragraph.continuationMark = text.continuationMark.flatMap { $0.isEmpty ? nil : $0 }
    return paragraph
  }
}
