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
/// 4. consecutive lists (or contents) at the top level are one `L` (`TOC`): a Markdown
///    list and a table of contents paginate item by item. It stays open across page
///    breaks, so a list split between pages is one element, until other content comes (or
///    a page must write links after its content, `endPage`);
/// 5. figures' alternative texts are kept in order for the PDF filter, which writes them
///    as `/Alt` (Cairo 1.16 has no attribute for it);
/// 6. a link is a `Link` element holding its content and its annotation, inside the leaf
///    its content belongs to (a paragraph, a heading, a contents entry). A leaf with links
///    holds only elements (rule 1): its text outside the links goes into `Span`s. A link
///    that cannot be written there (inside an artifact, a compositing group or another
///    link) is kept in `unplacedLinks`, which the page writes after its content.
package final class PDFStructureTagger {
  private struct Open {
    let role: StructureRole
    /// Whether a tag was begun for it (nothing is tagged inside leaves, artifacts and
    /// compositing groups).
    let isTagged: Bool
    /// Whether an `Artifact` mark was begun for it (Cairo 1.18).
    var marksArtifact = false
    /// Whether it is a leaf whose content goes into `Span` and `Link` elements (rule 6).
    var isSegmented = false
  }

  private var stack: [Open] = []
  /// The leaves `beginLink` opened around its links (nil where the link was in one).
  private var leafNames: [String?] = []
  /// Compositing groups being drawn.
  private var compositingDepth = 0
  /// The top-level list or contents left open (consecutive ones share it).
  private var openMerged: StructureRole?
  /// The alternative texts of the figures, in the order they were tagged.
  package private(set) var figureAlternatives: [String?] = []
  /// The links of the page that could not be written where their content is (rule 6).
  package private(set) var unplacedLinks: [LinkItem] = []

  package init() {}

  /// Whether content drawn now may be tagged.
  private var canTag: Bool {
    compositingDepth == 0 && !stack.contains { !$0.isTagged || $0.role.holdsContent }
  }

  /// Starts a structure group; `hasLinks` says a leaf's content has links (rule 6).
  func begin(_ role: StructureRole, cr: OpaquePointer, hasLinks: Bool = false) {
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
    var open = Open(role: role, isTagged: tags, isSegmented: tags && hasLinks && role.holdsContent)
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

  /// Draws loose content (text) inside a leaf of its own when nothing else tags it, or
  /// inside a `Span` in a leaf with links.
  func content(cr: OpaquePointer, draw: () -> Void) {
    if stack.isEmpty, compositingDepth == 0, openMerged != nil { closeMerged(cr: cr) }
    if isInSegmentedLeaf {
      cairo_tag_begin(cr, "Span", nil)
      draw()
      cairo_tag_end(cr, "Span")
      return
    }
    guard canTag, !stack.contains(where: { $0.role == .artifact }) else {
      draw()
      return
    }
    let leaf = leafName
    cairo_tag_begin(cr, leaf, nil)
    // The leaf is open while its content draws: nothing inside is tagged.
    stack.append(Open(role: .paragraph, isTagged: true))
    draw()
    stack.removeLast()
    cairo_tag_end(cr, leaf)
  }

  /// The leaf loose content gets in the innermost open element.
  private var leafName: String {
    switch stack.last?.role {
    case .listItem: "LBody"
    case .tableRow: "TD"
    case .list: "LI"
    case .contents: "TOCI"
    default: "P"
    }
  }

  /// Whether the innermost open element is a tagged leaf with links, outside artifacts and
  /// compositing groups.
  private var isInSegmentedLeaf: Bool {
    guard compositingDepth == 0, let last = stack.last, last.isSegmented, last.isTagged else { return false }
    return !stack.contains { $0.role == .artifact }
  }

  /// Whether a link can be written here: in a leaf with links, or where loose content
  /// would get a leaf of its own (rule 6).
  private var canWriteLinks: Bool {
    isInSegmentedLeaf || (canTag && !stack.contains { $0.role == .artifact })
  }

  /// Draws a text whose runs have links: `attributes` are Cairo's link attributes of each
  /// link run's parts (one per line, in order), `items` the link items they were made of.
  /// `draw` draws the text, calling its argument before each part with the part's link
  /// run, or nil for text outside links; each line of a link goes into a `Link` with the
  /// line's annotation, the rest into `Span`s, inside the leaf the text belongs to. The
  /// parts no glyphs were drawn for, and all of them when links cannot be written here,
  /// are kept in `unplacedLinks`.
  func linkedContent(
    cr: OpaquePointer, attributes: [Int: [String?]], items: [Int: [LinkItem]],
    draw: ((Int?) -> Void) -> Void
  ) {
    if stack.isEmpty, compositingDepth == 0, openMerged != nil { closeMerged(cr: cr) }
    guard canWriteLinks else {
      draw { _ in }
      for run in items.keys.sorted() { unplacedLinks += items[run] ?? [] }
      return
    }
    let makesLeaf = !isInSegmentedLeaf
    let leaf = leafName
    if makesLeaf {
      cairo_tag_begin(cr, leaf, nil)
      stack.append(Open(role: .paragraph, isTagged: true, isSegmented: true))
    }
    var open: String?
    var used: [Int: Int] = [:]
    draw { run in
      if let open { cairo_tag_end(cr, open) }
      let part = run.map { used[$0, default: 0] } ?? 0
      if let run, let parts = attributes[run], part < parts.count, let link = parts[part] {
        Self.beginLinkTag(link, cr: cr)
        open = CAIRO_TAG_LINK
        used[run] = part + 1
      } else {
        if let run { used[run] = part + 1 }
        cairo_tag_begin(cr, "Span", nil)
        open = "Span"
      }
    }
    if let open { cairo_tag_end(cr, open) }
    if makesLeaf {
      stack.removeLast()
      cairo_tag_end(cr, leaf)
    }
    for (run, parts) in items.sorted(by: { $0.key < $1.key }) {
      let drawn = min(used[run] ?? 0, parts.count)
      for (index, part) in parts.enumerated() where index >= drawn || attributes[run]?[index] == nil {
        unplacedLinks.append(part)
      }
    }
  }

  /// Starts a link's element around its content (a `.link` structure group), with Cairo's
  /// link attributes; false when it cannot be written here (the link is then kept in
  /// `unplacedLinks` and its content drawn as if it were not a link).
  func beginLink(_ link: LinkItem, attributes: String, cr: OpaquePointer) -> Bool {
    guard canWriteLinks else {
      unplacedLinks.append(link)
      return false
    }
    if stack.isEmpty, compositingDepth == 0, openMerged != nil { closeMerged(cr: cr) }
    let makesLeaf = !isInSegmentedLeaf
    if makesLeaf {
      let leaf = leafName
      cairo_tag_begin(cr, leaf, nil)
      stack.append(Open(role: .paragraph, isTagged: true, isSegmented: true))
      leafNames.append(leaf)
    } else {
      leafNames.append(nil)
    }
    Self.beginLinkTag(attributes, cr: cr)
    // The link holds its content: nothing inside it is tagged.
    stack.append(Open(role: .link, isTagged: true))
    return true
  }

  /// Ends what `beginLink` began.
  func endLink(cr: OpaquePointer) {
    stack.removeLast()
    cairo_tag_end(cr, CAIRO_TAG_LINK)
    if let leaf = leafNames.popLast() ?? nil {
      stack.removeLast()
      cairo_tag_end(cr, leaf)
    }
  }

  /// Begins a link tag whose rectangles are in page coordinates (with no transform, so
  /// Cairo takes them as they are).
  private static func beginLinkTag(_ attributes: String, cr: OpaquePointer) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_tag_begin(cr, CAIRO_TAG_LINK, attributes)
    cairo_restore(cr)
  }

  /// Keeps links to be written with the page's other links, after its content.
  func keepUnplaced(_ links: [LinkItem]) { unplacedLinks += links }

  /// The page's links kept in `unplacedLinks` so far, which are then forgotten.
  package func takeUnplacedLinks() -> [LinkItem] {
    defer { unplacedLinks = [] }
    return unplacedLinks
  }

  /// Draws a compositing group: nothing inside it is tagged.
  func compositing(_ draw: () -> Void) {
    compositingDepth += 1
    draw()
    compositingDepth -= 1
  }

  /// Ends a page: a top-level list stays open for the next page's items, unless
  /// `closesLists` (the page writes elements after its content).
  func endPage(cr: OpaquePointer, closesLists: Bool) {
    if closesLists, openMerged != nil { closeMerged(cr: cr) }
  }

  /// Ends the document: closes a top-level list left open.
  func endDocument(cr: OpaquePointer) {
    if openMerged != nil { closeMerged(cr: cr) }
  }

  private func closeMerged(cr: OpaquePointer) {
    if let role = openMerged { cairo_tag_end(cr, role.tagName) }
    openMerged = nil
  }
}
