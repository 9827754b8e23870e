import Foundation

/// Every error Folio throws: what kind of fault it is (`code`), what was at fault (a file,
/// a view, a value, a line) and why.
///
/// An error is a value with a code rather than an enum with a case per kind, so that new
/// kinds can be added without breaking the `switch`es of programs that handle some of
/// them (docs/architecture.md, "Errors"):
///
/// ```swift
/// do {
///   try document.write(to: url)
/// } catch {
///   switch error.code {
///   case .writeFailed: retryLater()
///   default: print(error)
///   }
/// }
/// ```
public struct FolioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A kind of fault. Codes are open: a later Folio may add some, so a `switch` over them
  /// has a `default`.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code's name (`"fileNotReadable"`).
    public let rawValue: String

    /// A code by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The code's name.
    public var description: String { rawValue }

    /// A file could not be read (missing, unreadable).
    public static let fileNotReadable = Code(rawValue: "fileNotReadable")
    /// An image file or buffer could not be decoded.
    public static let invalidImage = Code(rawValue: "invalidImage")
    /// A font file could not be registered.
    public static let invalidFont = Code(rawValue: "invalidFont")
    /// An output file could not be written; nothing was left at the path.
    public static let writeFailed = Code(rawValue: "writeFailed")
    /// The output format could not be chosen from the path or was not supported.
    public static let unsupportedFormat = Code(rawValue: "unsupportedFormat")
    /// The renderer failed.
    public static let renderFailed = Code(rawValue: "renderFailed")
    /// A value a view was given cannot be used (a barcode's data, a page size, …).
    public static let invalidValue = Code(rawValue: "invalidValue")
    /// Data (CSV, JSON) could not be parsed.
    public static let invalidData = Code(rawValue: "invalidData")
    /// A layout could not be completed.
    public static let layoutFailed = Code(rawValue: "layoutFailed")
    /// A system library Folio loads when a document first needs it is not installed.
    public static let libraryMissing = Code(rawValue: "libraryMissing")
    /// The render was cancelled (its task was); nothing was written.
    public static let cancelled = Code(rawValue: "cancelled")
    /// A tagged PDF would have lost part of its structure (its language, a figure's
    /// alternative text); nothing was written.
    public static let taggingIncomplete = Code(rawValue: "taggingIncomplete")
  }

  /// The kind of fault.
  public var code: Code
  /// The file at fault (a path), or the image, data source or library by name.
  public var subject: String?
  /// The view at fault (`invalidValue`).
  public var view: String?
  /// The value at fault (`invalidValue`).
  public var value: String?
  /// The line at fault in `subject` (`invalidData`).
  public var line: Int?
  /// Why: a sentence for a person.
  public var reason: String
  /// Where the view at fault was written in your code (`Label.swift:12`), when the render
  /// could tell; the description begins with it.
  public var source: String?

  /// An error of any code.
  public init(
    code: Code, reason: String, subject: String? = nil, view: String? = nil, value: String? = nil,
    line: Int? = nil
  ) {
    self.code = code
    self.reason = reason
    self.subject = subject
    self.view = view
    self.value = value
    self.line = line
  }

  /// A file could not be read (missing, unreadable).
  public static func fileNotReadable(path: String, reason: String) -> FolioError {
    FolioError(code: .fileNotReadable, reason: reason, subject: path)
  }

  /// An image file or buffer could not be decoded.
  public static func invalidImage(name: String, reason: String) -> FolioError {
    FolioError(code: .invalidImage, reason: reason, subject: name)
  }

  /// A font file could not be registered.
  public static func invalidFont(path: String, reason: String) -> FolioError {
    FolioError(code: .invalidFont, reason: reason, subject: path)
  }

  /// An output file could not be written; nothing was left at the path.
  public static func writeFailed(path: String, reason: String) -> FolioError {
    FolioError(code: .writeFailed, reason: reason, subject: path)
  }

  /// The output format could not be chosen from the path or was not supported.
  public static func unsupportedFormat(_ what: String) -> FolioError {
    FolioError(code: .unsupportedFormat, reason: what)
  }

  /// The renderer failed.
  public static func renderFailed(_ reason: String) -> FolioError {
    FolioError(code: .renderFailed, reason: reason)
  }

  /// A value a view was given cannot be used (a barcode's data, a page size, …).
  public static func invalidValue(view: String, value: String, reason: String) -> FolioError {
    FolioError(code: .invalidValue, reason: reason, view: view, value: value)
  }

  /// Data (CSV, JSON) could not be parsed.
  public static func invalidData(source: String, line: Int?, reason: String) -> FolioError {
    FolioError(code: .invalidData, reason: reason, subject: source, line: line)
  }

  /// A layout could not be completed.
  public static func layoutFailed(_ reason: String) -> FolioError {
    FolioError(code: .layoutFailed, reason: reason)
  }

  /// A system library (`library`, a file name such as `libzint.so.2.11`) is not installed:
  /// `reason` says what needs it and which package to install.
  public static func libraryMissing(_ library: String, reason: String) -> FolioError {
    FolioError(code: .libraryMissing, reason: reason, subject: library)
  }

  /// The render was cancelled (its task was); nothing was written.
  public static var cancelled: FolioError {
    FolioError(code: .cancelled, reason: "the render was cancelled; nothing was written")
  }

  /// A sentence naming the fault, after the line of your code that made the view at fault
  /// when it is known (`Label.swift:12: cannot read logo.png: no such file`).
  public var description: String {
    guard let source else { return fault }
    return "\(source): \(fault)"
  }

  /// The fault, without where it was written.
  private var fault: String {
    let subject = Self.shownPath(self.subject ?? "")
    switch code {
    case .fileNotReadable: return "cannot read \(subject): \(reason)"
    case .invalidImage: return "invalid image \(subject): \(reason)"
    case .invalidFont: return "cannot register font \(subject): \(reason)"
    case .writeFailed: return "cannot write \(subject): \(reason)"
    case .unsupportedFormat: return "unsupported output format: \(reason)"
    case .renderFailed: return "rendering failed: \(reason)"
    case .invalidValue: return "\(view ?? ""): invalid value \(Self.excerpt(value ?? "")): \(reason)"
    case .invalidData: return "\(subject)\(line.map { ":\($0)" } ?? ""): \(reason)"
    case .layoutFailed: return "layout failed: \(reason)"
    case .libraryMissing: return "\(subject) is not installed: \(reason)"
    case .cancelled: return reason
    case .taggingIncomplete: return "cannot write \(subject) as a tagged PDF: \(reason)"
    default: return "\(code)\(self.subject.map { " \(Self.shownPath($0))" } ?? ""): \(reason)"
    }
  }

  /// A value quoted for a message: at most 40 characters, then `…` and the full length.
  public static func excerpt(_ value: String) -> String {
    guard value.count > 40 || value.unicodeScalars.count > 80 else { return DisplayItem.quoted(value) }
    return DisplayItem.quoted(DisplayItem.prefix(value, 40)) + "… (\(value.count) characters)"
  }

  /// A file path for a message: as it is up to 256 characters (512 Unicode scalars); a
  /// longer one, most likely a value mistaken for a file name, is shortened like a value.
  public static func shownPath(_ path: String) -> String {
    guard path.count > 256 || path.unicodeScalars.count > 512 else { return path }
    return excerpt(path)
  }
}
