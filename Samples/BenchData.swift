import Foundation

/// The synthetic data of the three benchmark workloads, with the formulas of
/// shared/bench/floor/common.h, so Folio's samples and the C floor programs draw the same
/// strings.
public enum BenchData {
  static let first = [
    "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David",
    "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah",
    "Charles", "Karen",
  ]
  static let last = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
    "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore",
    "Jackson", "Martin", "Lee", "Perez", "Thompson", "White",
  ]
  static let streets = [
    "Main St", "Oak Ave", "Pine Rd", "Maple Dr", "Cedar Ln", "Elm St", "Washington Blvd",
    "Lake View Ct", "Hillcrest Way", "Sunset Ave", "Park Pl", "River Rd",
  ]
  static let cities = [
    "Springfield", "Riverside", "Franklin", "Greenville", "Bristol", "Clinton", "Fairview", "Salem",
    "Madison", "Georgetown", "Arlington", "Ashland", "Dover", "Oxford", "Jackson", "Burlington",
  ]
  static let states = [
    "IL", "CA", "TN", "SC", "CT", "IA", "TX", "OR", "WI", "KY", "VA", "OH", "DE", "MS", "MA", "VT",
  ]
  static let lorem = [
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
    "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim",
    "ad", "minim", "veniam", "quis", "nostrud", "exercitation", "ullamco", "laboris", "nisi",
    "aliquip", "ex", "ea", "commodo", "consequat", "duis", "aute", "irure", "in", "reprehenderit",
    "voluptate", "velit", "esse", "cillum", "fugiat", "nulla", "pariatur", "excepteur", "sint",
    "occaecat", "cupidatat", "non", "proident", "sunt", "culpa", "qui", "officia", "deserunt",
    "mollit", "anim", "id", "est", "laborum", "perspiciatis", "natus",
  ]

  /// Labels in workload A.
  public static let labelCount = 1000
  /// Rows in workload B.
  public static let rowCount = 5000
  /// Paragraphs in workload C.
  public static let paragraphCount = 2000

  /// A person's name for `k`.
  public static func person(_ k: Int) -> String {
    "\(first[k % 20]) \(last[(k * 7) % 24])"
  }

  /// One address label (k = 1…).
  public struct Label: Hashable, Sendable {
    /// The addressee.
    public var name: String
    /// Street line.
    public var line1: String
    /// City line.
    public var line2: String
    /// `#000123`.
    public var code: String
  }

  /// Label `k` (1-based).
  public static func label(_ k: Int) -> Label {
    let c = (k * 3) % 16
    return Label(
      name: person(k), line1: "\(100 + (k * 37) % 9900) \(streets[(k * 5) % 12])",
      line2: "\(cities[c]), \(states[c]) \(zeroPadded(10000 + (k * 7919) % 89999, 5))",
      code: "#" + zeroPadded(k, 6))
  }

  /// One report row.
  public struct Row: Hashable, Sendable {
    /// `k`.
    public var id: String
    /// A person's name.
    public var name: String
    /// A city.
    public var city: String
    /// 1…500.
    public var quantity: String
    /// `1234.56`.
    public var amount: String
  }

  /// Row `k` (1-based).
  public static func row(_ k: Int) -> Row {
    let cents = (k * 104_729) % 1_000_000
    return Row(
      id: "\(k)", name: person(k), city: cities[(k * 3) % 16], quantity: "\(1 + (k * 37) % 500)",
      amount: "\(cents / 100).\(zeroPadded(cents % 100, 2))")
  }

  /// Paragraph `p` (0-based) of workload C.
  public static func paragraph(_ p: Int) -> String {
    let count = 50 + (p * 7) % 21
    var text = ""
    for j in 0..<count {
      var word = lorem[(p * 31 + j * 17 + (j * j) % 13) % 64]
      if j > 0 { text += " " }
      if j % 9 == 0, let head = word.first, head.isLowercase {
        word = head.uppercased() + word.dropFirst()
      }
      text += word
      if j % 9 == 8 || j == count - 1 { text += "." }
    }
    return text
  }

  static func zeroPadded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }
}
