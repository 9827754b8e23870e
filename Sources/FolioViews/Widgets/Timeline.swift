import Foundation

/// One moment of a widget's timeline, as WidgetKit's `TimelineEntry`: the date it shows
/// from, and the data its view draws (the conforming type's own properties).
public protocol TimelineEntry {
  /// When the entry is shown.
  var date: Date { get }
  /// How relevant the entry is (WidgetKit ranks widgets by it); nil by default.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Hashable, Sendable {
  /// The score.
  public let score: Float
  /// For how long it holds.
  public let duration: TimeInterval

  /// A relevance score for a duration.
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When WidgetKit asks for a new timeline, as its `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable {
  private let name: String
  private let date: Date?

  /// After the last entry.
  public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
  /// Never by itself.
  public static let never = TimelineReloadPolicy(name: "never", date: nil)
  /// After a date.
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(name: "after", date: date)
  }
}

/// A widget's entries and when to ask for more, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, in date order.
  public let entries: [EntryType]
  /// When to ask for a new timeline.
  public let policy: TimelineReloadPolicy

  /// A timeline of entries.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// What a timeline provider is asked for entries in, as WidgetKit's
/// `TimelineProviderContext`.
public struct TimelineProviderContext {
  /// The family of the widget.
  public let family: WidgetFamily
  /// Whether the entries are for a preview (true in Folio).
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize

  /// The context of a preview of `family`.
  package init(family: WidgetFamily) {
    self.family = family
    isPreview = true
    displaySize = family.size
  }
}

/// Gives a widget its entries, as WidgetKit's `TimelineProvider`. `folio previews` draws
/// the entries a `#Preview(as:timeline:)` lists, or asks the provider a
/// `#Preview(as:timelineProvider:)` names for its timeline.
public protocol TimelineProvider {
  /// The provider's entry type.
  associatedtype Entry: TimelineEntry
  /// The context the provider is asked in.
  typealias Context = TimelineProviderContext

  /// An entry to show while the widget loads.
  func placeholder(in context: Context) -> Entry
  /// An entry for the widget gallery.
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  /// The entries to show, and when to ask again.
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
