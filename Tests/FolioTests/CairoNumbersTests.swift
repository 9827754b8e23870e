import CCairoNumbers
import Foundation
import Testing

/// Cairo's numbers are written by `folio_format_cairo_number` instead of glibc's
/// `printf`: every result must be glibc's, byte for byte, or the call must go to glibc.
@Suite struct CairoNumbersTests {
  /// What glibc's `vsnprintf` writes, and what it returns.
  private func glibc(_ format: String, _ arguments: [any CVarArg], size: Int = 64) -> (String, Int32) {
    var buffer = [CChar](repeating: 0x7f, count: max(size, 1))
    let length = withVaList(arguments) { vsnprintf(&buffer, size, format, $0) }
    return (text(buffer, size: size), length)
  }

  /// What Folio's formatter writes and returns, or nil when it passes the call on.
  private func folio(_ format: String, _ arguments: [any CVarArg], size: Int = 64) -> (String, Int32)? {
    var buffer = [CChar](repeating: 0x7f, count: max(size, 1))
    let length = withVaList(arguments) { folio_format_cairo_number(&buffer, size, format, $0) }
    if length < 0 { return nil }
    return (text(buffer, size: size), length)
  }

  /// The text before the terminating zero (none is written into a buffer of size 0).
  private func text(_ buffer: [CChar], size: Int) -> String {
    guard size > 0 else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private func expectSame(
    _ format: String, _ arguments: [any CVarArg], size: Int = 64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let ours = folio(format, arguments, size: size) else {
      Issue.record("\(format) \(arguments) was passed on to glibc", sourceLocation: sourceLocation)
      return
    }
    let theirs = glibc(format, arguments, size: size)
    #expect(ours.0 == theirs.0, "\(format) of \(arguments)", sourceLocation: sourceLocation)
    #expect(ours.1 == theirs.1, "length of \(format) of \(arguments)", sourceLocation: sourceLocation)
  }

  @Test func edgeValuesAreFormattedAsGlibcFormatsThem() {
    let values: [Double] = [
      0, -0.0, 1, -1, 0.5, 0.1, 0.25, 1.0 / 128, -1.0 / 128, 3.0 / 128, 0.0000005, 0.0000015,
      0.0000025, 9.9999995, 999_999.9999995, -1e-9, 1e-300, -1e-300, .leastNonzeroMagnitude,
      .leastNormalMagnitude, 0.1 + 0.2, 612, 792, 8.5 * 72, 123_456.789, 1e15, 0x1p53 + 2,
      9_223_372_036_854_774_784, -9_223_372_036_854_774_784, 4_503_599_627_370_496.5,
    ]
    for value in values {
      expectSame("%f", [value])
      expectSame("%.18f", [value])
      for precision in 0...18 { expectSame("%.*f", [Int32(precision), value]) }
    }
  }

  @Test func randomDoublesAreFormattedAsGlibcFormatsThem() {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for round in 0..<60_000 {
      // Any bit pattern below 2^63 in magnitude, and coordinates as pages have them.
      let value: Double
      if round % 2 == 0 {
        value = Double(
          bitPattern: generator.next() & ~(UInt64(0x7ff) << 52) | (UInt64.random(in: 0...1085) << 52))
      } else {
        value = Double.random(in: -2000...2000) * (round % 3 == 0 ? 1 : 1e-4)
      }
      guard value.isFinite, value.magnitude < 0x1p63 else { continue }
      expectSame("%f", [value])
      expectSame("%.18f", [value])
      expectSame("%.*f", [Int32.random(in: 0...18), value])
      checked += 1
    }
    #expect(checked > 50_000)
  }

  @Test func integersAreFormattedAsGlibcFormatsThem() {
    // Every digit count, odd and even (digits are written two at a time), with and
    // without the leading zeros of %010ld.
    let counted: [Int32] = [0, 1, -1, 9, 10, 11, 99, 100, 105, 999, 1_000, 4_035, 10_001, 99_999, 100_000]
    for value: Int32 in counted + [1_234_567, 12_345_678, .max, .min] { expectSame("%d", [value]) }
    for value in counted { expectSame("%010ld", [Int(value)]) }
    for value in [0, 7, -7, 123_456_789, 12_345_678_901, Int.max, Int.min] {
      expectSame("%ld", [value])
      expectSame("%010ld", [value])
    }
  }

  @Test func aShortBufferIsTruncatedAndTheWholeLengthReturned() {
    for size in [0, 1, 2, 5, 9] {
      expectSame("%f", [-123.456], size: size)
      expectSame("%010ld", [42], size: size)
    }
  }

  @Test func whatItCannotFormatExactlyGoesToGlibc() {
    #expect(folio("%f", [Double.nan]) == nil)
    #expect(folio("%f", [Double.infinity]) == nil)
    #expect(folio("%f", [0x1p63]) == nil)
    #expect(folio("%.*f", [Int32(19), 1.5]) == nil)
    #expect(folio("%.*f", [Int32(-1), 1.5]) == nil)
    #expect(folio("%g", [1.5]) == nil)
    #expect(folio("x=%f", [1.5]) == nil)
    #expect(folio("%5d", [Int32(3)]) == nil)
  }

  /// The `__snprintf_chk` Cairo's calls reach is Folio's, not glibc's (the linker exports
  /// it from the executable, which comes first in the symbol lookup).
  @Test func cairoReachesFolioFormatter() throws {
    let process = try #require(dlopen(nil, RTLD_NOW))
    let libc = try #require(dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD))
    defer {
      dlclose(libc)
      dlclose(process)
    }
    let reached = try #require(dlsym(process, "__snprintf_chk"))
    let glibcs = try #require(dlsym(libc, "__snprintf_chk"))
    #expect(reached != glibcs)
  }
}
