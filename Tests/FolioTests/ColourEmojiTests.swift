import Folio
import FolioCairo
import Foundation
import Testing

/// Colour emoji come from Noto Color Emoji, a bitmap-only font with one 109 px strike:
/// they must be scaled to their text's size, with the pinned fonts as with the system's
/// (they were drawn about 110 pt tall whatever the size).
@Suite struct ColourEmojiTests {
  /// The bounds of the pixels that are not white.
  func inkBounds(_ raster: Raster) -> (width: Int, height: Int) {
    var left = raster.width
    var right = -1
    var top = raster.height
    var bottom = -1
    for y in 0..<raster.height {
      for x in 0..<raster.width where raster.pixels[y * raster.width + x] & 0xFF_FFFF != 0xFF_FFFF {
        left = min(left, x)
        right = max(right, x)
        top = min(top, y)
        bottom = max(bottom, y)
      }
    }
    return right < 0 ? (0, 0) : (right - left + 1, bottom - top + 1)
  }

  @Test(arguments: [FontConfiguration.pinned, .system], [9.0, 17.0, 40.0])
  func colourEmojiTakeTheirTextSize(fonts: FontConfiguration, size: Double) throws {
    // A family (a ZWJ sequence), a flag and a party popper: three colour glyphs.
    let view = Text("👨‍👩‍👧‍👦🇫🇷🎉").font(.system(size: size)).padding(10)
    let list = try ImageRenderer(content: view, settings: RenderSettings(fonts: fonts)).displayList()
    // Measured: three glyphs of about 1.2 em, one line of about 1.2 em.
    let text = CGSize(width: list.size.width - 20, height: list.size.height - 20)
    #expect(text.width > 2.5 * size && text.width < 4.5 * size, "measured \(text.width) pt at \(size) pt")
    #expect(text.height > 0.9 * size && text.height < 1.6 * size, "measured \(text.height) pt at \(size) pt")
    // Drawn: the glyphs' pixels stay inside the measured line.
    let ink = inkBounds(try Raster(page: list, scale: 1, background: .white))
    #expect(
      ink.height > Int(0.6 * size) && Double(ink.height) <= text.height + 2, "drawn \(ink.height) px tall")
    #expect(ink.width > Int(2 * size) && Double(ink.width) <= text.width + 2, "drawn \(ink.width) px wide")
  }

  /// Text of size 0 or less is not drawn (its view reports it): colour emoji included, and
  /// the scaling rule must not divide by its size (Cairo refused the page: "invalid matrix").
  @Test(arguments: [FontConfiguration.pinned, .system], [0.0, -4.0])
  func emojiOfNoSizeDrawNothing(fonts: FontConfiguration, size: Double) throws {
    let view = Text("👨‍👩‍👧‍👦🇫🇷").font(.system(size: size)).padding(10).frame(width: 200, height: 60)
    let renderer = ImageRenderer(content: view, settings: RenderSettings(fonts: fonts))
    let list = try renderer.displayList()
    let ink = inkBounds(try Raster(page: list, scale: 1, background: .white))
    #expect(ink.width == 0 && ink.height == 0, "drew \(ink.width)×\(ink.height) px")
    let pdf = try Document { view }.pdfData(settings: RenderSettings(fonts: fonts))
    #expect(pdf.starts(with: Data("%PDF".utf8)))
  }
}
