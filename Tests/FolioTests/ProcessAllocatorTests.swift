import Folio
import Testing

/// The allocator settings Folio's commands and compiled scripts start with.
@Suite struct ProcessAllocatorTests {
  /// glibc refuses a value it cannot use (a threshold above its 32 MiB maximum, say): every
  /// setting must be one it takes, and applying them again changes nothing.
  @Test func glibcTakesEverySetting() {
    #expect(ProcessAllocator.configure())
    #expect(ProcessAllocator.configure())
  }
}
