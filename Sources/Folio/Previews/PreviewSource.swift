import Foundation

/// Where previews come from: a `PreviewProvider` type (each view of its `previews` is one
/// preview) or a `#Preview` block (one preview), with the file that declares it.
public struct PreviewSource {
  /// The file's name (`InvoiceView.swift`).
  public let file: String
  /// The provider's type name, or the block's name, or the file's base name for an
  /// unnamed block: the base of the output file names.
  public let baseName: String
  /// The line of a `#Preview` (0 for providers).
  public let line: Int
  /// Makes the views to preview, as one view whose elements are the previews (called when
  /// they are rendered, so a trap in a `#Preview` block is one in that preview).
  let makePreviews: () -> AnyView
  /// Whether every element is a preview (a provider) or the whole view is one (a block).
  let isGroup: Bool

  /// The previews of a provider type.
  public static func provider<P: PreviewProvider>(_ type: P.Type, file: String) -> PreviewSource {
    PreviewSource(
      file: file, baseName: String(describing: type), line: 0, makePreviews: { AnyView(type.previews) },
      isGroup: true
    )
  }

  /// The preview of a `#Preview` block; for a widget's timeline
  /// (`#Preview(as:timeline:)`), one preview per entry, in the family's size, named
  /// `systemSmall, entry 2`.
  public static func block(_ block: _FolioPreviewBlock, file: String) -> PreviewSource {
    let fileBase = (file as NSString).deletingPathExtension
    if let timeline = block.widgetTimeline {
      return PreviewSource(
        file: file, baseName: block.name ?? fileBase, line: block.line,
        makePreviews: {
          let views = Array(timeline.entryViews().enumerated())
          return AnyView(
            ForEach(views, id: \.offset) { entry in
              entry.element.previewContext(WidgetPreviewContext(family: timeline.family))
                .previewDisplayName("\(timeline.family), entry \(entry.offset + 1)")
            })
        }, isGroup: true)
    }
    return PreviewSource(
      file: file, baseName: block.name ?? fileBase, line: block.line, makePreviews: { AnyView(block.view) },
      isGroup: false)
  }
}
