import Foundation

/// The one algorithm behind `LazyVGrid` (tracks are columns) and `LazyHGrid` (tracks are
/// rows), written for a track axis (across the flow).
///
/// 1. Track lengths from the proposal along the track axis (nil or ∞: every track at its
///    minimum, fixed ones at their length): fixed items take their length; each adaptive
///    item takes an equal share of what is left and becomes as many tracks of at least its
///    minimum as fit in it; flexible items share what is left equally, clamped to their
///    minimum and maximum, with what clamping frees re-shared among the others.
/// 2. Cells fill the tracks in order, line by line; each line is as long along the flow
///    axis as its longest cell, each cell proposed its track length and nil.
/// 3. Lines are `spacing` apart (8 by default); cells are aligned in their cell rectangle
///    by their item's alignment, else centered.
struct LazyGridLayout: Layout {
  let trackAxis: Axis
  let items: [GridItem]
  let lineSpacing: CGFloat?
  let alignment: Alignment

  struct Track {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment
    var flexible: (minimum: CGFloat, maximum: CGFloat)?
  }

  var flowAxis: Axis { trackAxis.other }

  func tracks(for proposed: CGFloat?) -> [Track] {
    let available = proposed.flatMap { $0.isFinite ? $0 : nil }
    var tracks: [Track] = []
    var remaining = available ?? 0
    for (index, item) in items.enumerated() where index < items.count - 1 {
      remaining -= item.spacing ?? ViewSpacing.defaultDistance
    }
    for item in items {
      if case .fixed(let length) = item.size { remaining -= max(length, 0) }
      if case .flexible(let minimum, _) = item.size { remaining -= max(minimum, 0) }
    }
    let adaptiveCount = items.filter {
      if case .adaptive = $0.size { return true } else { return false }
    }.count
    let adaptiveShare = adaptiveCount > 0 ? max(remaining, 0) / CGFloat(adaptiveCount) : 0
    for item in items {
      let spacing = item.spacing ?? ViewSpacing.defaultDistance
      let alignment = item.alignment ?? .center
      switch item.size {
      case .fixed(let length):
        tracks.append(Track(length: max(length, 0), spacing: spacing, alignment: alignment))
      case .flexible(let minimum, let maximum):
        tracks.append(
          Track(
            length: max(minimum, 0), spacing: spacing, alignment: alignment,
            flexible: (max(minimum, 0), max(maximum, minimum))))
      case .adaptive(let minimum, let maximum):
        let minimum = max(minimum, 1)
        guard available != nil else {
          tracks.append(Track(length: minimum, spacing: spacing, alignment: alignment))
          continue
        }
        let fitting = ((adaptiveShare + spacing) / (minimum + spacing)).rounded(.down)
        let count = min(max(1, Int(saturating: fitting)), 10_000)
        let length = min(
          max((adaptiveShare - spacing * CGFloat(count - 1)) / CGFloat(count), minimum), maximum)
        for _ in 0..<count {
          tracks.append(Track(length: length, spacing: spacing, alignment: alignment))
        }
        remaining -= CGFloat(count) * length + spacing * CGFloat(count - 1)
      }
    }
    guard available != nil else { return tracks }
    // Flexible tracks share what is left on top of their minimums, re-sharing what
    // clamping to a maximum frees.
    var open = tracks.indices.filter { tracks[$0].flexible != nil }
    var space = max(remaining, 0) + open.reduce(0) { $0 + tracks[$1].length }
    while !open.isEmpty {
      let share = space / CGFloat(open.count)
      let clamped = open.filter { index in
        guard let limits = tracks[index].flexible else { return false }
        return share < limits.minimum || share > limits.maximum
      }
      if clamped.isEmpty {
        for index in open { tracks[index].length = share }
        break
      }
      for index in clamped {
        guard let limits = tracks[index].flexible else { continue }
        tracks[index].length = min(max(share, limits.minimum), limits.maximum)
        space -= tracks[index].length
      }
      open.removeAll { clamped.contains($0) }
    }
    return tracks
  }

  struct Solution {
    var tracks: [Track]
    var lines: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> [(ProposedViewSize, Solution)] { [] }

