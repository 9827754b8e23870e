import Folio
import FolioTestSupport
import Foundation
import Testing

// Issue 52: the SwiftUI a view file from an app uses — animation, lifecycle and storage,
// trimmed shapes, localized text, styles by configuration — compiles, and is drawn as a
// screenshot of the settled view would show it.
@Suite struct ViewFileAPITests {
  func snapshot<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> LayoutSnapshot {
    LayoutSnapshot(of: view, proposal: proposal, fonts: .pinned)
  }

  /// The points a path passes through, in order.
  func points(_ path: Path) -> [CGPoint] {
    var result: [CGPoint] = []
    path.forEach { element in
      switch element {
      case .move(let point), .line(let point): result.append(point)
      case .quadCurve(let point, _), .curve(let point, _, _): result.append(point)
      case .closeSubpath: break
      }
    }
    return result
  }

  @Test func trimmingKeepsAFractionOfTheOutlineFromItsStart() throws {
    // A 100 × 50 rectangle's outline is 300 long, from its top-left corner clockwise.
    let rectangle = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    let half = points(rectangle)
    #expect(half.first == CGPoint(x: 0, y: 0))
    #expect(half.last == CGPoint(x: 100, y: 50))
    // The middle third: from 100 along the top (its end) to 200 (the bottom's middle).
    let middle = points(
      Rectangle().trim(from: 1.0 / 3, to: 2.0 / 3).path(in: CGRect(x: 0, y: 0, width: 100, height: 50)))
    let start = try #require(middle.first)
    let end = try #require(middle.last)
    #expect(abs(start.x - 100) < 1e-9 && abs(start.y) < 1e-9, "\(start)")
    #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 50) < 1e-9, "\(end)")
    // A circle starts at its rightmost point and turns clockwise: a quarter ends at its bottom.
    let quarter = points(
      Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let first = try #require(quarter.first)
    let last = try #require(quarter.last)
    #expect(abs(first.x - 100) < 0.01 && abs(first.y - 50) < 0.01, "\(first)")
    #expect(abs(last.x - 50) < 0.01 && abs(last.y - 100) < 0.01, "\(last)")
    // Nothing for empty, reversed or NaN fractions; the whole outline for 0…1.
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(Circle().trim(from: 0.5, to: 0.5).path(in: rect).isEmpty)
    #expect(Circle().trim(from: 0.8, to: 0.2).path(in: rect).isEmpty)
    #expect(Circle().trim(from: .nan, to: 1).path(in: rect).isEmpty)
    #expect(Circle().trim(from: -1, to: 2).path(in: rect) == Circle().path(in: rect))
  }

  /// A card that sets its state when it appears, inside `withAnimation`.
  struct AppearingCard: View {
    @State private var title = "before"
    @AppStorage("visits") private var visits = 0
    @FocusState private var focused: Bool

    var body: some View {
      Text("\(title) \(visits) \(focused ? "focused" : "unfocused")")
        .animation(.spring(response: 0.3, dampingFraction: 0.7).delay(0.1), value: title)
        .transition(.scale.combined(with: .opacity))
        .onAppear {
          withAnimation(.easeOut(duration: 0.2)) {
            title = "after"
            visits += 1
          }
        }
    }
  }

  @Test func onAppearRunsOnceAndWhatItSetsIsDrawn() {
    let layout = snapshot(AppearingCard())
    #expect(layout.dump().contains("Text \"after 1 unfocused\""), "\(layout.dump())")
    #expect(layout.passes == 2)
    #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
  }

  /// A view whose task loads its text.
  struct LoadingView: View {
    @State private var text = "loading"
    let never: Bool

    var body: some View {
      Text(text)
        .task {
          if never {
            // Until cancelled (a task that ignores cancellation would keep running).
            try? await Task.sleep(nanoseconds: 60_000_000_000)
            return
          }
          await Task.yield()
          text = "loaded"
        }
    }
  }

  @Test func aTaskIsWaitedForAndWhatItSetsIsDrawn() {
    let layout = snapshot(LoadingView(never: false))
    #expect(layout.dump().contains("Text \"loaded\""), "\(layout.dump())")
    #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
  }

  @Test func aTaskThatNeverEndsIsCancelledWithAWarningNamingIt() {
    let layout = snapshot(LoadingView(never: true))
    #expect(layout.dump().contains("Text \"loading\""), "\(layout.dump())")
    let warning = layout.diagnostics.first { $0.view == "task" }
    #expect(warning?.message.contains("ViewFileAPITests.swift:") == true, "\(layout.diagnostics)")
    #expect(warning?.message.contains("still running after 2 seconds") == true)
  }

  // Issue 53: a screen wrapped in navigation draws as its content alone.
  @Test func navigationAndToolbarsDrawTheScreenAlone() {
    var taps = 0
    let screen = VStack {
      Text("Inbox").font(.title)
      Text("3 messages").onTapGesture { taps += 1 }.onLongPressGesture { taps += 1 }
    }
    let wrapped = NavigationStack {
      screen
        .navigationTitle("Mail")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
          ToolbarItemGroup(placement: .bottomBar) { Text("Updated now") }
        }
    }
    let proposal = ProposedViewSize(width: 300, height: 200)
    let alone = snapshot(screen, proposal)
    let inStack = snapshot(wrapped, proposal)
    let inView = snapshot(NavigationView { screen.navigationTitle(Text("Mail")) }, proposal)
    #expect(inStack.size == alone.size && inView.size == alone.size)
    #expect(
      inStack.dump() == alone.dump() && inView.dump() == alone.dump(), "\(inStack.dump())\n\(alone.dump())")
    #expect(!inStack.dump().contains("Edit") && !inStack.dump().contains("Updated now"), "\(inStack.dump())")
    #expect(taps == 0)
  }

  @Test func previewsDrawTextStylesAtIOSSizesAndDocumentsAtPrintSizes() {
    let print = snapshot(Text("Hello").font(.body)).size.height
    let iOS = snapshot(Text("Hello").font(.body).environment(\.textSizes, .iOS)).size.height
    #expect(abs(iOS / print - 17.0 / 11.0) < 0.05, "\(print) \(iOS)")
    #expect(Font.TextStyle.title.iOSPointSize == 28 && Font.TextStyle.title.pointSize == 20)
  }

  @Test func localizedTextDrawsItsKeyAndFormatsItsValues() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let date = Date(timeIntervalSince1970: 0)
    let resource: LocalizedStringResource = "Saved **today**"
    let layout = snapshot(
      VStack {
        Text("Since \(date, formatter: formatter)", comment: "When the account was opened")
        Text("orders.title", tableName: "Orders", bundle: .main, comment: "A heading")
        Text(resource)
        Text(timerInterval: date...date.addingTimeInterval(3_725), pauseTime: date)
        Text(timerInterval: date...date.addingTimeInterval(3_725), pauseTime: date, countsDown: false)
      })
    let dump = layout.dump()
    for text in ["Since 1970-01-01", "orders.title", "Saved today", "1:02:05", "0:00"] {
      #expect(dump.contains("\"\(text)\""), "\(text): \(dump)")
    }
  }

  @Test func environmentActionsAndStylesByConfiguration() {
    struct Restyled: ProgressViewStyle {
      func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).tint(.orange)
      }
    }
    struct Boxed: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4).border(Color.gray)
      }
    }
    let environment = EnvironmentValues()
    environment.openURL(URL(string: "https://example.com")!)
    environment.dismiss()
    #expect(environment.isPresented == false)
    let layout = snapshot(
      VStack {
        ProgressView(value: 0.5).progressViewStyle(Restyled())
        Label("Shipped", systemImage: "checkmark").labelStyle(Boxed())
        Image(systemName: "star.fill").symbolEffect(.bounce, value: 1).symbolEffect(.pulse)
        Text("tinted").foregroundStyle(.tint).contentTransition(.numericText())
      }.background().background(in: Capsule()).backgroundStyle(.blue),
      ProposedViewSize(width: 200, height: nil))
    #expect(layout.dump().contains("Text \"Shipped\""), "\(layout.dump())")
    #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
  }
}
