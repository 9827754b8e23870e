import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Knows how much of the current thread's stack is left, so that recursive layout stops
/// with a typed error before a deeply nested view tree could overflow it.
///
/// The depth limit (`LayoutSession.maximumDepth`) is what normally stops a deep tree, the
/// same on every thread; the guard is the last line of defence on a thread whose stack is
/// smaller than a layout thread's (a caller's thread when no thread could be created):
/// when less than a reserve is left, the node that asks stops descending and the render
/// fails with `FolioError.layoutFailed`. The stack's bounds are the thread's own, as the
/// system reports them; where it cannot, a conservative 256 KiB below the point where the
/// guard was made are used.
package struct StackGuard: Sendable {
  /// The lowest address the stack pointer may reach (stacks grow down).
  private let limit: UInt

  /// Bytes kept free below the limit for Pango, Cairo and unwinding (a quarter of a
  /// smaller stack).
  package static let reserve = 1 << 20

  private init(limit: UInt) { self.limit = limit }

  /// The guard of the calling thread, from its stack's bounds.
  package static var current: StackGuard {
    guard let bounds = stackBounds() else {
      return StackGuard(limit: stackPointer() &- UInt(256 << 10))
    }
    return StackGuard(limit: bounds.low &+ UInt(min(reserve, bounds.size / 4)))
  }

  /// The bytes of stack the calling thread has left (0 when its bounds are unknown).
  package static var remainingBytes: Int {
    guard let bounds = stackBounds() else { return 0 }
    let pointer = stackPointer()
    return pointer > bounds.low ? Int(pointer - bounds.low) : 0
  }

  /// Whether the stack is nearly used up.
  @inline(__always)
  package var isExhausted: Bool { Self.stackPointer() < limit }

  /// The lowest address of the calling thread's stack and its size, as the system reports
  /// them.
  private static func stackBounds() -> (low: UInt, size: Int)? {
    var attributes = pthread_attr_t()
    guard let getAttributes = threadAttributes, getAttributes(pthread_self(), &attributes) == 0 else {
      return nil
    }
    defer { pthread_attr_destroy(&attributes) }
    var base: UnsafeMutableRawPointer?
    var size = 0
    guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base, size > 0 else { return nil }
    return (UInt(bitPattern: base), size)
  }

  /// `pthread_getattr_np`, a GNU extension Swift's C library module leaves out (glibc and
  /// musl both have it): the attributes of a running thread, its stack's bounds among them.
  private typealias GetThreadAttributes =
    @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
  private static let threadAttributes: GetThreadAttributes? = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np"
  ).map { unsafeBitCast($0, to: GetThreadAttributes.self) }

  @inline(__always)
  private static func stackPointer() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The error a render fails with when the stack runs out before the depth limit.
  package static var error: FolioError {
    .layoutFailed(
      "views are nested too deeply for this thread's stack (flatten the hierarchy, e.g. with ForEach in one stack)"
    )
  }
}
