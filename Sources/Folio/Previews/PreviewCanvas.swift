import Foundation

/// A preview's view in its canvas: sized as its layout (or widget family) says, on the
/// background of its color scheme.
struct PreviewCanvas<Content: View>: View {
  let content: Content
  let traits: PreviewTraits
  let colorScheme: ColorScheme
  let containerBackground: AnyView?

  /// The device screen the preview is proposed (turned for landscape).
  var screenSize: CGSize {
    let size = traits.device?.screenSize ?? PreviewDevice.defaultScreenSize
    return traits.orientation?.isLandscape == true ? CGSize(width: size.height, height: size.width) : size
  }

  /// What the canvas proposes to the content.
  var proposal: ProposedViewSize {
    if let family = traits.widgetFamily {
      return ProposedViewSize(width: family.size.width + 24, height: family.size.height + 24)
    }
    switch traits.layout ?? .sizeThatFits {
    case .fixed(let width, let height): return ProposedViewSize(width: width, height: height)
    case .device, .sizeThatFits: return ProposedViewSize(screenSize)
    }
  }

  var body: some View {
    canvas
      .environment(\.colorScheme, colorScheme)
  }

  @ViewBuilder private var canvas: some View {
    if let family = traits.widgetFamily {
      widget(family)
    } else {
      switch traits.layout ?? .sizeThatFits {
      case .fixed(let width, let height):
        content.frame(width: width, height: height).background(BackgroundStyle())
      case .device:
        content.frame(width: screenSize.width, height: screenSize.height).background(BackgroundStyle())
      case .sizeThatFits:
        content.background(BackgroundStyle())
      }
    }
  }

  /// A widget: its family's size and margins, its container background in a rounded
  /// rectangle (accessories have neither), on a gray canvas like Xcode's.
  private func widget(_ family: WidgetFamily) -> some View {
    content
      .padding(family.contentMargins)
      .frame(width: family.size.width, height: family.size.height)
      .background {
        if !family.isAccessory {
          if let containerBackground { containerBackground } else { Rectangle().fill(BackgroundStyle()) }
        } else {
          Rectangle().fill(Color.gray.opacity(0.25))
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: family.cornerRadius))
      .padding(12)
      .background(colorScheme == .dark ? Color(white: 0.17) : Color(white: 0.92))
  }
}
