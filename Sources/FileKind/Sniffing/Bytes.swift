#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bounds-checked view of the sniffed prefix.
///
/// A prefix can be read in stages: ``count`` is the prefix's whole length,
/// but only the first ``readable`` bytes have been read. A look at a byte
/// past them (or at an answer they could change, such as where a byte
/// first occurs when it is not among them) marks ``wanted`` and sees
/// nothing (zero, no match); the sniffer then reads the rest and asks
/// again, so an answer given from a first read never differs from the
/// answer the whole prefix gives.
struct Bytes {
  /// The prefix's whole length; past ``readable`` its memory is unread.
  private let raw: UnsafeRawBufferPointer
  /// How many bytes from the start have been read.
  let readable: Int
  /// Marked when a look needed a byte past ``readable``.
  private let wanted: UnsafeMutablePointer<Bool>?

  /// Bytes read in full.
  init(_ raw: UnsafeRawBufferPointer) {
    self.raw = raw
    readable = raw.count
    wanted = nil
  }

  /// A prefix of `raw.count` bytes of which the first `readable` are read;
  /// a look past them marks `wanted`.
  init(_ raw: UnsafeRawBufferPointer, readable: Int, wanted: UnsafeMutablePointer<Bool>?) {
    self.raw = raw
    self.readable = Swift.min(Swift.max(readable, 0), raw.count)
    self.wanted = wanted
  }

  var count: Int { raw.count }

  /// Whether every byte has been read.
  var isWhole: Bool { readable == raw.count }

  /// Whether the bytes before `end` have been read; marks ``wanted`` when
  /// they have not.
  @inline(__always)
  func canRead(upTo end: Int) -> Bool {
    if end <= readable { return true }
    wanted?.pointee = true
    return false
  }

  subscript(i: Int) -> UInt8 { canRead(upTo: i + 1) ? raw[i] : 0 }

  /// All the bytes, for a reader that looks at any of them (libmagic, the
  /// text checks): only the ones read, and ``wanted`` marked when that is
  /// not all of them.
  var whole: UnsafeRawBufferPointer {
    _ = canRead(upTo: raw.count)
    return UnsafeRawBufferPointer(rebasing: raw[..<readable])
  }

  /// The bytes read so far, for a scan that marks ``wanted`` itself when
  /// its answer depends on the rest.
  var readSoFar: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: raw[..<readable]) }

  /// The first `maxLength` bytes (all of them when there are fewer).
  func prefix(_ maxLength: Int) -> Bytes { slice(0..<Swift.max(0, maxLength)) }

  /// The big-endian 32-bit value at `offset`, 0 past the end.
  func bigEndian32(at offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= raw.count, canRead(upTo: offset + 4) else { return 0 }
    return UInt32(raw[offset]) << 24 | UInt32(raw[offset + 1]) << 16 | UInt32(raw[offset + 2]) << 8
      | UInt32(raw[offset + 3])
  }

  /// The little-endian 32-bit value at `offset`, 0 past the end.
  func littleEndian32(at offset: Int) -> UInt32 {
    bigEndian32(at: offset).byteSwapped
  }

  /// The little-endian 16-bit value at `offset`, 0 past the end.
  func littleEndian16(at offset: Int) -> UInt16 {
    guard offset >= 0, offset + 2 <= raw.count, canRead(upTo: offset + 2) else { return 0 }
    return UInt16(raw[offset]) | UInt16(raw[offset + 1]) << 8
  }

  /// The bytes in `range`, clamped to the ones there are.
  func slice(_ range: Range<Int>) -> Bytes {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), raw.count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), raw.count)
    return Bytes(
      UnsafeRawBufferPointer(rebasing: raw[lower..<upper]), readable: readable - lower, wanted: wanted)
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
    guard offset >= 0, offset + signature.count <= raw.count, canRead(upTo: offset + signature.count) else {
      return false
    }
    for i in 0..<signature.count where raw[offset + i] != signature[i] { return false }
    return true
  }

  /// ASCII case-insensitive `has`.
  func hasFolded(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset >= 0, offset + count <= raw.count, canRead(upTo: offset + count) else { return false }
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
    // follows; none there leaves it to the unread ones.
    let searched = Swift.min(upper, readable)
    if lower < searched, let found = memchr(base + lower, Int32(byte), searched - lower) {
      return UnsafeRawPointer(found) - base
    }
    _ = canRead(upTo: upper)
    return nil
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
    // Among the bytes read first: a match there is the answer whatever
    // follows; none there leaves it to the unread ones.
    let end = Swift.min(upper, readable) - needle.count
    if let first = needle.first, let base = raw.baseAddress, end >= lower {
      var i = lower
      while i <= end {
        // libc's vectorised memchr finds each candidate first byte.
        guard let found = memchr(base + i, Int32(first), end - i + 1) else { break }
        i = UnsafeRawPointer(found) - base
        if has(needle, at: i) { return i }
        i += 1
      }
    }
    if upper - needle.count >= lower { _ = canRead(upTo: upper) }
    return nil
  }
}
