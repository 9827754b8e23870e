import Folio
import FolioTestSupport
import Foundation
import Testing

// Issue 15: the records a batch template reads — fields as text and numbers, decoding,
// errors that name the file, line and record, and the three kinds of data file.
@Suite struct DataRecordTests {
  func write(_ text: String, as name: String) throws -> URL {
    let url = temporaryDirectory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func records(_ url: URL) throws -> [Result<DataRecord, FolioError>] {
    let reader = try DataFileReader(url: url)
    var all: [Result<DataRecord, FolioError>] = []
    while let next = reader.next() { all.append(next) }
    return all
  }

  @Test func fieldsReadAsTextNumbersAndDecodedTypes() throws {
    let line = #"{"name": "Ada", "age": 36, "price": 12.50, "vip": true, "tags": ["a", "b/c"], "none": null}"#
    let record = try DataRecord(number: 4, source: "people.jsonl", line: 7, json: line)
    #expect(record["name"] == "Ada")
    #expect(record["age"] == "36")
    #expect(record["price"] == "12.5")
    #expect(record["vip"] == "true")
    #expect(record["tags"] == #"["a","b/c"]"#)
    #expect(record["none"] == nil, "null is no value")
    #expect(record.fieldNames == ["age", "name", "price", "tags", "vip"])
    #expect(try record.int("age") == 36)
    #expect(try record.double("price") == 12.5)
    #expect(record.json == line, "a JSON-lines record keeps its text")

    struct Person: Decodable {
      var name: String
      var age: Int
      var tags: [String]
    }
    let person = try record.decode(Person.self)
    #expect(person.name == "Ada" && person.age == 36 && person.tags == ["a", "b/c"])

    // Errors name the file, the line and the record.
    #expect(
      throws: FolioError.invalidData(source: "people.jsonl", line: 7, reason: "record 4 has no field 'email'")
    ) {
      try record.string("email")
    }
    #expect(
      throws: FolioError.invalidData(
        source: "people.jsonl", line: 7, reason: "record 4 field 'name' is not a number: 'Ada'")
    ) {
      try record.double("name")
    }
    #expect(
      throws: FolioError.invalidData(
        source: "people.jsonl", line: 7, reason: "record 4 field 'price' is not a whole number: '12.5'")
    ) {
      try record.int("price")
    }
    struct Missing: Decodable { var email: String }
    #expect(
      throws: FolioError.invalidData(source: "people.jsonl", line: 7, reason: "record 4 has no field 'email'")
    ) {
      try record.decode(Missing.self)
    }
    struct Mistyped: Decodable { var name: Int }
    do {
      _ = try record.decode(Mistyped.self)
      Issue.record("a string decoded as Int")
    } catch {
      #expect("\(error)".contains("people.jsonl:7: record 4 field 'name' is not an Int"), "\(error)")
    }
    // Infinite and huge numbers in text are refused where a finite number is needed.
    let odd = DataRecord(number: 1, source: "x.csv", line: 2, columns: ["a", "b"], values: ["inf", "1e400"])
    #expect(throws: FolioError.self) { try odd.double("a") }
    #expect(throws: FolioError.self) { try odd.double("b") }
  }

  @Test func recordsThatAreNotObjectsAreErrors() {
    #expect(
      throws: FolioError.invalidData(source: "a.jsonl", line: 3, reason: "record 2 is not a JSON object")
    ) {
      try DataRecord(number: 2, source: "a.jsonl", line: 3, json: "[1, 2]")
    }
    do {
      _ = try DataRecord(number: 2, source: "a.jsonl", line: 3, json: #"{"a": "#)
      Issue.record("broken JSON read")
    } catch {
      #expect(error.description.hasPrefix("a.jsonl:3: record 2 is not valid JSON ("), "\(error)")
    }
  }

  @Test func jsonLinesAreStreamedWithTheirLineNumbers() throws {
    // CRLF line ends, blank lines, a broken line in the middle, no newline at the end, and
    // a file larger than the reader's 1 MiB chunk.
    var text = "{\"n\": 1}\r\n\n   \n{\"n\": 2\n{\"n\": 3, \"s\": \"日本語 🇫🇷\"}\n"
    for index in 4...20_000 {
      text += "{\"n\": \(index), \"pad\": \"\(String(repeating: "x", count: 60))\"}\n"
    }
    text += "{\"n\": 20001}"
    let url = try write(text, as: "big.jsonl")
    let all = try records(url)
    #expect(all.count == 20_001)
    let first = try all[0].get()
    #expect(first.number == 1 && first.recordLocation == DataRecordLocation(source: "big.jsonl", line: 1))
    guard case .failure(let error) = all[1] else {
      Issue.record("a broken line read")
      return
    }
    #expect(error.description.hasPrefix("big.jsonl:4: record 2 is not valid JSON"))
    let third = try all[2].get()
    #expect(third["s"] == "日本語 🇫🇷" && third.recordLocation.line == 5)
    let last = try all[20_000].get()
    #expect(last["n"] == "20001" && last.number == 20_001 && last.recordLocation.line == 20_003)
    #expect(try DataFileReader.record(3, in: url)["n"] == "3")
    #expect(
      throws: FolioError.invalidData(
        source: "big.jsonl", line: nil, reason: "there is no record 20002 (the file has 20001 records)")
    ) {
      try DataFileReader.record(20_002, in: url)
    }
  }

  /// `record(_:in:)` passes over the records before the one asked for without making them,
  /// and gives what reading them all in turn gives, in every kind of file.
  @Test func aRecordByNumberIsTheOneReadingInTurnGives() throws {
    let files = [
      try write("{\"n\": 1}\n\n{\"n\": 2}\nnot json\n{\"n\": 4}\n", as: "some.jsonl"),
      try write("[{\"n\": 1},\n {\"n\": 2}, 3, {\"n\": 4}]", as: "some.json"),
      try write("n,m\n1,a\n2,\"b\nc\"\n3,d\n4,e\n", as: "some.csv"),
    ]
    for url in files {
      let all = try records(url)
      #expect(all.count == 4, "\(url.lastPathComponent)")
      for number in 1...4 {
        let direct = Result { () throws(FolioError) in try DataFileReader.record(number, in: url) }
        switch (direct, all[number - 1]) {
        case (.success(let one), .success(let other)):
          #expect(one.json == other.json && one.number == number, "\(url.lastPathComponent) \(number)")
          #expect(one.recordLocation == other.recordLocation, "\(url.lastPathComponent) \(number)")
        case (.failure(let one), .failure(let other)):
          #expect(one == other, "\(url.lastPathComponent) \(number)")
        default:
          Issue.record("\(url.lastPathComponent) record \(number): \(direct) against \(all[number - 1])")
        }
      }
      #expect(
        throws: FolioError.invalidData(
          source: url.lastPathComponent, line: nil, reason: "there is no record 5 (the file has 4 records)")
      ) {
        try DataFileReader.record(5, in: url)
      }
      for number in [0, -3] {
        #expect(
          throws: FolioError.invalidData(
            source: url.lastPathComponent, line: nil,
            reason: "there is no record \(number) (records are numbered from 1)")
        ) {
          try DataFileReader.record(number, in: url)
        }
      }
    }
  }

  // What `folio batch` sends its workers: each record's text, numbered and with its line
  // as `next` gives them (blank lines passed over; a JSON-lines record as written, even
  // one that does not parse).
  @Test func recordTextsAreNumberedAsRecordsAre() throws {
    let lines =
      #"{"a": 1}"# + "\n\n  \n" + #"not json"# + "\n" + #"{"b": "two"}"# + "\r\n" + #"[1]"# + "\n"
      + #"{"c": 3}"#
    let url = try write(lines, as: "texts.jsonl")
    let all = try records(url)
    let reader = try DataFileReader(url: url)
    var texts: [(number: Int, line: Int?, json: String)] = []
    while let text = reader.nextText() { texts.append(text) }
    #expect(texts.map(\.number) == [1, 2, 3, 4, 5])
    #expect(texts.map(\.line) == [1, 4, 5, 6, 7])
    #expect(texts[1].json == "not json" && texts[3].json == "[1]")
    let parsed = all.compactMap { try? $0.get() }
    #expect(parsed.map(\.number) == [1, 3, 5])
    for record in parsed {
      let text = texts[record.number - 1]
      #expect(text.json == record.json && text.line == record.recordLocation.line)
    }
    let csv = try write("name,n\nAda,1\n\"Grace, H\",2\n", as: "texts.csv")
    let csvReader = try DataFileReader(url: csv)
    var csvTexts: [String] = []
    while let text = csvReader.nextText() { csvTexts.append(text.json) }
    #expect(csvTexts == (try records(csv).map { try $0.get().json }))
  }

  @Test func csvAndJsonArrays() throws {
    // Issue 51: a header naming two columns alike stops the file; a row with more or fewer
    // fields than the header fails alone, naming its line.
    #expect(
      throws: FolioError.invalidData(
        source: "twice.csv", line: 1,
        reason: "the header names columns 1 and 3 both 'name'; each column needs a name of its own")
    ) {
      try DataFileReader(url: try write("name,city,name\nAda,London,second\n", as: "twice.csv"))
    }
    let csv = try write("name,city\n\"Lovelace, Ada\",London\nTuring\nHopper,NYC,extra\n", as: "people.csv")
    let results = try records(csv)
    #expect(results.count == 3)
    let rows = results.compactMap { try? $0.get() }
    #expect(rows.count == 1)
    #expect(rows[0]["name"] == "Lovelace, Ada")
    #expect(rows[0].recordLocation.line == 2)
    #expect(rows[0].json == #"{"name":"Lovelace, Ada","city":"London"}"#, "a CSV row is an object of strings")
    #expect(
      throws: FolioError.invalidData(
        source: "people.csv", line: 3,
        reason: "the row has 1 field where the header has 2 (a missing comma or field)")
    ) { try results[1].get() }
    #expect(throws: FolioError.self) { try results[2].get() }
    #expect(throws: FolioError.self) { try CSVTable(text: "a,b\n1\n") }
    let quoted = DataRecord(number: 1, source: "q.csv", line: 2, columns: ["a\"b"], values: ["x\n\t\\\u{1}y"])
    #expect(quoted.json == #"{"a\"b":"x\n\t\\\u0001y"}"#)
    #expect(
      try JSONSerialization.jsonObject(with: Data(quoted.json.utf8)) as? [String: String] == [
        "a\"b": "x\n\t\\\u{1}y"
      ])

    let json = try write("[{\"a\": 1}, 2,\n {\"a\": 3}, {\"a\": tru}]", as: "items.json")
    let items = try records(json)
    #expect(items.count == 4)
    #expect(try items[0].get()["a"] == "1")
    #expect(try items[0].get().json == #"{"a": 1}"#, "an element's text as written")
    #expect(
      throws: FolioError.invalidData(source: "items.json", line: 1, reason: "record 2 is not a JSON object")
    ) {
      try items[1].get()
    }
    #expect(try items[2].get().recordLocation.line == 2, "an element's line is the one it starts on")
    #expect(throws: FolioError.self, "a malformed element fails alone") { try items[3].get() }
    #expect(throws: FolioError.self) { try DataFileReader(url: try write(#"{"a": 1}"#, as: "object.json")) }
    #expect(throws: FolioError.self) { try DataFileReader(url: try write("a", as: "data.txt")) }
    #expect(throws: FolioError.self) { try DataFileReader(url: URL(fileURLWithPath: "/nonexistent/x.jsonl")) }
    let folder = temporaryDirectory().appendingPathComponent("folder.jsonl")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(throws: FolioError.fileNotReadable(path: folder.path, reason: "it is a folder")) {
      try DataFileReader(url: folder)
    }
    #expect(try records(try write("", as: "empty.jsonl")).isEmpty)
  }

  /// Splitting a `.json` array into its elements' texts gives, element by element, what
  /// parsing the whole array gives: random arrays of nested values whose strings hold
  /// brackets, braces, commas, quotes, backslashes, escapes and non-ASCII text, written
  /// compact and pretty-printed.
  @Test func aJSONArraySplitsIntoTheElementsParsingItGives() throws {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "[", "]", "{", "}", ",", "\"", "\\", "\n", "\\\"", "é", "日本", "👩‍👩‍👧", " ", ":", "/", "\t",
    ]
    func text() -> String {
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
    }
    func value(depth: Int) -> Any {
      switch Int.random(in: 0...(depth > 2 ? 3 : 5), using: &generator) {
      case 0: return text()
      case 1: return Int.random(in: -1_000_000...1_000_000, using: &generator)
      case 2: return Bool.random(using: &generator)
      case 3: return NSNull()
      case 4: return (0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth + 1) }
      default:
        var object: [String: Any] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &generator) { object[text()] = value(depth: depth + 1) }
        return object
      }
    }
    func canonical(_ value: Any) throws -> Data {
      try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    }
    for round in 0..<300 {
      let array = (0..<Int.random(in: 0...8, using: &generator)).map { _ in value(depth: 0) }
      let options: JSONSerialization.WritingOptions = round % 2 == 0 ? [] : [.prettyPrinted]
      let url = try write(
        String(decoding: try JSONSerialization.data(withJSONObject: array, options: options), as: UTF8.self),
        as: "random.json")
      let reader = try DataFileReader(url: url)
      var texts: [String] = []
      while let text = reader.nextText() { texts.append(text.json) }
      #expect(texts.count == array.count, "round \(round)")
      for (text, element) in zip(texts, array) {
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(try canonical(parsed) == canonical(element), "round \(round): \(text)")
      }
    }
    // A broken array stops the file, with the reason; nothing is taken for records.
    for (broken, reason) in [
      ("[{\"a\": 1}", "the array is not closed"), ("[{\"a\": \"]}", "the array is not closed"),
      ("[{\"a\": 1},]", "record 2, on line 1, is empty"), ("[\n,{}]", "record 1, on line 2, is empty"),
      ("[{}] {}", "text after the array's closing ']'"), ("[{}}", "a '}' closes the array on line 1"),
    ] {
      #expect(
        throws: FolioError.invalidData(
          source: "broken.json", line: nil, reason: "not valid JSON (\(reason))"),
        "\(broken)"
      ) {
        try DataFileReader(url: try write(broken, as: "broken.json"))
      }
    }
    #expect(
      throws: FolioError.invalidData(
        source: "object.json", line: nil,
        reason: "a .json data file holds an array of objects, one per record")
    ) {
      try DataFileReader(url: try write(#"{"a": [1]}"#, as: "object.json"))
    }
  }

  /// Bytes that are not UTF-8 in a record would be read as U+FFFD, changing its text: the
  /// record fails, naming its line, and the others are read as they are.
  @Test func aRecordThatIsNotUTF8FailsAlone() throws {
    let folder = temporaryDirectory()
    for (name, bytes) in [
      (
        "bad.jsonl",
        Array(#"{"a": "ok"}"#.utf8) + [0x0A] + Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#""}"#.utf8) + [0x0A]
          + Array(#"{"a": "é"}"#.utf8)
      ),
      (
        "bad.json",
        Array(#"[{"a": "ok"},"#.utf8) + [0x0A] + Array(#"{"a": "x"#.utf8) + [0xC3, 0x28] + Array(#""},"#.utf8)
          + [0x0A] + Array(#"{"a": "é"}]"#.utf8)
      ),
    ] {
      let url = folder.appendingPathComponent(name)
      try Data(bytes).write(to: url)
      let all = try records(url)
      #expect(all.count == 3, "\(name)")
      #expect(try all[0].get()["a"] == "ok")
      #expect(
        throws: FolioError.invalidData(source: name, line: 2, reason: "record 2 is not UTF-8 text"), "\(name)"
      ) {
        try all[1].get()
      }
      #expect(try all[2].get()["a"] == "é")
    }
  }

  @Test func aByteOrderMarkInsideAValueIsKept() throws {
    // U+FEFF is text inside a value: kept whether written raw or escaped, leading or not,
    // in every kind of data file; only a file's own leading mark is dropped.
    let bom = "\u{FEFF}"
    struct Named: Decodable { var a: String }
    func scalars(_ text: String?) -> [UInt32] { (text ?? "").unicodeScalars.map(\.value) }
    let lines = bom + "{\"a\": \"\(bom)x\", \"b\": \"y\\ufeff\"}\n{\"a\": \"\\ufeffz\"}\n"
    let streamed = try records(try write(lines, as: "bom.jsonl")).map { try $0.get() }
    #expect(streamed.count == 2)
    #expect(scalars(streamed.first?["a"]) == [0xFEFF, 0x78])
    #expect(scalars(streamed.first?["b"]) == [0x79, 0xFEFF])
    #expect(scalars(streamed.last?["a"]) == [0xFEFF, 0x7A])
    #expect(scalars(try streamed.first?.decode(Named.self).a) == [0xFEFF, 0x78])
    // Other characters whose UTF-8 starts with EF (U+FF21, U+FF22) stay as they are.
    let array = try records(
      try write("[{\"a\": \"\(bom)q\", \"c\": \"\u{FF21}\(bom)\u{FF22}\"}]", as: "bom.json")
    ).map { try $0.get() }
    #expect(scalars(array.first?["a"]) == [0xFEFF, 0x71])
    #expect(scalars(array.first?["c"]) == [0xFF21, 0xFEFF, 0xFF22])
    let leadingOnly = try records(try write(bom + "[{\"a\": \"\u{FF21}\"}]", as: "lead.json")).map {
      try $0.get()
    }
    #expect(scalars(leadingOnly.first?["a"]) == [0xFF21])
    let twoMarks = try records(try write(bom + bom + "[{\"a\": \"z\"}]", as: "two.json")).map { try $0.get() }
    #expect(twoMarks.first?["a"] == "z", "every leading mark of a .json file is dropped, as of a .jsonl file")
    #expect(scalars(try array.first?.decode(Named.self).a) == [0xFEFF, 0x71])
    let csv = try records(try write(bom + "a,b\n\(bom)r,s\(bom)\n", as: "bom.csv")).map { try $0.get() }
    #expect(
      csv.first?.fieldNames == ["a", "b"], "the file's own mark is not part of the first column's name")
    #expect(scalars(csv.first?["a"]) == [0xFEFF, 0x72])
    #expect(scalars(csv.first?["b"]) == [0x73, 0xFEFF])
  }
}
