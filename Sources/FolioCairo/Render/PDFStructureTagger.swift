import CCairo
import FolioGraphics
import Foundation

/// Writes a tagged PDF's structure elements around what a `CairoRenderer` draws: the
/// structure groups of the display list become elements, and text outside any element gets
/// a paragraph of its own.
///
/// Cairo 1.16 keeps either the content or the child elements of an element, never both, so:
/// 1. content (text, images) is tagged only inside a leaf element (`holdsContent`); text
///    met inside a container gets a leaf: `LBody` in a list item, `TD` in a row, `P`
///    elsewhere;
/// 2. nothing is tagged inside a compositing group (opacity, mask, blur), where Cairo
///    copies tags wrongly: such a group is drawn inside the element around it, untagged;
/// 3. artifacts (running headers and footers) are left out of the tree: Cairo 1.16 leaves
///    untagged content out, and Cairo 1.18, which would give it to the element around it,
///    marks it as an `Artifact` (`CairoVersion.marksArtifacts`);
/// 4. consecutive lists (or contents) at the top of a page are one `L` (`TOC`): a Markdown
///    list and a table of contents paginate item by item; it is closed at the page's end;
/// 5. figures' alternative texts are kept in order for the PDF filter, which writes them
///    as `/Alt` (Cairo 1.16 has no attribute for it).
package final class PDFStructureTagger {
  private struct Open {
    let role: StructureRole
    /// Whether a tag was begun for it (nothing is tagged inside leaves, artifacts and
    /// compositing groups).
    let isTagged: Bool
    /// Whether an `Artifact` mark was begun for it (Cairo 1.18).
    var marksArtifact = false
  }

  private var stack: [Open] = []
  /// Compositing groups being drawn.
  private var compositingDepth = 0
  /// The top-level list or contents left open (consecutive ones share it).
  private var openMerged: StructureRole?
  /// The alternative texts of the figures, in the order they were tagged.
  package private(set) var figureAlternatives: [String?] = []

  package init() {}

  /// Whether content drawn now may be tagged.
  private var canTag: Bool {
    compositingDepth == 0 && !stack.contains { !$0.isTagged || $0.role.holdsContent }
  }

  /// Starts a structure group.
  func begin(_ role: StructureRole, cr: OpaquePointer) {
    if stack.isEmpty, compositingDepth == 0, let open = openMerged, open != role, role != .artifact {
      closeMerged(cr: cr)
    }
    let tags = canTag && role != .artifact
    // 4. A list right after a top-level list goes on in the same `L`.
    let continues = tags && stack.isEmpty && openMerged == role
    if tags && !continues {
      cairo_tag_begin(cr, role.tagName, nil)
      if case .figure(let alt) = role { figureAlternatives.append(alt) }
    }
    var open = Open(role: role, isTagged: tags)
    // 3. An artifact outside any other, marked where Cairo can.
    if role == .artifact, CairoVersion.marksArtifacts, compositingDepth == 0,
      !stack.contains(where: { $0.role == .artifact })
    {
      cairo_tag_begin(cr, "Artifact", nil)
      open.marksArtifact = true
    }
    stack.append(open)
  }

  /// Ends the innermost structure group.
  func end(cr: OpaquePointer) {
    guard let open = stack.popLast() else { return }
    if open.marksArtifact { cairo_tag_end(cr, "Artifact") }
    guard open.isTagged else { return }
    let role = open.role
    if role.mergesAtTopLevel, stack.isEmpty {
      // 4. A top-level list stays open for the next one.
      openMerged = role
      return
    }
    cairo_tag_end(cr, role.tagName)
  }

  /// Draws loose content (text) inside a leaf of its own when nothing else tags it.
  func content(cr: OpaquePointer, draw: () -> Void) {
    if stack.isEmpty, compositingDepth == 0, openMerged != nil { closeMerged(cr: cr) }
    guard canTag, !stack.contains(where: { $0.role == .artifact }) else {
      draw()
      return
    }
    let leaf: String =
      switch stack.last?.role {
      case .listItem: "LBody"
      case .tableRow: "TD"
      case .list: "LI"
      case .contents: "TOCI"
      default: "P"
      }
    cairo_tag_begin(cr, leaf, nil)
    // The leaf is open while its content draws: nothing inside is tagged.
    stack.append(Open(role: .paragraph, isTagged: true))
    draw()
    stack.removeLast()
    cairo_tag_end(cr, leaf)
  }

  /// Draws a compositing group: nothing inside it is tagged.
  func compositing(_ draw: () -> Void) {
    compositingDepth += 1
    draw()
    compositingDepth -= 1
  }

  /// Closes what a page left open (a top-level list).
  func endPage(cr: OpaquePointer) {
    if openMerged != nil { closeMerged(cr: cr) }
  }

  private func closeMerged(cr: OpaquePointer) {
    if let role = openMerged { cairo_tag_end(cr, role.tagName) }
    openMerged = nil
  }
}
