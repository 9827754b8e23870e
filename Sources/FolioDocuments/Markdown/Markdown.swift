import FolioMarkdown
import Foundation

/// A Markdown document as views: headings (document headings, so `TableOfContents` lists
/// them and `PageReference(to: "slug")` finds them), paragraphs, nested and numbered lists,
/// block quotes, code blocks, thematic breaks, GitHub tables (as `Table`), images and
/// links. In a document's flow each block (and each item of a top-level list) is its own
/// block, so it paginates like any flow. Styled by `markdownStyle(_:)`.
///
/// Untrusted Markdown is safe: raw HTML shows as text, links go through the same policy
/// as `Link` (http, https, mailto, #name), and images are read only from files inside
/// `baseURL`.
public struct Markdown: PrimitiveView {
  /// The parsed blocks.
  public let blocks: [MarkdownBlock]
  let baseURL: URL?
  /// The error of a source md4c could not parse because it is not installed.
  let parserFailure: FolioError?

  /// Parses `source`; images are read from files inside `baseURL` (none without it).
  public init(_ source: String, baseURL: URL? = nil) {
    blocks = MarkdownParser.parse(source)
    parserFailure = MarkdownParser.missingParser(for: source)
    self.baseURL = baseURL
  }

  /// Reads and parses a Markdown file; its images are read from its folder.
  public init(contentsOf url: URL) throws(FolioError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let exists = FileManager.default.fileExists(atPath: url.path)
      throw .fileNotReadable(path: url.path, reason: exists ? "it could not be read" : "no such file")
    }
    self.init(String(decoding: data, as: UTF8.self), baseURL: url.deletingLastPathComponent())
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    if let parserFailure { context.session.fail(parserFailure, kind: .libraryMissing, view: "Markdown") }
    let pieces = MarkdownPiece.pieces(of: blocks)
    let baseURL = self.baseURL
    return resolveViewList(
      ForEach(pieces.indices, id: \.self) { index in
        MarkdownBlockView(piece: pieces[index], baseURL: baseURL, isFirst: index == 0)
      }, context: context)
  }
}

/// A top-level block, or one item of a top-level list (so long lists paginate by item).
struct MarkdownPiece {
  enum Kind {
    case block(MarkdownBlock)
    case item(list: MarkdownList, index: Int)
  }

  let kind: Kind
  /// The heading's link name (GitHub's slug), unique in the document.
  let slug: String?

  static func pieces(of blocks: [MarkdownBlock]) -> [MarkdownPiece] {
    var pieces: [MarkdownPiece] = []
    var slugs = MarkdownSlugs()
    for block in blocks {
      switch block {
      case .list(let list):
        for index in list.items.indices {
          pieces.append(MarkdownPiece(kind: .item(list: list, index: index), slug: nil))
        }
      case .heading(_, let spans):
        pieces.append(
          MarkdownPiece(kind: .block(block), slug: slugs.slug(for: MarkdownSpan.plainText(spans))))
      default:
        pieces.append(MarkdownPiece(kind: .block(block), slug: nil))
      }
    }
    return pieces
  }
}

/// GitHub's heading anchors: lowercased, spaces to hyphens, punctuation dropped; a repeat
/// gets `-1`, `-2`, ….
struct MarkdownSlugs {
  private var used: [String: Int] = [:]

  mutating func slug(for title: String) -> String {
    var slug = ""
    for character in title.lowercased() {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        slug.append(character)
      } else if character == " " {
        slug.append("-")
      }
    }
    if slug.isEmpty { slug = "section" }
    let count = used[slug, default: 0]
    used[slug] = count + 1
    return count == 0 ? slug : "\(slug)-\(count)"
  }
}
