@_spi(Engine) import FolioLayout
import Foundation

extension View {
  /// Marks this view as a heading of the document at a level (1 is the top): it is listed
  /// by `TableOfContents`, becomes a PDF bookmark, and links can lead to it. The title is
  /// the text the view draws unless one is given.
  public func documentHeading(
    level: Int = 1, title: String? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    modifier(_DocumentHeadingModifier(level: min(max(level, 1), 6), title: title), fileID: fileID, line: line)
  }
}

/// Wraps each element's node in a heading.
public struct _DocumentHeadingModifier: NodeWrappingModifier {
  let level: Int
  let title: String?

  package func wrap(_ child: LayoutNode, context: _ResolveContext) -> LayoutNode {
    HeadingNode(child: child, level: level, title: title, context: context)
  }
}

/// A heading: on a document's page, a named destination with a bookmark, noted in the
/// document's references for the contents.
package final class HeadingNode: TransparentNode {
  let level: Int
  let explicitTitle: String?

  init(child: LayoutNode, level: Int, title: String?, context: _ResolveContext) {
    self.level = level
    explicitTitle = title
    super.init(child: child, context: context)
  }

  package override var dumpName: String { "Heading" }
  package override var dumpDetails: String { "level \(level)" }

  /// The heading's title: the one given, else the text its views draw, on one line.
  var title: String {
    if let explicitTitle { return explicitTitle }
    var parts: [String] = []
    var stack: [LayoutNode] = [child]
    while let node = stack.popLast() {
      if let text = node as? TextNode {
        parts.append(text.text.string)
      } else {
        stack.append(contentsOf: node.children.reversed())
      }
    }
    return parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  package override func recordContent(into recorder: inout DisplayListRecorder) {
    if let references = session.references, references.currentPage > 0 {
      let title = self.title
      let name = references.noteHeading(title: title, level: level)
      recorder.append(
        .destination(DestinationItem(name: name, point: frame.origin, outline: (title, level))))
    }
    recorder.structured(.heading(level)) { child.record(into: &$0) }
  }
}

extension View {
  /// Marks the view as a heading of a level: in documents, as `documentHeading(level:)`
  /// (`.unspecified` is level 1).
  public func accessibilityHeading(
    _ level: AccessibilityHeadingLevel, fileID: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    documentHeading(level: level.number, fileID: fileID, line: line)
  }
}
