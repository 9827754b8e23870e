import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs layout and drawing work on threads of Folio's own, with an ordinary stack
/// (`stackSize`), and falls back to the calling thread when the system refuses a thread
/// (an address-space limit, a thread limit): a render never waits for a thread that does
/// not exist.
///
/// How deep views may nest is bounded by `LayoutSession.maximumDepth`, which fits this
/// stack with room to spare; `StackGuard` stops a render on any thread whose stack is
/// smaller (docs/reliability.md, "Which thread owns what").
package enum LayoutThread {
  /// The stack of layout and drawing threads: 8 MiB, the size Linux gives a program's main
  /// thread by default.
  package static let stackSize = 8 << 20

  /// Runs `body` on a new thread and returns its result (or rethrows its error); runs it on
  /// the calling thread when no thread can be created.
  package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    try withoutActuallyEscaping(body) { (escapable) throws(E) -> T in
      let box = ResultBox<T, E>(escapable)
      if let done = start(name: "folio-layout", { box.run() }) {
        done.wait()
      } else {
        box.run()
      }
      return try box.result!.get()
    }
  }

  /// Starts `body` on a new thread and returns at once, or returns nil when no thread can
  /// be created (the caller then runs the work itself). The caller must `wait()` for the
  /// result (or error) before `body`'s captures may go.
  package static func begin<T, E: Error>(_ body: @escaping () throws(E) -> T) -> Running<T, E>? {
    let box = ResultBox<T, E>(body)
    guard let done = start(name: "folio-layout", { box.run() }) else { return nil }
    return Running(box: box, done: done)
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

  /// Whether the calling thread has the stack a layout thread has left at its start, so
  /// that work may run on it in place (the main thread of most programs; a `folio batch`
  /// worker's thread).
  package static var isCurrent: Bool { StackGuard.remainingBytes >= stackSize - (512 << 10) }

  /// Makes `start` behave as if the system refused every thread, in the task (and on the
  /// thread) that sets it: how tests reach the paths a real refusal takes.
  @TaskLocal package static var refusesThreads = false

  /// Starts `body` on a new thread with a `stackSize` stack; the returned semaphore is
  /// signalled when `body` returns. Nil when the system refuses the thread: `body` is then
  /// not run.
  package static func start(name: String, _ body: @escaping @Sendable () -> Void) -> DispatchSemaphore? {
    guard !refusesThreads else { return nil }
    let done = DispatchSemaphore(value: 0)
    let context = Unmanaged.passRetained(ThreadStart(name: name, body: body, done: done))
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else {
      context.release()
      return nil
    }
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let created = pthread_create(
      &thread, &attributes,
      { argument in
        guard let argument else { return nil }
        let start = Unmanaged<ThreadStart>.fromOpaque(argument).takeRetainedValue()
        start.run()
        return nil
      }, context.toOpaque())
    guard created == 0 else {
      context.release()
      return nil
    }
    return done
  }

  /// What a new thread runs: its name, its work, and the semaphore it signals at the end.
  private final class ThreadStart: Sendable {
    let name: String
    let body: @Sendable () -> Void
    let done: DispatchSemaphore

    init(name: String, body: @escaping @Sendable () -> Void, done: DispatchSemaphore) {
      self.name = name
      self.body = body
      self.done = done
    }

    func run() {
      // Linux keeps 15 bytes of a thread's name.
      Thread.current.name = String(name.prefix(15))
      body()
      done.signal()
    }
  }

  /// Carries the work and its result across the thread boundary (the caller reads the
  /// result only after the thread signalled that the work is done).
  ///
  /// `@unchecked Sendable`: `body` and `result` are touched by one thread at a time — the
  /// worker until it signals the semaphore, the caller after it waited for it; the
  /// semaphore orders the two.
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
