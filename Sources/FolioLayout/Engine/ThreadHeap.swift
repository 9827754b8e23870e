import Foundation
import Synchronization

/// Large pages for the heaps of the render threads, in the processes that ask for them
/// (Folio's commands and compiled scripts, through `ProcessAllocator`).
///
/// glibc gives each thread that allocates an arena of its own, carved from 64 MiB heaps
/// that the kernel fills a 4 KiB page at a time, one page fault each: laying out the
/// labels workload faulted 1,900 times on the layout thread and 450 on the drawing
/// thread, as the text measurement cache and each page's display list grew into new
/// memory. Advising the kernel that such a heap may use transparent huge pages
/// (`MADV_HUGEPAGE`) fills it 2 MiB at a time instead (docs/benchmarks.md, "Large pages
/// for the render threads' heaps"). The advice changes nothing a program can observe but
/// its speed and its resident memory; a kernel without transparent huge pages ignores
/// it, and a process that did not enable it keeps the kernel's default.
package enum ThreadHeap {
  /// glibc's heaps for the arenas of threads other than the main one: `HEAP_MAX_SIZE`,
  /// twice the largest mmap threshold on a 64-bit system, each aligned to its size.
  private static let heapSize = 64 << 20
  /// `MADV_HUGEPAGE` and `MADV_COLLAPSE` (Linux 6.1) of `<sys/mman.h>`.
  private static let adviseHugePage: Int32 = 14
  private static let collapseIntoHugePage: Int32 = 25
  /// A transparent huge page on x86-64 and on arm64 with 4 KiB pages.
  private static let hugePageSize = 2 << 20
  /// The size field of a glibc chunk header: a chunk of a non-main arena, and one mapped
  /// on its own.
  private static let nonMainArenaBit: UInt = 0x4
  private static let mappedBit: UInt = 0x2

  /// `malloc`, called through a pointer: the compiler treats what `malloc` returns as a
  /// new object with nothing before it, and may fold a read of the chunk header in front
  /// of it to anything.
  private typealias Allocate = @convention(c) (Int) -> UnsafeMutableRawPointer?
  private static let allocate: Allocate? = dlsym(nil, "malloc").map { unsafeBitCast($0, to: Allocate.self) }

  private static let enabled = Atomic<Bool>(false)
  /// The heaps advised so far, by address (a handful per process).
  private static let advised = Mutex<Set<UInt>>([])

  /// Turns the advice on for this process when its `malloc` is glibc's (whose chunk
  /// headers and heap layout `adviseCurrentHeap` relies on); returns whether it did.
  @discardableResult
  package static func enable() -> Bool {
    guard allocate != nil, mallocIsGlibc() else { return false }
    enabled.store(true, ordering: .relaxed)
    return true
  }

  /// Whether `enable()` turned the advice on.
  package static var isEnabled: Bool { enabled.load(ordering: .relaxed) }

  /// Advises the heap the calling thread allocates from, once per heap; does nothing
  /// unless enabled, or when the thread allocates from the main arena (the program
  /// break, which holds little of a render's memory).
  ///
  /// 1. Allocate a small block: it comes from the thread's arena, from its current heap.
  /// 2. Read the block's chunk header: a block of the main arena, or one mapped on its
  ///    own, has no heap to advise.
  /// 3. The heap starts at the block's address rounded down to the heap size; advise the
  ///    whole heap (the part glibc has not made writable yet keeps the advice when it
  ///    does) unless that was done before.
  /// 4. glibc wrote the heap's header and the arena's state into the heap's first page when
  ///    it made it, and a 2 MiB range that holds a small page already is filled with small
  ///    pages: collapse the first range into a huge page now (kernels before 6.1 refuse,
  ///    and that range then fills a page at a time).
  package static func adviseCurrentHeap() {
    guard isEnabled, let allocate else { return }
    // 1.
    guard let block = allocate(64) else { return }
    defer { free(block) }
    // 2.
    let header = (UnsafeRawPointer(block) - MemoryLayout<UInt>.size).load(as: UInt.self)
    guard header & nonMainArenaBit != 0, header & mappedBit == 0 else { return }
    // 3.
    let base = UInt(bitPattern: block) & ~UInt(heapSize - 1)
    guard advised.withLock({ $0.insert(base).inserted }),
      let start = UnsafeMutableRawPointer(bitPattern: base)
    else { return }
    _ = madvise(start, heapSize, adviseHugePage)
    // 4.
    _ = madvise(start, hugePageSize, collapseIntoHugePage)
  }

  /// Whether the process's `malloc` is the C library's (not a replacement such as
  /// jemalloc or tcmalloc loaded ahead of it): the one every library would call is the one
  /// `libc.so.6` defines.
  private static func mallocIsGlibc() -> Bool {
    guard let library = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD) else { return false }
    defer { dlclose(library) }
    guard let own = dlsym(library, "malloc"), let used = dlsym(nil, "malloc") else { return false }
    return own == used
  }
}
