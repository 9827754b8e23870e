import FolioLayout
import Foundation

/// Warnings grouped by cause, so that one repeated for the same cause is printed once with
/// a count: an unknown SF Symbol on three lines or in five previews, the same clipped
/// label in 2,000 batch records.
///
/// A warning's cause is what it says without where it happened; its place is where (a
/// line of the script, a preview, a record). Causes keep the order they were first seen.
package struct WarningGroups {
  /// The warnings of one cause.
  private struct Group {
    /// The first warning, as it would be printed alone.
    var first: String
    /// Where the first warning happened.
    var firstPlace: String?
    /// Where it happened after the first time (at most `shownPlaces`).
    var laterPlaces: [String] = []
    /// How many times it happened.
    var count = 1
  }

  /// The groups, in the order their first warning came.
  private var groups: [Group] = []
  /// The group of each cause (a group may have several names for its cause).
  private var groupOfCause: [String: Int] = [:]

  /// How many places after the first a grouped warning names.
  private static let shownPlaces = 3

  /// No warnings yet.
  package init() {}

  /// Adds a warning; returns whether it is the first of its cause.
  @discardableResult
  package mutating func add(_ warning: String, cause: String, place: String?) -> Bool {
    add(warning, causes: [cause], place: place)
  }

  /// Adds a warning whose cause may be named in more than one way: it joins the group of
  /// the first name already known (and the group takes the other names); returns whether
  /// it is the first of its cause.
  @discardableResult
  package mutating func add(_ warning: String, causes: [String], place: String?) -> Bool {
    let known = groupOfCause
    guard let index = causes.lazy.compactMap({ known[$0] }).first else {
      groups.append(Group(first: warning, firstPlace: place))
      for cause in causes { groupOfCause[cause] = groups.count - 1 }
      return true
    }
    for cause in causes where groupOfCause[cause] == nil { groupOfCause[cause] = index }
    groups[index].count += 1
    if let place, place != groups[index].firstPlace, groups[index].laterPlaces.count < Self.shownPlaces,
      !groups[index].laterPlaces.contains(place)
    {
      groups[index].laterPlaces.append(place)
    }
    return false
  }

  /// Adds a layout diagnostic. Two diagnostics have one cause when they say the same (an
  /// unknown symbol on several lines), or come from one line and differ only in the values
  /// they quote (each text of a `ForEach` drawn off the page); the place is the line.
  package mutating func add(_ diagnostic: LayoutDiagnostic, prefix: String = "") {
    let sameLine = "\(diagnostic.source ?? ""): " + Self.causeWithoutQuotedValues(diagnostic.description)
    add(
      prefix + diagnostic.descriptionWithPath, causes: [diagnostic.description, sameLine],
      place: diagnostic.source)
  }

  /// Every cause once, in the order first seen: the first warning, followed for a repeated
  /// cause by how many times it happened and where else (`(3 times; also at a.swift:7,
  /// a.swift:8)`).
  package var lines: [String] {
    groups.map { group in group.count == 1 ? group.first : group.first + " " + Self.repeats(group) }
  }

  /// For causes seen more than once, a line saying so, after their first warnings were
  /// printed as they came (`folio batch`): `2000 times (record 1, record 3, record 4, …):
  /// <the first warning>`.
  package var repeatLines: [String] {
    groups.compactMap { group in
      guard group.count > 1 else { return nil }
      let places = (group.firstPlace.map { [$0] } ?? []) + group.laterPlaces
      let more = places.count < group.count ? ", …" : ""
      return "\(group.count) times (\(places.joined(separator: ", "))\(more)): \(group.first)"
    }
  }

  /// `(3 times; also at a, b)`, with `…` when there are more places than shown.
  private static func repeats(_ group: Group) -> String {
    guard !group.laterPlaces.isEmpty else { return "(\(group.count) times)" }
    let more = group.count - 1 > group.laterPlaces.count ? ", …" : ""
    return "(\(group.count) times; also at \(group.laterPlaces.joined(separator: ", "))\(more))"
  }

  /// A warning's cause with the values it quotes left out (`Text "Ada Lovelace": truncated`
  /// and `Text "Alan Turing": truncated` have one cause), for warnings from many records.
  package static func causeWithoutQuotedValues(_ warning: String) -> String {
    var cause = ""
    var isQuoted = false
    for character in warning {
      if character == "\"" {
        isQuoted.toggle()
        if !isQuoted { cause += "\"…\"" }
      } else if !isQuoted {
        cause.append(character)
      }
    }
    return cause
  }
}
