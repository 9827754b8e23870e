import Foundation

/// Traits a view has for assistive technologies (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: Int
  /// Creates traits from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 2)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
  /// A selected element.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 5)
  /// A summary element.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
}

/// How an accessibility element treats its children.
public enum AccessibilityChildBehavior: Hashable, Sendable {
  /// The children are hidden behind the element.
  case ignore
  /// The children stay elements of their own.
  case contain
  /// The children's labels are combined into the element's.
  case combine
}

/// The level of a heading.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// Level 1 to 6.
  case h1, h2, h3, h4, h5, h6

  /// The level as a number (1 for `.unspecified`).
  package var number: Int {
    switch self {
    case .unspecified, .h1: 1
    case .h2: 2
    case .h3: 3
    case .h4: 4
    case .h5: 5
    case .h6: 6
    }
  }
}

/// SwiftUI's accessibility modifiers, accepted so view files compile. `accessibilityHeading`
/// marks document headings and `accessibilityLabel` gives figures their alternative text in
/// tagged PDFs; the others change nothing in the output (docs/previews.md).
extension View {
  /// A label for assistive technologies: a figure's alternative text in tagged PDFs.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(_AccessibilityLabelModifier(label: label.plainString))
  }
  /// A label for assistive technologies: a figure's alternative text in tagged PDFs.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityLabelModifier(label: String(label)))
  }
  /// A label for assistive technologies: a figure's alternative text in tagged PDFs.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    modifier(_AccessibilityLabelModifier(label: Text(label).plainString))
  }
  /// A hint for assistive technologies.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// A hint for assistive technologies.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// A hint for assistive technologies.
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
  /// A value for assistive technologies.
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// A value for assistive technologies.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// A value for assistive technologies.
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
  /// Hides the view from assistive technologies.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// An identifier for UI tests.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// Makes the view one accessibility element.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// Adds accessibility traits.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Removes accessibility traits.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// The order assistive technologies read the view in.
  public func accessibilitySortPriority(_ priority: Double) -> some View { self }
  /// Alternative labels for voice input.
  public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }
}
