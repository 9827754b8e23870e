import Foundation

/// What the engine tells about a view with an `id` as it records it: the documents module
/// notes the page its anchor lands on. The engine knows no more of documents than this.
package protocol AnchorRecording: AnyObject {
  /// Notes that the view with this `id` is being recorded on the current page.
  func noteAnchor(_ id: AnyHashable)
}
