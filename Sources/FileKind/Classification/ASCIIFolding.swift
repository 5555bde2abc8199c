/// ASCII case folding on bytes, the one definition every case-insensitive
/// comparison uses (extensions, media types, put.io's `file_type`, markup
/// tags): `A`–`Z` become `a`–`z`, every other byte is left alone, so a
/// UTF-8 sequence never changes.
@usableFromInline
enum ASCIIFolding {
  /// `byte` lower-cased if it is an ASCII capital.
  @inlinable @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- 65 < 26 ? byte | 0x20 : byte
  }

  /// Whether `bytes` equal `word` (written in lower case) ignoring ASCII case.
  @inlinable
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    for i in 0..<bytes.count where lowercased(bytes[i]) != word.utf8Start[i] { return false }
    return true
  }
}
