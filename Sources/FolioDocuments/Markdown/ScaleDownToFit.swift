import Foundation

/// Shows its one subview at its ideal size, scaled down (keeping its aspect ratio) to fit
/// the proposal and a maximum height — never scaled up: a Markdown image smaller than the
/// column keeps its own size.
///
/// 1. The subview's ideal size (proposal `.unspecified`; a resizable image's natural size).
/// 2. The scale: 1, or less to fit the proposed width and height and `maximumHeight`.
/// 3. The subview is proposed exactly the scaled size.
struct ScaleDownToFit: Layout {
  let maximumHeight: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let subview = subviews.first else { return .zero }
    // 1. Ideal size.
    let ideal = subview.sizeThatFits(.unspecified)
    guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return .zero }
    // 2. Scale.
    var scale: CGFloat = 1
    if let width = proposal.width, width.isFinite { scale = min(scale, max(width, 0) / ideal.width) }
    if let height = proposal.height, height.isFinite { scale = min(scale, max(height, 0) / ideal.height) }
    if maximumHeight.isFinite, maximumHeight >= 0 { scale = min(scale, maximumHeight / ideal.height) }
    return CGSize(width: ideal.width * scale, height: ideal.height * scale)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    // 3. Exactly the scaled size.
    subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
  }
}
