import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

/// Lays out a view with the fixed-advance text measurer.
func snapshot<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> LayoutSnapshot {
  LayoutSnapshot(
    of: view, proposal: ProposedViewSize(width: width, height: height),
    textMeasurer: FixedAdvanceTextMeasurer())
}

func snapshot<V: View>(_ view: V, proposal: ProposedViewSize) -> LayoutSnapshot {
  LayoutSnapshot(of: view, proposal: proposal, textMeasurer: FixedAdvanceTextMeasurer())
}

/// The size a view chooses for a proposal.
func size<V: View>(of view: V, _ proposal: ProposedViewSize) -> CGSize {
  snapshot(view, proposal: proposal).size
}

extension CGRect {
  init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    self.init(x: x, y: y, width: width, height: height)
  }
}

extension CGSize {
  init(_ width: CGFloat, _ height: CGFloat) {
    self.init(width: width, height: height)
  }
}

/// Whether two lengths are equal up to floating-point noise.
func isClose(_ a: CGFloat?, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

/// Whether two rectangles are equal up to floating-point noise.
func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}
