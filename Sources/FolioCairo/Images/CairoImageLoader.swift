import CCairo
import CGLib
import FolioGraphics
import Foundation

/// A decoded raster image: a Cairo image surface (with the original JPEG bytes attached so
/// PDF output embeds them without re-encoding).
///
/// `@unchecked Sendable`: a `let` surface, never drawn into after decoding, used by one drawing
/// thread at a time (see `ImageHandle`).
final class RasterImageHandle: ImageHandle, @unchecked Sendable {
  let surface: OpaquePointer
  init(surface: OpaquePointer) { self.surface = surface }
  deinit { cairo_surface_destroy(surface) }
}

/// A parsed SVG image, drawn as vectors by librsvg.
///
/// `@unchecked Sendable`: a `let` `RsvgHandle`, rendered only by the drawing thread its page is
/// handed to (see `ImageHandle`).
final class VectorImageHandle: ImageHandle, @unchecked Sendable {
  /// The `RsvgHandle`.
  let handle: OpaquePointer
  let library: RsvgLibrary
  init(handle: OpaquePointer, library: RsvgLibrary) {
    self.handle = handle
    self.library = library
  }
  deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

  /// Draws the image into `viewport` (user space).
  func render(into cr: OpaquePointer, viewport: CGRect) {
    var rectangle: RsvgLibrary.Rectangle = (viewport.minX, viewport.minY, viewport.width, viewport.height)
    var error: UnsafeMutablePointer<GError>?
    // An SVG's text is set by librsvg with Pango and Cairo's fonts.
    _ = FontFaceLock.whileDrawing {
      withUnsafeBytes(of: &rectangle) { library.renderDocument(handle, cr, $0.baseAddress, &error) }
    }
    if let error { g_error_free(error) }
  }
}

