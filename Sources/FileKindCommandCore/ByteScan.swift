#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searches over raw bytes that run on every listing line, a word or more
/// at a time instead of a byte at a time: finding line and field breaks is
/// most of what parsing a line costs.
package enum ByteScan {
  /// The index of the first `byte` in `bytes[from...]`, or `nil`.
  @inline(__always)
  package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int?
  {
    guard let base = bytes.baseAddress, from < bytes.count else { return nil }
    // The C library's search reads a vector register at a time.
    guard let found = memchr(base + from, Int32(byte), bytes.count - from) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The index of the last `byte` in `bytes`, or -1. Searched from the end,
  /// where a chunk's last separator lies within its last line.
  package static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var i = bytes.count - 1
    while i >= 0 && bytes[i] != byte { i -= 1 }
    return i
  }

  /// How many bytes from `from` on may stand in a JSON string as they are:
  /// printable ASCII but `"` and `\`. Eight bytes are tested at once.
  @inline(__always)
  package static func plainJSONCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var i = from
    let raw = UnsafeRawPointer(base)
    while i + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let special =
        word & high | below(word, 0x20) | equal(word, 0x22) | equal(word, 0x5C) | equal(word, 0x7F)
      if special != 0 {
        // The lowest flag is exact: borrows only spill into later bytes.
        return i + (special.trailingZeroBitCount >> 3) - from
      }
      i += 8
    }
    while i < bytes.count {
      let b = bytes[i]
      guard b >= 0x20 && b < 0x7F && b != 0x22 && b != 0x5C else { break }
      i += 1
    }
    return i - from
  }

  /// Where the first field of a listing line ends (its TAB), and whether
  /// every byte before it may stand in a JSON string as it is: a TAB is
  /// itself a byte JSON escapes, so one pass finds both.
  @inline(__always)
  package static func nameField(_ bytes: UnsafeBufferPointer<UInt8>) -> (end: Int?, plainJSON: Bool) {
    let i = plainJSONCount(bytes, from: 0)
    if i < bytes.count && bytes[i] == 0x09 { return (i, true) }
    return (firstIndex(of: 0x09, in: bytes, from: i), false)
  }

  /// The number written in ASCII digits from `from` up to the first other
  /// byte, with where that byte is; `nil` without digits or past 18 of them
  /// (which always fit in `Int64`). Eight digits are read at a time.
  @inline(__always)
  package static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (value: Int64, end: Int)? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var value: UInt64 = 0
    var i = from
    while i + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      // A byte is a digit when its high nibble is 3 and stays 3 after adding 6.
      let nibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
      let threes: UInt64 = 0x3030_3030_3030_3030
      let other = ((word & nibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & nibbles) ^ threes)
      let count = other == 0 ? 8 : other.trailingZeroBitCount >> 3
      guard i - from + count <= 18 else { return nil }
      if count > 0 {
        value = value &* powerOfTen(count) &+ eightDigits((word &- threes) << (64 - 8 * UInt64(count)))
        i += count
      }
      if count < 8 {
        return i > from ? (Int64(value), i) : nil
      }
    }
    while i < bytes.count {
      let digit = bytes[i] &- 48
      guard digit < 10 else { break }
      guard i - from < 18 else { return nil }
      value = value &* 10 &+ UInt64(digit)
      i += 1
    }
    return i > from ? (Int64(value), i) : nil
  }

  @inline(__always)
  private static func powerOfTen(_ n: Int) -> UInt64 {
    switch n {
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    default: 100_000_000
    }
  }

  /// Eight digit values, one per byte with the first in the lowest byte, as
  /// a number: neighbours are paired, then pairs of pairs, then halves.
  @inline(__always)
  private static func eightDigits(_ v: UInt64) -> UInt64 {
    var v = v
    v = (v &* 10 &+ (v >> 8)) & 0x00FF_00FF_00FF_00FF
    v = (v &* 100 &+ (v >> 16)) & 0x0000_FFFF_0000_FFFF
    return (v &* 10_000 &+ (v >> 32)) & 0xFFFF_FFFF
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// A high bit set in some byte iff a byte of `word` under 0x80 is below `limit`.
  @inline(__always)
  private static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & high
  }

  /// A high bit set in some byte iff a byte of `word` equals `byte`; the
  /// lowest one is exact (a borrow only spills into later bytes), so its
  /// position finds the first such byte.
  @inline(__always)
  package static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    below(word ^ (ones &* UInt64(byte)), 1)
  }
}
