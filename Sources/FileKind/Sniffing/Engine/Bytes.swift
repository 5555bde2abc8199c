#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bounds-checked view of the sniffed prefix.
///
/// A file's prefix may be read in stages (``StagedPrefix``): ``count`` is
/// then the prefix's whole length, and every look at a byte past what has
/// been read reads the rest first, so a check never sees memory that was
/// not read and never answers differently for where the first read
/// stopped. Views of bytes in memory (the bytes API, a window read past
/// the prefix) have nothing to read.
struct Bytes {
  /// The bytes' memory; past what a staged prefix has read, not yet read.
  private let raw: UnsafeRawBufferPointer
  /// How many of these bytes, from their start, were read when the view
  /// was made (all of them in memory): a look below it is one comparison,
  /// and only a look past it asks the staged prefix.
  private let known: Int
  /// The staged prefix they are a view of, or `nil` when every byte is in
  /// memory.
  private let staged: UnsafeMutablePointer<StagedPrefix>?

  /// Bytes wholly in memory.
  init(_ raw: UnsafeRawBufferPointer) {
    self.raw = raw
    known = raw.count
    staged = nil
  }

  /// The whole of a staged prefix, read or not.
  init(staged: UnsafeMutablePointer<StagedPrefix>) {
    raw = UnsafeRawBufferPointer(staged.pointee.buffer)
    known = staged.pointee.readCount
    self.staged = staged
  }

  private init(_ raw: UnsafeRawBufferPointer, staged: UnsafeMutablePointer<StagedPrefix>?) {
    self.raw = raw
    self.staged = staged
    known = Self.readCount(of: raw, in: staged)
  }

  /// How many bytes of `raw`, from its start, a staged prefix has read
  /// (all of them when there is none).
  private static func readCount(
    of raw: UnsafeRawBufferPointer, in staged: UnsafeMutablePointer<StagedPrefix>?
  ) -> Int {
    guard let staged else { return raw.count }
    return Swift.min(raw.count, Swift.max(0, staged.pointee.readCount - origin(of: raw, in: staged)))
  }

  /// Where `raw` starts in the staged prefix.
  private static func origin(of raw: UnsafeRawBufferPointer, in staged: UnsafeMutablePointer<StagedPrefix>)
    -> Int
  {
    guard let base = raw.baseAddress, let prefix = staged.pointee.buffer.baseAddress else { return 0 }
    return base - UnsafeRawPointer(prefix)
  }

  var count: Int { raw.count }

  /// Whether the bytes before `end` are read, reading the rest of a
  /// staged prefix when they are not (`false` only when that read failed
  /// or the file ended first; the answer is then not used).
  @inline(__always)
  func canRead(upTo end: Int) -> Bool { canRead(0, end) }

  /// Whether the bytes in `lower..<upper` are read: a few bytes far past
  /// a staged prefix's first read are read alone, anything else reads the
  /// rest (`false` only when a read failed or the file ended first).
  @inline(__always)
  func canRead(_ lower: Int, _ upper: Int) -> Bool {
    _fastPath(upper <= known) || reach(lower, upper)
  }

  /// Asks the staged prefix for bytes past what the view knew was read.
  @inline(never)
  private func reach(_ lower: Int, _ upper: Int) -> Bool {
    guard let staged else { return upper <= raw.count }
    let origin = Self.origin(of: raw, in: staged)
    return staged.pointee.reach(origin + lower, origin + upper)
  }

  /// How many bytes from the start are read, without reading more.
  var readCount: Int { Self.readCount(of: raw, in: staged) }

