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
  private var dynamicPropertyTypes: [ObjectIdentifier: Bool] = [:]
  private var diagnosticKeys: Set<String> = []

  package init(textMeasurer: any TextMeasuring, imageLoader: (any ImageLoading)? = nil) {
    self.textMeasurer = textMeasurer
    self.imageLoader = imageLoader
  }

  /// Records a diagnostic once (repeated identical diagnostics are dropped).
  package func report(_ diagnostic: LayoutDiagnostic) {
    if diagnosticKeys.insert(diagnostic.description).inserted {
      diagnostics.append(diagnostic)
    }
  }

  /// Records an error that must fail the render, and a diagnostic for it.
  package func fail(_ error: FolioError) {
    failures.append(error)
    report(LayoutDiagnostic(kind: .imageFailed, view: "Image", message: error.description))
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
