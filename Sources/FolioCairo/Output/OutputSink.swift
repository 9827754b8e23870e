import CCairo
import FolioGraphics
import Foundation

/// Collects the bytes Cairo writes to a stream surface.
final class ByteSink {
  var data = Data()

  /// The Cairo write callback; its closure is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
    return CAIRO_STATUS_SUCCESS
  }

  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Writes a file atomically: bytes go to a temporary file beside the destination, which
/// is renamed over it only when complete; on any failure nothing is left behind.
package struct AtomicFileWriter {
  package let destination: URL
  package let temporary: URL

  package init(destination: URL) throws(FolioError) {
    let directory = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .writeFailed(path: destination.path, reason: "the folder \(directory.path) does not exist")
    }
    guard FileManager.default.isWritableFile(atPath: directory.path) else {
      throw .writeFailed(path: destination.path, reason: "the folder is not writable")
    }
    self.destination = destination
    temporary = directory.appendingPathComponent(
      ".\(destination.lastPathComponent).folio-\(UUID().uuidString).tmp")
  }

  /// Moves the finished temporary file into place.
  package func commit() throws(FolioError) {
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw .writeFailed(path: destination.path, reason: reason)
    }
  }

  /// Removes the temporary file.
  package func discard() {
    unlink(temporary.path)
  }

  /// Writes bytes in one go.
  package static func write(_ data: Data, to url: URL) throws(FolioError) {
    let writer = try AtomicFileWriter(destination: url)
    guard FileManager.default.createFile(atPath: writer.temporary.path, contents: data) else {
      writer.discard()
      throw .writeFailed(path: url.path, reason: "the file could not be created (disk full?)")
    }
    try writer.commit()
  }
}

extension OpaquePointer {
  /// Throws when a Cairo surface is in an error state.
  func checkSurface(_ what: String) throws(FolioError) {
    let status = cairo_surface_status(self)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .renderFailed("\(what): \(String(cString: cairo_status_to_string(status)))")
    }
  }
}
