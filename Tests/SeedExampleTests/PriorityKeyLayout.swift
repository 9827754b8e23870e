import Folio

struct PriorityKey: LayoutValueKey {
    static let defaultValue: Int = 0
}

extension View {
    func layoutPriority(_ value: Int) -> some View {
        layoutValue(key: PriorityKey.self, value: value)
    }
}

struct PriorityStack: Layout { // completion
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { // completion
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) } // completion
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height }) // completion
    } // completion

    // Inside the Layout:
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sortedSubviews = subviews.sorted {
            $0[PriorityKey.self] > $1[PriorityKey.self]
        }
        // ... place sortedSubviews
        var y = bounds.minY // completion
        for subview in sortedSubviews { // completion
            let size = subview.sizeThatFits(.unspecified) // completion
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(size)) // completion
            y += size.height // completion
        } // completion
    }
} // completion
