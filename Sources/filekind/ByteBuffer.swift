/// A growable byte buffer that is reused: one per output stream or per
/// chunk of work, so the JSON path allocates nothing per line.
final class ByteBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  var count = 0
  /// Room that keeps another thread's buffer off this one's cache lines:
  /// `count` changes on every append.
  private let padding: (SIMD64<UInt8>, SIMD64<UInt8>) = (.zero, .zero)

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    bigger.update(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = newCapacity
  }

  @inline(__always)
  func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    let n = bytes.count
    reserve(n)
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(base + count)
    // A row is a dozen short copies: up to 32 bytes move as two overlapping
    // words or vectors, without a call into the C library.
    if n >= 16 && n <= 32 {
      let head = from.loadUnaligned(as: SIMD16<UInt8>.self)
      let tail = from.loadUnaligned(fromByteOffset: n - 16, as: SIMD16<UInt8>.self)
      to.storeBytes(of: head, as: SIMD16<UInt8>.self)
      to.storeBytes(of: tail, toByteOffset: n - 16, as: SIMD16<UInt8>.self)
    } else if n >= 8 && n < 16 {
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
    } else if n < 8 {
      for i in 0..<n { to.storeBytes(of: bytes[i], toByteOffset: i, as: UInt8.self) }
    } else {
      to.copyMemory(from: from, byteCount: n)
    }
    count += n
  }

  @inline(__always)
  func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  func removeAll() { count = 0 }
}

/// Standard output, written in large blocks. A full disk is an error the
/// command reports; a closed pipe (`… | head`) ends it quietly.
struct OutputStream {
  let fd: Int32
  /// Flush once this many bytes wait.
  static let blockSize = 1 << 20

  /// Writes `buffer` out and empties it.
  func write(_ buffer: ByteBuffer) {
    if buffer.count > 0, let error = SystemCalls.writeAll(fd, buffer.base, buffer.count) {
      OutputStream.fail(error)
    }
    buffer.removeAll()
  }

  /// Ends the command on a failed write.
  static func fail(_ error: Errno) -> Never {
    // A reader that went away wants no more and no message (SIGPIPE, when
    // not ignored, ends the process the same way before this runs).
    if error == .brokenPipe { SystemCalls.terminate(141) }
    printError("filekind: cannot write the output: \(error.description)")
    SystemCalls.terminate(3)
  }
}
