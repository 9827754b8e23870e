internal import FolioCairo
import Foundation

/// Renders previews to files, as `folio previews` asks: every preview of every source to
/// `DIR/<base>-<n>.<ext>` and a contact sheet `DIR/index.html`.
public enum PreviewRenderer {
  /// What to write.
  public struct Options {
    /// The folder the files go to.
    public var directory: URL
    /// The formats of each preview.
    public var formats: [OutputFormat]
    /// Fonts and environment; `pngScale` is the PNG's pixels per point.
    public var settings: RenderSettings
    /// Called with each preview's label (`Cards.swift:12 card-1`) before it is laid out, and
    /// with nil once all are: `folio previews` names the preview that trapped or never
    /// finished.
    public var onPreview: ((String?) -> Void)?
    /// The sizes text styles stand for: iOS's (body 17 pt) unless set, as Xcode's canvas
    /// shows view files; `.print` for Folio's document sizes (body 11 pt).
    public var textSizes: Font.TextSizes = .iOS

    /// Options writing `formats` to `directory`.
    public init(directory: URL, formats: [OutputFormat] = [.png], settings: RenderSettings = RenderSettings())
    {
      self.directory = directory
      self.formats = formats
      self.settings = settings
    }
  }

  /// One preview as rendered.
  public struct Rendered: Sendable {
    /// `<base>-<n>`: the output files' name without extension.
    public var name: String
    /// The name `previewDisplayName` or `#Preview("…")` gave it, if any.
    public var displayName: String?
    /// The file that declares it, and the `#Preview` line (0 for providers).
    public var file: String
    /// The `#Preview` line (0 for providers).
    public var line: Int
    /// The canvas size in points.
    public var size: CGSize
    /// The files written, by name inside the folder.
    public var files: [String]
    /// Layout warnings, each naming the view.
    public var warnings: [String]
    /// What each warning says without where (its cause, for `WarningGroups`), and where:
    /// the preview.
    package var warningCauses: [(cause: String, place: String)] = []
  }

  /// The file listing what the last render wrote, so a render with fewer previews removes
  /// the rest.
  static let manifestName = ".folio-previews"

