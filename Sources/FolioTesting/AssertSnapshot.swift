import Foundation
import Testing
import XCTest

/// Compares a value's snapshot with its golden file
/// `__Snapshots__/<Suite>/<test>.<n>.<ext>` beside the test file (`<Suite>` is the test
/// file's name, `<n>` counts the assertions of a test, or `named` replaces it), and
/// reports a failure to Swift Testing or XCTest.
///
/// The record mode comes from `record`, else `FOLIO_RECORD`, else `never` on CI and
/// `missing` elsewhere.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let message = verifySnapshot(
    of: try value(), as: strategy, named: name, record: record, filePath: filePath,
    testName: testName)
  guard let message else { return }
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
        column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// Compares a value's snapshot with its golden file and returns nil when it matches, or
/// the failure message (with the golden recorded when the mode says so). Use it to build
/// your own assertions; `assertSnapshot` reports the message as a test failure.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, filePath: StaticString = #filePath,
  testName: String = #function, snapshotDirectory: URL? = nil
) -> String? {
  let mode = record ?? SnapshotRecordMode.current
  let testFile = URL(fileURLWithPath: String(describing: filePath))
  let suite = testFile.deletingPathExtension().lastPathComponent
  let directory =
    snapshotDirectory
    ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(suite)
  let test = sanitized(testName)
  let identifier =
    name.map(sanitized) ?? String(SnapshotCounter.shared.next(for: directory.path + "/" + test))
  let golden = directory.appendingPathComponent("\(test).\(identifier).\(strategy.pathExtension)")
  let actual: Format
  do {
    actual = try strategy.snapshot(value())
  } catch {
    return "could not make the snapshot: \(error)"
  }
  let actualData = strategy.diffing.toData(actual)
  let relative = golden.path.replacingOccurrences(
    of: FileManager.default.currentDirectoryPath + "/", with: "")

  func write() -> String? {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actualData.write(to: golden, options: .atomic)
      return nil
    } catch {
      return "could not write the golden \(relative): \(error)"
    }
  }

  guard let goldenData = FileManager.default.contents(atPath: golden.path) else {
    if mode == .never {
      return """
        no golden file at \(relative) (record mode: never).
        Record it on a developer machine: run the test with FOLIO_RECORD=missing (or pass \
        record: .missing), look at the recorded file, and commit it.
        """
    }
    if let error = write() { return error }
    return
      "recorded a new golden at \(relative) (record mode: \(mode.rawValue)); look at it, then run the test again."
  }
  if mode == .all {
    if let error = write() { return error }
    return "re-recorded the golden \(relative) (record mode: all); look at it, then run the test again."
  }
  let expected: Format
  do {
    expected = try strategy.diffing.fromData(goldenData)
  } catch {
    return "the golden \(relative) cannot be read: \(error)"
  }
  let failures = SnapshotFailures.directory.appendingPathComponent(suite)
  // What an earlier failure of this snapshot left goes, whether it fails again or not.
  SnapshotFailures.remove(prefix: "\(test).\(identifier).", in: failures)
  let reportKey = "\(suite).\(test).\(identifier)"
  guard let (difference, artifacts) = strategy.diffing.diff(expected, actual) else {
    GoldenReport.remove(key: reportKey)
    return nil
  }
  var message = "snapshot does not match \(relative)\n\(difference)"
  var written: [String] = []
  var files = artifacts
  files.insert(SnapshotArtifact(name: "actual.\(strategy.pathExtension)", data: actualData), at: 0)
  for artifact in files {
    let url = failures.appendingPathComponent("\(test).\(identifier).\(artifact.name)")
    do {
      try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
      try artifact.data.write(to: url, options: .atomic)
      written.append(url.path)
    } catch {
      continue
    }
    if Test.current != nil {
      Attachment.record(Array(artifact.data), named: "\(test).\(identifier).\(artifact.name)")
    }
  }
  if !written.isEmpty { message += "\nreview: \(written.joined(separator: ", "))" }
  let command = "FOLIO_RECORD=failed swift test --filter '\(rerunFilter(suite: suite, test: test))'"
  GoldenReport.record(
    GoldenReport.Entry(
      key: reportKey, suite: suite, test: test, golden: relative, message: message, images: [:],
      command: command), artifacts: files)
  if mode == .failed {
    if let error = write() { return error }
    message += "\nre-recorded the golden (record mode: failed); look at it, then run the test again."
  }
  return message
}

/// The `swift test --filter` that runs exactly the test that made a snapshot: for a Swift
/// Testing test, its function name wherever it is declared (`Module.priceCard()` for a free
/// function, `Module.Cards/priceCard()` in a suite), matched as the ID's last component;
/// for an XCTest case, `Class/test` (the class named as its file).
func rerunFilter(suite: String, test: String) -> String {
  Test.current != nil ? "(^|[./])\(test)\\(" : "\(suite)/\(test)"
}

private func sanitized(_ name: String) -> String {
  let base = name.split(separator: "(").first.map(String.init) ?? name
  return String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
}

/// Numbers the unnamed assertions of each test (1, 2, …), safely across parallel tests.
///
/// `@unchecked Sendable`: `counts` is read and written only under `lock`.
final class SnapshotCounter: @unchecked Sendable {
  static let shared = SnapshotCounter()
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func next(for key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let value = (counts[key] ?? 0) + 1
    counts[key] = value
    return value
  }
}

/// Where failed snapshots leave their files for review:
/// `$TMPDIR/folio-snapshot-failures/<TestFile>/<test>.<n>.<file>`.
enum SnapshotFailures {
  static var directory: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("folio-snapshot-failures")
  }

  /// Removes the files of one snapshot (those whose name starts with `prefix`).
  static func remove(prefix: String, in folder: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
