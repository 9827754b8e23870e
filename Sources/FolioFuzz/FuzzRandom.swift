import Foundation

/// A small, fast, seedable random number generator (SplitMix64): the same seed always
/// gives the same sequence, on every machine.
public struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// A random element (the collection must not be empty).
  mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

  /// A random integer in a range.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A random number in a range.
  mutating func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

  /// Mostly an ordinary length in `normal`, sometimes one of the values layout code gets
  /// wrong: 0, negative, NaN, ±∞, huge, tiny.
  mutating func length(_ normal: ClosedRange<Double>, hostile: Double = 0.12) -> Double {
    if chance(hostile) { return pick([0, -12, .nan, .infinity, -.infinity, 1e9, 1e-9, 5e5]) }
    return (number(normal) * 10).rounded() / 10
  }
}
