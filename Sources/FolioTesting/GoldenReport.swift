import Foundation

/// The review page of failing snapshots: when `FOLIO_GOLDEN_REPORT` names a folder (as
/// `make golden-report` does), every failing snapshot adds an entry there and
/// `index.html` lists them all — the message (what changed in words, the pixel count, the
/// unified diff), the expected, actual and difference images side by side with a toggle
/// between expected and actual, and the command that re-records just that snapshot. A
/// snapshot that passes again removes its entry.
///
/// Tests run in parallel, so each entry is its own file and the page is rewritten under a
/// lock from all of them.
package enum GoldenReport {
  /// A report folder for the current task instead of `FOLIO_GOLDEN_REPORT` (tests of the
  /// report use it; the environment is shared by tests running at once).
  @TaskLocal package static var directoryOverride: URL?

  /// The report folder, from `FOLIO_GOLDEN_REPORT`.
  static var directory: URL? {
    if let directoryOverride { return directoryOverride }
    guard let path = ProcessInfo.processInfo.environment["FOLIO_GOLDEN_REPORT"], !path.isEmpty else {
      return nil
    }
    return URL(fileURLWithPath: path)
  }

  /// One failing snapshot.
  struct Entry: Codable {
    /// `<TestFile>.<test>.<n>`, the prefix of its files.
    var key: String
    var suite: String
    var test: String
    var golden: String
    var message: String
    /// File names in `files/`.
    var images: [String: String]
    var command: String
  }

  /// Adds (or replaces) the entry of a failing snapshot and rewrites the page.
  static func record(_ entry: Entry, artifacts: [SnapshotArtifact]) {
    guard let directory else { return }
    withLock(in: directory) {
      let files = directory.appendingPathComponent("files")
      let entries = directory.appendingPathComponent("entries")
      try? FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
      try? FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
      var entry = entry
      for artifact in artifacts where artifact.name.hasSuffix(".png") {
        let name = "\(entry.key).\(artifact.name)"
        if (try? artifact.data.write(to: files.appendingPathComponent(name), options: .atomic)) != nil {
          entry.images[String(artifact.name.dropLast(4))] = name
        }
      }
      if let data = try? JSONEncoder().encode(entry) {
        try? data.write(to: entries.appendingPathComponent(entry.key + ".json"), options: .atomic)
      }
      writePage(in: directory)
    }
  }

  /// Removes the entry of a snapshot that passes and rewrites the page.
  static func remove(key: String) {
    guard let directory else { return }
    withLock(in: directory) {
      let entry = directory.appendingPathComponent("entries/\(key).json")
      guard FileManager.default.fileExists(atPath: entry.path) else { return }
      try? FileManager.default.removeItem(at: entry)
      SnapshotFailures.remove(prefix: key + ".", in: directory.appendingPathComponent("files"))
      writePage(in: directory)
    }
  }

  /// Runs `body` holding an exclusive lock on `<directory>/.lock` (across processes too).
  static func withLock(in directory: URL, _ body: () -> Void) {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptor = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else { return body() }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    body()
  }

  /// Writes `index.html` from every entry, sorted by key.
  static func writePage(in directory: URL) {
    let folder = directory.appendingPathComponent("entries")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    let entries = names.compactMap { name in
      (try? Data(contentsOf: folder.appendingPathComponent(name))).flatMap {
        try? JSONDecoder().decode(Entry.self, from: $0)
      }
    }
    let html = page(entries)
    try? Data(html.utf8).write(to: directory.appendingPathComponent("index.html"), options: .atomic)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The page: a summary, then one section per failing snapshot.
  static func page(_ entries: [Entry]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Golden report: \(entries.count) failing</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 2em; color: #222; }
      section { border-top: 1px solid #ccc; padding: 1em 0; }
      pre { background: #f6f6f6; padding: .8em; overflow-x: auto; max-height: 30em; }
      .images { display: flex; gap: 1em; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .3em; }
      img { max-width: 28em; border: 1px solid #ddd; background: #fff; }
      code { background: #f0f0f0; padding: .1em .3em; }
      </style></head>
      <body>
      <h1>Golden report</h1>
      <p id="summary">\(entries.count) failing snapshot\(entries.count == 1 ? "" : "s").</p>

      """
    for entry in entries {
      html += "<section class=\"failure\" id=\"\(escaped(entry.key))\">\n"
      html += "<h2>\(escaped(entry.suite)) › \(escaped(entry.test))</h2>\n"
      html += "<p>golden: <code>\(escaped(entry.golden))</code><br>re-record just this one: "
      html += "<code>\(escaped(entry.command))</code></p>\n"
      let order = ["expected", "actual", "diff"].filter { entry.images[$0] != nil }
      if !order.isEmpty {
        html += "<div class=\"images\">\n"
        for name in order {
          html += "<figure><figcaption>\(name)</figcaption>"
          html += "<img src=\"files/\(escaped(entry.images[name]!))\" alt=\"\(name)\"></figure>\n"
        }
        if let expected = entry.images["expected"], let actual = entry.images["actual"] {
          // Toggle: one image that flips between expected and actual on click.
          html += "<figure><figcaption>toggle (click)</figcaption>"
          html += "<img class=\"toggle\" src=\"files/\(escaped(expected))\" alt=\"expected\" "
          html += "data-other=\"files/\(escaped(actual))\" onclick=\"flip(this)\"></figure>\n"
        }
        html += "</div>\n"
      }
      html += "<pre>\(escaped(entry.message))</pre>\n</section>\n"
    }
    html += """
      <script>
      function flip(image) {
        const other = image.dataset.other;
        image.dataset.other = image.getAttribute('src');
        image.src = other;
        image.alt = image.alt === 'expected' ? 'actual' : 'expected';
      }
      window.addEventListener('load', () => {
        const images = Array.from(document.images);
        document.body.dataset.images = images.length;
        document.body.dataset.loaded = images.filter(image => image.complete && image.naturalWidth > 0).length;
      });
      </script>
      </body></html>

      """
    return html
  }
}
