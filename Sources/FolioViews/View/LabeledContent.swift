import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent` lays it out outside forms: the
/// label leading, the value trailing in the secondary style, in a row that takes the
/// width it is offered.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates labeled content from two views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The row.
  public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      label
      Spacer(minLength: 8)
      content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContent where Label == Text {
  /// A title (Markdown, as a `Text` literal) and a view.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A title and a value shown verbatim: `LabeledContent("Name", value: customer.name)`.
  public init<S: StringProtocol>(_ title: LocalizedStringKey, value: S) {
    self.init(content: { Text(verbatim: String(value)) }, label: { Text(title) })
  }

  /// A title and a value written by a format style:
  /// `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`.
  public init<Style: FormatStyle>(_ title: LocalizedStringKey, value: Style.FormatInput, format: Style)
  where Style.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
