import Foundation

/// FNV-1a, the small non-cryptographic hash Folio uses for names that must be stable
/// across runs (cache keys, temporary file names, glyph symbol ids). Swift's `Hasher` is
/// seeded per process, so it cannot serve here.
package enum FNV1a {
  /// The 64-bit hash of some bytes.
  package static func hash64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    hash(bytes, basis: 0xcbf2_9ce4_8422_2325, prime: 0x100_0000_01b3)
  }

  /// The 32-bit hash of some bytes.
  package static func hash32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    hash(bytes, basis: 0x811C_9DC5, prime: 0x0100_0193)
  }

  /// XOR each byte in, then multiply by the prime (wrapping).
  private static func hash<Bytes: Sequence, Value: FixedWidthInteger>(
    _ bytes: Bytes, basis: Value, prime: Value
  ) -> Value where Bytes.Element == UInt8 {
    var value = basis
    for byte in bytes {
      value ^= Value(byte)
      value = value &* prime
    }
    return value
  }

  /// `value` in lowercase hexadecimal, padded with zeros to `digits`.
  package static func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(digits - text.count, 0)) + text
  }
}
