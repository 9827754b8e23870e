import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

struct Item: Identifiable {
  let id: Int
  let width: CGFloat
}

struct AccentKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
  var accentWidth: CGFloat {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

/// A composite view reading the environment with @Environment.
struct AccentBar: View {
  @Environment(\.accentWidth) var width
  var body: some View { Color.red.frame(width: width, height: 1).id("bar") }
}

enum Choice {
  case one, two, three
}

// The view DSL: ViewBuilder blocks of any size, control flow, ForEach, Group, AnyView,
// EmptyView and the environment.
@Suite struct ViewBuilderTests {
  /// The number of subviews a VStack of the content gets.
  func count<Content: View>(@ViewBuilder _ content: () -> Content) -> Int {
    let layout = snapshot(VStack(content: content), 100, 100)
    return layout.root.children.count
  }

  @Test func blocksOfAnySize() {
    #expect(count { EmptyView() } == 0)
    #expect(count { Color.red } == 1)
    #expect(
      count {
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
        Color.red
      } == 12)
  }

  @Test func controlFlow() {
    let flag = true
    let optional: Int? = nil
    let choice = Choice.two
    #expect(count { if flag { Color.red } } == 1)
    #expect(count { if !flag { Color.red } } == 0)
    #expect(
      count {
        if flag {
          Color.red
          Color.blue
        } else {
          Color.green
        }
      } == 2)
    #expect(count { if let optional { Text(verbatim: "\(optional)") } } == 0)
    #expect(
      count {
        switch choice {
        case .one: Color.red
        case .two:
          Color.red
          Color.red
        case .three: EmptyView()
        }
      } == 2)
    #expect(count { if #available(macOS 10.0, *) { Color.red } } == 1)
    let maybe: Color? = .red
    #expect(count { maybe } == 1)
  }

  @Test func forEachGroupAnyView() {
    #expect(count { ForEach(0..<4) { _ in Color.red } } == 4)
    #expect(
      count {
        ForEach([3, 5, 7], id: \.self) { _ in
          Color.red
          Color.blue
        }
      } == 6)
    #expect(
      count { ForEach([Item(id: 1, width: 3), Item(id: 2, width: 4)]) { Color.red.frame(width: $0.width) } }
        == 2)
    #expect(
      count {
        Group {
          Color.red
          Color.blue
        }
        AnyView(Color.green)
      } == 3)
    // Modifiers on a Group apply to each member.
    let layout = snapshot(
      VStack(spacing: 0) {
        Group {
          Color.red
          Color.blue
        }.frame(height: 5)
      }, 10, nil)
    #expect(layout.size == CGSize(10, 10))
    // ForEach elements keep their data identity.
    let identified = snapshot(
      VStack { ForEach([10, 20], id: \.self) { Color.red.frame(width: CGFloat($0)) } }, nil, nil)
    #expect(identified.root.children.count == 2)
  }

  @Test func environment() {
    let layout = snapshot(AccentBar().environment(\.accentWidth, 42), nil, nil)
    #expect(layout.frame(id: "bar")?.width == 42)
    #expect(snapshot(AccentBar(), nil, nil).frame(id: "bar")?.width == 1)
    // Inner values win over outer ones.
    let nested = snapshot(
      VStack { AccentBar().environment(\.accentWidth, 7) }.environment(\.accentWidth, 42), nil, nil)
    #expect(nested.frame(id: "bar")?.width == 7)
  }

  @Test func customViewModifier() {
    struct Framed: ViewModifier {
      let inset: CGFloat
      func body(content: Content) -> some View {
        content.padding(inset).background(Color.gray)
      }
    }
    #expect(
      size(of: Color.red.frame(width: 10, height: 10).modifier(Framed(inset: 5)), .unspecified)
        == CGSize(20, 20))
  }
}

// The engine: memoized sizes keep nested stacks linear (issue 2); dumps are stable.
@Suite struct EngineTests {
  func nested(depth: Int) -> AnyView {
    var view = AnyView(Color.red)
    for level in 0..<depth {
      view =
        level % 2 == 0
        ? AnyView(
          HStack {
            view
            Color.blue
          })
        : AnyView(
          VStack {
            view
            Color.green
          })
    }
    return view
  }

  @Test func computationsPerNodeDoNotGrowWithDepth() {
    let shallow = snapshot(nested(depth: 10), 500, 500)
    let deep = snapshot(nested(depth: 20), 500, 500)
    let perNodeShallow = Double(shallow.sizeComputations) / Double(shallow.nodeCount)
    let perNodeDeep = Double(deep.sizeComputations) / Double(deep.nodeCount)
    #expect(perNodeDeep < 20)
    #expect(perNodeDeep <= perNodeShallow * 1.2)
  }

  @Test func dumpIsStableAndReadable() {
    let layout = snapshot(
      VStack(alignment: .leading) {
        Text(verbatim: "Hi").id("t")
        Color.red.frame(width: 10, height: 5)
      }, nil, nil)
    #expect(
      layout.dump() == """
        VStack (0, 0, 11, 26.2)
          Text "Hi" (0, 0, 11, 13.2) id=t
          Frame (0, 21.2, 10, 5)
            Color red (0, 21.2, 10, 5)

        """)
  }
}
