import Folio
import FolioLayout
import FolioTestSupport
import Foundation
import Testing

// Issue 10, "no trap, no unbounded allocation": images, page sizes, scales, nesting, label
// templates, sample data and font sizes from any input end in a typed error or a
// diagnostic, never in a signal.
@Suite struct InputLimitTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  /// The error a view's render throws, or nil.
  func renderError<V: View>(_ view: V, pageSize: PageSize = .a5, format: OutputFormat = .pdf) -> FolioError? {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      try Document(pageSize: pageSize) { view }.write(
        to: directory.appendingPathComponent("out.\(format.rawValue)"), settings: pinned)
      #expect(!files(in: directory).isEmpty)
      return nil
    } catch {
      #expect(files(in: directory).isEmpty, "no file after an error: \(files(in: directory))")
      return error
    }
  }

  /// A JPEG whose frame header claims `width` × `height`.
  static func jpeg(claiming width: Int, _ height: Int) throws -> Data {
    var bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("wide.jpg")))
    var index = 2
    while index + 8 < bytes.count {
      let code = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(code) && ![0xC4, 0xC8, 0xCC].contains(code) {
        bytes[index + 5] = UInt8(height >> 8)
        bytes[index + 6] = UInt8(height & 0xFF)
        bytes[index + 7] = UInt8(width >> 8)
        bytes[index + 8] = UInt8(width & 0xFF)
        break
      }
      index += 2 + length
    }
    return Data(bytes)
  }

  @Test func imagesBeyondThePixelBudgetAreRefusedBeforeDecoding() throws {
    // A valid JPEG 40,000 pixels wide (Cairo's limit is 32,767).
    let wide = renderError(Image(contentsOf: Self.fixtures.appendingPathComponent("wide.jpg")))
    #expect(wide.map { "\($0)".contains("40000 × 2 pixels") } == true, "\(String(describing: wide))")
    // A header claiming 65,500² (12.6 GB to decode).
    let huge = renderError(Image(data: try Self.jpeg(claiming: 65_500, 65_500), name: "huge.jpg"))
    #expect(huge.map { "\($0)".contains("huge.jpg") && "\($0)".contains("65500 × 65500") } == true)
    // A PNG header claiming a million pixels square.
    var png = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Samples/Data/swatch.png")))
    for offset in [16, 20] { png.replaceSubrange(offset..<offset + 4, with: [0, 0x0F, 0x42, 0x40]) }
    let claimed = renderError(Image(data: Data(png), name: "claims.png"))
    #expect(claimed.map { "\($0)".contains("1000000 × 1000000") } == true)
  }

  /// Issue 51: an SVG of more elements than the budget (a million took librsvg 2.7 GB) is
  /// refused before librsvg reads it; one under it draws.
  @Test func svgImagesBeyondTheElementBudgetAreRefused() throws {
    func svg(_ count: Int) -> Data {
      var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><!-- comment -->"#
      text += String(repeating: #"<rect x="1" y="1" width="2" height="2"/>"#, count: count)
      return Data((text + "</svg>").utf8)
    }
    let error = renderError(Image(data: svg(150_000), name: "busy.svg"))
    #expect(
      error.map { "\($0)".contains("busy.svg") && "\($0)".contains("150001 elements; at most 100000") }
        == true,
      "\(String(describing: error))")
    #expect(renderError(Image(data: svg(1_000), name: "fine.svg")) == nil)
  }

  /// Issue 51: a small file whose header claims an image within the pixel budget (a 1 KB
  /// JPEG claiming 10,000², which gdk-pixbuf allocated 790 MB for) is refused before
  /// decoding; a real image as large as the file allows still decodes.
  @Test func smallFilesClaimingHugeImagesAreRefusedBeforeDecoding() throws {
    let jpeg = try Self.jpeg(claiming: 10_000, 10_000)
    #expect(jpeg.count < 4_096)
    let error = renderError(Image(data: jpeg, name: "small.jpg"))
    #expect(
      error.map { "\($0)".contains("small.jpg") && "\($0)".contains("100000000 pixels in a file of") }
        == true,
      "\(String(describing: error))")
    var png = [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Samples/Data/swatch.png")))
    for offset in [16, 20] { png.replaceSubrange(offset..<offset + 4, with: [0, 0, 0x27, 0x10]) }
    let claimed = renderError(Image(data: Data(png), name: "small.png"))
    #expect(claimed.map { "\($0)".contains("pixels in a file of") } == true, "\(String(describing: claimed))")
    // The sample's own images are far from the rule.
    #expect(
      renderError(Image(contentsOf: packageRoot.appendingPathComponent("Samples/Data/swatch.png"))) == nil)
  }

  @Test(arguments: [CGFloat.nan, .infinity, 0, -10, 1e7])
  func invalidPageSizesAreTypedErrors(side: CGFloat) {
    for format in OutputFormat.allCases {
      let error = renderError(Text("x"), pageSize: PageSize(width: side, height: 200), format: format)
      guard let error, error.code == .invalidValue else {
        Issue.record("\(format) of a \(side) pt page: \(String(describing: error))")
        continue
      }
      #expect(error.view == "Page 1")
      #expect(error.reason.contains("14,400 pt"))
    }
  }

  @Test func viewsOfInvalidSizeCannotBecomePages() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 1e7, height: 20))
    #expect(throws: FolioError.self) { try renderer.pdfData() }
    #expect(throws: FolioError.self) { try renderer.svgString() }
    let huge = ImageRenderer(content: Color.red.frame(width: 20, height: 20))
    huge.scale = 1e9
    #expect(throws: FolioError.self) { try huge.pngData() }
    huge.scale = .nan
    #expect(throws: FolioError.self) { try huge.pngData() }
  }

  @Test func hugeScaleOnTheCommandLine() throws {
    let url = try script("import Folio\nlet document = Document { Text(\"x\") }\n")
    let result = runFolio([
      "render", url.path, "-o", url.deletingLastPathComponent().appendingPathComponent("x.png").path,
      "--scale", "1e9",
    ])
    #expect(result.status == 1)
    #expect(result.err.contains("at most 32,767 pixels"), "\(result.err)")
    #expect(files(in: url.deletingLastPathComponent()) == ["doc.swift"])
  }

  /// Views nested `depth` deep, of one kind.
  struct Nested: View {
    let depth: Int
    let kind: Int

    var body: some View {
      if depth == 0 {
        Text("deepest")
      } else {
        switch kind {
        case 0: VStack { Nested(depth: depth - 1, kind: kind) }
        case 1: HStack { Nested(depth: depth - 1, kind: kind) }
        case 2: ZStack { Nested(depth: depth - 1, kind: kind) }
        case 3: Nested(depth: depth - 1, kind: kind).padding(0.001)
        case 4: Nested(depth: depth - 1, kind: kind).opacity(0.99999)
        case 5: Nested(depth: depth - 1, kind: kind).frame(minWidth: 1)
        case 6: Color.clear.overlay(Nested(depth: depth - 1, kind: kind))
        default: NestedLayout { Nested(depth: depth - 1, kind: kind) }
        }
      }
    }
  }

  /// A custom layout that stacks its subviews.
  struct NestedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
  }

  @Test(arguments: 0..<8) func viewsOfAnyKindNestedFourHundredDeepLayOut(kind: Int) throws {
    let pdf = try Document(pageSize: .a5) { Nested(depth: 400, kind: kind) }.pdfData(settings: pinned)
    let url = temporaryDirectory().appendingPathComponent("deep.pdf")
    try pdf.write(to: url)
    #expect(pdfText(url).contains("deepest"))
    // A snapshot of such a tree is released on this thread without overflowing it.
    let snapshot = ImageRenderer(content: Nested(depth: 400, kind: kind)).layoutSnapshot()
    #expect(snapshot.size.width > 0)
  }

  /// Beyond the depth limit every kind of nesting is the same typed error, found within
  /// seconds, on a layout thread's ordinary stack (no huge stack makes it pass or crash).
  @Test(arguments: 0..<8) func nestingBeyondTheDepthLimitIsATypedError(kind: Int) {
    let started = Date()
    let error = renderError(Nested(depth: 5_000_000, kind: kind))
    #expect(
      error.map { "\($0)".contains("nested too deeply: more than 3000 nested layout steps") } == true,
      "\(String(describing: error))")
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func clipsNestedBeyondTheDepthLimitAreATypedError() {
    let clips = renderError(ClippedNest(depth: 2_000))
    #expect(clips.map { "\($0)".contains("nested too deeply") } == true, "\(String(describing: clips))")
  }

  /// Counts how often a layout is asked for its spacing.
  final class SpacingRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var total: Int { lock.withLock { count } }
  }

  /// A leaf layout that counts its spacing requests.
  struct CountingLayout: Layout {
    let requests: SpacingRequests
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 30, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
      requests.add()
      return ViewSpacing()
    }
  }

  /// Stacks of three, alternating axes and overflowing their frames, `depth` deep.
  struct OverflowingNest: View {
    let depth: Int
    let requests: SpacingRequests
    var body: some View {
      if depth == 0 {
        CountingLayout(requests: requests) { Color.clear }
      } else if depth.isMultiple(of: 2) {
        HStack {
          Text("a b c")
          OverflowingNest(depth: depth - 1, requests: requests)
          Text("d e f")
        }.frame(width: 40)
      } else {
        VStack {
          Text("a b c")
          OverflowingNest(depth: depth - 1, requests: requests)
          Text("x")
        }.frame(height: 30)
      }
    }
  }

  /// Each container's spacing is worked out once: asking the stack at every level again
  /// walked every level below it, so deep overflowing stacks took time quadratic in their
  /// depth (480 levels: 2.3 s of layout; now the deepest view is asked once).
  @Test func nestedStacksAskTheDeepestViewForItsSpacingOnce() throws {
    let requests = SpacingRequests()
    let pdf = try Document(pageSize: .a5) { OverflowingNest(depth: 400, requests: requests) }
      .pdfData(settings: pinned)
    #expect(!pdf.isEmpty)
    #expect(requests.total == 1, "asked \(requests.total) times")
  }

  /// When the system refuses threads, a render runs on the caller's thread: a document
  /// renders there, and on a small stack a deep tree within the depth limit stops with the
  /// stack guard's typed error instead of overflowing.
  @Test func withoutThreadsARenderRunsOnTheCallersThread() throws {
    let outcome = LockedBox<(document: String, deep: String)?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      LayoutThread.$refusesThreads.withValue(true) {
        let directory = temporaryDirectory()
        let document: String
        do {
          let report = try Document(pageSize: .a6) { Text("on the caller's thread") }.render(
            to: [
              .pdf(directory.appendingPathComponent("a.pdf")), .pngPages(directory: directory, baseName: "a"),
            ],
            settings: pinned)
          document = "\(report.pageCount) \(pdfText(directory.appendingPathComponent("a.pdf")))"
        } catch {
          document = "\(error)"
        }
        let deep = renderError(Nested(depth: 450, kind: 1)).map { "\($0)" } ?? "no error"
        outcome.value = (document, deep)
      }
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
    #expect(
      outcome.value?.document.hasPrefix("1 on the caller's thread") == true,
      "\(String(describing: outcome.value))")
    #expect(
      outcome.value?.deep.contains("too deeply for this thread's stack") == true,
      "\(String(describing: outcome.value))")
  }

  /// Clips nested `depth` deep (clips cannot be merged, unlike opacities and transforms).
  struct ClippedNest: View {
    let depth: Int
    var body: some View {
      if depth == 0 { Text("clipped") } else { ClippedNest(depth: depth - 1).clipped() }
    }
  }

  @Test func labelTemplatesThatOverflowAreRefused() throws {
    #expect(throws: FolioError.self) {
      try LabelTemplate(
        name: "overflow", pageSize: .letter, labelSize: CGSize(width: 1e-300, height: 1e-300),
        columns: .max / 2,
        rows: 3, topMargin: 0, leftMargin: 0, horizontalPitch: 1e-300, verticalPitch: 1e-300)
    }
    var template = LabelTemplate.avery5160
    template.columns = .max / 2
    template.rows = 3
    #expect(template.labelsPerPage == .max)
    let error = renderError(LabelSheet(template: template, items: ["a", "b"]) { Text($0) })
    #expect(error.map { "\($0)".contains("at most 10000 labels") } == true, "\(String(describing: error))")
    let huge = LabelSheet(template: .avery5160, items: 0..<Int.max) { Text("\($0)") }
    #expect(huge.pageCount > 1)
    #expect(renderError(huge).map { "\($0)".contains("1,000,000 pages") } == true)
  }

  @Test func theInvoiceSampleRefusesAmountsItCannotPrint() throws {
    let directory = temporaryDirectory()
    let scripts = directory.appendingPathComponent("Scripts")
    let data = directory.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Samples/Scripts/invoice.swift"),
      to: scripts.appendingPathComponent("invoice.swift"))
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Samples/Data/logo.svg"),
      to: data.appendingPathComponent("logo.svg"))
    let json = try String(
      contentsOf: packageRoot.appendingPathComponent("Samples/Data/invoice.json"), encoding: .utf8)
    let hostile = json.replacingOccurrences(
      of: #""unitPrice"\s*:\s*[0-9.]+"#, with: "\"unitPrice\": 1e300", options: .regularExpression)
    #expect(hostile != json)
    try hostile.write(to: data.appendingPathComponent("invoice.json"), atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("invoice.pdf")
    let result = runFolio(["render", scripts.appendingPathComponent("invoice.swift").path, "-o", output.path])
    #expect(result.status == 1)
    #expect(result.err.contains("invoice.json") && result.err.contains("unit price"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test(arguments: [CGFloat(0), -3, .nan, .infinity])
  func undrawableFontSizesAreReported(size: CGFloat) throws {
    let report = try Document {
      Text("sized").font(.system(size: size))
      Text("visible")
    }.render(to: [.pdf(temporaryDirectory().appendingPathComponent("fonts.pdf"))], settings: pinned)
    let diagnostic = report.diagnostics.first { $0.kind == .invalidFont }
    #expect(diagnostic?.view == "Text \"sized\"", "\(report.diagnostics)")
    #expect(diagnostic?.text == "sized")
  }
}
