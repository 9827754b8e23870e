import CCairo
import FolioGraphics
import Foundation

/// Where a Cairo stream surface's bytes go: memory, or a file descriptor written with
/// checked writes through a 64 KiB buffer (Cairo hands over many small pieces; one system
/// call each would cost more than drawing them).
///
/// A failed write is recorded (with its `errno`) and every later byte is dropped, but Cairo
/// is told the write succeeded: Cairo 1.16 crashes finishing a PDF whose stream failed
/// while a page with destinations was being written, so its surfaces are never allowed
/// into that state. The owner checks `writeError` after each page and at the end.
final class ByteSink {
  private(set) var data = Data()
  private let descriptor: Int32?
  /// The `errno` of the first failed write, if any.
  private(set) var writeError: Int32?
  /// Whether bytes are dropped (after a failure, or once the output was abandoned).
  private var isDiscarding = false
  /// Repairs Cairo's PDF resource dictionaries on the way (PDF sinks only).
  private var filter: PDFResourceFilter?
  /// Adds the language and figures' alternative texts (tagged PDF sinks only).
  var structure: PDFStructureFilter?
  /// Bytes waiting to be written to the descriptor.
  private var pending: [UInt8] = []
  /// How many bytes are gathered before they are written.
  static let bufferSize = 64 << 10

  /// Collects the bytes in `data`.
  init(pdf: Bool = false) {
    descriptor = nil
    if pdf { filter = PDFResourceFilter() }
  }

  /// Writes the bytes to an open file descriptor.
  init(descriptor: Int32, pdf: Bool = false) {
    self.descriptor = descriptor
    if pdf { filter = PDFResourceFilter() }
  }

  /// The Cairo write callback; its closure is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    guard let bytes, length > 0 else { return CAIRO_STATUS_SUCCESS }
    sink.append(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }

  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    guard !isDiscarding else { return }
    if filter != nil {
      var ready = filter!.process(bytes)
      if structure != nil, !ready.isEmpty { ready = structure!.process(ready) }
      if !ready.isEmpty { ready.withUnsafeBytes { deliver($0) } }
    } else {
      deliver(bytes)
    }
  }

  /// Writes out what the filter and the buffer still hold (call once Cairo has finished;
  /// `writeError` is final only after this).
  func flush() {
    guard !isDiscarding else { return }
    if filter != nil {
      var rest = filter!.finish()
      if structure != nil { rest = structure!.process(rest) + structure!.finish() }
      if !rest.isEmpty { rest.withUnsafeBytes { deliver($0) } }
    }
    writePending()
  }

  private func deliver(_ bytes: UnsafeRawBufferPointer) {
    guard descriptor != nil else {
      data.append(contentsOf: bytes)
      return
    }
    if pending.count + bytes.count > Self.bufferSize { writePending() }
    if bytes.count >= Self.bufferSize {
      writeOut(bytes)
    } else {
      if pending.capacity < Self.bufferSize { pending.reserveCapacity(Self.bufferSize) }
      pending.append(contentsOf: bytes)
    }
  }

  private func writePending() {
    guard !pending.isEmpty else { return }
    pending.withUnsafeBytes { writeOut($0) }
    pending.removeAll(keepingCapacity: true)
  }

  private func writeOut(_ bytes: UnsafeRawBufferPointer) {
    guard let descriptor, !isDiscarding else { return }
    if let failure = FileDescriptor.writeAll(descriptor, bytes) {
      writeError = failure
      isDiscarding = true
    }
  }

  /// Drops every byte from now on (the output is being thrown away).
  func abandon() {
    isDiscarding = true
    data = Data()
    pending = []
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