  func solve(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout [(ProposedViewSize, Solution)])
    -> Solution
  {
    if let hit = cache.first(where: { $0.0 == proposal }) { return hit.1 }
    let tracks = tracks(for: proposal[trackAxis])
    var lines: [CGFloat] = []
    if !tracks.isEmpty {
      for (offset, subview) in subviews.enumerated() {
        let track = offset % tracks.count
        if track == 0 { lines.append(0) }
        let size = subview.sizeThatFits(
          ProposedViewSize(major: nil, minor: tracks[track].length, axis: flowAxis))
        lines[lines.count - 1] = max(lines[lines.count - 1], size[flowAxis])
      }
    }
    let solution = Solution(tracks: tracks, lines: lines)
    cache.append((proposal, solution))
    return solution
  }

  private var spacingBetweenLines: CGFloat { lineSpacing ?? ViewSpacing.defaultDistance }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout [(ProposedViewSize, Solution)]
  ) -> CGSize {
    let solution = solve(proposal, subviews: subviews, cache: &cache)
    let trackTotal =
      solution.tracks.reduce(0) { $0 + $1.length + $1.spacing } - (solution.tracks.last?.spacing ?? 0)
    let lineTotal =
      solution.lines.reduce(0, +) + spacingBetweenLines * CGFloat(max(solution.lines.count - 1, 0))
    let across = proposal[trackAxis].flatMap { $0.isFinite ? max($0, trackTotal) : nil } ?? trackTotal
    return CGSize(major: lineTotal, minor: across, axis: flowAxis)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout [(ProposedViewSize, Solution)]
  ) {
    let solution = solve(proposal, subviews: subviews, cache: &cache)
    guard !solution.tracks.isEmpty else { return }
    let trackTotal =
      solution.tracks.reduce(0) { $0 + $1.length + $1.spacing } - (solution.tracks.last?.spacing ?? 0)
    // The tracks as a block are aligned in the grid by the grid's alignment.
    let container = ViewDimensions(size: bounds.size, node: nil, proposal: ProposedViewSize(bounds.size))
    let block = ViewDimensions(
      size: CGSize(major: trackTotal, minor: 0, axis: trackAxis), node: nil, proposal: .unspecified)
    let key = alignment.key(trackAxis)
    var trackStart = container.value(key) - block.value(key)
    var trackStarts: [CGFloat] = []
    for track in solution.tracks {
      trackStarts.append(trackStart)
      trackStart += track.length + track.spacing
    }
    var lineStart: CGFloat = 0
    for (offset, subview) in subviews.enumerated() {
      let trackIndex = offset % solution.tracks.count
      let lineIndex = offset / solution.tracks.count
      if trackIndex == 0 && lineIndex > 0 {
        lineStart += solution.lines[lineIndex - 1] + spacingBetweenLines
      }
      let track = solution.tracks[trackIndex]
      let cellSize = CGSize(major: solution.lines[lineIndex], minor: track.length, axis: flowAxis)
      let cellOrigin = CGPoint(major: lineStart, minor: trackStarts[trackIndex], axis: flowAxis)
      let childProposal = ProposedViewSize(major: nil, minor: track.length, axis: flowAxis)
      let dimensions = subview.dimensions(in: childProposal)
      let cell = ViewDimensions(size: cellSize, node: nil, proposal: ProposedViewSize(cellSize))
      subview.place(
        at: CGPoint(
          x: bounds.minX + cellOrigin.x + cell[track.alignment.horizontal]
            - dimensions[track.alignment.horizontal],
          y: bounds.minY + cellOrigin.y + cell[track.alignment.vertical]
            - dimensions[track.alignment.vertical]),
        anchor: .topLeading, proposal: childProposal)
    }
  }
}

/// A grid that flows its children into rows of the given columns.
public struct LazyVGrid<Content: View>: PrimitiveView {
  let root: _LayoutRoot<LazyGridLayout, Content>

  /// Creates a vertically flowing grid.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    root = _LayoutRoot(
      layout: LazyGridLayout(
        trackAxis: .horizontal, items: columns, lineSpacing: spacing,
        alignment: Alignment(horizontal: alignment, vertical: .center)),
      content: content(), name: "LazyVGrid")
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    root.makeViewList(context: context)
  }
}

/// A grid that flows its children into columns of the given rows.
public struct LazyHGrid<Content: View>: PrimitiveView {
  let root: _LayoutRoot<LazyGridLayout, Content>

  /// Creates a horizontally flowing grid.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    root = _LayoutRoot(
      layout: LazyGridLayout(
        trackAxis: .vertical, items: rows, lineSpacing: spacing,
        alignment: Alignment(horizontal: .center, vertical: alignment)),
      content: content(), name: "LazyHGrid")
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    root.makeViewList(context: context)
  }
}
