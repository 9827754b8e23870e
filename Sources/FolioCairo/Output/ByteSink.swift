import CCairo
import FolioGraphics
import Foundation

/// Where a Cairo stream surface's bytes go: memory, or a file descriptor written with
/// checked writes. A failed write returns Cairo's write error (Cairo then stops writing
/// and the surface reports the error) and keeps `errno` for the message.
final class ByteSink {
  private(set) var data = Data()
  private let descriptor: Int32?
  /// The `errno` of the first failed write, if any.
  private(set) var writeError: Int32?

  /// Collects the bytes in `data`.
  init() { descriptor = nil }

  /// Writes the bytes to an open file descriptor.
  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The Cairo write callback; its closure is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    guard let bytes, length > 0 else { return CAIRO_STATUS_SUCCESS }
    return sink.append(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
      ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
  }

  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  private func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard writeError == nil else { return false }
    guard let descriptor else {
      data.append(contentsOf: bytes)
      return true
    }
    if let failure = FileDescriptor.writeAll(descriptor, bytes) {
      writeError = failure
      return false
    }
    return true
  }

  /// The reason of the first failed write ("No space left on device"), if any.
  var writeErrorReason: String? { writeError.map(FileDescriptor.reason) }
}

/// Checked system calls on file descriptors.
package enum FileDescriptor {
  /// Writes every byte, retrying after interrupts and short writes; returns the `errno`
  /// of a failure, or nil.
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    guard var pointer = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Foundation.write(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      pointer += written
      remaining -= written
    }
    return nil
  }

  /// `strerror` of an `errno`.
  package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
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
