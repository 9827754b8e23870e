import FolioCairo
import FolioGraphics
import Foundation

/// The pages of a PDF, SVG or PNG file as pixels, read when they are compared and a band
/// of rows at a time (`PageBands`), so that neither a long document nor a large page is
/// ever held whole: a PDF page drawn by Poppler (`PDFRasterizer`), an SVG by librsvg
/// (`SVGRasterizer`), a PNG decoded (`PNGRowReader`, or whole when its layout is one that
/// reader leaves to Cairo: 16-bit, interlaced).
final class RenderedPages {
  let file: URL
  let count: Int
  private let kind: Kind

  private enum Kind {
    case pdf(PDFRasterizer)
    case svg(SVGRasterizer)
    case png
  }

  /// Opens a file: its kind from its first bytes, at `scale` pixels per point.
  init(_ file: URL, scale: Double) throws(CLIError) {
    self.file = file
    let head: Data
    do {
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      head = try handle.read(upToCount: 4096) ?? Data()
    } catch {
      throw .user("cannot read \(file.path): \(error.localizedDescription)")
    }
    do {
      if head.starts(with: Array("%PDF".utf8)) {
        let rasterizer = try PDFRasterizer(path: file.path, scale: scale)
        kind = .pdf(rasterizer)
        count = rasterizer.pageCount
      } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        kind = .png
        count = 1
      } else if String(decoding: head, as: UTF8.self).contains("<svg") {
        kind = .svg(try SVGRasterizer(svg: try Data(contentsOf: file), scale: scale))
        count = 1
      } else {
        throw CLIError.user("\(file.path) is not a PDF, SVG or PNG file")
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw Self.unreadable(file, error)
    }
  }

  /// The error for a file that cannot be read: Folio's reason, or the system's.
  private static func unreadable(_ file: URL, _ error: any Error) -> CLIError {
    .user("cannot read \(file.path): \((error as? FolioError)?.reason ?? "\(error)")")
  }

  /// Page `index` (from 0), to be read a band at a time.
  func page(_ index: Int) throws(CLIError) -> any PageBands {
    do {
      switch kind {
      case .pdf(let rasterizer):
        let size = try rasterizer.pixelSize(index)
        return DrawnBands(file: file.path, width: size.width, height: size.height) {
          rows throws(FolioError) in
          try rasterizer.raster(page: index, rows: rows)
        }
      case .svg(let rasterizer):
        return DrawnBands(file: file.path, width: rasterizer.width, height: rasterizer.height) { rows in
          rasterizer.raster(rows: rows)
        }
      case .png:
        if let reader = try PNGRowReader(path: file.path) { return PNGBands(reader) }
        return WholePage(try Raster(png: try Data(contentsOf: file)))
      }
    } catch {
      throw Self.unreadable(file, error)
    }
  }
}
