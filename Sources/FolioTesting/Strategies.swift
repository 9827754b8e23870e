internal import FolioCairo
import Foundation

/// The fonts, environment and scale snapshots render with (the pinned fonts, so goldens
/// are the same on every machine with Folio's Debian packages).
public enum SnapshotSettings {
  /// Pinned fonts, white PNG background.
  public static var standard: RenderSettings { RenderSettings(fonts: .pinned) }
}

extension Snapshotting where Value == LayoutSnapshot, Format == String {
  /// The layout dump (every view's type and frame) and diagnostics.
  public static var layout: Snapshotting {
    Snapshotting(pathExtension: "layout.txt", diffing: .lines) { snapshot in
      var text = snapshot.dump()
      for diagnostic in snapshot.diagnostics { text += "diagnostic: \(diagnostic)\n" }
      return text
    }
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The view's layout dump at its ideal size.
  public static var layout: Snapshotting { .layout(proposal: .unspecified) }

  /// The view's layout dump for a proposal.
  public static func layout(proposal: ProposedViewSize, settings: RenderSettings = SnapshotSettings.standard)
    -> Snapshotting
  {
    Snapshotting<LayoutSnapshot, String>.layout.pullback { view in
      LayoutSnapshot(of: view, proposal: proposal, fonts: settings.fonts)
    }
  }

  /// The view's display list dump.
  public static var displayList: Snapshotting { .displayList(proposal: .unspecified) }

  /// The view's display list dump for a proposal.
  public static func displayList(
    proposal: ProposedViewSize, settings: RenderSettings = SnapshotSettings.standard
  ) -> Snapshotting {
    Snapshotting(pathExtension: "displaylist.txt", diffing: .lines) { view in
      try renderer(view, proposal, settings).displayList().dump()
    }
  }

  /// The view as normalized SVG (see `SVGNormalizer`), carrying its display list so a
  /// failure can name what changed.
  public static var svg: Snapshotting { .svg(proposal: .unspecified) }

  /// The view as normalized SVG for a proposal.
  public static func svg(proposal: ProposedViewSize, settings: RenderSettings = SnapshotSettings.standard)
    -> Snapshotting
  {
    Snapshotting(pathExtension: "svg", diffing: .svg) { view in
      let list = try renderer(view, proposal, settings).displayList()
      return SVGNormalizer.normalize(try SVGWriterAccess.svg(list), displayList: list.dump())
    }
  }

  /// The view's PDF text with word positions (through poppler's pdftotext).
  public static var pdfText: Snapshotting { .pdfText(proposal: .unspecified) }

  /// The view's PDF text with word positions for a proposal.
  public static func pdfText(proposal: ProposedViewSize, settings: RenderSettings = SnapshotSettings.standard)
    -> Snapshotting
  {
    Snapshotting(pathExtension: "pdftext.txt", diffing: .pdfText()) { view in
      try PDFText.words(try renderer(view, proposal, settings).pdfData())
    }
  }
}

extension Snapshotting where Value: View, Format == Data {
  /// The view as PNG, compared with a precision (share of pixels that must match) and a
  /// perceptual precision (how close a pixel must be to match).
  public static func png(
    proposal: ProposedViewSize = .unspecified, scale: CGFloat = 2, precision: Double = 1,
    perceptualPrecision: Double = 0.98, settings: RenderSettings = SnapshotSettings.standard
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { view in
      let renderer = renderer(view, proposal, settings)
      renderer.scale = scale
      return try renderer.pngData()
    }
  }
}

extension Snapshotting where Value == Document, Format == String {
  /// The layout dump of every page (or of the listed pages, numbered from 1).
  public static func layout(pages: [Int]? = nil, settings: RenderSettings = SnapshotSettings.standard)
    -> Snapshotting
  {
    Snapshotting(pathExtension: "layout.txt", diffing: .lines) { document in
      select(try document.layoutDumps(settings: settings, firstPages: pages?.max()), pages)
        .joined(separator: "\n")
    }
  }

  /// The display list dump of every page (or of the listed pages).
  public static func displayList(pages: [Int]? = nil, settings: RenderSettings = SnapshotSettings.standard)
    -> Snapshotting
  {
    Snapshotting(pathExtension: "displaylist.txt", diffing: .lines) { document in
      select(try document.displayLists(settings: settings, firstPages: pages?.max()).map { $0.dump() }, pages)
        .joined(separator: "\n")
    }
  }

  /// One page as normalized SVG, compared by display list and pixels (`Diffing.svg`): the
  /// images match when `precision` of their pixels do, a pixel when no channel differs by
  /// more than `1 − perceptualPrecision`.
  public static func svg(
    page: Int = 1, precision: Double = 1, perceptualPrecision: Double = 1,
    settings: RenderSettings = SnapshotSettings.standard
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "svg", diffing: .svg(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { document in
      let pages = try document.displayLists(settings: settings, firstPages: page)
      guard pages.indices.contains(page - 1) else {
        throw FolioError.invalidValue(
          view: "Document", value: "page \(page)", reason: "the document has \(pages.count) pages")
      }
      let list = pages[page - 1]
      return SVGNormalizer.normalize(try SVGWriterAccess.svg(list), displayList: list.dump())
    }
  }

  /// The text of every page with word positions (through poppler's pdftotext).
  public static func pdfText(settings: RenderSettings = SnapshotSettings.standard) -> Snapshotting {
    Snapshotting(pathExtension: "pdftext.txt", diffing: .pdfText()) { document in
      try PDFText.words(try document.pdfData(settings: settings))
    }
  }
}

extension Snapshotting where Value == Document, Format == Data {
  /// One page as PNG.
  public static func png(
    page: Int = 1, scale: CGFloat = 1, precision: Double = 1, perceptualPrecision: Double = 0.98,
    settings: RenderSettings = SnapshotSettings.standard
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { document in
      let pages = try document.displayLists(settings: settings, firstPages: page)
      guard pages.indices.contains(page - 1) else {
        throw FolioError.invalidValue(
          view: "Document", value: "page \(page)", reason: "the document has \(pages.count) pages")
      }
      return try PNGWriter.png(for: pages[page - 1], scale: scale, background: settings.pngBackground)
    }
  }
}

private func renderer<V: View>(_ view: V, _ proposal: ProposedViewSize, _ settings: RenderSettings)
  -> ImageRenderer<V>
{
  let renderer = ImageRenderer(content: view, settings: settings)
  renderer.proposedSize = proposal
  return renderer
}

private func select(_ pages: [String], _ numbers: [Int]?) -> [String] {
  guard let numbers else { return pages }
  return numbers.compactMap { pages.indices.contains($0 - 1) ? pages[$0 - 1] : nil }
}

enum SVGWriterAccess {
  static func svg(_ page: DisplayList) throws(FolioError) -> String { try SVGWriter.svg(for: page) }
}
