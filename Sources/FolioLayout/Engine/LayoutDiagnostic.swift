import Foundation

/// Something a layout did that SwiftUI would accept silently but that is probably a
/// mistake: a subview placed twice or never, a contradictory frame, an invalid size.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem.
  public enum Kind: Hashable, Sendable {
    /// `place` was called more than once for one subview; the last call won.
    case placedTwice
    /// A subview was never placed; it was centered with the container's proposal.
    case neverPlaced
    /// A frame's min, ideal and max were out of order and were fixed.
    case contradictoryFrame
    /// A size was NaN, infinite where it must be finite, or negative; it was replaced.
    case invalidSize
    /// A frame dimension was negative or not finite and was ignored.
    case invalidFrameDimension
    /// A text contains characters no installed font can draw.
    case missingGlyphs
    /// A text's font size is 0, negative or not a number, so it is not drawn.
    case invalidFont
    /// Text was cut: truncated to fit its frame or line limit, or drawn outside the page
    /// or a clip; the message says which words are not shown.
    case clipped
    /// An image could not be loaded.
    case imageFailed
    /// A block does not fit on a page and was clipped.
    case oversized
    /// Views are nested too deeply to lay out.
    case tooDeep
    /// A link's URL uses a scheme documents may not carry; the link was dropped.
    case linkRefused
    /// Views that observe their own layout kept changing state, pass after pass.
    case feedbackLoop
    /// A system library a view needs (md4c, libzint, libhyphen, …) is not installed; the
    /// render fails with `FolioError.Code.libraryMissing`.
    case libraryMissing
    /// Anything else.
    case other
  }

  /// The kind of problem.
  public var kind: Kind
  /// The view or layout type at fault.
  public var view: String
  /// The index of the subview at fault, if one is.
  public var subviewIndex: Int?
  /// A sentence explaining the problem.
  public var message: String
  /// The whole text concerned, for diagnostics about text (clipped, not drawn).
  public var text: String?
  /// Where the view at fault sits: the names of the user's `View` types and of the layout
  /// containers above it, outermost first (`["Certificate", "VStack", "Tag"]`), when the
  /// layout could tell.
  public var path: [String]?
  /// Where the view at fault was written (`Certificate.swift:12`): the line of the Folio
  /// view or modifier that made it, or of the nearest one around it in the same body.
  public var source: String?
  /// The node that reported the diagnostic, until its path is found.
  package var nodeID: ObjectIdentifier?

  /// Creates a diagnostic.
  public init(kind: Kind, view: String, subviewIndex: Int? = nil, message: String, text: String? = nil) {
    self.kind = kind
    self.view = view
    self.subviewIndex = subviewIndex
    self.message = message
    self.text = text
  }

  /// `HStack subview 2: message`.
  public var description: String {
    let index = subviewIndex.map { " subview \($0)" } ?? ""
    return "\(view)\(index): \(message)"
  }

  /// The description with the view's source line and path in front:
  /// `Certificate.swift:12: Certificate › VStack › Tag › Text "Layout": message` (what
  /// `folio` prints).
  public var descriptionWithPath: String {
    let located = source.map { "\($0): " } ?? ""
    guard let path, !path.isEmpty else { return located + description }
    return located + (path + [description]).joined(separator: " › ")
  }
}
