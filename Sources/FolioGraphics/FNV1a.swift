import Foundation

/// FNV-1a, the small non-cryptographic hash Folio uses for names that must be stable
/// across runs (cache keys, temporary file names, glyph symbol ids). Swift's `Hasher` is
/// seeded per process, so it cannot serve here.
package enum FNV1a {
  /// The 64-bit hash of some bytes.
  package static func hash64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    let (basis, prime): (UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x100_0000_01b3)
    // Contiguous bytes (an array, `Data`, a native string's UTF-8) in a concrete loop: this
    // generic function is not specialized in other modules, and walking a sequence through
    // its protocol costs many instructions a byte (docs/benchmarks.md, "Figures the code
    // was shaped by").
    if let value = bytes.withContiguousStorageIfAvailable({ hash($0, basis: basis, prime: prime) }) {
      return value
    }
    var value = basis
    for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
    return value
  }

  /// The 32-bit hash of some bytes.
  package static func hash32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
    let (basis, prime): (UInt32, UInt32) = (0x811C_9DC5, 0x0100_0193)
    if let value = bytes.withContiguousStorageIfAvailable({ hash($0, basis: basis, prime: prime) }) {
      return value
    }
    var value = basis
    for byte in bytes { value = (value ^ UInt32(byte)) &* prime }
    return value
  }

  /// XOR each byte in, then multiply by the prime (wrapping).
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, basis: UInt64, prime: UInt64) -> UInt64 {
    var value = basis
    for byte in bytes { value = (value ^ UInt64(byte)) &* prime }
    return value
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, basis: UInt32, prime: UInt32) -> UInt32 {
    var value = basis
    for byte in bytes { value = (value ^ UInt32(byte)) &* prime }
    return value
  }

  /// `value` in lowercase hexadecimal, padded with zeros to `digits`.
  package static func hex<Value: BinaryInteger>(_ value: Value, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(digits - text.count, 0)) + text
  }
}
