@_spi(Engine) import FolioLayout
import Foundation

/// A view whose label opens a URL when clicked in a PDF reader.
public struct Link<Label: View>: PrimitiveView {
  let destination: URL
  let label: Label

  /// Creates a link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    var labelContext = context
    if labelContext.environment.foregroundStyle == nil {
      labelContext.environment.foregroundStyle = AnyShapeStyle(Color.accentColor)
    }
    let destination = LinkDestination.url(self.destination)
    return resolveViewList(label, context: labelContext).mapNodes { child in
      LinkNode(child: child, destination: destination, context: context)
    }
  }
}

extension Link where Label == Text {
  /// Creates a link with a text label (never interpreted as Markdown).
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// Makes its child's frame a clickable area.
package final class LinkNode: TransparentNode {
  let destination: LinkDestination

  init(child: LayoutNode, destination: LinkDestination, context: _ResolveContext) {
    self.destination = destination
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "Link" }

  /// The child, then the link over its frame; in a tagged PDF both are one `Link`
  /// element (the child's content and the annotation).
  package override func recordContent(into recorder: inout DisplayListRecorder) {
    var allowed = destination
    if case .url(let url) = destination {
      guard let destination = LinkPolicy.destination(for: url) else {
        session.report(LinkPolicy.refusal(of: url, view: "Link"), from: self)
        return child.record(into: &recorder)
      }
      allowed = destination
    }
    recorder.structured(.link) { inner in
      child.record(into: &inner)
      inner.append(.link(LinkItem(rect: frame, destination: allowed)))
    }
  }
}

extension LinkPolicy {
  /// The diagnostic for a refused link.
  package static func refusal(of url: URL, view: String) -> LayoutDiagnostic {
    LayoutDiagnostic(
      kind: .linkRefused, view: view,
      message:
        "the link to \(FolioError.excerpt(url.absoluteString)) was dropped: links may use http, https, mailto or #name"
    )
  }
}

/// Marks a place links can lead to, optionally as a PDF bookmark.
package final class DestinationNode: TransparentNode {
  let name: String
  let outline: (title: String, level: Int)?

  init(child: LayoutNode, name: String, outline: (title: String, level: Int)?, context: _ResolveContext) {
    self.name = name
    self.outline = outline
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "Destination" }
  package override var dumpDetails: String { "#\(name)" }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    recorder.append(.destination(DestinationItem(name: name, point: frame.origin, outline: outline)))
    child.record(into: &recorder)
  }
}

/// Wraps each element's node in a link or destination.
public struct _LinkModifier: NodeWrappingModifier {
  enum Kind {
    case link(LinkDestination)
    case destination(String, outline: (title: String, level: Int)?)
  }

  let kind: Kind

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    switch kind {
    case .link(let destination):
      return LinkNode(child: child, destination: destination, context: context)
    case .destination(let name, let outline):
      return DestinationNode(child: child, name: name, outline: outline, context: context)
    }
  }
}

extension View {
  /// Makes this view's frame a link to a URL in PDF output (a Folio extension).
  public func link(url: URL, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(_LinkModifier(kind: .link(.url(url))), fileID: fileID, line: line)
  }

  /// Makes this view's frame a link to a named destination in the same document.
  public func link(to destination: String, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    modifier(_LinkModifier(kind: .link(.named(destination))), fileID: fileID, line: line)
  }

  /// Marks this view as a named destination that `link(to:)` can point to.
  public func linkDestination(_ name: String, fileID: StaticString = #fileID, line: UInt = #line) -> some View
  {
    modifier(_LinkModifier(kind: .destination(name, outline: nil)), fileID: fileID, line: line)
  }

  /// Makes this view a PDF bookmark (an outline entry) at a level (1 is the top), also a
  /// destination named `name` (the title when nil).
  public func bookmark(
    _ title: String, level: Int = 1, name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _LinkModifier(kind: .destination(name ?? title, outline: (title, max(level, 1)))), fileID: fileID,
      line: line)
  }
}
