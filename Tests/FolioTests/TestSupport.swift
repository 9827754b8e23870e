import Folio
import FolioCairo
import FolioTestSupport
import Foundation

/// Lays out with real Pango over the pinned fonts.
func pango<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> LayoutSnapshot {
  LayoutSnapshot(of: view, proposal: ProposedViewSize(width: width, height: height), fonts: .pinned)
}

/// Settings with the pinned fonts.
var pinned: RenderSettings { RenderSettings(fonts: .pinned) }

/// Headless Chromium from Debian, for checking HTML the tests write.
enum Chromium {
  static var executable: String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The page's DOM after it loaded (scripts run), as Chromium serializes it.
  static func dumpDOM(of page: URL, browser: String) -> String {
    let profile = temporaryDirectory("chromium-profile")
    return shell([
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
      "--virtual-time-budget=5000", "--dump-dom", page.absoluteString,
    ]).output
  }
}
