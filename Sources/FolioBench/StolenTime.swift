import Foundation

/// How much of the machine's CPU time the hypervisor gave to other guests while a
/// measurement ran: the `steal` column of /proc/stat, as a share of all CPU time in the
/// interval. On a shared virtual machine a run with much stolen time is slower for reasons
/// outside the program, so the batch bench prints it beside its times.
struct StolenTime {
  private var steal: Double = 0
  private var total: Double = 0

  /// The counters now: (steal, total) in clock ticks, nil without /proc/stat.
  static func counters() -> (steal: Double, total: Double)? {
    guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
    else { return nil }
    let values = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    // user nice system idle iowait irq softirq steal [guest guest_nice, already in user]
    guard values.count >= 8 else { return nil }
    return (values[7], values[0..<8].reduce(0, +))
  }

  /// Runs `body` and adds the interval's counters to this tally.
  mutating func measure<T>(_ body: () -> T) -> T {
    let before = Self.counters()
    let result = body()
    if let before, let after = Self.counters() {
      steal += after.steal - before.steal
      total += after.total - before.total
    }
    return result
  }

  /// The stolen share of every interval measured so far, in percent.
  var percent: Double { total > 0 ? 100 * steal / total : 0 }
}
