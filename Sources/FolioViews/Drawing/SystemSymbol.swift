@_spi(Engine) import FolioLayout
import Foundation

/// Stand-ins for SF Symbols, which Linux does not have: a table of common symbol names and
/// characters of Folio's pinned fonts (DejaVu) that look like them, drawn as text in the
/// current font; any other name is a placeholder square 1 em wide with a warning.
enum SystemSymbol {
  /// Symbol names (without `.fill` and `.circle` variants unless listed) and characters.
  static let characters: [String: String] = [
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "xmark": "✕",
    "xmark.circle": "✕", "xmark.circle.fill": "✖", "plus": "+", "minus": "−", "multiply": "×",
    "divide": "÷", "equal": "=", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "triangle": "△",
    "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆", "arrow.right": "→", "arrow.left": "←",
    "arrow.up": "↑", "arrow.down": "↓", "arrow.up.right": "↗", "arrow.down.right": "↘",
    "arrow.left.arrow.right": "↔", "arrow.up.arrow.down": "↕", "chevron.right": "›", "chevron.left": "‹",
    "chevron.up": "˄", "chevron.down": "˅", "chevron.up.chevron.down": "⇅", "envelope": "✉",
    "envelope.fill": "✉", "phone": "☎",
    "phone.fill": "☎", "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
    "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠", "info.circle": "ⓘ",
    "sun.max": "☀", "sun.max.fill": "☀", "cloud": "☁", "cloud.fill": "☁", "moon": "☾", "moon.fill": "☾",
    "umbrella": "☂", "snowflake": "❄", "flag": "⚑", "flag.fill": "⚑", "pencil": "✎", "scissors": "✂",
    "paperplane": "✈", "airplane": "✈", "music.note": "♪", "house": "⌂", "clock": "◷", "location": "⌖",
    "questionmark": "?", "exclamationmark": "!", "number": "#", "at": "@", "percent": "%",
    "dollarsign": "$", "eurosign": "€", "sterlingsign": "£", "yensign": "¥", "bolt": "ϟ",
    "ellipsis": "…", "line.3.horizontal": "≡", "list.bullet": "•", "smallcircle.filled.circle": "◉",
  ]

  /// The node for a symbol name: its character as text, or the placeholder.
  ///
  /// The environment's `symbolVariant` adds its suffix (`.fill`) when the table has that
  /// name; `imageScale` scales the font (small 0.8, large 1.3).
  static func node(named name: String, context: _ResolveContext) -> LayoutNode {
    var font = context.environment.font ?? .body
    let factor = context.environment.imageScale.factor
    if factor != 1 {
      let resolved = font.resolve(in: context.environment.textSizes)
      font = Font.custom(resolved.family, size: resolved.size * factor).weight(Font.Weight(resolved.weight))
      if resolved.isItalic { font = font.italic() }
    }
    let variant = name + context.environment.symbolVariants.suffix
    if let character = characters[variant] ?? characters[name] {
      return makeRootNode(Text(verbatim: character).font(font), context: context)
    }
    let size = font.resolve(in: context.environment.textSizes).size
    let side = size.isFinite && size > 0 ? size : 11
    let node = makeRootNode(
      RoundedRectangle(cornerRadius: side / 5).stroke(lineWidth: max(side / 12, 0.5))
        .frame(width: side, height: side),
      context: context)
    context.session.report(
      LayoutDiagnostic(
        kind: .imageFailed, view: "Image(systemName: \(FolioError.excerpt(name)))",
        message:
          "SF Symbols are not on Linux and Folio has no stand-in for this name; a placeholder square is drawn (draw the icon with a Shape or an SVG Image)"
      ), from: node)
    return node
  }
}
