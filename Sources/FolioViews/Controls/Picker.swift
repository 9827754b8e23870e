@_spi(Engine) import FolioLayout
import Foundation

/// A choice among options, drawn at rest showing the one its binding selects, as SwiftUI's
/// `Picker`. Options are matched to the selection by `.tag(_:)` (or a `ForEach`'s ids).
/// The style decides the drawing: `.menu` (the default: the selected option in the tint
/// with ⇅), `.segmented`, `.inline` (every option, a checkmark on the selected one),
/// `.wheel` (the selected option among its neighbours).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// Creates a picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    _ViewList(element: ViewElement { makeNode(context: context) })
  }

  /// 1. Resolve the options and find the one whose tag (or id) is the selection.
  /// 2. Draw them as the environment's picker style says.
  func makeNode(context: _ResolveContext) -> LayoutNode {
    // 1. Options.
    let selected = AnyHashable(selection.wrappedValue)
    let elements = resolveViewList(content, context: context).elements
    let count = elements.count
    let index = elements.firstIndex { ($0.traits[TagTrait.self] ?? $0.traits.id) == selected }
    // 2. Style.
    let view: AnyView
    switch context.environment.pickerStyle {
    case is SegmentedPickerStyle: view = AnyView(segmented(count: count, selected: index))
    case is InlinePickerStyle: view = AnyView(inline(count: count, selected: index))
    case is WheelPickerStyle: view = AnyView(wheel(count: count, selected: index))
    default: view = AnyView(menu(selected: index))
    }
    return makeRootNode(view, context: context)
  }

  private func option(_ index: Int) -> _ViewListElement<Content> { _ViewListElement(content, index: index) }

  private func menu(selected: Int?) -> some View {
    TintedContent {
      HStack(spacing: 4) {
        if let selected { option(selected) }
        Image(systemName: "chevron.up.chevron.down").font(.caption)
      }
    }
  }

  private func segmented(count: Int, selected: Int?) -> some View {
    SegmentedOptions(count: count, selected: selected) { option($0) }
  }

  private func inline(count: Int, selected: Int?) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      label.font(.footnote).foregroundStyle(.secondary).padding(.bottom, 4)
      ForEach(0..<count, id: \.self) { index in
        HStack {
          option(index)
          Spacer(minLength: 8)
          if index == selected { TintedContent { Image(systemName: "checkmark") } }
        }
        .padding(.vertical, 8)
        if index < count - 1 { Divider() }
      }
    }
  }

  private func wheel(count: Int, selected: Int?) -> some View {
    let center = selected ?? 0
    let range = max(center - 2, 0)..<min(center + 3, count)
    return VStack(spacing: 6) {
      ForEach(Array(range), id: \.self) { index in
        option(index)
          .opacity(index == center ? 1 : 0.35)
          .frame(maxWidth: .infinity)
          .padding(.vertical, 4)
          .background {
            if index == center { RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)) }
          }
      }
    }
  }
}

extension Picker where Label == Text {
  /// Creates a picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(verbatim: String(title)) }
  }

  /// Creates a picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
}

/// The value a picker's option stands for (`.tag(_:)`).
struct TagTrait: TraitKey {
  static var defaultValue: AnyHashable? { nil }
}

extension View {
  /// Tags this view with a value: the value a `Picker` option stands for.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TraitWritingModifier { $0[TagTrait.self] = AnyHashable(tag) })
  }
}

/// How a `Picker` draws. Built in: `.automatic`/`.menu`, `.segmented`, `.inline`, `.wheel`.
public protocol PickerStyle {}

/// The platform's default picker style: a menu.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The selected option in the tint, with ⇅.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The options side by side in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// Every option in a list, a checkmark on the selected one.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

/// The selected option among its neighbours.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default (a menu).
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The selected option in the tint.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Every option in a list.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel at rest.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
  /// The style pickers draw in.
  public var pickerStyle: any PickerStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style)
  }
}

/// Content in the control tint.
struct TintedContent<Content: View>: View {
  @ViewBuilder let content: () -> Content
  @Environment(\.controlTint) private var tint

  var body: some View { content().foregroundStyle(tint) }
}

/// Options of equal width in a gray rounded track, the selected one on a raised white
/// segment.
struct SegmentedOptions<Option: View>: View {
  let count: Int
  let selected: Int?
  let option: (Int) -> Option
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { index in
        option(index)
          .font(.footnote.weight(index == selected ? .semibold : .regular))
          .lineLimit(1)
          .padding(.horizontal, 8).padding(.vertical, 6)
          .frame(maxWidth: .infinity)
          .background {
            if index == selected {
              RoundedRectangle(cornerRadius: 7)
                .fill(colorScheme == .dark ? Color(white: 0.39) : Color.white)
                .shadow(color: .black.opacity(0.12), radius: 2, y: 1)
                .padding(2)
            }
          }
      }
    }
    .background(RoundedRectangle(cornerRadius: 9).fill(controlTrackColor(colorScheme).opacity(0.6)))
  }
}
