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
  /// What a sink without a file descriptor collected (the bytes still gathered included).
  var data: Data {
    passOnGathered()
    return collected
  }
  private var collected = Data()
  private let descriptor: Int32?
  /// The `errno` of the first failed write, if any.
  private(set) var writeError: Int32?
  /// Whether bytes are dropped (after a failure, or once the output was abandoned).
  private var isDiscarding: Bool {
    get { gathered.pointee.isDiscarding }
    set { gathered.pointee.isDiscarding = newValue }
  }
  /// Repairs Cairo's PDF resource dictionaries on the way (PDF sinks only).
  private var filter: PDFResourceFilter?
  /// Adds the language and figures' alternative texts (tagged PDF sinks only).
  var structure: PDFStructureFilter?
  /// Bytes waiting to be written to the descriptor.
  private var pending: [UInt8] = []
  /// The bytes delivered so far: the file's size once `flush` has run.
  private(set) var delivered = 0
  /// Whether delivered bytes are kept in `tail` (`keepTail()`).
  private var keepsTail = false
  /// The bytes delivered since `keepTail()`, which started at offset `tailStart`.
  private(set) var tail: [UInt8] = []
  private(set) var tailStart = 0
  /// Whether the offset of every object written (`N G obj` at a line's start) is noted in
  /// `objectOffsets` (Cairo 1.18's tagged PDFs: `PDFIncrementalUpdate` checks Cairo's
  /// cross-reference entries against them).
  var notesObjectOffsets = false
  /// Where each object begins, by number.
  private(set) var objectOffsets: [Int: Int] = [:]
  /// The last bytes delivered, for an object header split between two deliveries.
  private var seam: [UInt8] = []
  /// Cairo's bytes as it hands them over, gathered before anything else looks at them.
  private let gathered: UnsafeMutablePointer<Gathered>
  /// How many bytes are gathered before they are filtered and written.
  static let bufferSize = 64 << 10

  /// Cairo writes a page in pieces of a few bytes (a number, an operator): tens of thousands
  /// of calls (some 60,000 while it writes a tagged document's structure elements at the
  /// end). They are copied into a fixed buffer, and the filters and the file see a whole
  /// buffer at a time. Cairo's closure is this buffer itself, so a piece that fits is
  /// copied without entering the class (no retain, no exclusivity check); only a full
  /// buffer calls back into the sink.
  private struct Gathered {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: ByteSink.bufferSize)
    var count = 0
    var isDiscarding = false
    /// The sink that owns this buffer (which outlives every write Cairo makes to it).
    unowned(unsafe) var sink: ByteSink?
  }

  /// Collects the bytes in `data`.
  convenience init(pdf: Bool = false) {
    self.init(descriptor: nil, pdf: pdf)
  }

  /// Writes the bytes to an open file descriptor (nil: collects them in `data`).
  init(descriptor: Int32?, pdf: Bool = false) {
    self.descriptor = descriptor
    if pdf { filter = PDFResourceFilter() }
    gathered = .allocate(capacity: 1)
    gathered.initialize(to: Gathered())
    gathered.pointee.sink = self
  }

  deinit {
    gathered.pointee.storage.deallocate()
    gathered.deinitialize(count: 1)
    gathered.deallocate()
  }

  /// The Cairo write callback; its closure is the sink's `Gathered` buffer (`closure`).
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    guard let bytes, length > 0 else { return CAIRO_STATUS_SUCCESS }
    let state = closure.assumingMemoryBound(to: Gathered.self)
    let count = Int(length)
    let filled = state.pointee.count
    if filled + count <= ByteSink.bufferSize, !state.pointee.isDiscarding {
      // The usual piece: a few bytes into the buffer.
      (state.pointee.storage + filled).initialize(from: bytes, count: count)
      state.pointee.count = filled + count
    } else {
      state.pointee.sink?.append(UnsafeRawBufferPointer(start: bytes, count: count))
    }
    return CAIRO_STATUS_SUCCESS
  }

  /// The closure Cairo hands back to `write`.
  var closure: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gathered) }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    let state = gathered
    guard !state.pointee.isDiscarding, let source = bytes.baseAddress else { return }
    if state.pointee.count + bytes.count > Self.bufferSize { passOnGathered() }
    if bytes.count >= Self.bufferSize {
      passOn(bytes)
    } else {
      (state.pointee.storage + state.pointee.count).initialize(
        from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
      state.pointee.count += bytes.count
    }
  }

  /// Passes the gathered bytes on, and empties the buffer.
  private func passOnGathered() {
    let state = gathered
    guard state.pointee.count > 0 else { return }
    let bytes = UnsafeRawBufferPointer(start: state.pointee.storage, count: state.pointee.count)
    state.pointee.count = 0
    passOn(bytes)
  }

  /// Passes bytes through the filters (PDF) and on to memory or the file.
  private func passOn(_ bytes: UnsafeRawBufferPointer) {
    guard filter != nil else {
      deliver(bytes)
      return
    }
    var ready = filter!.process(bytes)
    if structure != nil, !ready.isEmpty { ready = structure!.process(ready) }
    if !ready.isEmpty { ready.withUnsafeBytes { deliver($0) } }
  }

  /// Writes out what the filter and the buffer still hold (call once Cairo has finished;
  /// `writeError` is final only after this).
  func flush() {
    guard !isDiscarding else { return }
    passOnGathered()
    if filter != nil {
      var rest = filter!.finish()
      if structure != nil { rest = structure!.process(rest) + structure!.finish() }
      if !rest.isEmpty { rest.withUnsafeBytes { deliver($0) } }
    }
    writePending()
  }

  /// Keeps every byte delivered from now on in `tail` (what Cairo writes as it finishes a
  /// document: `PDFIncrementalUpdate` reads it back).
  func keepTail() {
    keepsTail = true
    tailStart = delivered
  }

  /// Writes bytes after everything Cairo wrote (call after `flush`).
  func append(after bytes: [UInt8]) {
    guard !isDiscarding, !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { deliver($0) }
    writePending()
  }

  private func deliver(_ bytes: UnsafeRawBufferPointer) {
    if notesObjectOffsets { noteObjects(in: bytes) }
    delivered += bytes.count
    if keepsTail { tail.append(contentsOf: bytes) }
    guard descriptor != nil else {
      collected.append(contentsOf: bytes)
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

  /// Notes the objects that begin in `bytes` (delivered from offset `delivered`): each
  /// `obj` found after ` G ` and `N` at the start of a line.
  private func noteObjects(in bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    let count = bytes.count
    let seam = self.seam
    func byte(_ index: Int) -> UInt8? {
      if index >= 0 { return index < count ? base[index] : nil }
      return seam.count + index >= 0 ? seam[seam.count + index] : nil
    }
    func isDigit(_ value: UInt8?) -> Bool { value.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    var index = 0
    while index < count, let hit = memchr(base + index, Int32(UInt8(ascii: "j")), count - index) {
      let j = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - UnsafePointer(base)
      index = j + 1
      guard byte(j - 1) == UInt8(ascii: "b"), byte(j - 2) == UInt8(ascii: "o"), byte(j - 3) == 0x20 else {
        continue
      }
      var k = j - 4
      guard isDigit(byte(k)) else { continue }
      while isDigit(byte(k)) { k -= 1 }
      guard byte(k) == 0x20 else { continue }
      k -= 1
      let end = k + 1
      guard isDigit(byte(k)) else { continue }
      while isDigit(byte(k)) { k -= 1 }
      guard byte(k) == 0x0A || byte(k) == 0x0D || (k == -1 && delivered == 0) else { continue }
      var number = 0
      for position in (k + 1)..<end { number = number * 10 + Int(byte(position)! - 0x30) }
      objectOffsets[number] = delivered + k + 1
    }
    self.seam =
      count >= 32
      ? Array(UnsafeBufferPointer(start: base + count - 32, count: 32))
      : Array((seam + UnsafeBufferPointer(start: base, count: count)).suffix(32))
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
    collected = Data()
    pending = []
    gathered.pointee.count = 0
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
