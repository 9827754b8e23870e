import Foundation
import Testing

@testable import FolioLayout

/// Large pages for the render threads' heaps (`ThreadHeap`, turned on by Folio's commands).
@Suite struct ThreadHeapTests {
  /// A render thread's heap carries the kernel's huge-page advice ("hg" among its mapping's
  /// flags in /proc/self/smaps) when the kernel has transparent huge pages, and the thread
  /// allocates and frees in it as before.
  @Test func aRenderThreadsHeapIsAdvisedForHugePages() throws {
    try #require(ThreadHeap.enable(), "this process's malloc is glibc's")
    #expect(ThreadHeap.isEnabled)
    let address = LayoutThread.run { () -> UInt in
      // A block below the mmap threshold (it comes from the thread's heap), written end to end.
      let block = UnsafeMutableRawPointer.allocate(byteCount: 64 << 10, alignment: 16)
      block.initializeMemory(as: UInt8.self, repeating: 0xA5, count: 64 << 10)
      defer { block.deallocate() }
      return UInt(bitPattern: block)
    }
    let flags = try #require(Self.mappingFlags(containing: address))
    let kernelHasHugePages = FileManager.default.fileExists(
      atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
    #expect(flags.contains("hg") == kernelHasHugePages, "VmFlags: \(flags)")
  }

  /// Advising the same heap again, and advising from a thread of the main arena, change
  /// nothing and do not fail.
  @Test func advisingTwiceAndFromTheMainThreadIsHarmless() throws {
    try #require(ThreadHeap.enable())
    ThreadHeap.adviseCurrentHeap()
    ThreadHeap.adviseCurrentHeap()
    let total = LayoutThread.run { () -> Int in
      ThreadHeap.adviseCurrentHeap()
      return (0..<1_000).map { Array(repeating: $0, count: 100).reduce(0, +) }.reduce(0, +)
    }
    #expect(total == 100 * 999 * 1_000 / 2)
  }

  /// The `VmFlags` of the mapping of /proc/self/smaps that holds `address`.
  private static func mappingFlags(containing address: UInt) -> [String]? {
    // Read to the end: /proc reports its files as empty, so a read by size gets nothing.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps"),
      let smaps = String(data: file.readDataToEndOfFile(), encoding: .utf8)
    else { return nil }
    var inside = false
    for line in smaps.split(separator: "\n") {
      if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
        let start = UInt(line[..<dash], radix: 16),
        let end = UInt(line[line.index(after: dash)..<space], radix: 16)
      {
        inside = start <= address && address < end
      } else if inside, line.hasPrefix("VmFlags:") {
        return line.dropFirst("VmFlags:".count).split(separator: " ").map(String.init)
      }
    }
    return nil
  }
}
