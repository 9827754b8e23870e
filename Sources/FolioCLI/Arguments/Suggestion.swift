import Foundation

/// "Did you mean …?" for a mistyped option or command: the closest known name, if it is
/// close enough to be what was meant.
enum Suggestion {
  /// The known name nearest `typed` by edit distance (at most 2, and less than half its
  /// length), or the one `typed` is a prefix of; nil when none is close.
  static func closest(to typed: String, among names: [String]) -> String? {
    guard !typed.isEmpty else { return nil }
    if let prefixed = names.first(where: { $0.hasPrefix(typed) && typed.count >= 2 }) { return prefixed }
    let limit = min(2, max(1, typed.count / 2))
    let scored = names.map { ($0, distance(typed, $0)) }.filter { $0.1 <= limit }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// The Levenshtein distance between two names.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
