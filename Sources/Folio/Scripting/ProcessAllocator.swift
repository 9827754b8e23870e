import Foundation

/// The allocator settings of the processes Folio runs: the `folio`, `folio-bench` and
/// `folio-fuzz` commands, and the scripts and batch templates `folio` compiles
/// (`FolioScript.startScript()`).
///
/// glibc grows a thread's heap a page at a time: a render's layout and drawing threads
/// spent their system time on some 1,800 `mprotect` calls for the labels workload. The
/// settings keep glibc's allocator and change only how its heaps grow and shrink
/// (docs/benchmarks.md, "The allocator's heap growth"). A program that only links the
/// `Folio` library keeps its allocator as it set it up: the allocator belongs to the
/// program, not to a library.
package enum ProcessAllocator {
  /// glibc's `mallopt` option numbers (`<malloc.h>`, which Swift's Glibc module does not
  /// bring in).
  private enum Option: Int32 {
    case trimThreshold = -1
    case topPad = -2
    case mmapThreshold = -3
  }

  /// Whether glibc took every setting, worked out once per process. When it did, the
  /// render threads' heaps get large pages too (`ThreadHeap`, which checks on its own that
  /// `malloc` is glibc's).
  private static let configured: Bool = {
    let applied = apply()
    if applied { ThreadHeap.enable() }
    return applied
  }()

  /// Applies the settings (once; later calls do nothing) and says whether glibc took them
  /// (false without glibc's `mallopt`, or when it refuses a value: the process then keeps
  /// working with the defaults).
  @discardableResult
  package static func configure() -> Bool { configured }

  /// 1. Blocks up to 32 MiB (a CJK font's table that Cairo copies is 16 MiB) come from the
  ///    heaps and are reused there. glibc's default starts at 128 KiB and rises only after
  ///    such a block is freed; setting any option stops that adjustment, so the threshold is
  ///    set where the adjustment would take it (its maximum). Without it a batch of
  ///    Japanese invoices ran twice as long, mapping and faulting in each copy.
  /// 2. Free memory at a heap's top goes back to the system only past 64 MiB (twice the
  ///    threshold, as the adjustment would make it), so memory a page freed is not faulted
  ///    in again for the next.
  /// 3. A heap that must grow grows by 8 MiB more than it was asked for; pages not yet
  ///    used cost nothing until they are.
  ///
  /// They are applied in this order and stop at the first one glibc refuses, so the
  /// threshold is never left to the default once the adjustment is off.
  private static func apply() -> Bool {
    typealias SetOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: SetOption.self)
    let settings: [(Option, Int32)] = [
      (.mmapThreshold, 32 << 20), (.trimThreshold, 64 << 20), (.topPad, 8 << 20),
    ]
    return settings.allSatisfy { option, value in mallopt(option.rawValue, value) == 1 }
  }
}
