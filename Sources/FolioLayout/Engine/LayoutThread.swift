import Foundation

/// Runs layout work on a thread of its own with a large stack, so that deeply nested
/// views (tens of thousands of levels) lay out whatever thread the caller is on, and the
/// caller waits for the result.
package enum LayoutThread {
  /// The stack of layout and drawing threads: reserved address space, committed only as
  /// it is used.
  package static let stackSize = 512 << 20

  /// Runs `body` on a new large-stack thread and returns its result (or rethrows its
  /// error).
  package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
      let box = ResultBox<T, E>(escapable)
      start(name: "folio-layout") { box.run() }.wait()
      return try box.result!.get()
    }
  }

  /// Starts `body` on a new large-stack thread and returns at once; the caller must `wait()`
  /// for its result (or error) before `body`'s captures may go.
  package static func begin<T, E: Error>(_ body: @escaping () throws(E) -> T) -> Running<T, E> {
    let box = ResultBox<T, E>(body)
    return Running(box: box, done: start(name: "folio-layout") { box.run() })
  }

  /// Layout work running on its own thread (`begin`).
  package struct Running<T, E: Error> {
    fileprivate let box: ResultBox<T, E>
    fileprivate let done: DispatchSemaphore

    /// Waits for the work to end and returns its result, or throws its error.
    package func wait() throws(E) -> T {
      done.wait()
      return try box.result!.get()
    }
  }

  /// Whether the calling thread is one `start` made (with the large stack layout needs).
  package static var isCurrent: Bool { StackGuard.isRecordedForCurrentThread }

  /// Starts `body` on a new thread with a large, guarded stack; the returned semaphore is
  /// signalled when it returns.
  package static func start(name: String, _ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      StackGuard.recordForCurrentThread(stackSize: stackSize)
      ThreadHeap.adviseCurrentHeap()
      body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.name = name
    thread.start()
    return done
  }

  /// Carries the work and its result across the thread boundary (the caller reads the
  /// result only after the thread signalled that the work is done).
  fileprivate final class ResultBox<T, E: Error>: @unchecked Sendable {
    /// The work; dropped as soon as it has run, before the caller is woken, since it must
    /// not outlive the caller's `withoutActuallyEscaping`.
    var body: (() throws(E) -> T)?
    var result: Result<T, E>?

    init(_ body: @escaping () throws(E) -> T) { self.body = body }

    func run() {
      guard let work = body else { return }
      body = nil
      do throws(E) {
        result = .success(try work())
      } catch {
        result = .failure(error)
      }
    }
  }
}
