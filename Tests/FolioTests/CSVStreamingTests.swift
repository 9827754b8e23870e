import Folio
import FolioFuzz
import FolioTestSupport
import Foundation
import Testing

// Issue 15: a CSV data file is read row by row (1 MiB at a time), so its size does not
// matter, and reads exactly as the whole table does.
@Suite struct CSVStreamingTests {
  /// A random table, its CSV text, and the line each row starts on.
  struct Sample {
    var header: [String] = []
    var rows: [[String]] = []
    var lines: [Int] = []
    var text = ""
  }

  /// Builds a CSV text of `count` rows from `generator`: fields holding commas, quotes, line
  /// ends of every kind, emoji, CJK and right-to-left text, quoted when they must be (and at
  /// random when not); rows ended by LF, CRLF or CR, with blank lines between some.
  static func sample(rows count: Int, using generator: inout FuzzRandom) -> Sample {
    let pieces = [
      "a", "Ada", " ", ",", "\"", "\"\"", "\n", "\r\n", "\r", "東京", "مرحبا", "👩‍👩‍👧", "x,y", "-", "0.5", "\t",
    ]
    let lineEnds = ["\n", "\r\n", "\r"]
    var sample = Sample()
    let columns = Int.random(in: 1...4, using: &generator)
    sample.header = (0..<columns).map { "c\($0)" }
    var line = 1
    sample.text = sample.header.joined(separator: ",")
    var lastEnd = ""
    func end() {
      var chosen = lineEnds.randomElement(using: &generator)!
      // CR then LF is one line end (CRLF), not two.
      if lastEnd == "\r" && chosen == "\n" { chosen = "\r\n" }
      sample.text += chosen
      lastEnd = chosen
      line += 1
    }
    end()
    for _ in 0..<count {
      if Int.random(in: 0..<8, using: &generator) == 0 { end() }  // a blank line
      var fields: [String] = []
      var written: [String] = []
      var newlinesInside = 0
      for _ in 0..<columns {
        var field = ""
        for _ in 0..<Int.random(in: 0...150, using: &generator) {
          field += pieces.randomElement(using: &generator)!
        }
        let mustQuote = field.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) })
        if mustQuote || Bool.random(using: &generator) {
          written.append("\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
          newlinesInside += field.unicodeScalars.filter { $0 == "\n" }.count
        } else {
          written.append(field)
        }
        fields.append(field)
      }
      // A row of one empty, unquoted field would be a blank line.
      if written == [""] { written = ["\"\""] }
      sample.rows.append(fields)
      sample.lines.append(line)
      sample.text += written.joined(separator: ",")
      lastEnd = ""
      line += newlinesInside
      end()
    }
    return sample
  }

  /// Rows read from a file of several MiB (so reads end inside quoted fields and between a
  /// CR and its LF), one at a time, are the rows written, on their lines; the whole table
  /// reads the same, from the file and from the text.
  @Test func aCSVFileIsReadRowByRowAsItWasWritten() throws {
    var generator = FuzzRandom(seed: 1505)
    for round in 0..<2 {
      let sample = Self.sample(rows: 8_000, using: &generator)
      let url = temporaryDirectory().appendingPathComponent("table-\(round).csv")
      try sample.text.write(to: url, atomically: true, encoding: .utf8)
      #expect(sample.text.utf8.count > 2 << 20, "several reads of 1 MiB")
      let reader = try DataFileReader(url: url)
      var index = 0
      while let next = reader.next() {
        let record = try next.get()
        guard index < sample.rows.count else { break }
        let fields = sample.rows[index]
        for (column, name) in sample.header.enumerated() {
          let expected = column < fields.count ? fields[column] : ""
          #expect(record[name] == expected, "round \(round), record \(index + 1), \(name)")
        }
        #expect(record.number == index + 1)
        #expect(record.recordLocation.line == sample.lines[index], "round \(round), record \(index + 1)")
        index += 1
      }
      #expect(index == sample.rows.count, "round \(round): every row, none more")

      let fromFile = try CSVTable(contentsOf: url)
      let fromText = try CSVTable(text: sample.text, source: url.lastPathComponent)
      for table in [fromFile, fromText] {
        #expect(table.header == sample.header)
        #expect(table.records.map(\.fields) == sample.rows)
        #expect(table.records.map(\.line) == sample.lines)
      }
      // A record asked for by number is the one reading in turn gives.
      let middle = sample.rows.count / 2
      let asked = try DataFileReader.record(middle, in: url)
      #expect(asked.recordLocation.line == sample.lines[middle - 1])
      #expect(asked[sample.header[0]] == sample.rows[middle - 1][0])
    }
  }

  /// A file is read 1 MiB at a time: a CRLF, a doubled quote inside a quoted field, a
  /// closing quote and a multi-byte character each split across two reads read as they
  /// would in one.
  @Test func whatIsSplitBetweenTwoReadsReadsAsOne() throws {
    let mebibyte = 1 << 20
    let folder = temporaryDirectory()
    // `middle` is placed so that the first read ends after `before` of its bytes.
    let cases: [(name: String, middle: String, before: Int, field: String, lines: Int)] = [
      ("crlf", "x\r\n", 2, "x", 1),
      ("doubled", "\"a\"\"b\"\n", 3, "a\"b", 1),
      ("closing", "\"a\nb\"\n", 5, "a\nb", 2),
      ("character", "東京\n", 1, "東京", 1),
    ]
    for (name, middle, before, field, lines) in cases {
      let header = "v\n"
      let padding = String(repeating: "p\n", count: (mebibyte - 16) / 2)
      let filler = String(
        repeating: "q", count: mebibyte - before - 1 - header.utf8.count - padding.utf8.count)
      let text = header + padding + filler + "\n" + middle + "last\n"
      let split = header.utf8.count + padding.utf8.count + filler.utf8.count + 1
      #expect(split + before == mebibyte, "\(name): the read ends inside")
      let url = folder.appendingPathComponent("\(name).csv")
      try text.write(to: url, atomically: true, encoding: .utf8)
      let reader = try DataFileReader(url: url)
      var records: [DataRecord] = []
      while let next = reader.next() { records.append(try next.get()) }
      let paddingRows = padding.utf8.count / 2
      #expect(records.count == paddingRows + 3, "\(name)")
      guard records.count == paddingRows + 3 else { continue }
      #expect(records[paddingRows + 1]["v"] == field, "\(name)")
      #expect(records[paddingRows + 2]["v"] == "last", "\(name)")
      #expect(records[paddingRows + 2].recordLocation.line == paddingRows + 3 + lines, "\(name)")
    }
  }

  /// A row whose bytes are not UTF-8 fails alone, naming its line; a header that is not,
  /// or quoting broken anywhere in the file (here past its first MiB), stops the file
  /// before any record is read.
  @Test func aBadRowFailsAloneAndBrokenQuotingStopsTheFile() throws {
    let folder = temporaryDirectory()
    let bad = folder.appendingPathComponent("bad.csv")
    try Data(Array("name,n\nok,1\n".utf8) + [0x78, 0xFF] + Array(",2\n\"é\",3\n".utf8)).write(to: bad)
    let reader = try DataFileReader(url: bad)
    var all: [Result<DataRecord, FolioError>] = []
    while let next = reader.next() { all.append(next) }
    #expect(all.count == 3)
    #expect(try all[0].get()["name"] == "ok")
    #expect(throws: FolioError.invalidData(source: "bad.csv", line: 3, reason: "record 2 is not UTF-8 text"))
    {
      try all[1].get()
    }
    #expect(try all[2].get()["name"] == "é")
    #expect(throws: FolioError.invalidData(source: "bad.csv", line: 3, reason: "not UTF-8 text")) {
      try CSVTable(contentsOf: bad)
    }

    let header = folder.appendingPathComponent("header.csv")
    try Data([0x6E, 0xE9] + Array(",b\n1,2\n".utf8)).write(to: header)
    #expect(
      throws: FolioError.invalidData(
        source: "header.csv", line: 1, reason: "the header row is not UTF-8 text")
    ) {
      try DataFileReader(url: header)
    }

    let long = String(repeating: "name,\"note, with a comma\"\n", count: 60_000)
    for (name, tail, line, reason) in [
      ("open.csv", "last,\"never closed\n", 60_002, "a quoted field is never closed"),
      ("stray.csv", "la\"st,x\n", 60_002, "a quote inside an unquoted field"),
      ("after.csv", "\"last\"x,y\n", 60_002, "text after a closing quote"),
    ] {
      let url = folder.appendingPathComponent(name)
      try ("a,b\n" + long + tail).write(to: url, atomically: true, encoding: .utf8)
      #expect(throws: FolioError.invalidData(source: name, line: line, reason: reason), "\(name)") {
        try DataFileReader(url: url)
      }
    }
    // A file of blank lines has no records (as an empty JSON-lines file has none).
    #expect(try DataFileReader(url: try self.write("\n\r\n", as: "none.csv", in: folder)).next() == nil)
  }

  func write(_ text: String, as name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }
}
