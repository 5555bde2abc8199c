#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searches over raw bytes that run on every listing line, a word or more
/// at a time instead of a byte at a time: finding line and field breaks is
/// most of what parsing a line costs.
enum ByteScan {
  /// The index of the first `byte` in `bytes[from...]`, or `nil`.
  @inline(__always)
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
    guard let base = bytes.baseAddress, from < bytes.count else { return nil }
    // The C library's search reads a vector register at a time.
    guard let found = memchr(base + from, Int32(byte), bytes.count - from) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// How many bytes from `from` on may stand in a JSON string as they are:
  /// printable ASCII but `"` and `\`. Eight bytes are tested at once.
  @inline(__always)
  static func plainJSONCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var i = from
    let raw = UnsafeRawPointer(base)
    while i + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let special = word & high | below(word, 0x20) | equal(word, 0x22) | equal(word, 0x5C) | equal(word, 0x7F)
      if special != 0 { break }
      i += 8
    }
    while i < bytes.count {
      let b = bytes[i]
      guard b >= 0x20 && b < 0x7F && b != 0x22 && b != 0x5C else { break }
      i += 1
    }
    return i - from
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// A high bit set in some byte iff a byte of `word` under 0x80 is below `limit`.
  @inline(__always)
  private static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & high
  }

  /// A high bit set in some byte iff a byte of `word` equals `byte`.
  @inline(__always)
  private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    below(word ^ (ones &* UInt64(byte)), 1)
  }
}
