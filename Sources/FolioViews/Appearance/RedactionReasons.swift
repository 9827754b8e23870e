@_spi(Engine) import FolioLayout
import Foundation

/// Why a view's content is hidden: as a placeholder (a widget's loading state) or because
/// it is private. Redacted text and images draw as rounded gray bars of their size.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons' bits.
  public let rawValue: Int

  /// Creates reasons from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as a placeholder: every text and image is a gray bar.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private content: views marked `privacySensitive()` are gray bars.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is out of date (drawn as is on paper).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue = RedactionReasons()
}

struct PrivacySensitiveKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Why content is redacted here (empty: drawn as is).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether the views here are marked `privacySensitive()`.
  public var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether text and images here draw as gray bars: a placeholder, or private content
  /// under `.privacy`.
  package var drawsRedacted: Bool {
    redactionReasons.contains(.placeholder)
      || (redactionReasons.contains(.privacy) && isPrivacySensitive)
  }
}

extension View {
  /// Hides this view's text and images behind gray bars for a reason (adding to the
  /// reasons already set).
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows this view's content whatever redaction its ancestors asked for.
  public func unredacted() -> some View {
    environment(\.redactionReasons, RedactionReasons())
  }

  /// Marks this view as private: redacted when the reasons include `.privacy`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment(\.isPrivacySensitive, sensitive)
  }
}

/// The gray bars of redacted content.
enum RedactionBars {
  /// A bar for each line of a measured text (at the paragraph's alignment), in the text's
  /// color at a low opacity.
  static func record(
    lines: [TextLineMetrics], in frame: CGRect, paragraph: TextParagraphStyle, color: Color,
    into recorder: inout DisplayListRecorder
  ) {
    let paint = Paint.color(color.opacity(0.18))
    var alignment = paragraph.alignment
    if paragraph.layoutDirection == .rightToLeft, alignment != .center {
      alignment = alignment == .leading ? .trailing : .leading
    }
    for line in lines where line.width > 0 {
      let x: CGFloat
      switch alignment {
      case .leading, .justified: x = frame.minX
      case .center: x = frame.minX + (frame.width - line.width) / 2
      case .trailing: x = frame.maxX - line.width
      }
      let bar = CGRect(
        x: x, y: frame.minY + line.top + line.height * 0.15, width: line.width, height: line.height * 0.7)
      recorder.append(
        .fill(FillItem(path: Path(roundedRect: bar, cornerRadius: bar.height / 4), paint: paint)))
    }
  }

  /// A bar over a whole frame (a redacted image).
  static func record(frame: CGRect, color: Color, into recorder: inout DisplayListRecorder) {
    let radius = min(frame.width, frame.height) / 8
    recorder.append(
      .fill(
        FillItem(path: Path(roundedRect: frame, cornerRadius: radius), paint: .color(color.opacity(0.18)))))
  }
}
