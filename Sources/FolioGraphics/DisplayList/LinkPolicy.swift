import Foundation

/// Which link targets a document may carry: web and mail addresses and places in the same
/// document. Anything else (`javascript:`, `file:`, `data:`, relative paths) is dropped by
/// the view that made it, with a diagnostic, so untrusted text cannot plant an active link.
public enum LinkPolicy {
  /// The URL schemes links may use.
  public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

  /// The destination a URL stands for: itself when its scheme is allowed, a named
  /// destination for a bare `#fragment`, nil when it is refused.
  public static func destination(for url: URL) -> LinkDestination? {
    if let scheme = url.scheme?.lowercased() {
      return allowedSchemes.contains(scheme) ? .url(url) : nil
    }
    // A fragment is percent-encoded in a URL (`#%C3%BCberblick`); the destination is named
    // by its characters (`überblick`), as a heading or `.link(to:)` names it.
    let text = url.relativeString
    if text.hasPrefix("#"), text.count > 1 {
      let fragment = String(text.dropFirst())
      return .named(fragment.removingPercentEncoding ?? fragment)
    }
    return nil
  }

  /// Whether a destination may be written to a document.
  public static func allows(_ destination: LinkDestination) -> Bool {
    switch destination {
    case .named: return true
    case .url(let url): return Self.destination(for: url) == destination
    }
  }
}
