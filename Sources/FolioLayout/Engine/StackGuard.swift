import Foundation

/// Knows how much of the current thread's stack is left, so that recursive layout stops
/// with a typed error before a deeply nested view tree could overflow it.
///
/// Layout runs on threads with a large stack (`LayoutThread`), which record where their
/// stack starts; the guard is the last line of defence: when less than `reserve` bytes
/// are left, the node that asks stops descending and the render fails with
/// `FolioError.layoutFailed`. On a thread Folio did not start, only a conservative
/// 256 KiB below the point where the guard was made are used.
package struct StackGuard: Sendable {
  /// The lowest address the stack pointer may reach (stacks grow down).
  private let limit: UInt

  /// Bytes kept free below the limit for Pango, Cairo and unwinding.
  package static let reserve = 1 << 20

  /// A guard for `size` bytes of stack below the current stack pointer.
  package init(usable size: Int) {
    limit = Self.stackPointer() &- UInt(max(size, 0))
  }

  /// The guard of the calling thread: the one its `LayoutThread` recorded, or a
  /// conservative one.
  package static var current: StackGuard {
    if let recorded = Thread.current.threadDictionary[key] as? Box { return recorded.guard }
    return StackGuard(usable: 256 << 10)
  }

  /// Whether the calling thread recorded its guard (a `LayoutThread`, with its large stack).
  package static var isRecordedForCurrentThread: Bool { Thread.current.threadDictionary[key] is Box }

  /// Records the guard of a thread that starts with `stackSize` bytes of stack.
  package static func recordForCurrentThread(stackSize: Int) {
    let usable = stackSize - reserve - (64 << 10)
    Thread.current.threadDictionary[key] = Box(StackGuard(usable: usable))
  }

  /// Whether the stack is nearly used up.
  @inline(__always)
  package var isExhausted: Bool { Self.stackPointer() < limit }

  @inline(__always)
  private static func stackPointer() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The error a render fails with when views are nested too deeply.
  package static var error: FolioError {
    .layoutFailed(
      "views are nested too deeply: the layout would overflow the stack (flatten the hierarchy, e.g. with ForEach in one stack)"
    )
  }

  private static let key = "org.folio.stack-guard"

  private final class Box: NSObject {
    let `guard`: StackGuard
    init(_ value: StackGuard) { self.guard = value }
  }
}
