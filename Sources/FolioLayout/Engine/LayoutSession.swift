import Foundation

/// The services and bookkeeping shared by every node of one layout: the text measurer, the
/// image loader, diagnostics and the counters folio-bench reports.
///
/// A session belongs to one render on one thread.
package final class LayoutSession {
  package let textMeasurer: any TextMeasuring
  package let imageLoader: (any ImageLoading)?
  package private(set) var diagnostics: [LayoutDiagnostic] = []
  /// Errors that make the render fail (an image that could not be loaded, …), in order.
  package private(set) var failures: [FolioError] = []
  /// `sizeThatFits` computations that were not answered from a node's memo.
  package var sizeComputations = 0
  /// Nodes created.
  package var nodeCount = 0
  /// Whether nodes record the user `View` types they come from (`folio layout`).
  package var namesUserViews = false
  private var dynamicPropertyTypes: [ObjectIdentifier: Bool] = [:]
  private var diagnosticKeys: Set<String> = []
  /// How much stack the thread using the session has left (`adoptCurrentThread` moves
  /// the session to another thread).
  package private(set) var stackGuard = StackGuard.current

  package init(textMeasurer: any TextMeasuring, imageLoader: (any ImageLoading)? = nil) {
    self.textMeasurer = textMeasurer
    self.imageLoader = imageLoader
  }

  /// Records a diagnostic once (repeated identical diagnostics are dropped).
  package func report(_ diagnostic: LayoutDiagnostic) {
    if diagnosticKeys.insert(diagnostic.description + "\u{0}" + (diagnostic.text ?? "")).inserted {
      diagnostics.append(diagnostic)
    }
  }

  /// Records an error that must fail the render, and a diagnostic for it (an error already
  /// recorded is not recorded again).
  package func fail(_ error: FolioError, kind: LayoutDiagnostic.Kind = .imageFailed, view: String = "Image") {
    guard !failures.contains(error) else { return }
    failures.append(error)
    report(LayoutDiagnostic(kind: kind, view: view, message: error.description))
  }

  /// Whether the stack is nearly used up; the first time, fails the render with
  /// `StackGuard.error`. Recursive layout steps check it before descending.
  package func stackIsExhausted(in view: @autoclosure () -> String) -> Bool {
    guard stackGuard.isExhausted else { return false }
    fail(StackGuard.error, kind: .tooDeep, view: view())
    return true
  }

  /// Makes the calling thread the one using the session (its stack is guarded from now).
  package func adoptCurrentThread() {
    stackGuard = .current
  }

  /// Returns `value` with its `DynamicProperty` fields (such as `@Environment`) updated.
  package func prepareDynamicProperties<T>(of value: T, environment: EnvironmentValues) -> T {
    let key = ObjectIdentifier(T.self)
    if dynamicPropertyTypes[key] == false { return value }
    var found = false
    for child in Mirror(reflecting: value).children {
      if var property = child.value as? any DynamicProperty {
        found = true
        property._update(environment: environment)
      }
    }
    dynamicPropertyTypes[key] = found
    return value
  }
}
