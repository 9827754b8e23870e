import Folio
import Foundation

/// Layout cost: nested alternating stacks and a wide tree, with the number of
/// `sizeThatFits` computations per node (memo hits not counted).
enum LayoutBench {
  static func nested(depth: Int) -> AnyView {
    var view = AnyView(Text("leaf"))
    for level in 0..<depth {
      view =
        level % 2 == 0
        ? AnyView(
          HStack {
            view
            Color.blue.frame(width: 4)
          })
        : AnyView(
          VStack {
            view
            Color.green.frame(height: 4)
          })
    }
    return view
  }

  static func wide(leaves: Int) -> some View {
    let rows = leaves / 100
    return VStack(spacing: 1) {
      ForEach(0..<rows, id: \.self) { _ in
        HStack(spacing: 1) {
          ForEach(0..<100, id: \.self) { _ in Color.red.frame(minWidth: 1) }
        }
      }
    }
  }

  static func run() {
    print("== layout (fixed-advance text measurer; median of 5)")
    let cases: [(String, AnyView)] = [
      ("nested depth 10", nested(depth: 10)), ("nested depth 20", nested(depth: 20)),
      ("10,000 leaves", AnyView(wide(leaves: 10_000))),
    ]
    for (name, view) in cases {
      var times: [Double] = []
      var computations = 0
      var nodes = 0
      for _ in 0..<5 {
        var snapshot: LayoutSnapshot?
        times.append(
          time {
            snapshot = LayoutSnapshot(
              of: view, proposal: ProposedViewSize(width: 800, height: 1000),
              textMeasurer: FixedAdvanceTextMeasurer())
          })
        computations = snapshot?.sizeComputations ?? 0
        nodes = snapshot?.nodeCount ?? 1
      }
      let perNode = Double(computations) / Double(max(nodes, 1))
      print(
        "\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) layout_ms=\(format(median(times) * 1000)) nodes=\(nodes) sizeThatFits_per_node=\(format(perNode))"
      )
    }
  }
}

func format(_ value: Double, _ decimals: Int = 2) -> String {
  String(format: "%.\(decimals)f", value)
}
