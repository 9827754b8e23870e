import Foundation

struct TintKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
  /// The tint of controls (gauges, progress bars, toggles, prominent buttons); nil means
  /// the accent color.
  public var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The tint of controls, the accent color when none is set.
  package var controlTint: AnyShapeStyle { tint ?? AnyShapeStyle(Color.accentColor) }
}

extension View {
  /// Tints the controls in this view (nil restores the accent color).
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint.map { AnyShapeStyle($0) })
  }

  /// Tints the controls in this view with a style (a gradient colors a gauge along its
  /// value).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environment(\.tint, tint.map { AnyShapeStyle($0) })
  }
}

extension Gradient: ShapeStyle {
  /// The gradient from the leading to the trailing edge of the filled rectangle.
  public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
    .linearGradient(
      resolved(in: environment.colorScheme), start: CGPoint(x: rect.minX, y: rect.midY),
      end: CGPoint(x: rect.maxX, y: rect.midY))
  }
}

/// The sizes controls come in (accepted; Folio draws the regular size).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// Mini.
  case mini
  /// Small.
  case small
  /// Regular.
  case regular
  /// Large.
  case large
  /// Extra large.
  case extraLarge
}

extension View {
  /// Sets the size of controls (accepted; Folio draws the regular size).
  public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

/// One element of a view's list, as a view: how a control draws each of the options it was
/// given (a picker's choices) and `folio previews` each preview of a group.
package struct _ViewListElement<Content: View>: PrimitiveView {
  let content: Content
  let index: Int

  package init(_ content: Content, index: Int) {
    self.content = content
    self.index = index
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    var found: ViewElement?
    var position = 0
    resolveViewList(content, context: context).forEachElement { element in
      if position == index { found = element }
      position += 1
      return found == nil
    }
    return found.map { _ViewList(element: $0) } ?? .empty
  }
}

/// A bar filled from the leading edge to a fraction of its width, with round ends (the
/// value of gauges, progress views and sliders).
struct FractionBar: Shape {
  var fraction: Double
  /// A knob's diameter: the fill then ends at the knob's center.
  var knob: CGFloat = 0

  func path(in rect: CGRect) -> Path {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    guard clamped > 0 || knob > 0 else { return Path() }
    let filled = knob > 0 ? knob / 2 + (rect.width - knob) * clamped : rect.width * clamped
    let width = max(rect.height, filled)
    return Path(
      roundedRect: CGRect(x: rect.minX, y: rect.minY, width: min(width, rect.width), height: rect.height),
      cornerRadius: rect.height / 2)
  }
}

/// An arc of the circle inscribed in the rectangle, between two angles measured clockwise
/// from the top (the rings of circular gauges and progress views).
struct RingArc: Shape {
  var startDegrees: Double
  var endDegrees: Double
  var inset: CGFloat

  func path(in rect: CGRect) -> Path {
    guard startDegrees.isFinite, endDegrees.isFinite, endDegrees > startDegrees else { return Path() }
    let radius = max(min(rect.width, rect.height) / 2 - inset, 0)
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
      startAngle: .degrees(startDegrees - 90), endAngle: .degrees(endDegrees - 90), clockwise: false)
    return path
  }
}

/// A small circle centered on a point of a ring (the value marker of accessory gauges).
struct RingMarker: Shape {
  var degrees: Double
  var inset: CGFloat
  var diameter: CGFloat

  func path(in rect: CGRect) -> Path {
    let radius = max(min(rect.width, rect.height) / 2 - inset, 0)
    let angle = (degrees.isFinite ? degrees - 90 : -90) * Double.pi / 180
    let center = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
    return Path(
      ellipseIn: CGRect(
        x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
  }
}

/// A knob on a bar at a fraction of its usable width (sliders, accessory linear gauges).
struct BarKnob: Shape {
  var fraction: Double
  var diameter: CGFloat

  func path(in rect: CGRect) -> Path {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let x = rect.minX + diameter / 2 + (rect.width - diameter) * clamped
    return Path(
      ellipseIn: CGRect(x: x - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }
}

/// The fraction of a range a value stands at, clamped to 0…1 (0 for NaN or an empty range).
func controlFraction(_ value: Double, lower: Double, upper: Double) -> Double {
  guard value.isFinite, lower.isFinite, upper.isFinite, upper > lower else { return 0 }
  return min(max((value - lower) / (upper - lower), 0), 1)
}

/// The gray of an unfilled track, in a color scheme.
func controlTrackColor(_ scheme: ColorScheme) -> Color {
  scheme == .dark
    ? Color(red: 0.47, green: 0.47, blue: 0.5, opacity: 0.36)
    : Color(red: 0.47, green: 0.47, blue: 0.5, opacity: 0.2)
}
