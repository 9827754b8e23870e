import Foundation

extension _FolioPreviewBlock {
  /// A widget's previews in a family, one per entry of `timeline`, as Xcode's
  /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`.
  public init<W: Widget, E: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, line: Int = 0, widget: @escaping () -> W,
    @_TimelineEntryBuilder timeline: @escaping () -> [E]
  ) {
    self.init(name: name, line: line, family: family) {
      let configuration = widget().body
      return timeline().map { Self.entryView(configuration, $0) }
    }
  }

  /// A widget's previews in a family, one per entry of the timeline `timelineProvider`'s
  /// provider gives, as Xcode's `#Preview(as:) { MyWidget() } timelineProvider: { Provider() }`
  /// (a provider that answers later than it is asked gives its placeholder).
  public init<W: Widget, P: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, line: Int = 0, widget: @escaping () -> W,
    timelineProvider: @escaping () -> P
  ) {
    self.init(name: name, line: line, family: family) {
      let configuration = widget().body
      let provider = timelineProvider()
      let context = TimelineProviderContext(family: family)
      var entries: [P.Entry] = []
      provider.getTimeline(in: context) { entries = $0.entries }
      if entries.isEmpty { entries = [provider.placeholder(in: context)] }
      return entries.map { Self.entryView(configuration, $0) }
    }
  }

  /// The widget's view of an entry, or a note that the entry is not the widget's kind.
  private static func entryView<C: WidgetConfiguration>(_ configuration: C, _ entry: Any) -> AnyView {
    configuration._entryView(for: entry)
      ?? AnyView(Text(verbatim: "\(type(of: entry)) is not the entry type of this widget's provider"))
  }
}

/// Builds the entries of a `#Preview(as:timeline:)`: one entry per line, `if`, `for`.
@resultBuilder
public enum _TimelineEntryBuilder {
  /// An entry.
  public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [E] { [entry] }
  /// Entries.
  public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [E] { entries }
  /// The entries of the lines, in order.
  public static func buildBlock<E>(_ parts: [E]...) -> [E] { parts.flatMap { $0 } }
  /// The entries of a `for` loop.
  public static func buildArray<E>(_ parts: [[E]]) -> [E] { parts.flatMap { $0 } }
  /// The entries of an `if` without `else`.
  public static func buildOptional<E>(_ part: [E]?) -> [E] { part ?? [] }
  /// The entries of an `if`'s first branch.
  public static func buildEither<E>(first part: [E]) -> [E] { part }
  /// The entries of an `if`'s second branch.
  public static func buildEither<E>(second part: [E]) -> [E] { part }
}
