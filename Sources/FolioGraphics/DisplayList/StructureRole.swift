import Foundation

/// What a group of drawing is in a tagged PDF's structure tree (the PDF's standard
/// structure types); other outputs ignore it.
public enum StructureRole: Hashable, Sendable {
  /// A heading, level 1 to 6 (`H1`…`H6`).
  case heading(Int)
  /// A paragraph (`P`).
  case paragraph
  /// A list (`L`) of items.
  case list
  /// A list item (`LI`): a label and a body.
  case listItem
  /// A list item's bullet or number (`Lbl`).
  case listLabel
  /// A list item's content (`LBody`).
  case listBody
  /// A table of contents (`TOC`).
  case contents
  /// An entry of a table of contents (`TOCI`): its title and page number.
  case contentsItem
  /// A table (`Table`) of rows.
  case table
  /// A table row (`TR`) of cells.
  case tableRow
  /// A cell (`TD`), or a header cell (`TH`).
  case tableCell(isHeader: Bool)
  /// A figure with its alternative text (`Figure`, `/Alt`).
  case figure(alt: String?)
  /// A block quotation (`BlockQuote`).
  case blockQuote
  /// Running headers, footers and decoration: outside the structure tree.
  case artifact
  /// A link (`Link`): its content and its annotation, the last item of the group (a
  /// `LinkItem`).
  case link

  /// The structure type's name in the PDF.
  public var tagName: String {
    switch self {
    case .heading(let level): "H\(min(max(level, 1), 6))"
    case .paragraph: "P"
    case .list: "L"
    case .listItem: "LI"
    case .listLabel: "Lbl"
    case .listBody: "LBody"
    case .contents: "TOC"
    case .contentsItem: "TOCI"
    case .table: "Table"
    case .tableRow: "TR"
    case .tableCell(let isHeader): isHeader ? "TH" : "TD"
    case .figure: "Figure"
    case .blockQuote: "BlockQuote"
    case .artifact: "Artifact"
    case .link: "Link"
    }
  }

  /// Whether the element holds content (text, images) rather than other elements. Cairo
  /// 1.16 keeps only one of the two in an element, so content inside a container is given
  /// a leaf of its own (`P`, `LBody`, `TD`).
  public var holdsContent: Bool {
    switch self {
    case .heading, .paragraph, .tableCell, .figure, .listLabel, .contentsItem, .link: true
    case .list, .listItem, .listBody, .contents, .table, .tableRow, .blockQuote, .artifact: false
    }
  }

  /// Whether consecutive elements of this role at the top of a page are one element (a
  /// list or contents in a flow come one item per block).
  public var mergesAtTopLevel: Bool { self == .list || self == .contents }
}
