import Folio
import Foundation

/// A handbook written in Markdown (Data/handbook.md, Data/handbook-de.md): a title page,
/// the contents, chapters in English and German with hyphenated justified text, tables,
/// figures, cross-references to pages, appendices — tagged PDF (workload "handbook").
enum HandbookSample {
  static let sample = Sample(
    name: "handbook",
    summary:
      "A 30-page handbook from Markdown: contents, page references, hyphenated justified English and German, a long code listing"
  ) { scale throws(FolioError) in
    let data = SampleCatalog.dataDirectory
    let english = try Markdown(contentsOf: data.appendingPathComponent("handbook.md"))
    let german = try Markdown(contentsOf: data.appendingPathComponent("handbook-de.md"))
    return Document(
      title: "The Folio Handbook", author: "The Folio developers", subject: "Documents from Swift code",
      pageSize: .a5, margins: EdgeInsets(top: 46, leading: 40, bottom: 46, trailing: 40)
    ) {
      Page { TitlePage(logo: data.appendingPathComponent("logo.svg")) }
      PagedVStack(alignment: .leading, spacing: 3) {
        Text("Contents").font(.title.bold()).padding(.bottom, 8)
        TableOfContents(levels: 1...2)
      }
      .font(.system(size: 10))
      PagedVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<scale.factor, id: \.self) { _ in english }
        CrossReferences()
        german.environment(\.locale, Locale(identifier: "de_DE"))
        Appendices()
      }
      .font(.system(size: 10.5))
      .lineSpacing(1.5)
      .multilineTextAlignment(.justified)
      .pageHeader { _ in
        Text("The Folio Handbook").font(.system(size: 8)).foregroundStyle(Color.gray)
      }
      .pageFooter { page in Text("\(page.pageNumber)").font(.system(size: 8)) }
    }
  }
}

/// The handbook's first page.
private struct TitlePage: View {
  let logo: URL

  var body: some View {
    VStack(spacing: 14) {
      Spacer()
      Image(contentsOf: logo).resizable().scaledToFit().frame(width: 96, height: 96)
        .accessibilityLabel("The Folio logo")
      Text("The Folio Handbook").font(.largeTitle.bold())
      Text("Documents, labels and reports from Swift code").font(.title3).foregroundStyle(Color.gray)
      Spacer()
      Text("Rendered by Folio from Markdown · tagged PDF · A5").font(.caption).foregroundStyle(Color.gray)
    }
    .frame(maxWidth: .infinity)
  }
}

/// A chapter whose sentences cite pages of other chapters (`PageReference`).
private struct CrossReferences: View {
  var body: some View {
    Text("Cross-references").font(.title.bold()).documentHeading(level: 1)
      .padding(.top, 10).padding(.bottom, 4).keepWithNext()
    Text(
      "Every number in the sentences below was computed by laying the handbook out until the pages stopped moving. The contents at the front of the book were built the same way."
    )
    .padding(.bottom, 6)
    ForEach(Self.references, id: \.id) { reference in
      PageReference(to: reference.id) { page in
        Text("• \(reference.title) begins on page \(page).")
      }
      .padding(.bottom, 2)
    }
  }

  static let references: [(id: String, title: String)] = [
    ("getting-started", "Getting started"), ("views-and-layout", "Views and layout"), ("text", "Text"),
    ("hyphenation-and-justification", "Hyphenation and justification"), ("tables", "Tables"),
    ("images-and-figures", "Images and figures"), ("accessibility", "Accessibility"),
    ("deutsche-beispieltexte", "The German chapter"), ("appendix-a-paper-sizes", "Appendix A"),
  ]
}
