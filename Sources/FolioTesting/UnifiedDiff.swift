import Foundation

/// A unified diff of two texts, as `diff -u` prints it: hunks with `@@ -a,b +c,d @@`
/// headers, `context` unchanged lines around each change, removed lines before added
/// ones, and long runs of changed lines elided with a count.
enum UnifiedDiff {
  /// One line of the edit script.
  enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The diff of `golden` (old) and `actual` (new); empty when they are equal.
  ///
  /// 1. The common prefix and suffix are set aside; the middle is aligned by a longest
  ///    common subsequence (or, past `4 000 000` cells, replaced as a whole).
  /// 2. Within each run of changes, removed lines come before added ones.
  /// 3. Changes closer than `2 × context` unchanged lines share a hunk.
  /// 4. A run of more than `runLimit` removed (or added) lines shows its first and last
  ///    lines and the count of those between.
  static func make(
    golden: String, actual: String, context: Int = 3, runLimit: Int = 24, limit: Int = 400
  ) -> String {
    let old = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    guard edits.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
    var lines = ["--- golden", "+++ actual"]
    for hunk in hunks(edits, context: context) {
      lines.append(hunk.header)
      lines += elided(hunk.edits, runLimit: runLimit)
    }
    if lines.count > limit {
      let more = lines.count - limit
      lines = Array(lines.prefix(limit)) + ["… \(more) more lines of diff"]
    }
    return lines.joined(separator: "\n")
  }

  // MARK: 1–2. The edit script

  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var middle: [Edit] = []
    if a.count * b.count > 4_000_000 {
      middle = a.map(Edit.removed) + b.map(Edit.added)
    } else {
      var table = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      var removed: [Edit] = []
      var added: [Edit] = []
      func flush() {
        middle += removed + added
        removed = []
        added = []
      }
      while i < a.count || j < b.count {
        if i < a.count && j < b.count && a[i] == b[j] {
          flush()
          middle.append(.same(a[i]))
          i += 1
          j += 1
        } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
          removed.append(.removed(a[i]))
          i += 1
        } else {
          added.append(.added(b[j]))
          j += 1
        }
      }
      flush()
    }
    return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
  }

  // MARK: 3. Hunks

  struct Hunk {
    var oldStart: Int
    var newStart: Int
    var edits: [Edit]

    /// `@@ -a,b +c,d @@` (1-based; a count of 0 names the line before).
    var header: String {
      let oldCount = edits.filter { if case .added = $0 { false } else { true } }.count
      let newCount = edits.filter { if case .removed = $0 { false } else { true } }.count
      func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
      }
      return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }
  }

  static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    // Where each edit sits in the old and new texts (0-based, before the edit).
    var positions: [(old: Int, new: Int)] = []
    var oldLine = 0
    var newLine = 0
    for edit in edits {
      positions.append((oldLine, newLine))
      switch edit {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    var hunks: [Hunk] = []
    var index = 0
    while index < changed.count {
      let start = max(changed[index] - context, 0)
      var end = changed[index]
      // Extend while the next change is within 2 × context unchanged lines.
      while index + 1 < changed.count && changed[index + 1] - end - 1 <= 2 * context {
        index += 1
        end = changed[index]
      }
      let stop = min(end + context, edits.count - 1)
      hunks.append(
        Hunk(
          oldStart: positions[start].old, newStart: positions[start].new, edits: Array(edits[start...stop])))
      index += 1
    }
    return hunks
  }

  // MARK: 4. Long runs

  static func elided(_ edits: [Edit], runLimit: Int) -> [String] {
    var lines: [String] = []
    var index = 0
    while index < edits.count {
      var end = index
      while end + 1 < edits.count && sameKind(edits[end + 1], edits[index]) { end += 1 }
      let run = edits[index...end].map(text)
      if run.count > runLimit, case .same = edits[index] {
        lines += run
      } else if run.count > runLimit {
        let kept = runLimit / 2
        let tail = 4
        let word = if case .removed = edits[index] { "removed" } else { "added" }
        lines += run.prefix(kept)
        lines.append("… \(run.count - kept - tail) more \(word) lines")
        lines += run.suffix(tail)
      } else {
        lines += run
      }
      index = end + 1
    }
    return lines
  }

  static func sameKind(_ a: Edit, _ b: Edit) -> Bool {
    switch (a, b) {
    case (.same, .same), (.removed, .removed), (.added, .added): true
    default: false
    }
  }

  static func text(_ edit: Edit) -> String {
    switch edit {
    case .same(let line): " " + line
    case .removed(let line): "-" + line
    case .added(let line): "+" + line
    }
  }
}
