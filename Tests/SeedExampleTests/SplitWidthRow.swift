import Folio

// The article shows these two methods as separate fragments of one Layout.
struct SplitWidthRow: Layout { // completion
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        let proposed = ProposedViewSize(
            width: proposal.width.map { $0 / CGFloat(subviews.count) },
            height: proposal.height
        )

        let sizes = subviews.map { $0.sizeThatFits(proposed) }
        let totalWidth = sizes.reduce(0) { $0 + $1.width }
        let maxHeight = sizes.map(\.height).max() ?? 0

        return CGSize(width: totalWidth, height: maxHeight)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        var x = bounds.minX
        let y = bounds.midY

        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(
                at: CGPoint(x: x + size.width / 2, y: y),
                anchor: .center,
                proposal: ProposedViewSize(size)
            )
            x += size.width
        }
    }
} // completion
