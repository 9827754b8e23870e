import Foundation

/// A unified diff of two texts (line based, three lines of context).
enum UnifiedDiff {
  static func make(golden: String, actual: String, context: Int = 3, limit: Int = 200) -> String {
    let old = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence table (trimmed to the differing middle).
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
    var operations: [(Character, String)] = []
    if a.count * b.count > 4_000_000 {
      operations = a.map { ("-", $0) } + b.map { ("+", $0) }
    } else {
      var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < a.count || j < b.count {
        if i < a.count && j < b.count && a[i] == b[j] {
          operations.append((" ", a[i]))
          i += 1
          j += 1
        } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
          operations.append(("+", b[j]))
          j += 1
        } else {
          operations.append(("-", a[i]))
          i += 1
        }
      }
    }
    let before = old[max(prefix - context, 0)..<prefix].map { (Character(" "), $0) }
    let after = old[(old.count - suffix)..<min(old.count - suffix + context, old.count)].map {
      (Character(" "), $0)
    }
    let body = before + operations + after
    var lines = [
      "--- golden", "+++ actual",
      "@@ -\(max(prefix - context, 0) + 1) +\(max(prefix - context, 0) + 1) @@",
    ]
    for (kind, line) in body.prefix(limit) { lines.append("\(kind)\(line)") }
    if body.count > limit { lines.append("… \(body.count - limit) more lines") }
    return lines.joined(separator: "\n")
  }
}
