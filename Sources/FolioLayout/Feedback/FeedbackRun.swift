import Foundation

/// The passes of one layout whose views observe their own results — `onGeometryChange`
/// and `onPreferenceChange` — and may set `@State` in response (docs/layout-rules.md §17).
///
/// A layout with no observer is laid out once. Otherwise:
///
/// 1. Lay out. Every `@State` is bound to the value this run keeps for it (by the view's
///    type, its occurrence among the views of that type, and the property's name), so a
///    view value made again in the next pass finds the value its state was set to.
/// 2. Deliver: each observer computes its value (a transform of its view's geometry, or
///    the reduced preference of its subtree) and, the first time or when it differs from
///    the last pass, runs its action. State the actions set is recorded with a trail of its
///    values.
/// 3. If an action changed a state's value, lay out again (step 1); otherwise the last
///    layout stands.
/// 4. After `limit` passes that still change state, the last layout stands and a
///    diagnostic names each state still changing, the observer that wrote it and its
///    trail of values (`EqualWidthPanel.width: 120 → 136 → 152 → 168`), with the way out.
///
/// A run belongs to one layout, used by one thread at a time.
///
/// `@unchecked Sendable`: the `@TaskLocal` needs it. The thread doing its layout drives it;
/// state writes may also come from a view's `task` (another thread, which inherits the
/// run, while the layout thread waits for it — or later, from a task that ignored being
/// cancelled), so the states' values and their record are read and written under `lock`.
package final class FeedbackRun: @unchecked Sendable {
  /// The run whose observers are delivering on this task (state writes are recorded
  /// against it).
  @TaskLocal static var delivering: FeedbackRun?

  /// The most layout passes a run may take (the default of `feedbackPassLimit`).
  package static let defaultLimit = 8

  /// The most passes: the run's own limit, or less when an observer's environment sets a
  /// lower `feedbackPassLimit`.
  package var limit: Int { min(ownLimit, observedLimit) }
  private let ownLimit: Int
  private var observedLimit = Int.max
  /// The passes laid out so far.
  package private(set) var passes = 0
  private var stateValues: [String: Any] = [:]
  private var stateNames: [String: String] = [:]
  private var storageKeys: [ObjectIdentifier: String] = [:]
  private var occurrences: [ObjectIdentifier: Int] = [:]
  private var observerValues: [Int: Any] = [:]
  private var trails: [String: [String]] = [:]
  private var writers: [String: String] = [:]
  private var changedKeys: [String] = []
  private var currentObserver = ""
  private let lock = NSLock()

  package init(limit: Int = FeedbackRun.defaultLimit) {
    ownLimit = max(limit, 1)
  }

  /// Starts a pass: occurrence counts and this pass's state objects start over.
  package func beginPass() {
    lock.lock()
    defer { lock.unlock() }
    passes += 1
    occurrences.removeAll(keepingCapacity: true)
    storageKeys.removeAll(keepingCapacity: true)
  }

  /// Takes over the states another run bound (a document's views are prepared before the
  /// block or page they make is laid out in passes), so writes to them are recorded.
  package func adoptBindings(of other: FeedbackRun) {
    lock.lock()
    defer { lock.unlock() }
    for (storage, key) in other.storageKeys where storageKeys[storage] == nil {
      storageKeys[storage] = key
      stateNames[key] = other.stateNames[key]
      if stateValues[key] == nil { stateValues[key] = other.stateValues[key] }
    }
  }

  /// Forgets the observers' last values (a new set of observers is delivered).
  package func forgetObservations() {
    observerValues.removeAll()
  }

  /// Step 1 for a view value's `@State` properties (`states`: label and storage).
  func bind(_ type: Any.Type, states: [(label: String, storage: any AnyStateStorage)]) {
    lock.lock()
    defer { lock.unlock() }
    let typeKey = ObjectIdentifier(type)
    let occurrence = occurrences[typeKey, default: 0]
    occurrences[typeKey] = occurrence + 1
    for (label, storage) in states {
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      let key = "\(type)#\(occurrence).\(name)"
      if let kept = stateValues[key] {
        storage.restore(kept)
      } else {
        stateValues[key] = storage.anyValue
      }
      stateNames[key] = "\(type).\(name)"
      storageKeys[ObjectIdentifier(storage)] = key
    }
  }

  /// Step 2: runs the actions of the observers whose value is new; returns whether any
  /// of them changed a state.
  package func deliver(_ observers: [any FeedbackObserver]) -> Bool {
    lock.withLock { changedKeys.removeAll() }
    observedLimit = max(observers.map(\.passLimit).min() ?? Int.max, 1)
    FeedbackRun.$delivering.withValue(self) {
      for (index, observer) in observers.enumerated() {
        lock.withLock { currentObserver = observer.observerDescription }
        let value = observer.currentValue()
        let previous = observerValues[index]
        if let previous, observer.isEqual(previous, value) { continue }
        observerValues[index] = value
        observer.act(old: previous, new: value)
      }
    }
    return lock.withLock { !changedKeys.isEmpty }
  }

  /// Records a write to a state during delivery.
  func recordWrite(_ storage: any AnyStateStorage, old: Any, new: Any) {
    lock.lock()
    defer { lock.unlock() }
    guard let key = storageKeys[ObjectIdentifier(storage)] else { return }
    let before = String(describing: old)
    let after = String(describing: new)
    stateValues[key] = new
    guard before != after else { return }
    if trails[key] == nil { trails[key] = [before] }
    trails[key]?.append(after)
    writers[key] = currentObserver
    if !changedKeys.contains(key) { changedKeys.append(key) }
  }

  /// Step 4: the diagnostic for states still changing when the passes ran out.
  package func loopDiagnostic() -> LayoutDiagnostic {
    lock.lock()
    defer { lock.unlock() }
    let loops = changedKeys.map { key in
      let trail = trails[key] ?? []
      let shown =
        trail.count > 6 ? trail.prefix(6).joined(separator: " → ") + " → …" : trail.joined(separator: " → ")
      return "\(writers[key] ?? "an observer") writes \(stateNames[key] ?? key): \(shown)"
    }
    return LayoutDiagnostic(
      kind: .feedbackLoop, view: "layout",
      message:
        "the layout did not settle after \(passes) passes: \(loops.joined(separator: "; ")). A measurement written into state that changes what was measured never settles (SwiftUI would redraw forever); size it in the layout instead — a custom Layout that measures its subviews, or ViewThatFits to choose between layouts. The last layout is drawn."
    )
  }
}

/// A view that watches a result of its own layout (`onGeometryChange`, `onPreferenceChange`).
package protocol FeedbackObserver: AnyObject {
  /// `onGeometryChange at Panel.swift:12`, for diagnostics.
  var observerDescription: String { get }
  /// The `feedbackPassLimit` of its view's environment.
  var passLimit: Int { get }
  /// Its value after this pass's layout.
  func currentValue() -> Any
  /// Whether two of its values are equal.
  func isEqual(_ a: Any, _ b: Any) -> Bool
  /// Runs its action (`old` is nil the first time).
  func act(old: Any?, new: Any)
}

struct FeedbackPassLimitKey: EnvironmentKey {
  static let defaultValue = FeedbackRun.defaultLimit
}

extension EnvironmentValues {
  /// The most times a layout is run while views that observe their own layout
  /// (`onGeometryChange`, `onPreferenceChange`) change state: 8 unless set.
  public var feedbackPassLimit: Int {
    get { self[FeedbackPassLimitKey.self] }
    set { self[FeedbackPassLimitKey.self] = newValue }
  }
}
