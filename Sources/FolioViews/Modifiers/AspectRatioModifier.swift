@_spi(Engine) import FolioLayout
import Foundation

/// How content fills a space whose aspect ratio differs from its own.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Scale to fit inside, leaving space.
  case fit
  /// Scale to fill, overflowing.
  case fill
}

extension View {
  /// Constrains this view to an aspect ratio (width / height), or its ideal one when nil.
  @inlinable public func aspectRatio(
    _ aspectRatio: CGFloat? = nil, contentMode: ContentMode, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some View {
    modifier(
      _AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode), fileID: fileID, line: line)
  }

  /// Constrains this view to the aspect ratio of `aspectRatio`.
  @inlinable public func aspectRatio(
    _ aspectRatio: CGSize, contentMode: ContentMode, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    self.aspectRatio(
      aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil,
      contentMode: contentMode, fileID: fileID, line: line)
  }

  /// Scales this view to fit its parent, keeping its aspect ratio.
  @inlinable public func scaledToFit(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    aspectRatio(contentMode: .fit, fileID: fileID, line: line)
  }

  /// Scales this view to fill its parent, keeping its aspect ratio.
  @inlinable public func scaledToFill(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
    aspectRatio(contentMode: .fill, fileID: fileID, line: line)
  }
}

/// Proposes the largest (fit) or smallest (fill) size of the ratio for the proposal.
public struct _AspectRatioLayout: NodeWrappingModifier {
  let aspectRatio: CGFloat?
  let contentMode: ContentMode

  @usableFromInline init(aspectRatio: CGFloat?, contentMode: ContentMode) {
    self.aspectRatio = aspectRatio
    self.contentMode = contentMode
  }

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    AspectRatioNode(child: child, ratio: aspectRatio, contentMode: contentMode, context: context)
  }
}

package final class AspectRatioNode: UnaryNode {
  let ratio: CGFloat?
  let contentMode: ContentMode

  init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode, context: _ResolveContext) {
    self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.contentMode = contentMode
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "AspectRatio" }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let resolvedRatio: CGFloat
    if let ratio {
      resolvedRatio = ratio
    } else {
      let ideal = child.sizeThatFits(.unspecified)
      guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else {
        return proposal
      }
      resolvedRatio = ideal.width / ideal.height
    }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      let ideal = child.sizeThatFits(.unspecified)
      let width = ideal.width.isFinite ? ideal.width : 10
      return ProposedViewSize(width: width, height: width / resolvedRatio)
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / resolvedRatio)
    case (nil, let height?):
      return ProposedViewSize(width: height * resolvedRatio, height: height)
    case (let width?, let height?):
      let widerThanRatio = width / max(height, .leastNonzeroMagnitude) > resolvedRatio
      let useHeight = contentMode == .fit ? widerThanRatio : !widerThanRatio
      if useHeight, height.isFinite {
        return ProposedViewSize(width: height * resolvedRatio, height: height)
      }
      if width.isFinite {
        return ProposedViewSize(width: width, height: width / resolvedRatio)
      }
      return ProposedViewSize(width: height * resolvedRatio, height: height)
    }
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

  package override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    (.zero, childProposal(proposal))
  }
}
