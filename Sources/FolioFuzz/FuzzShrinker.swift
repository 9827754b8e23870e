import Foundation

/// Makes a failing document smaller while it keeps failing: greedy, one simplification at
/// a time (drop an element, replace a container by a child, drop a child or a modifier,
/// shorten a text, plain page settings), restarting from each smaller failing document.
public struct FuzzShrinker {
  /// Whether a candidate still fails (the same way).
  let stillFails: (FuzzDocument) -> Bool
  /// How many candidates may be tried in all.
  var budget: Int

  /// Creates a shrinker.
  public init(budget: Int = 400, stillFails: @escaping (FuzzDocument) -> Bool) {
    self.budget = budget
    self.stillFails = stillFails
  }

  /// The smallest failing document found from `document`.
  public mutating func shrink(_ document: FuzzDocument) -> FuzzDocument {
    var current = document
    var improved = true
    while improved && budget > 0 {
      improved = false
      for candidate in Self.candidates(current) where budget > 0 {
        budget -= 1
        if stillFails(candidate) {
          current = candidate
          improved = true
          break
        }
      }
    }
    return current
  }

  /// Simpler versions of a document, roughly most effective first.
  public static func candidates(_ document: FuzzDocument) -> [FuzzDocument] {
    var result: [FuzzDocument] = []
    if document.elements.count > 1 {
      for index in document.elements.indices {
        var copy = document
        copy.elements.remove(at: index)
        result.append(copy)
      }
    }
    for (index, element) in document.elements.enumerated() {
      for simpler in candidates(element) {
        var copy = document
        copy.elements[index] = simpler
        result.append(copy)
      }
    }
    if document.footer {
      var copy = document
      copy.footer = false
      result.append(copy)
    }
    if document.header != nil {
      var copy = document
      copy.header = nil
      result.append(copy)
    }
    if document.margin != 36 {
      var copy = document
      copy.margin = 36
      result.append(copy)
    }
    if document.pageWidth != 595 || document.pageHeight != 842 {
      var copy = document
      copy.pageWidth = 595
      copy.pageHeight = 842
      result.append(copy)
    }
    return result
  }

  static func candidates(_ element: FuzzElement) -> [FuzzElement] {
    switch element {
    case .view(let view): return [.page(view)] + candidates(view).map { .view($0) }
    case .page(let view): return candidates(view).map { .page($0) }
    case .pagedStack(let views):
      return views.map { .view($0) } + shrunkLists(views).map { .pagedStack($0) }
    case .table(let columns, let rows):
      var result: [FuzzElement] = []
      if rows.count > 1 {
        result += [
          .table(columns: columns, rows: [rows[0]]),
          .table(columns: columns, rows: Array(rows.prefix(rows.count / 2))),
        ]
      }
      if columns.count > 1 {
        result.append(.table(columns: [columns[0]], rows: rows.map { Array($0.prefix(1)) }))
      }
      return result
    case .labels(let template, let items):
      var result: [FuzzElement] = []
      if items.count > 1 {
        result += [
          .labels(template: template, items: [items[0]]),
          .labels(template: template, items: Array(items.prefix(items.count / 2))),
        ]
      }
      if template != 0 { result.append(.labels(template: 0, items: items)) }
      return result
    case .markdown(let source):
      // Halves of the blocks (blank-line separated).
      let blocks = source.components(separatedBy: "\n\n")
      guard blocks.count > 1 else { return [] }
      return [
        .markdown(blocks.prefix(blocks.count / 2).joined(separator: "\n\n")),
        .markdown(blocks.suffix(blocks.count - blocks.count / 2).joined(separator: "\n\n")),
      ]
    case .contents(let headings, let references):
      var result: [FuzzElement] = []
      if references { result.append(.contents(headings: headings, references: false)) }
      if headings.count > 1 {
        result.append(.contents(headings: Array(headings.prefix(headings.count / 2)), references: references))
      }
      return result
    }
  }

  static func candidates(_ view: FuzzView) -> [FuzzView] {
    switch view {
    case .text(let string, let markdown):
      var result: [FuzzView] = []
      if markdown { result.append(.text(string, markdown: false)) }
      if string.count > 1 {
        result.append(.text(String(string.prefix(string.count / 2)), markdown: markdown))
        result.append(.text(String(string.suffix(string.count - string.count / 2)), markdown: markdown))
      }
      return result
    case .shape(let shape, let color):
      return shape == .rectangle && color == 1 ? [] : [.shape(.rectangle, color: 1)]
    case .image, .spacer, .divider, .barcode, .gradient, .arc:
      return [.text("x", markdown: false)]
    case .canvas(let texts, let points):
      return texts.map { .text($0, markdown: false) }
        + (texts.count > 1 ? [.canvas(texts: [texts[0]], points: points)] : [])
    case .geometry(let child): return [child] + candidates(child).map { .geometry($0) }
    case .lazyGrid(let kind, let size, let children):
      return children + shrunkLists(children).map { .lazyGrid(kind: kind, size: size, $0) }
    case .stack(let kind, let spacing, let children):
      return children + shrunkLists(children).map { .stack(kind, spacing: spacing, $0) }
        + (spacing == nil ? [] : [.stack(kind, spacing: nil, children)])
    case .grid(let rows):
      return rows.flatMap { $0 } + shrunkLists(rows.flatMap { $0 }).map { .grid([$0]) }
    case .viewThatFits(let children): return children + shrunkLists(children).map { .viewThatFits($0) }
    case .flow(let children): return children + shrunkLists(children).map { .flow($0) }
    case .forEach(let count, let child):
      return [child] + (count > 1 ? [.forEach(count: 1, child)] : [])
        + candidates(child).map { .forEach(count: count, $0) }
    case .link(let url, let child): return [child] + candidates(child).map { .link(url, $0) }
    case .modified(let child, let modifier):
      var result = [child] + candidates(child).map { .modified($0, modifier) }
      if case .overlay(let overlay) = modifier {
        result += candidates(overlay).map { .modified(child, .overlay($0)) }
      }
      return result
    }
  }

  /// The list with one element removed, or one element simplified.
  private static func shrunkLists(_ views: [FuzzView]) -> [[FuzzView]] {
    var result: [[FuzzView]] = []
    if views.count > 1 {
      for index in views.indices {
        var copy = views
        copy.remove(at: index)
        result.append(copy)
      }
    }
    for (index, view) in views.enumerated() {
      for simpler in candidates(view) {
        var copy = views
        copy[index] = simpler
        result.append(copy)
      }
    }
    return result
  }
}
