import Foundation

struct TextSizesKey: EnvironmentKey {
  static let defaultValue = Font.TextSizes.print
}

extension EnvironmentValues {
  /// The sizes text styles stand for: `.print` (body 11 pt) unless set; `folio previews`
  /// draws view files with `.iOS` (body 17 pt), as Xcode's canvas does.
  public var textSizes: Font.TextSizes {
    get { self[TextSizesKey.self] }
    set { self[TextSizesKey.self] = newValue }
  }
}
