import Folio
import Foundation

/// Output: pages per second and peak memory for a document of shapes and text, at 100 and
/// 1,000 pages (each in its own process, so peaks are comparable).
enum OutputBench {
  static func document(pages: Int) -> Document {
    Document(title: "Output bench", pageSize: .a4, margins: EdgeInsets(.all, 36)) {
      ForEach(1...pages, id: \.self) { page in
        Page {
          VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: "Page \(page)").font(.title)
            ForEach(0..<12, id: \.self) { row in
              HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 4).fill(row % 2 == 0 ? Color.blue : Color.orange)
                  .frame(width: 40, height: 24)
                Circle().stroke(Color.gray, lineWidth: 1).frame(width: 24, height: 24)
                Text(verbatim: "Row \(row) of page \(page): shapes and text drawn by Cairo.")
                Spacer()
                Text(verbatim: "\(page * 100 + row)").monospacedDigit()
              }
            }
          }
        }
      }
    }
  }

  /// In a child process: renders `pages` pages to a PDF and prints the time.
  static func child(pages: Int, path: String) -> Int32 {
    renderChild(to: path) { document(pages: pages) }
  }

  static func run(executable: String) {
    print("== output (PDF, shapes and text, one process per run)")
    for pages in [100, 1_000] {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-output.pdf").path
      let result = ProcessRunner.measured([executable, "child", "output", "\(pages)", path])
      let seconds = Double(field("seconds", in: result.output) ?? "0") ?? 0
      try? FileManager.default.removeItem(atPath: path)
      print(
        "\(pages) pages  pages_per_s=\(format(Double(pages) / max(seconds, 0.000_001), 0)) render_s=\(format(seconds, 3)) peak_mib=\(format(result.peakMiB, 1))"
      )
    }
  }
}

/// The value of `name=value` in a line of output.
func field(_ name: String, in output: String) -> String? {
  for part in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) where part.hasPrefix(name + "=") {
    return String(part.dropFirst(name.count + 1))
  }
  return nil
}
