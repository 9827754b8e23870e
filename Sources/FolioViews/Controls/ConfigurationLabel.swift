import Foundation

/// A label a control hands its style — a gauge's label, current value and bounds, a
/// progress view's, a toggle's or a button's label — as a view (the `Label`,
/// `CurrentValueLabel` … of the style configurations).
public struct ConfigurationLabel: View {
  let content: AnyView

  init(content: AnyView) { self.content = content }

  /// The label's view.
  public var body: some View { content }
}

/// A control style with its type erased, as the environment keeps it (`AnyGaugeStyle`,
/// `AnyProgressViewStyle`, `AnyToggleStyle`, `AnyButtonStyle`): how it draws a
/// configuration.
public struct AnyControlStyle<Configuration> {
  let makeBody: (Configuration) -> AnyView

  init(makeBody: @escaping (Configuration) -> AnyView) { self.makeBody = makeBody }
}
