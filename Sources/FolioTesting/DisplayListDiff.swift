import Foundation

/// Says in words what changed between two display-list dumps (`DisplayList.dump()`):
/// `Text "Total" moved from (36, 40) to (37, 40)`, `fill red rect resized from 120×40 to
/// 121×40`, `added Text "VAT"`.
///
/// 1. Each dump line is an item: its first parenthesized tuple is its frame (or point),
///    the rest of the line its identity.
/// 2. Items of equal identity are paired in order; a pair whose frames differ moved or
///    was resized.
/// 3. Items left over were removed (golden only) or added (actual only).
enum DisplayListDiff {
  struct Item {
    let identity: String
    let frame: [String]
    let label: String
  }

  /// The changes, one sentence each (at most `limit`, then a count of the rest).
  static func changes(golden: String, actual: String, limit: Int = 20) -> [String] {
    let old = items(golden)
    var unmatched: [String: [Int]] = [:]
    for (index, item) in old.enumerated() { unmatched[item.identity, default: []].append(index) }
    var used = Set<Int>()
    var sentences: [String] = []
    for item in items(actual) {
      guard var queue = unmatched[item.identity], !queue.isEmpty else {
        sentences.append(
          ["added", item.label, frameText(item.frame)].filter { !$0.isEmpty }.joined(separator: " "))
        continue
      }
      let index = queue.removeFirst()
      unmatched[item.identity] = queue
      used.insert(index)
      if let change = change(from: old[index], to: item) { sentences.append(change) }
    }
    for (index, item) in old.enumerated() where !used.contains(index) {
      sentences.append(
        ["removed", item.label, frameText(item.frame)].filter { !$0.isEmpty }.joined(separator: " "))
    }
    guard sentences.count > limit else { return sentences }
    return Array(sentences.prefix(limit)) + ["… \(sentences.count - limit) more changes"]
  }

  /// The items of a dump (page lines and blank lines skipped).
  static func items(_ dump: String) -> [Item] {
    dump.split(separator: "\n").compactMap { raw in
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("page ") else { return nil }
      guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else {
        return Item(identity: line, frame: [], label: line)
      }
      let numbers = line[line.index(after: open)..<close].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard !numbers.isEmpty, numbers.allSatisfy({ Double($0) != nil }) else {
        return Item(identity: line, frame: [], label: line)
      }
      let before = line[..<open].trimmingCharacters(in: .whitespaces)
      let after = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
      let identity = before + " … " + after
      let label: String
      if before == "text" {
        // `Text "words"`, without the style.
        let quoted = after.split(separator: " [", maxSplits: 1).first.map(String.init) ?? after
        label = "Text " + quoted
      } else {
        label = after.isEmpty ? before : before + " " + after
      }
      return Item(identity: identity, frame: numbers, label: label)
    }
  }

  static func change(from old: Item, to new: Item) -> String? {
    guard old.frame != new.frame else { return nil }
    guard old.frame.count == 4, new.frame.count == 4 else {
      return "\(new.label) moved from \(frameText(old.frame)) to \(frameText(new.frame))"
    }
    let moved = old.frame[0..<2] != new.frame[0..<2]
    let resized = old.frame[2..<4] != new.frame[2..<4]
    let origin = { (frame: [String]) in "(\(frame[0]), \(frame[1]))" }
    let size = { (frame: [String]) in "\(frame[2])×\(frame[3])" }
    var parts: [String] = []
    if moved { parts.append("moved from \(origin(old.frame)) to \(origin(new.frame))") }
    if resized { parts.append("resized from \(size(old.frame)) to \(size(new.frame))") }
    return "\(new.label) " + parts.joined(separator: " and ")
  }

  static func frameText(_ frame: [String]) -> String {
    frame.isEmpty ? "" : "(" + frame.joined(separator: ", ") + ")"
  }
}
