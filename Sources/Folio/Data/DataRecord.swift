import Foundation

/// One record of a data file — a JSON object, a line of a JSON-lines file, or a CSV row —
/// as a `DocumentTemplate` receives it in `folio batch` and `folio render --data`.
///
/// Fields are read by name, as text (`record["name"]`), as numbers, or decoded whole into
/// a `Decodable` type. A missing or malformed field is a `FolioError` that names the file,
/// the line and the record, so a batch reports it and goes on with the next record.
///
/// ```swift
/// let name = try record.string("name")
/// let total = try record.double("total")
/// let invoice = try record.decode(Invoice.self)
/// ```
public struct DataRecord: Sendable, DataRecordLocating {
  /// The record's position in its file, from 1.
  public let number: Int
  /// The file's name and the line the record starts on (when it is known).
  public let recordLocation: DataRecordLocation
  /// The record as JSON text: a JSON-lines record's line or a `.json` array's element as
  /// written, a CSV row as an object of strings in column order. It is
  /// what `decode` reads and what `folio batch` sends its workers and hashes to tell
  /// whether a record changed.
  public let json: String
  private let fields: Fields

  /// The parsed object, read-only once made (so records can cross threads).
  ///
  /// `@unchecked Sendable`: `object` is a `let` never mutated (`JSONSerialization`'s values, or
  /// the CSV's strings); `[String: Any]` just cannot say so.
  private final class Fields: @unchecked Sendable {
    let object: [String: Any]
    init(_ object: [String: Any]) { self.object = object }
  }

  /// The names of the record's fields (those not `null`), sorted.
  public var fieldNames: [String] { fields.object.filter { !($0.value is NSNull) }.keys.sorted() }

  /// Creates a record from the JSON text of one object; `source` and `line` say where it
  /// came from.
  public init(number: Int, source: String, line: Int? = nil, json: String) throws(FolioError) {
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(
        with: JSONByteOrderMarks.escaped(Data(json.utf8)), options: [.fragmentsAllowed])
    } catch {
      throw .invalidData(
        source: source, line: line, reason: "record \(number) is not valid JSON (\(Self.reason(error)))")
    }
    guard let object = parsed as? [String: Any] else {
      throw .invalidData(source: source, line: line, reason: "record \(number) is not a JSON object")
    }
    self.number = number
    recordLocation = DataRecordLocation(source: source, line: line)
    self.json = json
    fields = Fields(object)
  }

  /// Creates a record from CSV columns and their values (every field is text; of two
  /// columns with one name, the first counts).
  public init(number: Int, source: String, line: Int?, columns: [String], values: [String]) {
    var object: [String: Any] = [:]
    var members: [String] = []
    for (index, column) in columns.enumerated() where object[column] == nil {
      let value = index < values.count ? values[index] : ""
      object[column] = value
      members.append(Self.jsonString(column) + ":" + Self.jsonString(value))
    }
    self.number = number
    recordLocation = DataRecordLocation(source: source, line: line)
    json = "{" + members.joined(separator: ",") + "}"
    fields = Fields(object)
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else as it is. Written over the UTF-8 bytes (a multi-byte character's bytes
  /// are all 0x80 or above, so none is escaped): `folio batch` quotes every record it
  /// sends a worker.
  package static func jsonString(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    bytes.append(UInt8(ascii: "\""))
    let backslash = UInt8(ascii: "\\")
    func hexDigit(_ value: UInt8) -> UInt8 {
      value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), backslash:
        bytes.append(backslash)
        bytes.append(byte)
      case 0x0A, 0x0D, 0x09:
        bytes.append(backslash)
        bytes.append(byte == 0x0A ? UInt8(ascii: "n") : byte == 0x0D ? UInt8(ascii: "r") : UInt8(ascii: "t"))
      case ..<0x20:
        bytes.append(contentsOf: [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0x0F))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The field as text: a string as it is, a number or Boolean as JSON writes it, an array
  /// or object as JSON; nil when the record has no such field or it is `null`.
  public subscript(field: String) -> String? { fields.object[field].flatMap(Self.text(of:)) }

  /// The field as text; an error naming the record when it is missing or `null`.
  public func string(_ field: String) throws(FolioError) -> String {
    guard let text = self[field] else { throw error("has no field '\(field)'") }
    return text
  }

  /// The field as a finite number (a JSON number, or text that reads as one).
  public func double(_ field: String) throws(FolioError) -> Double {
    let text = try string(field).trimmingCharacters(in: .whitespaces)
    guard let value = Double(text), value.isFinite else {
      throw error("field '\(field)' is not a number: \(Self.excerpt(text))")
    }
    return value
  }

  /// The field as a whole number.
  public func int(_ field: String) throws(FolioError) -> Int {
    let text = try string(field).trimmingCharacters(in: .whitespaces)
    guard let value = Int(text) else {
      throw error("field '\(field)' is not a whole number: \(Self.excerpt(text))")
    }
    return value
  }

  /// The whole record decoded as `type` with `JSONDecoder` (CSV fields are strings).
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws(FolioError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(json.utf8))
    } catch {
      throw self.error(Self.reason(error))
    }
  }

  /// An error about this record: `file:line: record N <reason>`.
  public func error(_ reason: String) -> FolioError {
    .invalidData(
      source: recordLocation.source, line: recordLocation.line, reason: "record \(number) \(reason)")
  }

  /// A field's text form.
  private static func text(of value: Any) -> String? {
    switch value {
    case is NSNull: return nil
    case let text as String: return text
    case let number as NSNumber:
      // JSON's true and false are Booleans (`objCType` "c"); JSON numbers never are.
      if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
      guard
        let data = try? JSONSerialization.data(withJSONObject: number, options: [.fragmentsAllowed])
      else { return number.stringValue }
      return String(decoding: data, as: UTF8.self)
    default:
      guard
        let data = try? JSONSerialization.data(
          withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
      else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// A decoding error in words: which field, and what was wrong.
  static func reason(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
        .description
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      let inner = path(context.codingPath + [key])
      return "has no field '\(inner)'"
    case DecodingError.valueNotFound(_, let context):
      return "has no value for '\(path(context.codingPath))'"
    case DecodingError.typeMismatch(let type, let context):
      return "field '\(path(context.codingPath))' is not \(article(type)) (\(context.debugDescription))"
    case DecodingError.dataCorrupted(let context):
      let field = path(context.codingPath)
      return field.isEmpty ? context.debugDescription : "field '\(field)': \(context.debugDescription)"
    default:
      let described = (error as NSError).userInfo["NSDebugDescription"] as? String
      return described ?? "\(error)"
    }
  }

  private static func article(_ type: Any.Type) -> String {
    let name = "\(type)"
    return (["A", "E", "I", "O", "U"].contains(name.prefix(1)) ? "an " : "a ") + name
  }

  /// At most 40 characters of a value (80 Unicode scalars), for messages: a longer value
  /// ends in `…` and its length.
  static func excerpt(_ text: String) -> String {
    guard text.count > 40 || text.unicodeScalars.count > 80 else { return "'\(text)'" }
    return "'\(DisplayItem.prefix(text, 40))…' (\(text.count) characters)"
  }
}
