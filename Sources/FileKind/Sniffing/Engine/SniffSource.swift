/// What the detection tree reads: a file's prefix, and the file itself for
/// the two formats that keep what decides them away from the start (an
/// MP4's movie header after its media data, a zip's central directory at
/// its end).
///
/// The file is an open descriptor (the path API) or the caller's bytes
/// (the bytes API, where what lies past the prefix is already in memory).
/// Every read past the prefix is one bounded window: ``read(at:length:_:)``
/// never reads more than it is asked, never before the file's start or
/// past its end, and hands its bytes to the parser as a ``Bytes`` view.
struct SniffSource {
  /// The file's first bytes, at most ``ContentSniffer/prefixLength``.
  let prefix: Bytes
  /// The file's size in bytes (at least the prefix's).
  let size: Int64
  private let file: File
  /// Where the first read past the prefix that fails records its error
  /// (descriptor sources only): what the tree answered then rests on less
  /// than it asked for, so the caller reports the error instead. A slot in
  /// the caller's frame, so every copy of the source records into one
  /// place and nothing is allocated.
  private let failedRead: UnsafeMutablePointer<SystemError?>?

  private enum File {
    /// Bytes in memory: the prefix is their start.
    case memory(UnsafeRawBufferPointer)
    /// An open descriptor, read with `pread` (its offset is not moved).
    case descriptor(Int32)
  }

  /// The caller's bytes: the first `prefixLength` are the prefix, the rest
  /// is read only where a format's index lies.
  init(bytes: UnsafeRawBufferPointer, prefixLength: Int = ContentSniffer.prefixLength) {
    prefix = Bytes(bytes).prefix(Swift.max(0, prefixLength))
    size = Int64(bytes.count)
    file = .memory(bytes)
    failedRead = nil
  }

  /// The caller's bytes with their prefix read in stages, as a file's is
  /// (`staged` holds the prefix's room and how much of it is read): how
  /// the tests and the fuzzer prove that a first read never changes an
  /// answer.
  init(staged: UnsafeMutablePointer<StagedPrefix>, bytes: UnsafeRawBufferPointer) {
    prefix = Bytes(staged: staged)
    size = Int64(bytes.count)
    file = .memory(bytes)
    failedRead = nil
  }

  /// A prefix read from `fd`, whose file holds `size` bytes; a failed
  /// read past the prefix is recorded in `failedRead`.
  init(
    prefix: UnsafeRawBufferPointer, descriptor fd: Int32, size: Int64,
    failedRead: UnsafeMutablePointer<SystemError?>
  ) {
    self.init(prefix: Bytes(prefix), descriptor: fd, size: size, failedRead: failedRead)
  }

  /// A prefix of `fd`'s file, perhaps read in stages (its unread bytes are
  /// read when a check looks at them).
  init(prefix: Bytes, descriptor fd: Int32, size: Int64, failedRead: UnsafeMutablePointer<SystemError?>) {
    self.prefix = prefix
    self.size = Swift.max(size, Int64(prefix.count))
    file = .descriptor(fd)
    self.failedRead = failedRead
  }

  /// Calls `body` with at most `length` bytes of the file from `offset`;
  /// `nil` when `offset` lies outside the file or the read fails (a file
  /// that shrank is read as far as it goes). Bytes the prefix already
  /// holds are not read again.
  func read<R>(at offset: Int64, length: Int, _ body: (Bytes) -> R?) -> R? {
    guard offset >= 0, offset < size, length > 0 else { return nil }
    let count = Int(Swift.min(Int64(length), size - offset))
    if offset + Int64(count) <= Int64(prefix.count) {
      let start = Int(offset)
      return body(prefix.slice(start..<(start + count)))
    }
    switch file {
    case .memory(let bytes):
      let start = Int(offset)
      return body(Bytes(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])))
    case .descriptor(let fd):
      let window = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
      defer { window.deallocate() }
      let read: Int
      switch SystemCalls.read(fd, into: window, at: offset) {
      case .success(let count): read = count
      case .failure(let error):
        if let failedRead, failedRead.pointee == nil { failedRead.pointee = error }
        return nil
      }
      guard read > 0 else { return nil }
      return body(Bytes(UnsafeRawBufferPointer(rebasing: window[..<read])))
    }
  }

  /// Calls `body` with the file's last `length` bytes (all of it when it is
  /// shorter) and the offset they start at.
  func readEnd<R>(length: Int, _ body: (Bytes, Int64) -> R?) -> R? {
    let start = Swift.max(0, size - Int64(length))
    return read(at: start, length: Int(size - start)) { tail in
      // A short read is not the file's end: its bytes say nothing there.
      tail.count == Int(size - start) ? body(tail, start) : nil
    }
  }
}
