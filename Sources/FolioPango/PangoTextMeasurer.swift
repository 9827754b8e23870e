import CPango
import FolioGraphics
import Foundation

/// Measures text with Pango: 72 dpi (sizes in points), metric hinting off, glyph positions
/// not rounded, the same options for measuring and drawing. The `PangoLayout` of each
/// measurement is kept in the result and drawn as is.
///
/// Measurements are cached by (text, style, width, height); a proposal at least as wide as
/// the unwrapped text reuses the unwrapped layout, so the probes a stack makes cost one
/// shaping for text that fits. A measurer belongs to one thread (one render).
package final class PangoTextMeasurer: TextMeasuring {
  /// Counters for folio-bench.
  package struct Statistics: Sendable {
    /// Calls to `measure`.
    package var requests = 0
    /// Requests answered from the cache (including the unwrapped-fits shortcut).
    package var cacheHits = 0
    /// Pango layouts built (each one a shaping of the text), counting the lines shaped
    /// without a layout.
    package var layoutsBuilt = 0
    /// Of those, one-style ASCII lines shaped as one item without a layout
    /// (`PangoSingleItemShaper`).
    package var shapedWithoutLayout = 0
  }

  /// The measurements of one text, by proposal: the first two inline (a text is mostly
  /// measured unwrapped and at one width), the rest in an array.
  private final class Entry {
    private typealias Slot = (width: CGFloat?, height: CGFloat?, result: MeasuredText)
    @exclusivity(unchecked) private var first: Slot?
    @exclusivity(unchecked) private var second: Slot?
    @exclusivity(unchecked) private var more: [Slot] = []

    func lookup(_ width: CGFloat?, _ height: CGFloat?) -> MeasuredText? {
      if let first, first.width == width, first.height == height { return first.result }
      if let second, second.width == width, second.height == height { return second.result }
      for slot in more where slot.width == width && slot.height == height { return slot.result }
      return nil
    }

    func store(_ measured: MeasuredText, _ width: CGFloat?, _ height: CGFloat?) {
      if first == nil {
        first = (width, height, measured)
      } else if second == nil {
        second = (width, height, measured)
      } else {
        more.append((width, height, measured))
      }
    }
  }

  /// The configuration the font map is leased for, until the first measurement leases it.
  private let pendingConfig: PendingConfig
  /// The font map and context, lent by the pool from the first measurement to the
  /// measurer's end. Leased then, not at creation, so that loading the machine's fonts
  /// overlaps everything a render does before its first text (`DefaultConfigurationLoad`).
  @exclusivity(unchecked) private var lease: FontMapPool.Lease?
  private var context: OpaquePointer { leased.context }
  /// Shapes one-style ASCII lines without a layout, with the font map's probe items.
  private var shaper: PangoSingleItemShaper { leased.shaper }
  private var leased: FontMapPool.Lease {
    if let lease { return lease }
    let fresh = FontMapPool.shared.lease(config: pendingConfig.take())
    lease = fresh
    return fresh
  }
  /// Two generations of entries: when the current one is full it becomes the previous one
  /// (and the old previous one is dropped), so eviction costs nothing per measurement.
  @exclusivity(unchecked) private var current: [CacheKey: Entry] = [:]
  @exclusivity(unchecked) private var previous: [CacheKey: Entry] = [:]

  /// A text with its hash computed once, so the lookups of one request hash it once.
  private struct CacheKey: Hashable {
    let text: StyledText
    let hash: Int

    init(_ text: StyledText) {
      self.text = text
      hash = text.hashValue
    }

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
      lhs.hash == rhs.hash && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
  }
  private let cacheLimit: Int
  /// The width of a hyphen per run style, for justified text.
  @exclusivity(unchecked) private var hyphenWidths: [(style: TextRunStyle, width: Int64)] = []
  /// Whether such lines skip the layout; off, every text gets one (tests compare the two).
  package var shapesWithoutLayout = true
  /// What the measurer has done so far.
  @exclusivity(unchecked) package private(set) var statistics = Statistics()

  /// Creates a measurer over a font configuration; at most `cacheLimit` measurements
  /// (and their layouts) are kept.
  package init(fonts: FontconfigConfiguration = .system, cacheLimit: Int = 1024) {
    pendingConfig = fonts.pendingConfig
    self.cacheLimit = max(cacheLimit, 16)
  }

  deinit {
    // The layouts go first: the map goes back to the pool for the next render.
    current.removeAll()
    previous.removeAll()
    if let lease { FontMapPool.shared.giveBack(lease) } else { pendingConfig.release() }
  }

  /// Measures text for a proposal (docs/layout-rules.md §2 and its Folio decisions).
  ///
  /// 1. A cached measurement of the same text and proposal is returned as is.
  /// 2. The height-unconstrained measurement at the width comes next: the cached one, or
  ///    the unwrapped one when the width is at least as wide (lines not justified), or a
  ///    new layout.
  /// 3. A finite height only costs another layout when the text is taller than it and
  ///    has more than one line (it is then truncated with an ellipsis).
  /// Whether Debian's hyphen-* dictionaries have the language.
  package func canHyphenate(_ language: String) -> Bool { Hyphenator.shared.canHyphenate(language) }

  package func measure(_ text: StyledText, width: CGFloat?, height: CGFloat?) -> MeasuredText {
    statistics.requests += 1
    let width = width.flatMap { $0.isFinite ? max($0, 0) : nil }
    let height = height.flatMap { $0.isFinite ? max($0, 0) : nil }
    let entry = self.entry(for: text)
    if let hit = entry.lookup(width, height) {
      statistics.cacheHits += 1
      return hit
    }
    let built = statistics.layoutsBuilt
    // Text is laid out one paragraph at a time in the process: laid out on several threads
    // at once, each with its own font map, paragraphs sometimes broke their lines
    // differently (seen in tests that render documents in parallel; docs/reliability.md).
    FontFaceLock.lock.lock()
    defer { FontFaceLock.lock.unlock() }
    let full = unconstrained(text, entry: entry, width: width)
    var result = full
    if let height, full.lines.count > 1, full.size.height > height + 0.001 {
      result = build(text, width: width, height: height)
    }
    entry.store(result, width, height)
    if statistics.layoutsBuilt == built { statistics.cacheHits += 1 }
    return result
  }

  /// The measurement without a height limit. A text that probably fits the width is laid
  /// out unwrapped first: Pango lays out a line with no width set at about half the cost,
  /// and the result is the same when it fits.
  private func unconstrained(_ text: StyledText, entry: Entry, width: CGFloat?) -> MeasuredText {
    if let known = entry.lookup(width, nil) { return known }
    if let width, text.paragraph.alignment != .justified {
      var unwrapped = entry.lookup(nil, nil)
      if unwrapped == nil, width > 0, Self.probablyFits(text, width: width) {
        let measured = build(text, width: nil, height: nil)
        entry.store(measured, nil, nil)
        unwrapped = measured
      }
      if let unwrapped, unwrapped.size.width <= width, unwrapped.size.width > 0 || unwrapped.lines.isEmpty {
        entry.store(unwrapped, width, nil)
        return unwrapped
      }
    }
    let measured = build(text, width: width, height: nil)
    entry.store(measured, width, nil)
    return measured
  }

  /// Whether the text is short enough that it probably fits `width` unwrapped: its
  /// characters at a lean 0.45 em each.
  private static func probablyFits(_ text: StyledText, width: CGFloat) -> Bool {
    var estimate: CGFloat = 0
    for run in text.runs {
      estimate += CGFloat(run.string.utf8.count) * run.style.font.size * 0.45
      if estimate > width { return false }
    }
    return true
  }

  private func entry(for text: StyledText) -> Entry {
    let key = CacheKey(text)
    if let entry = current[key] { return entry }
    let entry = previous.removeValue(forKey: key) ?? Entry()
    if current.count >= cacheLimit {
      previous = current
      current = [:]
      current.reserveCapacity(cacheLimit)
    }
    current[key] = entry
    return entry
  }

  /// Drops every cached measurement (layouts stay alive while something draws them).
  package func removeCachedMeasurements() {
    current.removeAll()
    previous.removeAll()
  }

  /// Drops every cached measurement on a thread of its own, once the measurer's thread is
  /// done with it, and returns the semaphore signalled when that is done: nothing may use
  /// the measurer, or let it go, before waiting for it.
  ///
  /// A render frees its measurements while its last pages are drawn and its files
  /// finished: a thousand Pango layouts take milliseconds to free, and on the render's own
  /// thread that time would come between its last page and its end. A few hundred are
  /// freed at once, here: a thread would cost more than it saves (a batch renders
  /// thousands of one-page documents, two or more at a time, on every core).
  package func removeCachedMeasurementsConcurrently() -> DispatchSemaphore {
    // Signalled, not made with a value of 1: a semaphore may not go below the value it was
    // made with when it is freed.
    let done = DispatchSemaphore(value: 0)
    guard current.count + previous.count >= Self.concurrentRemovalMinimum else {
      removeCachedMeasurements()
      done.signal()
      return done
    }
    let handOver = HandOver(measurer: self)
    Thread.detachNewThread {
      handOver.measurer.removeCachedMeasurements()
      done.signal()
    }
    return done
  }

  /// How many cached texts make freeing them on a thread of its own worth it.
  private static let concurrentRemovalMinimum = 256

  /// The measurer, handed to the thread that frees its measurements while its owner waits
  /// before using it again.
  ///
  /// `@unchecked Sendable`: the measurer is used by one thread at a time: the freeing thread until
  /// it signals `done`, then its owner, which waits for that before touching it again.
  private struct HandOver: @unchecked Sendable {
    let measurer: PangoTextMeasurer
  }

  // MARK: Building layouts

  private func build(_ text: StyledText, width: CGFloat?, height: CGFloat?) -> MeasuredText {
    guard text.hasDrawableCharacters else {
      return MeasuredText(size: .zero, lines: [])
    }
    // 1. Unwrapped one-style ASCII text is shaped without a layout when it can be.
    if width == nil, height == nil, shapesWithoutLayout, let shaped = shaper.shape(text, context: context) {
      statistics.layoutsBuilt += 1
      statistics.shapedWithoutLayout += 1
      let extents = [shaped.extent]
      return measured(extents, text: text, truncated: false, missingGlyphs: "") { origin in
        PangoTextLayout(shaped: shaped, offset: origin, lines: extents)
      }
    }
    // 2. Lay out at the proposed width; justified text is set line by line
    //    (`JustifiedParagraphSetter`) unless it must be truncated.
    var layout: OpaquePointer
    var drawnText = text
    if let mark = text.paragraph.continuationMark, let width, width > 0,
      let set = markedLayout(text, width: width, mark: mark)
    {
      layout = set.layout
      drawnText = set.text
    } else if text.paragraph.alignment == .justified, let width, width > 0,
      let set = justifiedLayout(text, width: width)
    {
      layout = set.layout
      drawnText = set.text
    } else {
      layout = makeLayout(text, width: width, scale: 1)
    }
    var lineCount = Int(pango_layout_get_line_count(layout))
    // 3. How many lines may show: the line limit, and those that fit a finite height
    //    (never fewer than one).
    var allowed = text.paragraph.lineLimit ?? Int.max
    if let height { allowed = min(allowed, linesFitting(layout, height: height)) }
    if lineCount > allowed, drawnText != text {
      g_object_unref(UnsafeMutableRawPointer(layout))
      layout = makeLayout(text, width: width, scale: 1)
      drawnText = text
    }
    if lineCount > allowed {
      // 4. Shrink the font first if allowed, then tighten, then truncate with an ellipsis.
      if let scaled = scaledToFit(text, width: width, height: height, allowed: allowed) {
        g_object_unref(UnsafeMutableRawPointer(layout))
        layout = scaled
      } else if text.paragraph.allowsTightening,
        let tight = tightenedToFit(text, width: width, height: height, allowed: allowed)
      {
        g_object_unref(UnsafeMutableRawPointer(layout))
        layout = tight
      } else {
        let truncated = makeTruncatedLayout(text, width: width, allowed: allowed, unwrapped: layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        layout = truncated
        lineCount = Int(pango_layout_get_line_count(layout))
        return metrics(of: layout, text: text, truncated: true)
      }
    }
    return metrics(of: layout, text: drawnText, truncated: false)
  }

  /// Justified text set by `JustifiedParagraphSetter`: the layout and the text it holds
  /// (hyphenated, with a line separator at each break); nil for text too wide for Pango's
  /// units unwrapped, which Pango justifies.
  private func justifiedLayout(_ text: StyledText, width: CGFloat) -> (
    layout: OpaquePointer, text: StyledText
  )? {
    var prepared = Self.prepared(text)
    prepared.paragraph.alignment = .leading
    guard !Self.mayExceedUnitRange(prepared, scale: 1, letterSpacing: 0) else { return nil }
    let setter = JustifiedParagraphSetter(
      prepared: prepared, width: Int64((width * PangoUnits.scale + 0.000_1).rounded(.down)),
      hyphenWidth: { [unowned self] in self.hyphenWidth($0) })
    let analysis = makeLayout(prepared, width: nil, scale: 1)
    let breaks = setter.breaks(in: analysis)
    guard breaks.needsSetting else { return (analysis, prepared) }
    g_object_unref(UnsafeMutableRawPointer(analysis))
    let (setText, separators) = setter.setText(breaks)
    let layout = makeLayout(setText, width: nil, scale: 1)
    setter.justify(layout, text: setText, separators: separators)
    return (layout, setText)
  }

  /// The text with each run as Pango gets it (control characters made visible, soft
  /// hyphens at its language's breaks), and no hyphenation or continuation mark left to
  /// apply: what Folio's own line setting lays out.
  private static func prepared(_ text: StyledText) -> StyledText {
    var prepared = text
    prepared.paragraph.hyphenationLanguage = nil
    prepared.paragraph.continuationMark = nil
    for index in prepared.runs.indices {
      if let changed = PangoParagraph.layoutString(
        text.runs[index].string, paragraph: text.paragraph, singleParagraph: false)
      {
        prepared.runs[index].string = changed
      }
    }
    return prepared
  }

  /// Text whose lines wrap at any character, each line that goes on in the next ending
  /// with `mark` (docs/documents.md, "Markdown documents"): laid out at the width less the mark's with
  /// Pango's character wrapping, then again with the mark and a line separator at each
  /// wrap. Nil when nothing wraps (or the text is too wide for Pango's units unwrapped).
  private func markedLayout(_ text: StyledText, width: CGFloat, mark: String) -> (
    layout: OpaquePointer, text: StyledText
  )? {
    let prepared = Self.prepared(text)
    guard !Self.mayExceedUnitRange(prepared, scale: 1, letterSpacing: 0),
      let style = prepared.runs.first?.style
    else { return nil }
    // Pango lets a space at a wrapped line's end pass the width: the lines are wrapped a
    // space and the mark short of it, and the mark follows the space.
    let markLayout = makeLayout(StyledText(runs: [TextRun(" " + mark, style: style)]), width: nil, scale: 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(markLayout, nil, &logical)
    g_object_unref(UnsafeMutableRawPointer(markLayout))
    let wrapped = makeLayout(prepared, width: max(width - PangoUnits.points(logical.width), 1), scale: 1)
    defer { g_object_unref(UnsafeMutableRawPointer(wrapped)) }
    pango_layout_set_wrap(wrapped, PANGO_WRAP_CHAR)
    var breaks = JustifiedParagraphSetter.Breaks()
    var node = pango_layout_get_lines_readonly(wrapped)
    while let current = node {
      node = current.pointee.next
      guard let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
        let next = node?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
        next.pointee.is_paragraph_start == 0
      else { continue }
      breaks.offsets.append(Int(line.pointee.start_index + line.pointee.length))
    }
    guard !breaks.offsets.isEmpty else { return nil }
    let setter = JustifiedParagraphSetter(prepared: prepared, width: 0, hyphenWidth: { _ in 0 })
    let (setText, _) = setter.setText(breaks, inserting: Array(mark.utf8))
    return (makeLayout(setText, width: nil, scale: 1), setText)
  }

  /// The width of a hyphen in a run's style, in Pango units (one small layout per style;
  /// the last 32 styles kept, in an array: a dictionary keyed by a style would cost the
  /// process's first hyphenated text a conformance lookup).
  private func hyphenWidth(_ style: TextRunStyle) -> Int64 {
    if let known = hyphenWidths.last(where: { $0.style == style }) { return known.width }
    let layout = makeLayout(StyledText(runs: [TextRun("\u{2010}", style: style)]), width: nil, scale: 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    g_object_unref(UnsafeMutableRawPointer(layout))
    if hyphenWidths.count >= 32 { hyphenWidths.removeFirst() }
    hyphenWidths.append((style, Int64(logical.width)))
    return Int64(logical.width)
  }

  private func makeLayout(
    _ text: StyledText, width: CGFloat?, scale: CGFloat, letterSpacing: CGFloat = 0,
    singleParagraph: Bool = false
  ) -> OpaquePointer {
    statistics.layoutsBuilt += 1
    let layout = pango_layout_new(context)!
    let exceedsUnitRange =
      width == nil && Self.mayExceedUnitRange(text, scale: scale, letterSpacing: letterSpacing)
    let paragraph = PangoParagraph(
      text, scale: scale, letterSpacing: letterSpacing, singleParagraph: singleParagraph,
      wraps: width != nil || exceedsUnitRange)
    paragraph.utf8.withUnsafeBufferPointer { buffer in
      pango_layout_set_text(layout, buffer.baseAddress, Int32(buffer.count - 1))
    }
    pango_layout_set_attributes(layout, paragraph.attributes)
    paragraph.release()
    if let font = text.runs.first?.style.font {
      let description = PangoParagraph.fontDescription(font, scale: scale)
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    let style = text.paragraph
    pango_layout_set_auto_dir(layout, 1)
    switch style.alignment {
    case .leading, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    if style.alignment == .justified { pango_layout_set_justify(layout, 1) }
    if style.lineSpacing > 0 { pango_layout_set_spacing(layout, PangoUnits.units(style.lineSpacing)) }

    if let width {
      if width == 0 {
        // The widest unbreakable segment: break at every opportunity, never inside a word.
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        pango_layout_set_width(layout, 0)
      } else {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, PangoUnits.unitsRoundingUp(width))
      }
    } else if exceedsUnitRange {
      // An unwrapped line of 2,097,152 pt or more overflows Pango's 32-bit extents: lay
      // the "ideal" width out at the widest width Folio ever proposes instead.
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      pango_layout_set_width(layout, PangoUnits.maximumUnits)
    } else {
      pango_layout_set_width(layout, -1)
    }
    return layout
  }

  /// Whether the unwrapped text could be wider than about 1,000,000 pt: at most 3 em per
  /// UTF-8 byte (a tab is about 2.5 em), plus letter spacing.
  static func mayExceedUnitRange(_ text: StyledText, scale: CGFloat, letterSpacing: CGFloat) -> Bool {
    var bound: CGFloat = 0
    for run in text.runs {
      let spacing = abs((run.style.kerning + run.style.tracking) * scale + letterSpacing)
      bound += CGFloat(run.string.utf8.count) * (3 * run.style.font.size * scale + spacing)
      if bound > 1_000_000 { return true }
    }
    return false
  }

  private func linesFitting(_ layout: OpaquePointer, height: CGFloat) -> Int {
    var count = 0
    forEachLine(lineExtents(layout)) { top, lineHeight, _, _ in
      if top + lineHeight <= height + 0.001 { count += 1 }
    }
    return max(count, 1)
  }

  private func makeTruncatedLayout(
    _ text: StyledText, width: CGFloat?, allowed: Int, unwrapped: OpaquePointer
  ) -> OpaquePointer {
    var logical = PangoRectangle()
    pango_layout_get_extents(unwrapped, nil, &logical)
    let layout = makeLayout(
      text, width: width ?? PangoUnits.points(logical.width), scale: 1, singleParagraph: true)
    pango_layout_set_height(layout, -Int32(clamping: allowed))
    let mode: PangoEllipsizeMode
    switch text.paragraph.truncationMode {
    case .head: mode = PANGO_ELLIPSIZE_START
    case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
    case .tail: mode = PANGO_ELLIPSIZE_END
    }
    pango_layout_set_ellipsize(layout, mode)
    return layout
  }

  private func fits(_ layout: OpaquePointer, height: CGFloat?, allowed: Int) -> Bool {
    let lines = Int(pango_layout_get_line_count(layout))
    if lines > allowed { return false }
    if let height { return linesFitting(layout, height: height) >= lines }
    return true
  }

  /// The largest font scale down to `minimumScaleFactor` at which the text fits, found by
  /// bisection; nil when even the smallest does not fit or shrinking is not allowed.
  private func scaledToFit(_ text: StyledText, width: CGFloat?, height: CGFloat?, allowed: Int)
    -> OpaquePointer?
  {
    let minimum = text.paragraph.minimumScaleFactor
    guard minimum < 1 else { return nil }
    let smallest = makeLayout(text, width: width, scale: minimum)
    guard fits(smallest, height: height, allowed: allowed) else {
      g_object_unref(UnsafeMutableRawPointer(smallest))
      return nil
    }
    var best = smallest
    var low = minimum
    var high: CGFloat = 1
    for _ in 0..<6 {
      let middle = (low + high) / 2
      let candidate = makeLayout(text, width: width, scale: middle)
      if fits(candidate, height: height, allowed: allowed) {
        g_object_unref(UnsafeMutableRawPointer(best))
        best = candidate
        low = middle
      } else {
        g_object_unref(UnsafeMutableRawPointer(candidate))
        high = middle
      }
    }
    return best
  }

  /// The text with letter spacing reduced by 5% of the font size, if that makes it fit.
  private func tightenedToFit(_ text: StyledText, width: CGFloat?, height: CGFloat?, allowed: Int)
    -> OpaquePointer?
  {
    let size = text.runs.map(\.style.font.size).max() ?? 0
    let layout = makeLayout(text, width: width, scale: 1, letterSpacing: -0.05 * size)
    if fits(layout, height: height, allowed: allowed) { return layout }
    g_object_unref(UnsafeMutableRawPointer(layout))
    return nil
  }

  // MARK: Reading metrics

  /// One line's extents in Pango units, 64-bit: Pango's own coordinates are 32-bit and
  /// wrap past 2,097,152 pt, but the difference between neighbouring lines is exact, so
  /// tops are accumulated from those differences.
  private func lineExtents(_ layout: OpaquePointer) -> [PangoLineExtent] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var lines: [PangoLineExtent] = []
    var previousY: Int32 = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let top = lines.last.map { $0.top + Int64(logical.y &- previousY) } ?? Int64(logical.y)
      previousY = logical.y
      var width = Int64(logical.width)
      if width <= 0, let line = pango_layout_iter_get_line_readonly(iterator) {
        // A line wider than Pango's 32-bit range: add its runs' widths in 64 bits.
        var runs = line.pointee.runs
        var total: Int64 = 0
        while let node = runs {
          if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
            let glyphs = run.pointee.glyphs
          {
            total += Int64(pango_glyph_string_get_width(glyphs))
          }
          runs = node.pointee.next
        }
        width = min(total, Int64(PangoUnits.maximumUnits))
      }
      lines.append(
        PangoLineExtent(
          top: top, height: Int64(logical.height), x: Int64(logical.x),
          baseline: top + Int64(pango_layout_iter_get_baseline(iterator) &- logical.y), width: width))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  private func forEachLine(_ lines: [PangoLineExtent], _ body: (CGFloat, CGFloat, CGFloat, CGFloat) -> Void) {
    for (index, line) in lines.enumerated() {
      let next = index + 1 < lines.count ? lines[index + 1].top : line.top + line.height
      body(
        PangoUnits.points(line.top), PangoUnits.points(max(next - line.top, line.height)),
        PangoUnits.points(line.baseline), PangoUnits.points(line.width))
    }
  }

  private func metrics(of layout: OpaquePointer, text: StyledText, truncated: Bool) -> MeasuredText {
    let extents = lineExtents(layout)
    return measured(extents, text: text, truncated: truncated, missingGlyphs: missingGlyphs(layout)) {
      origin in
      PangoTextLayout(layout: layout, offset: origin, lines: extents, text: truncated ? nil : text)
    }
  }

  /// The measurement of lines with these extents; `handle` makes the drawing handle for the
  /// top left of their logical rectangle.
  private func measured(
    _ extents: [PangoLineExtent], text: StyledText, truncated: Bool, missingGlyphs: String,
    handle: (CGPoint) -> PangoTextLayout
  ) -> MeasuredText {
    // The layout's logical rectangle, made from its lines as Pango makes it (pango-layout.c,
    // get_extents_internal) but in 64 bits, without a second pass over the layout: the
    // union of the lines' rectangles (a line of zero width does not set the left edge),
    // from the first line's top to the last line's bottom.
    var left: Int64 = 0
    var width: Int64 = 0
    for line in extents {
      if width == 0 {
        left = line.x
        width = line.width
      } else {
        let newLeft = min(left, line.x)
        width = max(left + width, line.x + line.width) - newLeft
        left = newLeft
      }
    }
    let firstTop = extents.first?.top ?? 0
    let height = extents.last.map { $0.top + $0.height - firstTop } ?? 0
    let origin = CGPoint(x: PangoUnits.points(left), y: PangoUnits.points(firstTop))
    var lines: [TextLineMetrics] = []
    lines.reserveCapacity(extents.count)
    forEachLine(extents) { top, height, baseline, width in
      lines.append(
        TextLineMetrics(
          top: top - origin.y, height: height, baseline: baseline - origin.y, width: width))
    }
    var size = CGSize(width: PangoUnits.points(width), height: PangoUnits.points(height))
    if let reserved = text.paragraph.reservedLines, reserved > lines.count, let last = lines.last {
      size.height += CGFloat(reserved - lines.count) * last.height
    }
    return MeasuredText(
      size: size, lines: lines, isTruncated: truncated, missingGlyphs: missingGlyphs, layout: handle(origin))
  }

  /// The characters drawn with Pango's unknown-glyph boxes.
  private func missingGlyphs(_ layout: OpaquePointer) -> String {
    guard pango_layout_get_unknown_glyphs_count(layout) > 0,
      let iterator = pango_layout_get_iter(layout)
    else { return "" }
    defer { pango_layout_iter_free(iterator) }
    var missing = String.UnicodeScalarView()
    let unknownFlag = UInt32(PANGO_GLYPH_UNKNOWN_FLAG)
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs
      else { continue }
      for index in 0..<Int(glyphs.pointee.num_glyphs) {
        let glyph = glyphs.pointee.glyphs[index].glyph
        if glyph & unknownFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownFlag),
          !missing.contains(scalar), scalar.value >= 0x20
        {
          missing.append(scalar)
        }
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return String(missing)
  }
}
