#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bounds-checked view of the sniffed prefix.
struct Bytes {
  let raw: UnsafeRawBufferPointer
  init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }
  var count: Int { raw.count }
  subscript(i: Int) -> UInt8 { raw[i] }

  /// The first `maxLength` bytes (all of them when there are fewer).
  func prefix(_ maxLength: Int) -> Bytes { Bytes(UnsafeRawBufferPointer(rebasing: raw.prefix(maxLength))) }

  /// The big-endian 32-bit value at `offset`, 0 past the end.
  func bigEndian32(at offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= raw.count else { return 0 }
    return UInt32(raw[offset]) << 24 | UInt32(raw[offset + 1]) << 16 | UInt32(raw[offset + 2]) << 8
      | UInt32(raw[offset + 3])
  }

  /// The little-endian 32-bit value at `offset`, 0 past the end.
  func littleEndian32(at offset: Int) -> UInt32 {
    bigEndian32(at: offset).byteSwapped
  }

  /// The little-endian 16-bit value at `offset`, 0 past the end.
  func littleEndian16(at offset: Int) -> UInt16 {
    guard offset >= 0, offset + 2 <= raw.count else { return 0 }
    return UInt16(raw[offset]) | UInt16(raw[offset + 1]) << 8
  }

  /// The bytes in `range`, clamped to the ones there are.
  func slice(_ range: Range<Int>) -> Bytes {
    let lower = Swift.min(Swift.max(range.lowerBound, 0), raw.count)
    let upper = Swift.min(Swift.max(range.upperBound, lower), raw.count)
    return Bytes(UnsafeRawBufferPointer(rebasing: raw[lower..<upper]))
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
    guard offset >= 0, offset + signature.count <= raw.count else { return false }
    for i in 0..<signature.count where raw[offset + i] != signature[i] { return false }
    return true
  }

  /// ASCII case-insensitive `has`.
  func hasFolded(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset >= 0, offset + count <= raw.count else { return false }
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
    guard lower < upper, let base = raw.baseAddress,
      let found = memchr(base + lower, Int32(byte), upper - lower)
    else { return nil }
    return UnsafeRawPointer(found) - base
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
    let end = Swift.min(limit, raw.count) - needle.count
    guard end >= lower, let first = needle.first, let base = raw.baseAddress else { return nil }
    var i = lower
    while i <= end {
      // libc's vectorised memchr finds each candidate first byte.
      guard let found = memchr(base + i, Int32(first), end - i + 1) else { return nil }
      i = UnsafeRawPointer(found) - base
      if has(needle, at: i) { return i }
      i += 1
    }
    return nil
  }
}
