@_spi(Engine) import FolioLayout
import Foundation

/// A node that can be cut between pages: text between lines, a vertical stack between its
/// children, a table between rows.
package protocol SplittableNode: AnyObject {
  /// Cuts the node, laid out for `proposal`, into a head at most `height` tall and the
  /// tail; nil when no useful head fits. The tail is nil when all that is left is trailing
  /// space (a bottom padding), which ends with the page. At the top of a page
  /// (`atPageTop`) the node relaxes its rules (widows and orphans) so that something
  /// always fits when possible.
  func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )?

  /// Whether the node fits in a height; nodes that can answer without measuring
  /// everything (a long table) override it.
  func fits(height: CGFloat, proposal: ProposedViewSize) -> Bool
}

extension SplittableNode where Self: LayoutNode {
  package func fits(height: CGFloat, proposal: ProposedViewSize) -> Bool {
    sizeThatFits(proposal).height <= height + 0.001
  }
}

extension TextNode: SplittableNode {
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    let measured = measurement(proposal)
    return TextFragmentNode.split(
      text: text, measured: measured, lines: 0..<measured.lines.count, height: height,
      atPageTop: atPageTop, session: session)
  }
}

/// Some lines of a measured text: the pieces of a paragraph split across pages. They share
/// the paragraph's one Pango layout.
package final class TextFragmentNode: LayoutNode, SplittableNode {
  let text: StyledText
  let measured: MeasuredText
  let lines: Range<Int>

  init(text: StyledText, measured: MeasuredText, lines: Range<Int>, session: LayoutSession) {
    self.text = text
    self.measured = measured
    self.lines = lines
    super.init(session: session, isRightToLeft: false)
  }

  override package var dumpName: String { "Text" }
  override package var dumpDetails: String {
    "lines \(lines.lowerBound)..<\(lines.upperBound) \(DisplayItem.quoted(String(text.string.prefix(24))))"
  }

  private var top: CGFloat { measured.lines[lines.lowerBound].top }

  override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let last = measured.lines[lines.upperBound - 1]
    return CGSize(width: measured.size.width, height: last.top + last.height - top)
  }

  override package func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
  ) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key {
      return measured.lines[lines.lowerBound].baseline - top
    }
    if key == VerticalAlignment.lastTextBaseline.key {
      return measured.lines[lines.upperBound - 1].baseline - top
    }
    return nil
  }

  override package func recordContent(into recorder: inout DisplayListRecorder) {
    recorder.append(
      .text(TextItem(origin: frame.origin, text: text, measured: measured, lineRange: lines)))
    // The links on its lines, moved up with them.
    TextNode.recordLinks(of: text, measured: measured, lines: lines, frame: frame, into: &recorder) { url in
      session.report(LinkPolicy.refusal(of: url, view: TextDiagnostics.name(text)), from: self)
    }
  }

  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    Self.split(
      text: text, measured: measured, lines: lines, height: height, atPageTop: atPageTop,
      session: session)
  }

  /// Keeps at least two lines at the bottom of a page (no orphans) and two at the top of
  /// the next (no widows) when the paragraph allows, and at least one line at a page top.
  static func split(
    text: StyledText, measured: MeasuredText, lines: Range<Int>, height: CGFloat, atPageTop: Bool,
    session: LayoutSession
  ) -> (head: LayoutNode, tail: LayoutNode)? {
    guard lines.count > 1 else { return nil }
    let top = measured.lines[lines.lowerBound].top
    var fitting = 0
    for index in lines {
      let line = measured.lines[index]
      if line.top + line.height - top <= height + 0.001 { fitting += 1 } else { break }
    }
    guard fitting > 0, fitting < lines.count else { return nil }
    var count = fitting
    if lines.count - count < 2 { count = lines.count - 2 }
    if count < 2 {
      guard atPageTop else { return nil }
      count = min(fitting, lines.count - 1)
    }
    guard count > 0 else { return nil }
    let cut = lines.lowerBound + count
    return (
      TextFragmentNode(text: text, measured: measured, lines: lines.lowerBound..<cut, session: session),
      TextFragmentNode(text: text, measured: measured, lines: cut..<lines.upperBound, session: session)
    )
  }
}

extension LayoutContainerNode: SplittableNode where L == VStackLayout {
  /// Cuts between children; a child that straddles the cut is split itself if it can be.
  package func split(proposal: ProposedViewSize, height: CGFloat, atPageTop: Bool) -> (
    head: LayoutNode, tail: LayoutNode?
  )? {
    let nodes = storage.nodes
    guard !nodes.isEmpty else { return nil }
    let gaps = layout.engine.makeCache(subviews: subviews).gaps
    let childProposal = ProposedViewSize(width: proposal.width, height: nil)
    var y: CGFloat = 0
    for (index, node) in nodes.enumerated() {
      if index > 0 { y += gaps[index - 1] }
      let childHeight = node.sizeThatFits(childProposal).height
      if y + childHeight <= height + 0.001 {
        y += childHeight
        continue
      }
      // The child at `index` does not fit whole.
      let traits = storage.traits
      var headNodes = Array(nodes[..<index])
      var headTraits = Array(traits[..<index])
      var tailNodes = Array(nodes[index...])
      var tailTraits = Array(traits[index...])
      if let splittable = node as? SplittableNode,
        !traits[index][FlowBreakTrait.self].keepTogether,
        let parts = splittable.split(
          proposal: childProposal, height: height - y, atPageTop: atPageTop && index == 0)
      {
        headNodes.append(parts.head)
        headTraits.append(traits[index])
        if let tail = parts.tail {
          tailNodes[0] = tail
        } else {
          tailNodes.removeFirst()
          tailTraits.removeFirst()
        }
      }
      guard !headNodes.isEmpty else { return nil }
      tailTraits = Array(tailTraits.prefix(tailNodes.count))
      return (fragment(headNodes, headTraits), tailNodes.isEmpty ? nil : fragment(tailNodes, tailTraits))
    }
    return nil
  }

  private func fragment(_ nodes: [LayoutNode], _ traits: [ViewTraits]) -> LayoutNode {
    LayoutContainerNode(
      layout: layout, nodes: nodes, traits: traits, name: dumpName, session: session,
      layoutDirection: storage.layoutDirection)
  }
}
