import Foundation
import Synchronization

/// What hears of each render this process finishes: nothing in a program that uses Folio
/// as a library, whose caller gets the diagnostics in the `DocumentRenderReport` and shows
/// them as it likes. The one observer is the `folio` command's script host: the prologue
/// it adds to a script (`FolioScript.startScript`) installs a printer, so the warnings of
/// every render the script makes appear, however it renders. The library prints nothing.
enum RenderObserver {
  private static let observer = Mutex<(@Sendable ([LayoutDiagnostic]) -> Void)?>(nil)

  /// Has `observe` called with the diagnostics of every render finished from now on.
  static func install(_ observe: @escaping @Sendable ([LayoutDiagnostic]) -> Void) {
    observer.withLock { $0 = observe }
  }

  /// Tells the observer, if any, of a finished render.
  static func finished(_ report: DocumentRenderReport) {
    guard let observe = observer.withLock({ $0 }) else { return }
    observe(report.diagnostics)
  }
}
