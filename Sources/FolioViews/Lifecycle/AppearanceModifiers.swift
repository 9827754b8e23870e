@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Runs `action` once the view has been laid out, as SwiftUI does when the view appears:
  /// state it sets is drawn (the layout runs again, docs/layout-rules.md §17). A page shows
  /// the view as it is once it has appeared and settled.
  public func onAppear(
    perform action: (() -> Void)? = nil, fileID: StaticString = #fileID, line: UInt = #line
  )
    -> some View
  {
    modifier(
      _FeedbackObservingModifier { _, place in
        AppearObserver(place: place, name: "onAppear") { action?() }
      }, fileID: fileID, line: line)
  }

  /// Runs `action` when the view disappears in SwiftUI; a view on a page never does, so it
  /// never runs.
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }

  /// Runs `action` once the view has been laid out, as SwiftUI starts a view's task when it
  /// appears, and waits for it: state it sets is drawn. A task that has not finished after
  /// `TaskTimeLimit.seconds` (2 seconds) is cancelled, with a warning naming it, and the
  /// state it set by then is drawn.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(
      _FeedbackObservingModifier { node, place in
        AppearObserver(place: place, name: "task") {
          TaskTimeLimit.run(priority: priority, action, session: node.session, place: place)
        }
      }, fileID: fileID, line: line)
  }

  /// As `task(priority:_:)`: SwiftUI restarts the task when `id` changes, which a page
  /// never sees, so it runs once.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    task(priority: priority, action, fileID: fileID, line: line)
  }
}

/// `onAppear` and `task`: an action run once, after the first layout pass that has the
/// view (its value never changes, so later passes do not run it again).
final class AppearObserver: FeedbackObserver {
  let place: ObserverPlace
  let name: String
  let action: () -> Void

  init(place: ObserverPlace, name: String, action: @escaping () -> Void) {
    self.place = place
    self.name = name
    self.action = action
  }

  var observerDescription: String { "\(name) at \(place.location)" }
  var passLimit: Int { place.passLimit }
  func currentValue() -> Any { true }
  func isEqual(_ a: Any, _ b: Any) -> Bool { true }
  func act(old: Any?, new: Any) { action() }
}

/// How long a view's `task` may run before the layout goes on without it.
public enum TaskTimeLimit {
  /// The time a `task` is waited for: 2 seconds.
  public static let seconds: Double = 2

  /// Runs `action` in a task (which inherits the layout's record of state writes) and
  /// waits for it at most `seconds`; a task still running then is cancelled and reported.
  static func run(
    priority: TaskPriority, _ action: @escaping () async -> Void, session: LayoutSession,
    place: ObserverPlace
  ) {
    let finished = DispatchSemaphore(value: 0)
    let work = TaskAction(run: action)
    let task = Task(priority: priority) {
      await work.run()
      finished.signal()
    }
    guard finished.wait(timeout: .now() + seconds) == .timedOut else { return }
    task.cancel()
    session.report(
      LayoutDiagnostic(
        kind: .other, view: "task",
        message:
          "the task at \(place.location) was still running after \(Int(seconds)) seconds; it was cancelled and the state it had set was drawn (a page is drawn once: give it the data it needs before the render)"
      ))
  }
}

/// A view's task action, handed to the task that runs it.
///
/// `@unchecked Sendable`: views are plain values, so their actions capture non-Sendable
/// views (SwiftUI's views are main-actor types instead). The layout thread that starts the
/// task waits for it, so the action does not run alongside that layout; a task that
/// ignores being cancelled after the time limit may, and then writes only `@State`
/// storage and the layout run's record, both locked.
private struct TaskAction: @unchecked Sendable {
  let run: () async -> Void
}
