@_spi(Engine) import FolioLayout
import Foundation

/// A view you draw into with a `GraphicsContext`, for charts and custom graphics. It takes
/// the proposed size (10×10 when unspecified), like a shape.
public struct Canvas: LeafView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// Creates a canvas.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    CanvasNode(renderer: renderer, context: context)
  }
}

package final class CanvasNode: LayoutNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, context: _ResolveContext) {
    self.renderer = renderer
    environment = context.environment
    super.init(context: context)
  }

  package override var dumpName: String { "Canvas" }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else {
      reportUndrawable()
      return
    }
    var context = GraphicsContext(session: session, environment: environment)
    renderer(&context, frame.size)
    let items = context.storage.items
    guard !items.isEmpty else { return }
    recorder.append(
      .group(
        GroupItem(
          transform: CGAffineTransform(translationX: frame.minX, y: frame.minY), items: items)))
  }

  /// A canvas whose frame is not finite draws nothing: says so, naming each text it would
  /// have drawn (found by running its renderer at size zero).
  private func reportUndrawable() {
    var probe = GraphicsContext(session: session, environment: environment)
    renderer(&probe, .zero)
    var texts: [StyledText] = []
    func collect(_ items: [DisplayItem]) {
      for item in items {
        switch item {
        case .text(let text): texts.append(text.text)
        case .group(let group): collect(group.items)
        default: continue
        }
      }
    }
    collect(probe.storage.items)
    let message =
      "its frame is \(frame.width)×\(frame.height) at (\(frame.minX), \(frame.minY)), not a finite size and position; nothing it draws is shown"
    if texts.isEmpty {
      session.report(LayoutDiagnostic(kind: .invalidSize, view: "Canvas", message: message), from: self)
    }
    for text in texts {
      session.report(
        LayoutDiagnostic(
          kind: .clipped, view: "Canvas › " + TextDiagnostics.name(text), message: message, text: text.string)
      )
    }
  }
}