/// Decodes PNG, JPEG, SVG and PDF (first page) images, told apart by their first bytes.
package final class CairoImageLoader: ImageLoading {
  package init() {}

  package func loadImage(_ source: ImageSource) throws(FolioError) -> LoadedImage {
    let data: Data
    switch source {
    case .file(let url):
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw .fileNotReadable(path: url.path, reason: "no such file")
      }
      guard let contents = FileManager.default.contents(atPath: url.path) else {
        throw .fileNotReadable(path: url.path, reason: "the file could not be read")
      }
      data = contents
    case .data(let bytes, _):
      data = bytes
    }
    let name = source.name
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try decodePNG(data, name: name) }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(data, name: name) }
    if Self.looksLikeSVG(data) { return try decodeSVG(data, name: name) }
    if data.starts(with: Array("%PDF-".utf8)) { return try PDFPageImageHandle.decode(data, name: name) }
    throw .invalidImage(name: name, reason: "not a PNG, JPEG, SVG or PDF image")
  }

  /// The SVG with its `<a>` elements turned into plain groups: librsvg writes PDF link
  /// tags for them, which Cairo 1.16 mishandles inside groups (it can crash), and a
  /// picture in a document should not carry links of its own.
  static func withoutLinks(_ data: Data) -> Data {
    guard data.range(of: Data("<a".utf8)) != nil || data.range(of: Data(":a".utf8)) != nil else {
      return data
    }
    let text = String(decoding: data, as: UTF8.self)
    let opening = try? NSRegularExpression(pattern: #"<((?:[A-Za-z_][\w.-]*:)?)a(?=[\s/>])"#)
    let closing = try? NSRegularExpression(pattern: #"</((?:[A-Za-z_][\w.-]*:)?)a\s*>"#)
    guard let opening, let closing else { return data }
    var result = opening.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<$1g")
    result = closing.stringByReplacingMatches(
      in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "</$1g>")
    return Data(result.utf8)
  }

  static func looksLikeSVG(_ data: Data) -> Bool {
    let head = String(decoding: data.prefix(1024), as: UTF8.self)
    return head.contains("<svg")
  }

  private final class ReadCursor {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
  }

  private func decodePNG(_ data: Data, name: String) throws(FolioError) -> LoadedImage {
    guard let header = ImageHeader.pngSize(data) else {
      throw .invalidImage(name: name, reason: "corrupt PNG (no image header)")
    }
    try OutputLimits.check(imageWidth: header.width, height: header.height, name: name)
    try OutputLimits.check(
      imagePixels: header.width * header.height, fileBytes: data.count, pixelsPerByte: 10_000, kind: "PNG",
      name: name)
    let cursor = ReadCursor(data)
    let surface = cairo_image_surface_create_from_png_stream(
      { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let cursor = Unmanaged<ReadCursor>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard cursor.offset + count <= cursor.data.count else { return CAIRO_STATUS_READ_ERROR }
        cursor.data.copyBytes(
          to: buffer, from: cursor.offset..<(cursor.offset + count))
        cursor.offset += count
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(cursor).toOpaque())!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
      cairo_surface_destroy(surface)
      throw .invalidImage(name: name, reason: "corrupt PNG (\(reason))")
    }
    let size = CGSize(
      width: CGFloat(cairo_image_surface_get_width(surface)),
      height: CGFloat(cairo_image_surface_get_height(surface)))
    return LoadedImage(size: size, kind: .raster, name: name, handle: RasterImageHandle(surface: surface))
  }

  private func decodeJPEG(_ data: Data, name: String) throws(FolioError) -> LoadedImage {
    guard let size = ImageHeader.jpegSize(data) else {
      throw .invalidImage(name: name, reason: "corrupt JPEG (no frame header)")
    }
    try OutputLimits.check(imageWidth: size.width, height: size.height, name: name)
    try OutputLimits.check(
      imagePixels: size.width * size.height, fileBytes: data.count, pixelsPerByte: 1_000, kind: "JPEG",
      name: name)
    guard let pixbufs = PixbufLibrary.shared else {
      throw SystemLibrary.pixbuf.missingError
    }
    guard let loader = pixbufs.newLoader("jpeg", nil) else {
      throw .invalidImage(name: name, reason: "gdk-pixbuf has no JPEG loader")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    var error: UnsafeMutablePointer<GError>?
    let written = data.withUnsafeBytes { bytes in
      pixbufs.write(loader, bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
    }
    let closed = pixbufs.close(loader, &error)
    guard written != 0, closed != 0, let pixbuf = pixbufs.pixbuf(loader) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "undecodable data"
      if let error { g_error_free(error) }
      throw .invalidImage(name: name, reason: "corrupt JPEG (\(reason))")
    }
    let width = Int(pixbufs.width(pixbuf))
    let height = Int(pixbufs.height(pixbuf))
    let channels = Int(pixbufs.channels(pixbuf))
    let rowStride = Int(pixbufs.rowStride(pixbuf))
    let hasAlpha = pixbufs.hasAlpha(pixbuf) != 0
    guard let pixels = pixbufs.pixels(pixbuf), width > 0, height > 0 else {
      throw .invalidImage(name: name, reason: "empty JPEG")
    }
    try OutputLimits.check(imageWidth: width, height: height, name: name)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
    cairo_surface_flush(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let destination = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      throw .invalidImage(name: name, reason: "no memory for a \(width) × \(height) image")
    }
    let destinationStride = Int(cairo_image_surface_get_stride(surface))
    for row in 0..<height {
      let sourceRow = pixels + row * rowStride
      let destinationRow = (destination + row * destinationStride).withMemoryRebound(
        to: UInt32.self, capacity: width
      ) { $0 }
      for column in 0..<width {
        let pixel = sourceRow + column * channels
        let r = UInt32(pixel[0])
        let g = UInt32(channels > 1 ? pixel[1] : pixel[0])
        let b = UInt32(channels > 2 ? pixel[2] : pixel[0])
        _ = hasAlpha
        destinationRow[column] = 0xFF00_0000 | (r << 16) | (g << 8) | b
      }
    }
    cairo_surface_mark_dirty(surface)
    // Keep the original bytes for PDF output: Cairo embeds them as a DCT stream.
    guard let copy = malloc(max(data.count, 1)) else {
      cairo_surface_destroy(surface)
      throw .invalidImage(name: name, reason: "no memory for the JPEG data")
    }
    data.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: data.count)
    cairo_surface_set_mime_data(
      surface, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self), UInt(data.count),
      { free($0) }, copy)
    return LoadedImage(
      size: CGSize(width: width, height: height), kind: .raster, name: name,
      handle: RasterImageHandle(surface: surface))
  }

  /// The most elements an SVG image may have (a million took librsvg 2.7 GB).
  static let maximumSVGElements = 100_000

  /// How many element tags an SVG's text opens: `<` followed by a letter (not a closing
  /// tag, comment or declaration), counted over its bytes.
  static func elementCount(_ data: Data) -> Int {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
      let bytes = bytes.bindMemory(to: UInt8.self)
      var count = 0
      var index = 0
      while index + 1 < bytes.count {
        if bytes[index] == 0x3C {
          let next = bytes[index + 1] | 0x20
          if next >= 0x61 && next <= 0x7A { count += 1 }
        }
        index += 1
      }
      return count
    }
  }

  private func decodeSVG(_ data: Data, name: String) throws(FolioError) -> LoadedImage {
    guard let rsvg = RsvgLibrary.shared else {
      throw SystemLibrary.rsvg.missingError
    }
    let data = Self.withoutLinks(data)
    let elements = Self.elementCount(data)
    guard elements <= Self.maximumSVGElements else {
      throw .invalidImage(
        name: name,
        reason:
          "the SVG has \(elements) elements; at most \(Self.maximumSVGElements) are drawn (librsvg needs about 2.7 KB of memory for each): simplify it, or convert it to PNG"
      )
    }
    var error: UnsafeMutablePointer<GError>?
    let handle = data.withUnsafeBytes { bytes in
      rsvg.newFromData(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
    }
    guard let handle else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unparsable SVG"
      if let error { g_error_free(error) }
      throw .invalidImage(name: name, reason: "invalid SVG (\(reason))")
    }
    rsvg.setDPI(handle, 72)
    var width: Double = 0
    var height: Double = 0
    if rsvg.sizeInPixels(handle, &width, &height) == 0 {
      // No absolute width and height: fall back to the viewBox.
      var hasWidth: gboolean = 0
      var hasHeight: gboolean = 0
      var hasViewBox: gboolean = 0
      var lengthWidth: RsvgLibrary.Length = (0, 0, 0)
      var lengthHeight: RsvgLibrary.Length = (0, 0, 0)
      var viewBox: RsvgLibrary.Rectangle = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &lengthWidth) { widthBytes in
        withUnsafeMutableBytes(of: &lengthHeight) { heightBytes in
          withUnsafeMutableBytes(of: &viewBox) { viewBoxBytes in
            rsvg.intrinsicDimensions(
              handle, &hasWidth, widthBytes.baseAddress, &hasHeight, heightBytes.baseAddress, &hasViewBox,
              viewBoxBytes.baseAddress)
          }
        }
      }
      if hasViewBox != 0 {
        width = viewBox.width
        height = viewBox.height
      }
    }
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      g_object_unref(UnsafeMutableRawPointer(handle))
      throw .invalidImage(name: name, reason: "the SVG has no size (set width and height or a viewBox)")
    }
    return LoadedImage(
      size: CGSize(width: width, height: height), kind: .vector, name: name,
      handle: VectorImageHandle(handle: handle, library: rsvg))
  }
}
