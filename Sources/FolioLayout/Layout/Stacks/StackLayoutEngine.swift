import Foundation

/// The one stack algorithm behind `HStack`, `VStack`, `HStackLayout` and `VStackLayout`,
/// written once for a major axis (docs/layout-rules.md §3; OSUI `StackLayout.swift`).
///
/// 1. Gaps: a fixed `spacing`, or each pair's `ViewSpacing.distance`; their total is
///    taken off the major proposal first.
/// 2. A nil major proposal proposes every child nil along the axis (its ideal size).
/// 3. A concrete major proposal W:
///    a. measures each child's minimum and maximum by proposing 0 and ∞ along the axis,
///       the cross proposal unchanged;
///    b. sorts children stably by layout priority (descending), then flexibility
///       (max − min, ascending); two infinitely flexible children go larger minimum first;
///    c. starts with `available = W − gaps − Σ minimum of children below the top priority`;
///    d. offers each child of a priority group `max(available / remaining, 0)` in sorted
///       order and takes what it chose off `available` (which may go negative);
///    e. adds the next group's minimums back to `available` before sizing that group.
/// 4. Children are always proposed the stack's cross proposal.
/// 5. Cross placement: each child starts at `−guide`; the stack's cross extent is the
///    union of those ranges and 0…0, shifted to start at 0. The major extent is the sum of
///    the children and gaps, which may exceed the proposal.
/// 6. Placement runs the algorithm again with a nil cross proposal replaced by the stack's
///    own cross size, and lays children out in source order.
package struct StackLayoutEngine {
  package let axis: Axis
  package let alignment: AlignmentKey
  package let spacing: CGFloat?

  /// Gaps between neighbours and solved proposals, kept for one layout pass.
  package struct Cache {
    package var gaps: [CGFloat] = []
    var solved: [(proposal: ProposedViewSize, solution: Solution)] = []
  }

  /// The stack's size and every child's proposal, size and offset for one proposal.
  package struct Solution {
    var size: CGSize
    var proposals: [ProposedViewSize]
    var majorOffsets: [CGFloat]
    var crossOffsets: [CGFloat]
  }

  package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
  }

  package func makeCache(subviews: LayoutSubviews) -> Cache {
    var cache = Cache()
    let views = Array(subviews)
    for index in views.indices.dropFirst() {
      cache.gaps.append(
        spacing ?? views[index - 1].spacing.distance(to: views[index].spacing, along: axis))
    }
    return cache
  }

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> CGSize {
    solve(proposal, subviews: subviews, cache: &cache).size
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  ) {
    // 6. A nil cross proposal becomes the stack's own cross size.
    var placementProposal = proposal
    if placementProposal[axis.other] == nil {
      placementProposal[axis.other] = bounds.size[axis.other]
    }
    let solution = solve(placementProposal, subviews: subviews, cache: &cache)
    for (index, subview) in zip(subviews.indices, subviews) {
      let offset = index - subviews.startIndex
      let position = CGPoint(
        major: bounds.origin[axis] + solution.majorOffsets[offset],
        minor: bounds.origin[axis.other] + solution.crossOffsets[offset], axis: axis)
      subview.place(at: position, anchor: .topLeading, proposal: solution.proposals[offset])
    }
  }

  /// The union of the outer edges: the first child's leading edge, the last child's
  /// trailing edge, and every child's cross-axis edges.
  package func spacing(subviews: LayoutSubviews) -> ViewSpacing {
    var result = ViewSpacing()
    let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
    let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
    let crossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    for (offset, subview) in subviews.enumerated() {
      var edges = crossEdges
      if offset == 0 { edges.formUnion(leadingEdge) }
      if offset == subviews.count - 1 { edges.formUnion(trailingEdge) }
      result.formUnion(subview.spacing, edges: edges)
    }
    return result
  }

  private func solve(
    _ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> Solution {
    if let hit = cache.solved.first(where: { $0.proposal == proposal }) { return hit.solution }
    let solution = computeSolution(proposal, subviews: Array(subviews), gaps: cache.gaps)
    cache.solved.append((proposal, solution))
    return solution
  }

  private func computeSolution(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], gaps: [CGFloat]
  ) -> Solution {
    let count = subviews.count
    let cross = proposal[axis.other]
    let totalGaps = gaps.reduce(0, +)
    var proposals = [ProposedViewSize](
      repeating: ProposedViewSize(major: nil, minor: cross, axis: axis), count: count)
    var majors = [CGFloat](repeating: 0, count: count)

    if let major = proposal[axis] {
      if major.isInfinite {
        // 3 with W = ∞: every offer is ∞.
        for index in 0..<count {
          proposals[index] = ProposedViewSize(major: .infinity, minor: cross, axis: axis)
          majors[index] = subviews[index].sizeThatFits(proposals[index])[axis]
        }
      } else {
        distribute(
          major - totalGaps, cross: cross, subviews: subviews, proposals: &proposals, majors: &majors)
      }
    } else {
      // 2. Nil major proposal: ideal sizes.
      for index in 0..<count {
        majors[index] = subviews[index].sizeThatFits(proposals[index])[axis]
      }
    }

    // 5. Cross placement by the alignment guide.
    var starts = [CGFloat](repeating: 0, count: count)
    var low: CGFloat = 0
    var high: CGFloat = 0
    for index in 0..<count {
      let dimensions = subviews[index].dimensions(in: proposals[index])
      let start = -dimensions.value(alignment)
      let extent = dimensions.size[axis.other]
      starts[index] = start
      low = min(low, start)
      high = max(high, start + extent)
    }
    var majorOffsets = [CGFloat](repeating: 0, count: count)
    var position: CGFloat = 0
    for index in 0..<count {
      majorOffsets[index] = position
      position += majors[index]
      if index < gaps.count { position += gaps[index] }
    }
    return Solution(
      size: CGSize(major: position, minor: high - low, axis: axis), proposals: proposals,
      majorOffsets: majorOffsets, crossOffsets: starts.map { $0 - low })
  }

  /// Steps 3a–3e for a finite major proposal (gaps already taken off).
  private func distribute(
    _ space: CGFloat, cross: CGFloat?, subviews: [LayoutSubview],
    proposals: inout [ProposedViewSize], majors: inout [CGFloat]
  ) {
    let count = subviews.count
    // a. Minimum and maximum along the axis.
    var minimums = [CGFloat](repeating: 0, count: count)
    var flexibilities = [CGFloat](repeating: 0, count: count)
    for index in 0..<count {
      let minimum = subviews[index].sizeThatFits(ProposedViewSize(major: 0, minor: cross, axis: axis))[axis]
      let maximum = subviews[index].sizeThatFits(
        ProposedViewSize(major: .infinity, minor: cross, axis: axis))[axis]
      minimums[index] = minimum
      flexibilities[index] = maximum.isInfinite ? .infinity : max(maximum - minimum, 0)
    }
    // b. Sizing order.
    let priorities = subviews.map(\.priority)
    let order = (0..<count).sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
      if flexibilities[a].isInfinite && minimums[a] != minimums[b] {
        return minimums[a] > minimums[b]
      }
      return a < b
    }
    // c. Reserve the minimums of every lower-priority child.
    let topPriority = order.first.map { priorities[$0] }
    var available = space
    for index in 0..<count where priorities[index] != topPriority {
      available -= minimums[index]
    }
    // d, e. Offer each group's children an equal share of what is left.
    var start = 0
    while start < order.count {
      let priority = priorities[order[start]]
      var end = start
      while end < order.count && priorities[order[end]] == priority { end += 1 }
      if start > 0 {
        for position in start..<end { available += minimums[order[position]] }
      }
      var remaining = end - start
      for position in start..<end {
        let index = order[position]
        let offer = max(available / CGFloat(remaining), 0)
        proposals[index] = ProposedViewSize(major: offer, minor: cross, axis: axis)
        let chosen = subviews[index].sizeThatFits(proposals[index])[axis]
        majors[index] = chosen
        available -= chosen
        remaining -= 1
      }
      start = end
    }
  }
}
