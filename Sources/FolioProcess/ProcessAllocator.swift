import Foundation

/// The allocator settings of the programs Folio ships — `folio`, `folio-bench` and
/// `folio-fuzz` — and of the scripts `folio` runs. A program that links the `Folio`
/// library keeps its allocator as it set it up: the allocator belongs to the program, and
/// this module is linked into Folio's commands only, never into the library.
///
/// glibc grows a thread's heap a page at a time (an `mprotect` call each) and starts
/// mapping blocks on their own above 128 KiB: rendering the labels workload made some
/// 1,400 `mprotect` calls. The settings keep glibc's allocator and change only how its
/// heaps grow and shrink (docs/benchmarks.md, "Figures the code was shaped by"):
///
/// 1. Blocks up to 32 MiB (a CJK font's table that Cairo copies is 16 MiB) come from the
///    heaps and are reused there (`M_MMAP_THRESHOLD`; glibc's default starts at 128 KiB
///    and rises only after such a block is freed, which setting any option stops).
/// 2. Free memory at a heap's top goes back to the system only past 64 MiB
///    (`M_TRIM_THRESHOLD`).
/// 3. A heap that must grow grows by 8 MiB more than it was asked for (`M_TOP_PAD`).
///
/// Without glibc's `mallopt` (another C library) nothing changes.
public enum ProcessAllocator {
  /// glibc's `mallopt` option numbers (`<malloc.h>`).
  private static let settings: [(option: Int32, value: Int32)] = [
    (-3, 32 << 20), (-1, 64 << 20), (-2, 8 << 20),
  ]

  /// The same settings for a child process, as glibc's supported tunables
  /// (`GLIBC_TUNABLES`), which glibc reads when the child starts.
  public static let tunables =
    "glibc.malloc.mmap_threshold=\(32 << 20):glibc.malloc.trim_threshold=\(64 << 20):glibc.malloc.top_pad=\(8 << 20)"

  /// Applies the settings to this process, in order, stopping at the first one glibc
  /// refuses; whether glibc took them all.
  @discardableResult
  public static func configure() -> Bool {
    typealias SetOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: SetOption.self)
    return settings.allSatisfy { mallopt($0.option, $0.value) == 1 }
  }

  /// Applies the settings to this process and, through `GLIBC_TUNABLES` in its
  /// environment, to the processes it starts (compiled scripts, batch workers) — unless
  /// the user set `GLIBC_TUNABLES`, which is then kept as it is. Call it first in `main`,
  /// before any thread starts.
  public static func configureWithChildren() {
    configure()
    setenv("GLIBC_TUNABLES", tunables, 0)
  }
}
