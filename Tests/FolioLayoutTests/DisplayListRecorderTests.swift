import Foundation
import Testing

@testable import FolioDocuments
@_spi(Engine) @testable import FolioLayout
@testable import FolioViews

/// The recorder's own limit on nested groups (clips, transforms, opacities), which
/// guards the drawing stage whatever made the groups.
@Suite struct DisplayListRecorderTests {
  /// `levels` clipped groups, one inside the other, around a rectangle.
  func clippedGroups(_ levels: Int, into recorder: inout DisplayListRecorder) {
    guard levels > 0 else {
      recorder.append(
        .fill(FillItem(path: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), paint: .color(.black))))
      return
    }
    recorder.group(clip: Path(CGRect(x: 0, y: 0, width: 10, height: 10))) { inner in
      clippedGroups(levels - 1, into: &inner)
    }
  }

  @Test func groupsNestUpToTheLimit() {
    var recorder = DisplayListRecorder()
    clippedGroups(DisplayListRecorder.maximumGroupDepth, into: &recorder)
    #expect(!recorder.isTooDeep)
    #expect(recorder.items.count == 1)
  }

  @Test func groupsNestedBeyondTheLimitMakeTheRecordingTooDeep() {
    var recorder = DisplayListRecorder()
    clippedGroups(DisplayListRecorder.maximumGroupDepth + 1, into: &recorder)
    #expect(recorder.isTooDeep)
    #expect("\(DisplayListRecorder.tooDeepError)".contains("nested more than 1,000 deep"))
  }
}
