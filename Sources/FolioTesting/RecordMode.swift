import Foundation

/// When golden files are written.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Write goldens that do not exist yet (the default on a developer machine); the test
  /// fails so the new golden gets looked at.
  case missing
  /// Rewrite every golden (and fail, so a recording run never passes by accident).
  case all
  /// Rewrite goldens that no longer match (and fail).
  case failed
  /// Never write: a missing golden fails with instructions (the default when `CI` is set).
  case never

  /// The mode from `FOLIO_RECORD`, else `never` when `CI` is set, else `missing`.
  public static var current: SnapshotRecordMode {
    let environment = ProcessInfo.processInfo.environment
    if let value = environment["FOLIO_RECORD"], let mode = SnapshotRecordMode(rawValue: value.lowercased()) {
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
    return .missing
  }
}
