import CZlib
import Foundation

/// Adds a tagged PDF's language (`/Lang` in the catalog) and its figures' alternative texts
/// (`/Alt`) to what Cairo 1.18 wrote, as an incremental update appended after Cairo's
/// `%%EOF`: new versions of the catalog and of the figures' structure elements, and a
/// cross-reference stream whose `/Prev` is Cairo's. Cairo's bytes stay as they are — its
/// object streams, and the `/ActualText` of its text, which a PDF 1.4 file would lack.
///
/// 1. Read the end of the file (what Cairo wrote while it finished the document): the
///    last `startxref` and the cross-reference stream's dictionary (`/Root`, `/Info`,
///    `/ID`, `/Size`).
/// 2. Find the catalog and the structure elements whose `/S` is `/Figure`, as plain
///    objects or inside object streams (inflated with zlib), by object number: Cairo
///    numbers elements in the order their tags began, the order of `alternatives`.
/// 3. Write each object again with the entry added, then a cross-reference stream for the
///    new objects and itself, the trailer entries carried over, and `startxref`. Cairo
///    1.18 lists an object for every `Artifact` tag but never writes it (its entry points
///    at whatever was being written when the tag began, and readers call the file damaged):
///    each entry of Cairo's cross-reference stream is checked against where objects really
///    begin (`ByteSink.objectOffsets`), and one that points elsewhere gets a `null` object.
/// 4. `whatWasLost` says what could not be written (no catalog found, fewer figures than
///    tagged), so the render fails rather than write a less accessible PDF.
struct PDFIncrementalUpdate {
  /// The language, as a BCP 47 tag.
  let language: String?
  /// The figures' alternative texts, in the order their elements were tagged.
  let alternatives: [String?]
  /// What could not be added, in words; nil when everything was.
  private(set) var whatWasLost: String?

  init(language: String?, alternatives: [String?]) {
    self.language = language
    self.alternatives = alternatives
  }

