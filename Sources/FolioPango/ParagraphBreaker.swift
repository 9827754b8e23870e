import Foundation

/// Chooses the line breaks of a whole paragraph at once (total fit, after Knuth and Plass,
/// "Breaking Paragraphs into Lines", 1981): of every way to break it, the one with the
/// least total demerits, where a line's demerits grow with the cube of how far its spaces
/// stretch or shrink (docs/text.md, "Justified text").
///
/// The paragraph is given as its break candidates with prefix sums measured on one
/// unwrapped line (`Candidate`), so the algorithm knows nothing of Pango and is tested on
/// its own.
package enum ParagraphBreaker {
  /// A place a line may end.
  ///
  /// Widths are in Pango units measured from the paragraph's start, so a line from `a` to
  /// `b` is `b.endX - a.startX + b.extraWidth` wide, with `b.endStretch - a.startStretch`
  /// of stretch and `b.endShrink - a.startShrink` of shrink.
  package struct Candidate: Sendable, Equatable {
    /// Where a line ending here ends, its trailing spaces left out.
    package var endX: Int64
    /// The stretch before the end of a line ending here.
    package var endStretch: Double
    /// The shrink before the end of a line ending here.
    package var endShrink: Double
    /// Where the next line starts.
    package var startX: Int64
    /// The stretch before the next line's start.
    package var startStretch: Double
    /// The shrink before the next line's start.
    package var startShrink: Double
    /// How many spaces (or breaks between CJK characters) come before the end of a line
    /// ending here: a line without any is set ragged.
    package var endGlue = 0
    /// How many come before the next line's start.
    package var startGlue = 0
    /// The part of `endStretch` that is tracking, which stretches no further than its
    /// limit: beyond it only spaces stretch.
    package var endTracking = 0.0
    /// The part of `startStretch` that is tracking.
    package var startTracking = 0.0
    /// Width a break here adds to its line (a hyphen).
    package var extraWidth: Int64 = 0
    /// The cost of breaking here (a hyphen 50, an emergency break inside a word 20,000).
    package var penalty: Double = 0
    /// Whether the break shows a hyphen (two in a row cost more).
    package var isFlagged = false
    /// Whether this break may only be used when no other way fits (inside a word without
    /// a hyphen).
    package var isEmergency = false

    /// A candidate with the same positions for a line's end and the next line's start.
    package init(x: Int64, stretch: Double, shrink: Double) {
      endX = x
      startX = x
      endStretch = stretch
      startStretch = stretch
      endShrink = shrink
      startShrink = shrink
    }
  }

  /// What a line set between two chosen breaks looks like.
  package struct Line: Sendable, Equatable {
    /// The index of the candidate the line ends at.
    package var end: Int
    /// How far its glue stretches (positive, a fraction of the stretch) or shrinks
    /// (negative, a fraction of the shrink); 0 for a last line that fits.
    package var ratio: Double
    /// Whether the line has no glue to fill the width with and is set ragged.
    package var isRagged: Bool
    /// Whether it is wider than the width even with its glue shrunk all it can.
    package var isOverfull: Bool
  }

  /// The badness of a line whose spaces cannot fill it (one word, set ragged).
  static let raggedBadness: Double = 10_000
  /// The demerits every line costs, so fewer lines are better.
  static let linePenalty: Double = 10
  /// The extra demerits of two hyphenated lines in a row.
  static let flaggedDemerits: Double = 3_000
  /// The extra demerits of lines next to each other whose tightness differs by more
  /// than one class.
  static let fitnessDemerits: Double = 3_000

  /// The ratio past which a line is loose: its spaces stretch beyond 1.3× their width.
  static let looseRatio = 0.6
  /// The extra demerits of a loose line in the passes of bounded tolerance, so that of the
  /// ways within a pass's tolerance the one with the fewest loose lines wins (in the
  /// unbounded passes the loosest line alone counts).
  static let looseDemerits: Double = 10_000
  /// The tolerances of the passes, and whether the pass is the last.
  static let passes: [(Double, Bool)] = [
    (10, false), (21.6, false), (34.3, false), (51.2, false), (72.9, false), (100, false),
    (raggedBadness, false),
    (raggedBadness, true),
  ]

  /// The lines of a paragraph whose candidates are `candidates` (the first is the
  /// paragraph's start, the last its end) set `width` wide.
  ///
  /// 1. Passes of rising tolerance, until one finds a way: lines whose glue stretches at
  ///    most 0.46, 0.6, 0.7, 0.8, 0.9 and then 1 times its stretch (badness 10 to 100; at
  ///    1 a space is 1.5× its width) or shrinks at most by its shrink. The first pass that
  ///    succeeds gives the paragraph whose loosest line is least loose, and among those
  ///    the one with the least demerits, where each loose line (spaces past 1.3× their
  ///    width) costs extra.
  /// 2. A pass with any badness, if none did; a line that is one word is set ragged.
  /// 3. Last, if a word is wider than the line: breaks inside words too, and a line that
  ///    still does not fit is accepted overfull.
  package static func lines(_ candidates: [Candidate], width: Int64) -> [Line] {
    guard candidates.count > 1 else { return [] }
    for (tolerance, isFinal) in Self.passes {
      if let found = pass(candidates, width: width, tolerance: tolerance, isFinal: isFinal) { return found }
    }
    preconditionFailure("the last pass always finds a way")
  }

  /// A break chosen so far: where it is, and the best way to reach it.
  private struct Node {
    var index: Int
    var fitness: Int
    var total: Double
    var isFlagged: Bool
    var previous: Int
    var ratio: Double
    var isRagged: Bool
    var isOverfull: Bool
  }

  /// One pass over the candidates: the active breaks are those a line can still start
  /// from; each candidate is reached from every active one whose line fits, keeping the
  /// best per fitness class.
  private static func pass(_ candidates: [Candidate], width: Int64, tolerance: Double, isFinal: Bool)
    -> [Line]?
  {
    var nodes = [
      Node(
        index: 0, fitness: 1, total: 0, isFlagged: false, previous: -1, ratio: 0, isRagged: false,
        isOverfull: false)
    ]
    var active = [0]
    let last = candidates.count - 1
    for index in 1...last {
      let candidate = candidates[index]
      if candidate.isEmergency && !isFinal { continue }
      let isLast = index == last
      var best: [Node?] = [nil, nil, nil, nil]
      var stillActive: [Int] = []
      stillActive.reserveCapacity(active.count)
      var bestDeactivated: Int?
      for id in active {
        let from = nodes[id]
        let start = candidates[from.index]
        let natural = candidate.endX - start.startX + candidate.extraWidth
        let hasGlue = candidate.endGlue > start.startGlue
        let stretch = hasGlue ? candidate.endStretch - start.startStretch : 0
        let shrink = hasGlue ? candidate.endShrink - start.startShrink : 0
        // 1. How far the line's glue must stretch or shrink.
        var ratio = 0.0
        var isRagged = false
        if natural < width {
          if isLast {
            ratio = 0
          } else if stretch > 0.000_1 {
            ratio = Double(width - natural) / stretch
            // Beyond its limit, tracking stays at it and the spaces alone stretch further.
            let tracking = candidate.endTracking - start.startTracking
            if ratio > 1, stretch - tracking > 0.000_1 {
              ratio = (Double(width - natural) - tracking) / (stretch - tracking)
            }
          } else {
            isRagged = true
          }
        } else if natural > width {
          ratio = shrink > 0.000_1 ? Double(width - natural) / shrink : -.infinity
        }
        // 2. A line that cannot shrink enough ends the active break (nothing after it fits).
        if ratio < -1 {
          if bestDeactivated.map({ nodes[$0].total > from.total }) ?? true { bestDeactivated = id }
          continue
        }
        if !isLast { stillActive.append(id) }
        let badness = isRagged ? raggedBadness : min(100 * pow(abs(ratio), 3), raggedBadness)
        guard badness <= tolerance else { continue }
        // 3. Its demerits, and the best way to reach this candidate per fitness class.
        var demerits = pow(linePenalty + badness, 2) + pow(max(candidate.penalty, 0), 2)
        if candidate.isFlagged && from.isFlagged { demerits += flaggedDemerits }
        if !isRagged && ratio > looseRatio && tolerance <= 100 { demerits += looseDemerits }
        let fitness = fitnessClass(ratio, isRagged: isRagged)
        if abs(fitness - from.fitness) > 1 { demerits += fitnessDemerits }
        let total = from.total + demerits
        if best[fitness].map({ total < $0.total }) ?? true {
          best[fitness] = Node(
            index: index, fitness: fitness, total: total, isFlagged: candidate.isFlagged, previous: id,
            ratio: ratio, isRagged: isRagged, isOverfull: false)
        }
      }
      var created = best.compactMap { $0 }
      // 4. In the last pass, a candidate nothing fits to is reached overfull from the
      //    best break that was just given up, so there is always a way.
      if isFinal, created.isEmpty, stillActive.isEmpty, let id = bestDeactivated {
        let from = nodes[id]
        created = [
          Node(
            index: index, fitness: 0, total: from.total + 1e12, isFlagged: candidate.isFlagged, previous: id,
            ratio: -1, isRagged: false, isOverfull: true)
        ]
      }
      for node in created {
        stillActive.append(nodes.count)
        nodes.append(node)
      }
      active = stillActive
      if active.isEmpty { return nil }
    }
    // 5. The best way to the end, traced back.
    guard
      let endID = active.filter({ nodes[$0].index == last }).min(by: { nodes[$0].total < nodes[$1].total })
    else { return nil }
    var lines: [Line] = []
    var id = endID
    while id > 0 {
      let node = nodes[id]
      lines.append(
        Line(end: node.index, ratio: node.ratio, isRagged: node.isRagged, isOverfull: node.isOverfull))
      id = node.previous
    }
    return lines.reversed()
  }

  /// TeX's fitness classes: tight, decent, loose, very loose.
  private static func fitnessClass(_ ratio: Double, isRagged: Bool) -> Int {
    if isRagged { return 3 }
    if ratio < -0.5 { return 0 }
    if ratio <= 0.5 { return 1 }
    if ratio <= 1 { return 2 }
    return 3
  }
}
