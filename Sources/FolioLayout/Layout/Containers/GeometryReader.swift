import Foundation

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable {
  /// The page (root) coordinates.
  case global
  /// The view's own coordinates.
  case local
  /// A named space (Folio reads it as the page).
  case named(AnyHashable)
}

/// The size and position of a `GeometryReader`, read by its content.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  package let globalFrame: CGRect

  /// Safe-area insets (always zero on a page).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in a coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global, .named: return globalFrame
    }
  }
}

/// A view that takes the whole proposed size and builds its content from that size.
public struct GeometryReader<Content: View>: LeafView {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  package func makeNode(context: _ResolveContext) -> LayoutNode {
    let content = self.content
    return GeometryReaderNode(
      makeContent: { proxy, context in
        makeRootNode(ZStack(alignment: .topLeading) { content(proxy) }, context: context)
      }, context: context)
  }
}

package final class GeometryReaderNode: LayoutNode {
  let makeContent: (GeometryProxy, _ResolveContext) -> LayoutNode
  let context: _ResolveContext
  private var content: LayoutNode?

  init(makeContent: @escaping (GeometryProxy, _ResolveContext) -> LayoutNode, context: _ResolveContext) {
    self.makeContent = makeContent
    self.context = context.forChildren(stackAxis: nil)
    super.init(context: context)
  }

  package override var dumpName: String { "GeometryReader" }
  package override var children: [LayoutNode] { content.map { [$0] } ?? [] }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The content is built once the reader's frame is known, and placed at its top-leading
  /// corner with the reader's size as proposal.
  package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let node = makeContent(GeometryProxy(size: bounds.size, globalFrame: bounds), context)
    content = node
    placeChild(node, at: .zero, proposal: ProposedViewSize(bounds.size), in: bounds)
  }
}