  /// The bytes to append to a file of `fileSize` bytes whose last bytes, from offset
  /// `tailStart`, are `tail`, and whose objects begin at `objectOffsets`; nil when there is
  /// nothing to add, or it cannot be added (`whatWasLost` then says why).
  mutating func update(
    tail: [UInt8], tailStart: Int, fileSize: Int, objectOffsets: [Int: Int],
    replacing replaced: [(number: Int, object: [UInt8])] = []
  ) -> [UInt8]? {
    // Only the language and the alternative texts must be written (the ligatures' letters
    // are a nicety a reader of the text can do without).
    let needsObjects = !(language ?? "").isEmpty || !alternatives.isEmpty
    guard needsObjects || !replaced.isEmpty || !objectOffsets.isEmpty else { return nil }
    // 1. The trailer: a cross-reference stream's dictionary (Cairo 1.18), or the
    //    dictionary after `trailer` (Cairo 1.16's cross-reference table).
    guard let startxref = PDFSyntax.lastStartxref(in: tail), startxref >= tailStart else {
      if needsObjects { whatWasLost = "everything it adds (the end of Cairo's file could not be read)" }
      return nil
    }
    let isTable = tail[(startxref - tailStart)...].starts(with: Array("xref".utf8))
    let xref: PDFSyntax.Object? =
      isTable
      ? PDFSyntax.firstIndex(of: "trailer", in: tail, from: startxref - tailStart).flatMap {
        PDFSyntax.dictionary(at: $0 + 7, in: tail)
      } : PDFSyntax.object(at: startxref - tailStart, in: tail)
    guard let xref, let root = xref.dictionary["/Root"].flatMap(PDFSyntax.referencedNumber),
      let size = xref.dictionary["/Size"].flatMap({ Int($0) })
    else {
      if needsObjects { whatWasLost = "everything it adds (the end of Cairo's file could not be read)" }
      return nil
    }
    // 2. The catalog and the figures.
    var changed: [(number: Int, object: [UInt8])] = replaced
    var lost: [String] = []
    let objects = needsObjects ? PDFSyntax.objects(in: tail) : [:]
    func object(_ number: Int, _ text: String) -> (number: Int, object: [UInt8]) {
      (number, Array("\(number) 0 obj\n\(text)\nendobj\n".utf8))
    }
    if let language, !language.isEmpty {
      if let catalog = objects[root],
        let text = PDFSyntax.adding("/Lang", PDFStructureFilter.hexString(language), to: catalog)
      {
        changed.append(object(root, text))
      } else {
        lost.append("its language (\(language))")
      }
    }
    let figures = objects.filter { _, text in
      let entries = PDFSyntax.entries(of: text)
      return entries["/Type"] == "/StructElem" && entries["/S"] == "/Figure"
    }.keys.sorted()
    let wanted = alternatives.filter { !($0 ?? "").isEmpty }.count
    if figures.count == alternatives.count {
      for (number, alternative) in zip(figures, alternatives) {
        guard let alternative, !alternative.isEmpty, let text = objects[number],
          let updated = PDFSyntax.adding("/Alt", PDFStructureFilter.hexString(alternative), to: text)
        else { continue }
        changed.append(object(number, updated))
      }
    } else if wanted > 0 {
      lost.append(
        "the alternative text of its \(wanted) figures (\(figures.count) found, \(alternatives.count) tagged)"
      )
    }
    guard lost.isEmpty else {
      whatWasLost = lost.joined(separator: ", ")
      return nil
    }
    // Entries that point at no object (Cairo 1.18's tagged files): a `null` object in
    // their place.
    if !isTable, !objectOffsets.isEmpty {
      let changedNumbers = Set(changed.map(\.number))
      for (number, offset) in PDFSyntax.uncompressedEntries(of: xref, at: startxref - tailStart, in: tail)
      where number != 0 && objectOffsets[number] != offset && !changedNumbers.contains(number) {
        changed.append(object(number, "null"))
      }
    }
    guard !changed.isEmpty else { return nil }
    // 3. The objects again, and a cross-reference section of the same kind as Cairo's.
    var output = [UInt8]()
    var offsets: [(number: Int, offset: Int)] = []
    for (number, text) in changed.sorted(by: { $0.number < $1.number }) {
      offsets.append((number, fileSize + output.count))
      output += text
    }
    var trailer = "/Size \(isTable ? size : size + 1) /Root \(root) 0 R"
    for key in ["/Info", "/ID"] {
      if let value = xref.dictionary[key] { trailer += " \(key) \(value)" }
    }
    trailer += " /Prev \(startxref)"
    if isTable {
      let xrefOffset = fileSize + output.count
      var table = "xref\n"
      for (number, offset) in offsets {
        let digits = String(offset)
        table +=
          "\(number) 1\n" + String(repeating: "0", count: max(10 - digits.count, 0)) + digits + " 00000 n \n"
      }
      output += Array((table + "trailer\n<< \(trailer) >>\nstartxref\n\(xrefOffset)\n%%EOF\n").utf8)
      return output
    }
    let xrefNumber = size
    let xrefOffset = fileSize + output.count
    offsets.append((xrefNumber, xrefOffset))
    var entries = [UInt8]()
    for (_, offset) in offsets {
      entries.append(1)
      for shift in stride(from: 24, through: 0, by: -8) { entries.append(UInt8((offset >> shift) & 0xFF)) }
      entries += [0, 0]
    }
    let index = offsets.map { "\($0.number) 1" }.joined(separator: " ")
    trailer = "/Type /XRef /W [1 4 2] /Index [\(index)] " + trailer + " /Length \(entries.count)"
    output += Array("\(xrefNumber) 0 obj\n<< \(trailer) >>\nstream\n".utf8)
    output += entries
    output += Array("\nendstream\nendobj\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
    return output
  }
}

/// Just enough of PDF's syntax to read what Cairo writes at the end of a file: objects,
/// dictionaries, object streams, `startxref`.
enum PDFSyntax {
  /// An object's dictionary text and its top-level entries.
  struct Object {
    let text: String
    let dictionary: [String: String]
  }

