import Foundation
import Testing

@testable import FolioCLI

/// The rewriting `folio previews` does to a view file: imports and `#Preview` blocks only,
/// every line kept where it was.
@Suite struct PreviewSourceRewriterTests {
  func rewrite(_ text: String) -> PreviewSourceRewriter {
    PreviewSourceRewriter(contents: text, path: "/views/Card.swift", fileNumber: 3)
  }

  /// The rewritten text without its `#sourceLocation` line.
  func body(_ rewriter: PreviewSourceRewriter) -> String {
    String(rewriter.text.drop { $0 != "\n" }.dropFirst())
  }

  @Test func aWidgetsMainIsBlankedAndUIKitReadsFolio() throws {
    let source =
      "import UIKit\n@main\nstruct Steps: Widget {\n  let text = \"@main\"\n}\n  @main struct Other: WidgetBundle {}\n"
    let result = rewrite(source)
    #expect(
      body(result)
        == "import Folio\n     \nstruct Steps: Widget {\n  let text = \"@main\"\n}\n        struct Other: WidgetBundle {}\n",
      "\(result)")
    // A widget's @main file is previewed; an app's is its entry point.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = [
      ("@main\nstruct StepsWidget: Widget {", false), ("@main struct Bundle: WidgetBundle {", false),
      ("@main\nstruct MyApp: App {", true), ("@main struct Tool {", true), ("struct View1: View {}", false),
    ]
    for (number, (text, isEntryPoint)) in cases.enumerated() {
      let file = folder.appendingPathComponent("File\(number).swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      #expect(PreviewPlan.isEntryPoint(file) == isEntryPoint, "\(text)")
    }
  }

  @Test func importsReadFolio() {
    let result = rewrite(
      "import SwiftUI\n@preconcurrency import WidgetKit\nimport CoreGraphics // shapes\nimport Charts\n  import SwiftUI\n"
    )
    #expect(
      body(result) == "import Folio\nimport Folio\nimport Foundation\nimport Charts\nimport Folio\n")
    #expect(result.text.hasPrefix("#sourceLocation(file: \"/views/Card.swift\", line: 1)\n"))
    // A longer module name is not SwiftUI.
    #expect(body(rewrite("import SwiftUIExtras\n")) == "import SwiftUIExtras\n")
  }

  @Test func previewBlocksBecomeValuesOnTheirOwnLines() {
    let source = """
      struct A: View { var body: some View { Text("#Preview {") } }
      #Preview { A() }
      #Preview("Named", traits: .sizeThatFitsLayout) {
        A()
      }
      #Preview(
        "Split"
      )
      {
        A()
      }
      """
    let result = rewrite(source)
    #expect(result.blocks == ["_folioPreview_3_1", "_folioPreview_3_2", "_folioPreview_3_3"])
    let lines = body(result).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(lines[1] == "nonisolated(unsafe) let _folioPreview_3_1 = _FolioPreviewBlock(line: 2) { A() }")
    #expect(
      lines[2]
        == "nonisolated(unsafe) let _folioPreview_3_2 = _FolioPreviewBlock(\"Named\", traits: .sizeThatFitsLayout, line: 3) {"
    )
    #expect(lines[5].hasPrefix("nonisolated(unsafe) let _folioPreview_3_3 = _FolioPreviewBlock("))
    #expect(lines[9] == "  A()")
    #expect(lines[0] == "struct A: View { var body: some View { Text(\"#Preview {\") } }")
  }

  @Test func commentsStringsAndNestedBlocksAreLeftAlone() {
    let source = #"""
      // #Preview { Text("line comment") }
      /* outer /* #Preview { } */ still a comment #Preview { } */
      let a = "#Preview { \("nested #Preview { }") }"
      let b = #"#Preview { "raw" \#("x") }"#
      let c = """
        #Preview {
        """
      struct V: View {
        var body: some View { Text("x") }
        #Preview { }
      }
      #Previewing { }
      """#
    let result = rewrite(source)
    #expect(result.blocks.isEmpty)
    #expect(body(result) == source)
  }

  @Test func anUnfinishedPreviewIsLeftForTheCompiler() {
    // No `{` after the arguments: not a preview block; the compiler reports it.
    let result = rewrite("#Preview(\"x\")\nlet y = 1\n")
    #expect(result.blocks.isEmpty)
    #expect(body(result) == "#Preview(\"x\")\nlet y = 1\n")
    // Unbalanced parentheses.
    #expect(rewrite("#Preview(\"x\" {\n").blocks.isEmpty)
  }
}
