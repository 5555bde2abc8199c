/// A file's prefix read in two stages: a first read, small enough to decide
/// most files, and the rest of the prefix only when a check asks for a
/// byte past it, read in place into the same memory.
///
/// ``Bytes`` views of a staged prefix ask ``reach(_:_:)`` before they look
/// past what has been read, so every byte a check sees is the file's own:
/// an answer never depends on where the first read stopped. It lives in
/// the sniffing call's frame, and the views hold a pointer to it, so
/// nothing is allocated for it.
struct StagedPrefix {
  /// Where the rest comes from: the open file, or (for the tests and the
  /// fuzzer, which prove that a first read never changes an answer) the
  /// caller's bytes, copied in as a read would.
  enum Origin {
    case descriptor(Int32)
    case memory(UnsafeRawBufferPointer)
  }

  /// Room for the whole prefix; only the first ``readCount`` bytes are read.
  let buffer: UnsafeMutableRawBufferPointer
  private let origin: Origin
  /// How many bytes from the prefix's start have been read.
  private(set) var readCount: Int
  /// The error of a read of the rest that failed: the answer then rests on
  /// less than it asked for, and the caller reports the error.
  private(set) var failure: SystemError?
  /// Whether the file ended before the prefix was whole (it shrank after
  /// its size was read): the caller asks again of the bytes there are.
  private(set) var endedEarly = false
  /// How many reads followed the first (the rest, far windows).
  private(set) var extraReads = 0

  /// A prefix of `buffer.count` bytes whose first `readCount` are read.
  init(buffer: UnsafeMutableRawBufferPointer, readCount: Int, origin: Origin) {
    self.buffer = buffer
    self.readCount = Swift.min(Swift.max(readCount, 0), buffer.count)
    self.origin = origin
  }

  /// Whether the first `end` bytes are read, reading the rest of the
  /// prefix (once, in one call) when they are not.
  private mutating func reach(_ end: Int) -> Bool {
    if end <= readCount { return true }
    guard failure == nil, !endedEarly, readCount < buffer.count else { return false }
    readCount += read(into: readCount..<buffer.count)
    return end <= readCount
  }

  /// Whether the bytes in `lower..<upper` are read. A few bytes far past
  /// the first read (ISO 9660's volume descriptors at 32 KiB) are read
  /// alone, with the page around them, into their place in the prefix;
  /// anything else reads the rest of the prefix.
  mutating func reach(_ lower: Int, _ upper: Int) -> Bool {
    if upper <= readCount { return true }
    if islands.0.lowerBound <= lower && upper <= islands.0.upperBound { return true }
    if islands.1.lowerBound <= lower && upper <= islands.1.upperBound { return true }
    guard failure == nil, !endedEarly else { return false }
    guard islands.1.isEmpty, lower >= readCount + Self.islandPage,
      upper - lower <= Self.islandPage
    else { return reach(upper) }
    let start = lower & ~(Self.islandPage - 1)
    let end = Swift.min(buffer.count, (upper + 2 * Self.islandPage - 1) & ~(Self.islandPage - 1))
    let count = read(into: start..<end)
    if islands.0.isEmpty { islands.0 = start..<(start + count) } else { islands.1 = start..<(start + count) }
    return upper <= start + count
  }

  /// A far window is read with the rest of its page and the next one.
  static let islandPage = 4_096

  /// The far windows read so far: two at most (then the rest is read).
  private var islands: (Range<Int>, Range<Int>) = (0..<0, 0..<0)

  /// Reads `range` of the prefix into its place; how many bytes came. A
  /// read that stops short found the file's end: the file shrank.
  private mutating func read(into range: Range<Int>) -> Int {
    let room = UnsafeMutableRawBufferPointer(rebasing: buffer[range])
    extraReads += 1
    let count: Int
    switch origin {
    case .descriptor(let fd):
      switch SystemCalls.read(fd, into: room, at: Int64(range.lowerBound)) {
      case .success(let read): count = read
      case .failure(let error):
        failure = error
        return 0
      }
    case .memory(let bytes):
      count = Swift.min(room.count, Swift.max(0, bytes.count - range.lowerBound))
      if count > 0 {
        room.copyMemory(
          from: UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<(range.lowerBound + count)]))
      }
    }
    if count < room.count { endedEarly = true }
    return count
  }

  /// The bytes read so far.
  var read: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: buffer[..<readCount]) }
}