  /// The bytes read so far, for a scan whose answer the first of them can
  /// settle.
  var readSoFar: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: raw[..<readCount]) }

  /// Every byte, for a reader that may look at any of them (libmagic, the
  /// rule sets, the text scans): the rest of a staged prefix is read first.
  var whole: UnsafeRawBufferPointer {
    _ = canRead(upTo: raw.count)
    return readSoFar
  }

  subscript(i: Int) -> UInt8 { canRead(i, i + 1) ? raw[i] : 0 }

  /// The first `maxLength` bytes (all of them when there are fewer).
  func prefix(_ maxLength: Int) -> Bytes { slice(0..<Swift.max(0, maxLength)) }

  /// The big-endian 32-bit value at `offset`, 0 past the end.
  func bigEndian32(at offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= raw.count, canRead(offset, offset + 4) else { return 0 }
    return UInt32(raw[offset]) << 24 | UInt32(raw[offset + 1]) << 16 | UInt32(raw[offset + 2]) << 8
      | UInt32(raw[offset + 3])
  }

  /// The little-endian 32-bit value at `offset`, 0 past the end.
  func littleEndian32(at offset: Int) -> UInt32 {
    bigEndian32(at: offset).byteSwapped
  }

  /// The little-endian 16-bit value at `offset`, 0 past the end.
  func littleEndian16(at offset: Int) -> UInt16 {
    guard offset >= 0, offset + 2 <= raw.count, canRead(offset, offset + 2) else { return 0 }
    return UInt16(raw[offset]) | UInt16(raw[offset + 1]) << 8
  }

  /// The bytes in `range`, clamped to the ones there are.
  func slice(_ range: Range<Int>) -> Bytes {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), raw.count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), raw.count)
    return Bytes(UnsafeRawBufferPointer(rebasing: raw[lower..<upper]), staged: staged)
  }

  /// The big-endian 64-bit value at `offset`, 0 past the end.
  func bigEndian64(at offset: Int) -> UInt64 {
    UInt64(bigEndian32(at: offset)) << 32 | UInt64(bigEndian32(at: offset + 4))
  }

  func has(_ signature: [UInt8], at offset: Int = 0) -> Bool {
    signature.withUnsafeBufferPointer { has($0, at: offset) }
  }

  func has(_ text: StaticString, at offset: Int = 0) -> Bool {
    has(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), at: offset)
  }

  func has(_ signature: UnsafeBufferPointer<UInt8>, at offset: Int = 0) -> Bool {
    guard offset >= 0, offset + signature.count <= raw.count, canRead(offset, offset + signature.count) else {
      return false
    }
    for i in 0..<signature.count where raw[offset + i] != signature[i] { return false }
    return true
  }

  /// ASCII case-insensitive `has`.
  func hasFolded(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset >= 0, offset + count <= raw.count, canRead(offset, offset + count) else { return false }
    for i in 0..<count {
      let b = raw[offset + i]
      if ASCIIFolding.lowercased(b) != text.utf8Start[i] { return false }
    }
    return true
  }

  /// Where `byte` first occurs from `start` up to `limit` (clamped to the
  /// bytes), or `nil`.
  func firstIndex(of byte: UInt8, from start: Int = 0, before limit: Int = .max) -> Int? {
    let lower = Swift.max(0, start)
    let upper = Swift.min(limit, raw.count)
    guard lower < upper, let base = raw.baseAddress else { return nil }
    // A first occurrence among the bytes read is the answer whatever
    // follows; only when there is none are the rest read and searched.
    var searched = lower
    while true {
      let end = Swift.min(upper, readCount)
      if searched < end, let found = memchr(base + searched, Int32(byte), end - searched) {
        return UnsafeRawPointer(found) - base
      }
      searched = Swift.max(searched, end)
      guard end < upper, canRead(upTo: upper) else { return nil }
    }
  }

  /// Where `text` first occurs at or after `start`, or `nil`.
  func firstIndex(of text: StaticString, from start: Int) -> Int? {
    firstIndex(
      of: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), from: start,
      before: count)
  }

  func contains(_ text: StaticString, within limit: Int) -> Bool {
    contains(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), within: limit)
  }

  func contains(_ needle: [UInt8], within limit: Int) -> Bool {
    needle.withUnsafeBufferPointer { contains($0, within: limit) }
  }

  func contains(_ needle: UnsafeBufferPointer<UInt8>, within limit: Int) -> Bool {
    firstIndex(of: needle, from: 0, before: limit) != nil
  }

  /// Where `needle` first lies wholly between `start` and `limit`
  /// (clamped to the bytes; any bounds are accepted).
  func firstIndex(of needle: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> Int? {
    let lower = Swift.max(0, start)
    let upper = Swift.min(limit, raw.count)
    guard upper - needle.count >= lower, let first = needle.first, let base = raw.baseAddress else {
      return nil
    }
    // Among the bytes read first: a match there is the answer whatever
    // follows; only when there is none are the rest read and searched.
    var i = lower
    while true {
      let end = Swift.min(upper, readCount) - needle.count
      while i <= end {
        // libc's vectorised memchr finds each candidate first byte.
        guard let found = memchr(base + i, Int32(first), end - i + 1) else {
          i = end + 1
          break
        }
        i = UnsafeRawPointer(found) - base
        if has(needle, at: i) { return i }
        i += 1
      }
      guard end < upper - needle.count, canRead(upTo: upper) else { return nil }
    }
  }
}