  /// The object numbers and offsets of the uncompressed objects a cross-reference stream
  /// lists (type 1 entries), read from its stream (deflated, as Cairo writes it with no
  /// predictor, or with PNG's "up" predictor, as qpdf writes it); empty when it is not
  /// such a stream.
  static func uncompressedEntries(of xref: Object, at offset: Int, in bytes: [UInt8]) -> [(Int, Int)] {
    guard xref.dictionary["/Type"] == "/XRef",
      let length = xref.dictionary["/Length"].flatMap({ Int($0) }),
      let widths = xref.dictionary["/W"].map({
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).split(separator: " ").compactMap {
          Int($0)
        }
      }), widths.count == 3, widths.allSatisfy({ $0 >= 0 && $0 <= 8 }),
      let keyword = firstIndex(of: "stream", in: bytes, from: offset)
    else { return [] }
    var start = keyword + 6
    if start < bytes.count, bytes[start] == 0x0D { start += 1 }
    if start < bytes.count, bytes[start] == 0x0A { start += 1 }
    guard start + length <= bytes.count, var data = inflate(bytes[start..<start + length]) else { return [] }
    // The object numbers: `/Index` pairs, or 0 up to `/Size`.
    let index =
      xref.dictionary["/Index"].map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).split(separator: " ").compactMap {
          Int($0)
        }
      } ?? [0, Int(xref.dictionary["/Size"] ?? "") ?? 0]
    var numbers: [Int] = []
    for pair in stride(from: 0, to: index.count - 1, by: 2) {
      numbers += Array(index[pair]..<index[pair] + index[pair + 1])
    }
    let row = widths.reduce(0, +)
    guard row > 0 else { return [] }
    // PNG predictors: a filter byte before each row; "none" and "up" are undone.
    if let parameters = xref.dictionary["/DecodeParms"] {
      let predictor = entries(of: parameters)["/Predictor"].flatMap { Int($0) } ?? 1
      if predictor >= 10 {
        var rows: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: row)
        for start in stride(from: 0, to: data.count - row, by: row + 1) {
          var current = Array(data[start + 1...start + row])
          switch data[start] {
          case 0: break
          case 2: for column in 0..<row { current[column] &+= previous[column] }
          default: return []
          }
          rows += current
          previous = current
        }
        data = rows
      } else if predictor != 1 {
        return []
      }
    }
    func field(_ at: Int, _ width: Int) -> Int {
      var value = 0
      for position in at..<at + width { value = value << 8 | Int(data[position]) }
      return value
    }
    var entries: [(Int, Int)] = []
    for (position, number) in numbers.enumerated() where (position + 1) * row <= data.count {
      let at = position * row
      let type = widths[0] == 0 ? 1 : field(at, widths[0])
      if type == 1 { entries.append((number, field(at + widths[0], widths[1]))) }
    }
    return entries
  }

  /// The offset after the last `startxref`.
  static func lastStartxref(in bytes: [UInt8]) -> Int? {
    let marker = Array("startxref".utf8)
    guard bytes.count > marker.count else { return nil }
    var index = bytes.count - marker.count
    while index >= 0 {
      if bytes[index] == marker[0], Array(bytes[index..<index + marker.count]) == marker {
        let rest = bytes[(index + marker.count)...].drop { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 }
        return Int(String(decoding: rest.prefix { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self))
      }
      index -= 1
    }
    return nil
  }

  /// The object starting at `offset` (`N 0 obj` then a dictionary).
  static func object(at offset: Int, in bytes: [UInt8]) -> Object? {
    guard offset >= 0, let keyword = firstIndex(of: " obj", in: bytes, from: offset), keyword - offset < 24
    else {
      return nil
    }
    return dictionary(at: keyword + 4, in: bytes)
  }

  /// The dictionary that starts at `offset`, after white space only.
  static func dictionary(at offset: Int, in bytes: [UInt8]) -> Object? {
    var open = offset
    while open < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[open]) { open += 1 }
    guard open + 1 < bytes.count, bytes[open] == UInt8(ascii: "<"), bytes[open + 1] == UInt8(ascii: "<"),
      let close = endOfDictionary(startingAt: open, in: bytes)
    else { return nil }
    let text = String(decoding: bytes[open..<close], as: UTF8.self)
    return Object(text: text, dictionary: entries(of: text))
  }

  /// The dictionaries of the plain objects and of the objects inside object streams in
  /// `bytes`, by object number.
  static func objects(in bytes: [UInt8]) -> [Int: String] {
    var found: [Int: String] = [:]
    var index = 0
    let marker = Array(" 0 obj".utf8)
    while let hit = firstIndex(of: " 0 obj", in: bytes, from: index) {
      index = hit + marker.count
      // The object number before it, at the start of a line.
      var start = hit
      while start > 0, bytes[start - 1] >= 0x30, bytes[start - 1] <= 0x39 { start -= 1 }
      guard start < hit, start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D,
        let number = Int(String(decoding: bytes[start..<hit], as: UTF8.self)),
        let object = dictionary(at: index, in: bytes)
      else { continue }
      found[number] = object.text
      if object.dictionary["/Type"] == "/ObjStm" {
        for (inner, text) in objectStream(object, after: index, in: bytes, lengths: found) {
          found[inner] = text
        }
      }
    }
    return found
  }

  /// The objects of an object stream: its data inflated, then `/N` pairs of object number
  /// and offset (from `/First`).
  private static func objectStream(
    _ object: Object, after index: Int, in bytes: [UInt8], lengths: [Int: String]
  )
    -> [(Int, String)]
  {
    guard object.dictionary["/Filter"] == "/FlateDecode",
      let count = object.dictionary["/N"].flatMap({ Int($0) }),
      let first = object.dictionary["/First"].flatMap({ Int($0) }),
      let streamKeyword = firstIndex(of: "stream", in: bytes, from: index)
    else { return [] }
    var start = streamKeyword + 6
    if start < bytes.count, bytes[start] == 0x0D { start += 1 }
    if start < bytes.count, bytes[start] == 0x0A { start += 1 }
    // The length: a number, or an object after the stream (`16 0 R`).
    var length = object.dictionary["/Length"].flatMap { Int($0) }
    if length == nil, let reference = object.dictionary["/Length"].flatMap(referencedNumber) {
      length =
        lengths[reference].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        ?? plainNumberObject(reference, in: bytes, from: start)
    }
    guard let length, length > 0, start + length <= bytes.count,
      let data = inflate(bytes[start..<start + length])
    else { return [] }
    let header = String(decoding: data.prefix(first), as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .compactMap { Int($0) }
    guard header.count >= 2 * count else { return [] }
    var result: [(Int, String)] = []
    for item in 0..<count {
      let from = first + header[2 * item + 1]
      let to = item + 1 < count ? first + header[2 * item + 3] : data.count
      guard from <= to, to <= data.count else { continue }
      let text = String(decoding: data[from..<to], as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      result.append((header[2 * item], text))
    }
    return result
  }

  /// The value of a plain object that is only a number (`16 0 obj\n1234\nendobj`).
  static func plainNumberObject(_ number: Int, in bytes: [UInt8], from index: Int) -> Int? {
    guard let hit = firstIndex(of: "\n\(number) 0 obj", in: bytes, from: index) else { return nil }
    let rest = bytes[(hit + "\n\(number) 0 obj".utf8.count)...].drop {
      $0 == 0x0A || $0 == 0x0D || $0 == 0x20
    }
    return Int(String(decoding: rest.prefix { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self))
  }

  /// zlib's inflate of `data`; nil when it is not a whole zlib stream.
  static func inflate(_ data: ArraySlice<UInt8>) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var input = Array(data)
    var output = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var status: Int32 = Z_OK
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = UInt32(source.count)
      repeat {
        chunk.withUnsafeMutableBufferPointer { target in
          stream.next_out = target.baseAddress
          stream.avail_out = UInt32(target.count)
          status = CZlib.inflate(&stream, Z_NO_FLUSH)
          output += target.prefix(target.count - Int(stream.avail_out))
        }
      } while status == Z_OK
    }
    return status == Z_STREAM_END ? output : nil
  }

  /// The top-level entries of a dictionary's text (`<< /Key value … >>`), values as
  /// written (`31444 0 R`, `[<…> <…>]`, `/Figure`).
  static func entries(of dictionary: String) -> [String: String] {
    let bytes = Array(dictionary.utf8)
    guard bytes.count >= 4, bytes.starts(with: Array("<<".utf8)) else { return [:] }
    var tokens: [String] = []
    var index = 2
    let end = bytes.count - 2
    while index < end {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        index += 1
        continue
      }
      let start = index
      index = endOfToken(startingAt: index, in: bytes, limit: end)
      tokens.append(String(decoding: bytes[start..<index], as: UTF8.self))
    }
    var result: [String: String] = [:]
    var position = 0
    while position < tokens.count {
      let key = tokens[position]
      position += 1
      guard key.hasPrefix("/"), position < tokens.count else { continue }
      // A reference is three tokens (`12 0 R`).
      if position + 2 < tokens.count, tokens[position + 2] == "R", Int(tokens[position]) != nil,
        Int(tokens[position + 1]) != nil
      {
        result[key] = tokens[position...position + 2].joined(separator: " ")
        position += 3
      } else {
        result[key] = tokens[position]
        position += 1
      }
    }
    return result
  }

  /// The object number of a reference (`12 0 R`).
  static func referencedNumber(_ value: String) -> Int? {
    let parts = value.split(separator: " ")
    guard parts.count == 3, parts[2] == "R" else { return nil }
    return Int(parts[0])
  }

  /// The dictionary with `key value` added before its end; nil when it is not one.
  static func adding(_ key: String, _ value: String, to dictionary: String) -> String? {
    let trimmed = dictionary.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasPrefix("<<"), trimmed.hasSuffix(">>"), entries(of: trimmed)[key] == nil else {
      return nil
    }
    return String(trimmed.dropLast(2)) + " \(key) \(value) >>"
  }

  /// Where the token starting at `index` ends: a name, number or keyword; a string `(…)`
  /// with its escapes and nested parentheses; a hex string `<…>`; a dictionary `<<…>>` or
  /// an array `[…]`, whole.
  private static func endOfToken(startingAt start: Int, in bytes: [UInt8], limit: Int) -> Int {
    var index = start
    switch bytes[index] {
    case UInt8(ascii: "<") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "<"):
      return min(endOfDictionary(startingAt: index, in: bytes) ?? limit, limit)
    case UInt8(ascii: "<"):
      while index < limit, bytes[index] != UInt8(ascii: ">") { index += 1 }
      return min(index + 1, limit)
    case UInt8(ascii: "("):
      return min(endOfString(startingAt: index, in: bytes), limit)
    case UInt8(ascii: "["):
      var depth = 0
      while index < limit {
        switch bytes[index] {
        case UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        case UInt8(ascii: "("):
          index = endOfString(startingAt: index, in: bytes) - 1
        case UInt8(ascii: "<") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "<"):
          index = (endOfDictionary(startingAt: index, in: bytes) ?? limit) - 1
        default: break
        }
        index += 1
      }
      return limit
    default:
      index += 1
      let delimiters = Set("/<>[]() \n\r\t".utf8)
      while index < limit, !delimiters.contains(bytes[index]) { index += 1 }
      return index
    }
  }

  /// Where a dictionary starting at `start` (`<<`) ends (after its `>>`).
  static func endOfDictionary(startingAt start: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "<") {
        depth += 1
        index += 2
      } else if byte == UInt8(ascii: ">"), bytes[index + 1] == UInt8(ascii: ">") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else if byte == UInt8(ascii: "(") {
        index = endOfString(startingAt: index, in: bytes)
      } else if byte == UInt8(ascii: "<") {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index += 1
      } else {
        index += 1
      }
    }
    return nil
  }

  /// Where a literal string starting at `start` (`(`) ends (after its `)`).
  private static func endOfString(startingAt start: Int, in bytes: [UInt8]) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return bytes.count
  }

  /// The first index of `text`'s bytes in `bytes` at or after `start`.
  static func firstIndex(of text: String, in bytes: [UInt8], from start: Int) -> Int? {
    let needle = Array(text.utf8)
    guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else {
      return nil
    }
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      var index = start
      while index <= buffer.count - needle.count {
        guard
          let hit = memchr(
            buffer.baseAddress! + index, Int32(needle[0]), buffer.count - needle.count - index + 1)
        else { return nil }
        let position = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - buffer.baseAddress!
        if memcmp(buffer.baseAddress! + position, needle, needle.count) == 0 { return position }
        index = position + 1
      }
      return nil
    }
  }
}
