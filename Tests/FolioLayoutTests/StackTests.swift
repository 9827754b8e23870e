import Foundation
import Testing

@testable import FolioLayout

@Suite struct StackTests {
  // layout-semantics.md §4: HStack { Color; Spacer() } in 200 gives Color 192, Spacer 8
  // (Spacer priority −∞, OSUI Spacer.swift).
  @Test func colorAndSpacer() {
    let layout = snapshot(
      HStack {
        Color.red.id("color")
        Spacer().id("spacer")
      }, 200, 100)
    #expect(layout.frame(id: "color") == CGRect(0, 0, 192, 100))
    #expect(layout.frame(id: "spacer") == CGRect(192, 50, 8, 0))
  }

  @Test func colorAndSpacerVertical() {
    let layout = snapshot(
      VStack {
        Color.red.id("color")
        Spacer().id("spacer")
      }, 100, 200)
    #expect(layout.frame(id: "color") == CGRect(0, 0, 100, 192))
    #expect(layout.frame(id: "spacer") == CGRect(50, 192, 0, 8))
  }

  // §3: two flexible colors share the width after the 8 pt default gap.
  @Test func twoColorsShare() {
    let layout = snapshot(
      HStack {
        Color.red.id("a")
        Color.blue.id("b")
      }, 208, 50)
    #expect(layout.frame(id: "a") == CGRect(0, 0, 100, 50))
    #expect(layout.frame(id: "b") == CGRect(108, 0, 100, 50))
  }
}