  /// Renders every preview; throws, writing nothing, when any preview fails (the error
  /// lists each failed preview).
  ///
  /// 1. List the previews: each element of a provider's `previews`, each block; read their
  ///    traits (layout, name, device, widget family, color scheme, container background).
  /// 2. Lay each out in its canvas and draw it; collect failures and warnings.
  /// 3. Stage every file, the contact sheet and the manifest in one transaction and commit
  ///    it: all files appear together or none do.
  /// 4. Remove the files of the last render that this one did not write.
  public static func render(_ sources: [PreviewSource], options: Options) throws(FolioError) -> [Rendered] {
    let makeSession = options.settings.sessionFactory()
    var environment = options.settings.environment
    environment.textSizes = options.textSizes
    // 1. The previews.
    var counts: [String: Int] = [:]
    var items: [(item: PreviewItem, name: String)] = []
    for source in sources {
      // (A `#Preview` block runs here, and a provider's `previews`.)
      options.onPreview?("\(source.file)\(source.line > 0 ? ":\(source.line)" : "") \(source.baseName)")
      for item in PreviewItem.items(
        of: source, session: makeSession(), environment: environment)
      {
        let base = fileSafe(item.baseName)
        counts[base, default: 0] += 1
        items.append((item, "\(base)-\(counts[base]!)"))
      }
    }
    // 2. Layout and drawing.
    var rendered: [Rendered] = []
    var lists: [DisplayList] = []
    var failures: [String] = []
    for (item, name) in items {
      options.onPreview?("\(item.source.file)\(item.source.line > 0 ? ":\(item.source.line)" : "") \(name)")
      let canvas = item.canvas
      let snapshot = LayoutSnapshot(
        of: canvas, proposal: canvas.proposal, session: makeSession(), environment: environment)
      let list = snapshot.displayList()
      let label = "\(item.source.file)\(item.source.line > 0 ? ":\(item.source.line)" : "") \(name)"
      if let failure = snapshot.failures.first {
        failures.append("\(label): \(failure)")
        continue
      }
      let size = snapshot.size
      guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
        failures.append("\(label): the preview is empty (\(size.width) × \(size.height) points)")
        continue
      }
      let missingAssets = AssetCatalog.missingNames().map { "no asset catalog has the \($0)" }
      let warnings =
        snapshot.diagnostics.map { "\(label): \($0.descriptionWithPath)" }
        + missingAssets.map { "\(label): \($0)" }
      let files = options.formats.map { "\(name).\($0.rawValue)" }
      var preview = Rendered(
        name: name, displayName: item.displayName, file: item.source.file, line: item.source.line,
        size: size, files: files, warnings: warnings)
      preview.warningCauses =
        snapshot.diagnostics.map { ($0.description, label) } + missingAssets.map { ($0, label) }
      rendered.append(preview)
      lists.append(list)
    }
    options.onPreview?(nil)
    guard failures.isEmpty else {
      throw .renderFailed(
        "\(failures.count) preview\(failures.count == 1 ? "" : "s") failed, nothing was written:\n"
          + failures.joined(separator: "\n"))
    }
    // 3. One transaction.
    let directory = options.directory
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: directory.path, reason: error.localizedDescription)
    }
    let previous = previousFiles(in: directory)
    let transaction = OutputTransaction()
    let settings = options.settings
    for (preview, list) in zip(rendered, lists) {
      for (format, file) in zip(options.formats, preview.files) {
        let url = directory.appendingPathComponent(file)
        try LayoutThread.run { () throws(FolioError) in
          switch format {
          case .pdf:
            let writer = settings.pdfWriter(
              file: try transaction.stage(url),
              metadata: DocumentMetadata(title: preview.displayName ?? preview.name))
            try writer.addPage(list)
            try writer.finish()
          case .svg:
            try transaction.write(Data(try SVGWriter.svg(for: list).utf8), to: url)
          case .png:
            try transaction.write(
              try PNGWriter.png(for: list, scale: settings.pngScale, background: settings.pngBackground),
              to: url)
          }
        }
      }
    }
    try transaction.write(
      Data(PreviewContactSheet.html(for: rendered).utf8), to: directory.appendingPathComponent("index.html"))
    let written = rendered.flatMap(\.files) + ["index.html"]
    try transaction.write(
      Data(written.joined(separator: "\n").utf8), to: directory.appendingPathComponent(manifestName))
    try transaction.commit()
    // 4. Stale files.
    for file in previous where !written.contains(file) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
    }
    return rendered
  }

  /// The files the last render listed (plain names only: nothing outside the folder).
  static func previousFiles(in directory: URL) -> [String] {
    guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(manifestName).path)
    else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { !$0.contains("/") && !$0.hasPrefix(".") && !$0.isEmpty }
  }

  /// A name safe as a file name on every system: letters, digits, `-`, `_`, `.` and
  /// spaces kept, anything else `_`; at most 80 bytes; never empty or starting with a dot.
  static func fileSafe(_ name: String) -> String {
    var result = ""
    for character in name {
      let keep = character.isLetter || character.isNumber || "-_. ".contains(character)
      let next = keep ? String(character) : "_"
      if result.utf8.count + next.utf8.count > 80 { break }
      result += next
    }
    result = result.trimmingCharacters(in: .whitespaces)
    while result.hasPrefix(".") { result.removeFirst() }
    return result.isEmpty ? "Preview" : result
  }
}

/// One preview found in a source, with what its traits say.
struct PreviewItem {
  let source: PreviewSource
  let view: AnyView
  let traits: PreviewTraits
  let colorScheme: ColorScheme
  let containerBackground: AnyView?

  var baseName: String { source.baseName }
  /// The modifier's name, else a named block's name.
  var displayName: String? {
    if let name = traits.displayName { return name }
    let isNamedBlock = !source.isGroup && source.baseName != (source.file as NSString).deletingPathExtension
    return isNamedBlock ? source.baseName : nil
  }

  var canvas: PreviewCanvas<AnyView> {
    PreviewCanvas(
      content: view, traits: traits, colorScheme: colorScheme, containerBackground: containerBackground)
  }

  /// The previews of a source: one per element of a provider's `previews`; one for a
  /// block, with the traits of its first element.
  static func items(of source: PreviewSource, session: LayoutSession, environment: EnvironmentValues)
    -> [PreviewItem]
  {
    // The source's previews are made here, once (a `#Preview` block runs now).
    let previews = source.makePreviews()
    let traits: [ViewTraits] = LayoutThread.run {
      session.adoptCurrentThread()
      let context = _ResolveContext(environment: environment, session: session)
      return resolveViewList(previews, context: context).elements.map(\.traits)
    }
    func item(_ view: AnyView, _ traits: ViewTraits) -> PreviewItem {
      PreviewItem(
        source: source, view: view, traits: traits[PreviewTraitsKey.self],
        colorScheme: traits[ColorSchemeTrait.self] ?? .light,
        containerBackground: traits[WidgetContainerBackgroundTrait.self])
    }
    if source.isGroup {
      return traits.indices.map { item(AnyView(_ViewListElement(previews, index: $0)), traits[$0]) }
    }
    return [item(previews, traits.first ?? ViewTraits())]
  }
}
