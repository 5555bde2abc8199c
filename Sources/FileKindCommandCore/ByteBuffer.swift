import FileKind

/// A growable byte buffer that is reused: one per output stream or per
/// chunk of work, so the JSON path allocates nothing per line.
///
/// Its stored properties are internal on purpose: a `package` stored `var`
/// of a class can be touched from other modules, so the compiler keeps a
/// dynamic exclusivity check on every access (a quarter of a row's time).
/// Other modules read it through ``bytes``.
package final class ByteBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  var count = 0
  /// Room that keeps another thread's buffer off this one's cache lines:
  /// `count` changes on every append.
  private let padding: (SIMD64<UInt8>, SIMD64<UInt8>) = (.zero, .zero)

  package init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = Self.allocate(self.capacity)
  }

  deinit { Self.free(base, capacity) }

  /// Buffers from this size on are pages of their own, so the memory a long
  /// line grew one to goes back to the system when it shrinks.
  static let pageBacked = 1 << 20

  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
    guard capacity >= pageBacked else { return .allocate(capacity: capacity) }
    // Out of memory, as `allocate` would trap.
    guard let pages = ProcessControl.allocatePages(capacity) else {
      fatalError("cannot map \(capacity) bytes")
    }
    return pages.assumingMemoryBound(to: UInt8.self)
  }

  private static func free(_ base: UnsafeMutablePointer<UInt8>, _ capacity: Int) {
    if capacity >= pageBacked {
      ProcessControl.freePages(base, count: capacity)
    } else {
      base.deallocate()
    }
  }

  package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  package func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let bigger = Self.allocate(newCapacity)
    bigger.update(from: base, count: count)
    Self.free(base, capacity)
    base = bigger
    capacity = newCapacity
  }

  @inline(__always)
  package func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
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
  package func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  package func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// An integer's decimal digits (`-12`).
  package func append(decimal value: Int64) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var magnitude = value.magnitude
      var i = digits.count
      repeat {
        i -= 1
        digits[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 { append(UInt8(ascii: "-")) }
      append(UnsafeBufferPointer(rebasing: digits[i...]))
    }
  }

  package func removeAll() { count = 0 }

  /// Empties the buffer and gives back memory past `limit` bytes, which
  /// one hostile chunk may have grown it to.
  package func removeAll(keepingCapacityUpTo limit: Int) {
    count = 0
    guard capacity > limit else { return }
    Self.free(base, capacity)
    capacity = limit
    base = Self.allocate(limit)
  }
}

/// Standard output, written in large blocks. A full disk is an error the
/// command reports; a closed pipe (`… | head`) ends it quietly.
package struct OutputStream {
  package let fd: Int32
  package init(fd: Int32) { self.fd = fd }
  /// A buffer keeps up to this much memory once written: room for any
  /// chunk of ordinary lines, so it never grows and shrinks chunk after
  /// chunk, while one that a long line grew gives the rest back.
  package static let retainedCapacity = 4 << 20

  /// Writes `buffer` out and empties it.
  package func write(_ buffer: ByteBuffer) {
    if buffer.count > 0,
      let error = LineBoundaryExit.whole({ LineBoundaryExit.writeLines(fd, buffer.base, buffer.count) })
    {
      OutputStream.fail(error)
    }
    buffer.removeAll(keepingCapacityUpTo: Self.retainedCapacity)
  }

  /// Ends the command on a failed write.
  package static func fail(_ error: SystemError) -> Never {
    // A reader that went away wants no more and no message (SIGPIPE, when
    // not ignored, ends the process the same way before this runs).
    if error == .brokenPipe { ProcessControl.exit(ExitStatus.brokenPipe) }
    printError("filekind: cannot write the output: \(error.description)")
    ProcessControl.exit(ExitStatus.outputFailed)
  }
}

/// Writes a message line to standard error.
package func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { buffer in _ = SystemCalls.writeAll(2, buffer.baseAddress!, buffer.count) }
}
