import Foundation

/// A text field at rest: its text, or its prompt in a light gray when the text is empty, as
/// SwiftUI's `TextField` (`SecureField` draws bullets). `.textFieldStyle(.roundedBorder)`
/// adds the rounded border.
public struct TextField<Label: View>: View {
  let text: String
  let prompt: Text
  let isSecure: Bool
  @Environment(\.textFieldStyle) private var style

  init(text: String, prompt: Text, isSecure: Bool) {
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
  }

  /// The text or the prompt, in the field's style.
  public var body: some View {
    let content: Text =
      text.isEmpty
      ? prompt.foregroundStyle(.tertiary)
      : Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
    if style is RoundedBorderTextFieldStyle {
      content.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 7).padding(.vertical, 5)
        .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.gray.opacity(0.35), lineWidth: 1))
    } else {
      content.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

extension TextField where Label == Text {
  /// Creates a field titled (and prompted) with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(verbatim: String(title)), isSecure: false)
  }

  /// Creates a field titled (and prompted) with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: false)
  }

  /// Creates a field that grows along an axis (drawn on one line).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: Text(verbatim: String(title)), isSecure: false)
  }
}

/// A text field whose text draws as bullets.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// The bullets or the prompt.
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// Creates a secure field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(
      text: text.wrappedValue, prompt: prompt ?? Text(verbatim: String(title)), isSecure: true)
  }

  /// Creates a secure field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: true)
  }
}

/// How a `TextField` draws. Built in: `.automatic`/`.plain`, `.roundedBorder`.
public protocol TextFieldStyle {}

/// The platform's default: plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

/// The text in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default (plain).
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The text in a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

extension EnvironmentValues {
  /// The style text fields draw in.
  public var textFieldStyle: any TextFieldStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style)
  }
}
