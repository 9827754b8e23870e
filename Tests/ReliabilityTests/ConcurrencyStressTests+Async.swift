import Folio
import FolioTestSupport
import Foundation
import Synchronization
import Testing

// The asynchronous API under load: renders from many tasks at once give the bytes of one
// render alone, run a bounded number at a time, never block the cooperative threads, and
// stop when their task is cancelled. `make tsan` runs these with the rest of the suite.
extension ConcurrencyStressTests {
  /// How many threads of this process bear `name` now (`/proc/self/task/*/comm`): the
  /// threads Folio starts are named, so a test counts its own kind and not the threads
  /// other suites, running at the same time, start.
  static func threadCount(named name: String) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.count { task in
      let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
      return comm?.trimmingCharacters(in: .whitespacesAndNewlines) == name
    }
  }

  /// The PDF and PNG pages of a document, rendered by the synchronous API.
  static func renderedSynchronously(_ document: Document) throws -> (Data, [Data]) {
    (try document.pdfData(settings: pinned), try document.pngPages(settings: pinned))
  }

  @Test func aHundredRendersFromTasksEqualOneAlone() async throws {
    let document = Self.document(3)
    // The synchronous render, for comparison (in an async function the asynchronous form
    // is the one `pdfData` names).
    let (expectedPDF, expectedPNG) = try Self.renderedSynchronously(document)
    let directory = temporaryDirectory()
    let peakThreads = Atomic<Int>(0)
    let peakRunning = Atomic<Int>(0)
    let sampling = Task.detached {
      while !Task.isCancelled {
        peakThreads.max(Self.threadCount(named: "folio-render"))
        peakRunning.max(RenderAdmission.shared.running)
        try? await Task.sleep(nanoseconds: 2_000_000)
      }
    }
    try await withThrowingTaskGroup(of: (Int, [Data]).self) { group in
      for job in 0..<100 {
        group.addTask {
          // Each task builds its own document value (views are not `Sendable`, as in SwiftUI).
          let document = Self.document(3)
          switch job % 3 {
          case 0: return (job, [try await document.pdfData(settings: pinned)])
          case 1: return (job, try await document.pngPages(settings: pinned))
          default:
            let url = directory.appendingPathComponent("\(job).pdf")
            try await document.write(to: url, settings: pinned)
            return (job, [try Data(contentsOf: url)])
          }
        }
      }
      for try await (job, data) in group {
        #expect(
          data == (job % 3 == 1 ? expectedPNG : [expectedPDF]), "job \(job) differs from one render alone")
      }
    }
    sampling.cancel()
    // At most one render per core is admitted at once, so a hundred tasks never hold a
    // hundred threads (and their stacks and heaps). Each render runs on a thread of its own
    // ("folio-render"), which ends just after its task resumed: the next render may start
    // before it is gone, so the threads seen at once may be a few more than the renders.
    // They are counted by name: the whole process's count also moves with the suites that
    // run alongside this one.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let running = peakRunning.load(ordering: .relaxed)
    let threads = peakThreads.load(ordering: .relaxed)
    #expect(running >= 1 && running <= cores, "renders at once: \(running)")
    #expect(threads >= 1 && threads <= cores * 8, "render threads at once: \(threads)")
    #expect(files(in: directory).count == 33)
  }

  @Test func asynchronousRendersLeaveTheCooperativeThreadsFree() async throws {
    // The task that awaits the render runs on an executor of one serial queue of its own,
    // as on a pool with a single thread. While the render draws its first page, a probe is
    // sent to that queue: it runs at once if the waiting task left the thread free, and
    // only after the render ended (here: never within the 30 s allowed) if the task held
    // it. How busy the machine and the other tests are does not matter: nothing else uses
    // the queue, and the render is already running when the probe is sent.
    let executor = SerialTestExecutor()
    let queueWasFree = Atomic<Bool>(false)
    try await withTaskExecutorPreference(executor) {
      _ = try await Self.document(1).render(
        to: [.pdf(temporaryDirectory().appendingPathComponent("probed.pdf"))], settings: pinned
      ) { page in
        guard page == 1 else { return }
        let probe = DispatchSemaphore(value: 0)
        executor.queue.async { probe.signal() }
        queueWasFree.store(probe.wait(timeout: .now() + 30) == .success, ordering: .relaxed)
      }
    }
    let free = queueWasFree.load(ordering: .relaxed)
    #expect(free, "the waiting task held its thread while the render ran")
  }

  @Test func cancellingTheTaskStopsTheRenderAndWritesNothing() async throws {
    let directory = temporaryDirectory()
    let url = directory.appendingPathComponent("long.pdf")
    let firstPage = AsyncStream<Void>.makeStream()
    // The drawing thread waits after page 1 until the task is cancelled, so the render is
    // cancelled with pages still to draw however fast the machine is.
    let cancelled = DispatchSemaphore(value: 0)
    let long = Document(pageSize: .a6) {
      ForEach(0..<3_000, id: \.self) { row in
        Text("row \(row) " + String(repeating: "lorem ipsum ", count: 8))
      }
    }
    let render = Task {
      try await long.render(to: [.pdf(url)], settings: pinned) { page in
        guard page == 1 else { return }
        firstPage.continuation.yield()
        cancelled.wait()
      }
    }
    for await _ in firstPage.stream { break }
    render.cancel()
    cancelled.signal()
    do {
      let report = try await render.value
      Issue.record("the cancelled render finished: \(report.pageCount) pages")
    } catch let error as FolioError {
      #expect(error.code == .cancelled, "\(error)")
    }
    #expect(files(in: directory).isEmpty, "\(files(in: directory))")
  }

  @Test func aTaskCancelledBeforeItsTurnRendersNothing() async throws {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Self.document(1).pdfData(settings: pinned)
    }
    do {
      _ = try await task.value
      Issue.record("a cancelled task rendered")
    } catch let error as FolioError {
      #expect(error.code == .cancelled)
    }
  }
}

extension Atomic where Value == Int {
  /// Raises the value to `candidate` if it is larger.
  fileprivate func max(_ candidate: Int) {
    var current = load(ordering: .relaxed)
    while candidate > current {
      let (exchanged, original) = compareExchange(
        expected: current, desired: candidate, ordering: .relaxed)
      if exchanged { return }
      current = original
    }
  }
}

/// A task executor that runs its jobs one at a time on a serial queue: a pool of one
/// thread, which a job that blocks would block.
final class SerialTestExecutor: TaskExecutor, Sendable {
  /// The queue the jobs run on (tests send it probes).
  let queue = DispatchQueue(label: "org.folio.tests.serial-executor")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
