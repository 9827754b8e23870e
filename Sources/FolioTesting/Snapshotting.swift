import Foundation

/// Turns a value into a comparable snapshot format (text or image bytes), with the file
/// extension its golden files use and how two snapshots are compared.
public struct Snapshotting<Value, Format> {
  /// The extension of golden files (`txt`, `svg`, `png`).
  public var pathExtension: String
  /// How snapshots are stored and compared.
  public var diffing: Diffing<Format>
  /// Makes the snapshot of a value.
  public var snapshot: (Value) throws -> Format

  /// Creates a strategy.
  public init(
    pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// The same strategy for another kind of value, converted first.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<
    NewValue, Format
  > {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

/// A file a failed comparison leaves for review (the actual snapshot, a diff image).
public struct SnapshotArtifact: Sendable {
  /// A file name, such as `actual.png`.
  public var name: String
  /// The bytes.
  public var data: Data

  /// Creates an artifact.
  public init(name: String, data: Data) {
    self.name = name
    self.data = data
  }
}

/// How snapshots of one format are stored and compared.
public struct Diffing<Format> {
  /// The bytes of a snapshot.
  public var toData: (Format) -> Data
  /// A snapshot from golden-file bytes.
  public var fromData: (Data) throws -> Format
  /// nil when the snapshots match; otherwise a message and files to review.
  public var diff: (_ golden: Format, _ actual: Format) -> (message: String, artifacts: [SnapshotArtifact])?

  /// Creates a diffing.
  public init(
    toData: @escaping (Format) -> Data, fromData: @escaping (Data) throws -> Format,
    diff: @escaping (Format, Format) -> (message: String, artifacts: [SnapshotArtifact])?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

extension Diffing where Format == String {
  /// Text compared exactly, reported as a unified diff.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { golden, actual in
        guard golden != actual else { return nil }
        return (UnifiedDiff.make(golden: golden, actual: actual), [])
      })
  }
}
