/// `--shard i/n`: the records whose number, counted from 0, leaves `i - 1` when divided by
/// `n` — so the n shards never overlap, together hold every record, and stay the same
/// whatever machine or order they run in.
struct BatchShard: Equatable {
  /// Which shard, from 1.
  let index: Int
  /// How many shards.
  let count: Int

  /// Every record.
  static let all = BatchShard(index: 1, count: 1)

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `i/n` (1 ≤ i ≤ n).
  init(_ text: String) throws(CLIError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 1,
      index <= count
    else {
      throw .user("--shard takes i/n with 1 ≤ i ≤ n (like 2/8), not '\(text)'")
    }
    self.init(index: index, count: count)
  }

  /// Whether record `number` (from 1) is in this shard.
  func contains(_ number: Int) -> Bool { (number - 1) % count == index - 1 }

  /// A name for this shard's files: empty for the whole batch, else `-shard-2-of-8`.
  var suffix: String { count == 1 ? "" : "-shard-\(index)-of-\(count)" }
}
