import Folio
import Foundation

/// The handbook's appendices, made from data: paper sizes, hyphenation in seven languages
/// and a glossary.
struct Appendices: View {
  var body: some View {
    Heading(title: "Appendix A: Paper sizes", id: "appendix-a-paper-sizes")
    Text("The page sizes Folio names, in millimetres and in points (1 pt = 1/72 in).").padding(.bottom, 6)
    Table(Self.paperSizes) {
      TableColumn("Name") { (size: PaperSize) in Text(size.name) }.width(proportion: 2)
      TableColumn("Millimetres") { (size: PaperSize) in Text(size.millimetres) }.width(proportion: 2)
      TableColumn("Points") { (size: PaperSize) in Text(size.points) }.width(proportion: 2).alignment(
        .numeric)
    }
    .tableHeaderStyle(background: Color(white: 0.9))
    .alternatingRowBackgrounds(Color(white: 0.96))
    .multilineTextAlignment(.leading)
    Heading(title: "Appendix B: Hyphenation in seven languages", id: "appendix-b-hyphenation")
    Text(
      "The same kind of sentence in each language Debian ships a dictionary for, justified in a narrow column: the locale chooses the patterns."
    )
    .padding(.bottom, 6)
    ForEach(Self.languages, id: \.locale) { language in
      VStack(alignment: .leading, spacing: 3) {
        Text(verbatim: language.name).font(.headline).multilineTextAlignment(.leading)
        Text(verbatim: language.text).frame(width: 180, alignment: .leading)
          .environment(\.locale, Locale(identifier: language.locale))
      }
      .padding(.bottom, 8)
      .keepTogether()
    }
    Heading(title: "Appendix C: Glossary", id: "appendix-c-glossary")
    ForEach(Self.glossary, id: \.term) { entry in
      (Text(verbatim: entry.term).bold() + Text(verbatim: " — " + entry.meaning)).padding(.bottom, 4)
    }
  }

  struct PaperSize {
    let name: String
    let size: PageSize

    var millimetres: String {
      "\(Int((size.size.width / 72 * 25.4).rounded())) × \(Int((size.size.height / 72 * 25.4).rounded()))"
    }
    var points: String {
      String(format: "%.1f × %.1f", Double(size.size.width), Double(size.size.height))
    }
  }

  static let paperSizes: [PaperSize] = [
    PaperSize(name: "A3", size: .a3), PaperSize(name: "A4", size: .a4), PaperSize(name: "A5", size: .a5),
    PaperSize(name: "A6", size: .a6), PaperSize(name: "Letter", size: .letter),
    PaperSize(name: "Legal", size: .legal), PaperSize(name: "Tabloid", size: .tabloid),
    PaperSize(name: "Shipping label 4×6", size: .shippingLabel4x6),
    PaperSize(name: "Address label 4×2", size: .addressLabel4x2),
    PaperSize(name: "Address label 2⅝×1", size: .addressLabel2625x1),
    PaperSize(name: "Envelope #10", size: .envelope10), PaperSize(name: "Envelope DL", size: .envelopeDL),
    PaperSize(name: "Envelope C5", size: .envelopeC5), PaperSize(name: "Envelope C6", size: .envelopeC6),
  ]

  static let languages: [(name: String, locale: String, text: String)] = [
    (
      "English", "en_US",
      "Hyphenation distributes the typographical texture of justified paragraphs evenly, so international documentation remains comfortable to read in narrow columns."
    ),
    (
      "Deutsch", "de_DE",
      "Die Silbentrennung verteilt die typografische Textur von Absätzen im Blocksatz gleichmäßig, sodass internationale Dokumentationen auch in schmalen Spalten angenehm lesbar bleiben."
    ),
    (
      "Français", "fr_FR",
      "La césure répartit uniformément la texture typographique des paragraphes justifiés, de sorte que la documentation internationale reste agréable à lire dans des colonnes étroites."
    ),
    (
      "Español", "es_ES",
      "La división silábica distribuye uniformemente la textura tipográfica de los párrafos justificados, de modo que la documentación internacional sigue siendo cómoda de leer en columnas estrechas."
    ),
    (
      "Italiano", "it_IT",
      "La sillabazione distribuisce uniformemente la trama tipografica dei paragrafi giustificati, così che la documentazione internazionale resta piacevole da leggere in colonne strette."
    ),
    (
      "Português", "pt_PT",
      "A hifenização distribui uniformemente a textura tipográfica dos parágrafos justificados, de modo que a documentação internacional continua confortável de ler em colunas estreitas."
    ),
    (
      "Nederlands", "nl_NL",
      "Woordafbreking verdeelt de typografische textuur van uitgevulde alinea's gelijkmatig, zodat internationale documentatie ook in smalle kolommen prettig leesbaar blijft."
    ),
  ]

  static let glossary: [(term: String, meaning: String)] = [
    (
      "Alternative text", "a description of a figure that assistive technology reads in place of the picture."
    ),
    ("Artifact", "drawing that is not part of a document's content, such as running headers and footers."),
    ("Baseline", "the line on which the letters of a line of text sit."),
    ("Display list", "the list of shapes, text and images a page is drawn from."),
    ("Flow", "content that continues on as many pages as it needs."),
    ("Golden file", "a recorded output that later output is compared with."),
    ("Justification", "setting text flush with both edges of its column."),
    ("Leader dots", "the row of dots that leads the eye from an entry of the contents to its page number."),
    ("Locale", "the language and region text is written for; it chooses hyphenation patterns."),
    ("Proposal", "the size a parent offers a child during layout."),
    (
      "Soft hyphen",
      "an invisible character marking where a word may break, drawn as a hyphen only at a line end."
    ),
    (
      "Structure tree",
      "the headings, paragraphs, lists, tables and figures a tagged PDF records beside its drawing."
    ),
  ]
}

/// An appendix heading: a document heading, a link target and a page reference target.
private struct Heading: View {
  let title: String
  let id: String

  var body: some View {
    Text(verbatim: title).font(.title.bold()).multilineTextAlignment(.leading)
      .frame(maxWidth: .infinity, alignment: .leading)
      .documentHeading(level: 1)
      .id(id)
      .padding(.top, 12).padding(.bottom, 4)
      .keepWithNext()
  }
}
