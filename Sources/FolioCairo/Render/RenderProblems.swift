import Foundation

/// What a render could not draw, collected while drawing (the renderer is a value passed
/// down the item tree; this is the one place it records to).
final class RenderProblems {
  private var messages: [String] = []

  /// Records a problem (the first is the one reported).
  func add(_ message: String) { messages.append(message) }

  /// The first problem, if any.
  var first: String? { messages.first }
}
