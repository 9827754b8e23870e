import FolioMarkdown
import Foundation

/// A GitHub table of a `Markdown` view, drawn as a `Table`.
struct MarkdownTableView: View {
  let table: MarkdownTable
  let style: MarkdownStyle

  var body: some View {
    let columns = table.header.indices.map { column in
      TableColumn<[[MarkdownSpan]]>(MarkdownSpan.plainText(table.header[column])) { row in
        Text(spans: column < row.count ? row[column] : [])
      }
      .alignment(Self.alignment(table.alignments[column]))
    }
    return Table(table.rows) { for column in columns { column } }
      .tableHeaderStyle(background: style.tableHeaderBackground)
      .multilineTextAlignment(.leading)
  }

  static func alignment(_ alignment: MarkdownTable.Alignment) -> TableColumnAlignment {
    switch alignment {
    case .none, .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}

/// An image of a `Markdown` view, read from the base folder; its alt text (with a
/// diagnostic) when refused.
struct MarkdownImageView: PrimitiveView {
  let source: String
  let alt: String
  let title: String?
  let baseURL: URL?
  let style: MarkdownStyle

  func makeViewList(context: _ResolveContext) -> _ViewList {
    switch MarkdownImagePolicy.file(for: source, base: baseURL) {
    case .success(let file):
      let title = self.title
      return resolveViewList(
        VStack(spacing: 4) {
          ScaleDownToFit(maximumHeight: style.imageMaximumHeight) {
            Image(contentsOf: file).resizable()
          }
          .frame(maxWidth: .infinity)
          .accessibilityLabel(alt)
          if let title { Text(verbatim: title).font(.caption).foregroundStyle(.secondary) }
        }, context: context)
    case .failure(let refusal):
      context.session.report(
        LayoutDiagnostic(
          kind: .other, view: "Markdown",
          message:
            "the image \(DisplayItem.quoted(String(source.prefix(60)))) was not read: \(refusal.reason); its alt text is shown"
        ))
      return resolveViewList(
        Text(verbatim: alt.isEmpty ? "[image]" : "[\(alt)]")
          .italic()
          .foregroundStyle(.secondary)
          .frame(maxWidth: .infinity, alignment: .leading), context: context)
    }
  }
}
