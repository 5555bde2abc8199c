/// The keys of the files read so far, by their place in the object.
///
/// put.io writes every file of a listing with the same keys in the same
/// order, so the key at a file's fifth place is almost always the one that
/// stood at the fifth place of the file before. The reader first checks for
/// that key with three masked word comparisons, which also prove where the
/// key ends, and only scans and looks up a key that is not the one expected.
/// Any other order, and keys with escapes, are read the ordinary way; the
/// answer never depends on the guess, only the time does.
package struct KeyShape {
  /// One key: its bytes and closing quote, zero-padded, the mask of those
  /// bytes, and its field.
  struct Key {
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var masks: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// The key's length with its closing quote.
    var length: Int
    var field: PutioFile.Field?
  }

  /// What stood at each place, as far as it was learnt.
  private var keys: [Key] = []

  /// The most places remembered: a file has about 30 keys.
  static let places = 48
  /// The longest key remembered, with its quote.
  static let longest = 24

  /// A shape that knows nothing yet.
  package init() {}

  /// What the check found.
  enum Match {
    /// Not the key learnt for the place (or none was): read it the
    /// ordinary way.
    case miss
    /// The key learnt for the place, read to its closing quote (the `:`
    /// is the caller's), naming `field` (`nil`: a key the reader does not
    /// keep).
    case hit(PutioFile.Field?)
  }

  /// Whether the key at the cursor (on its opening quote) is the one
  /// learnt for `place`; on a hit the cursor is past its closing quote.
  @inline(__always)
  func match(_ reader: inout JSONReader, place: Int) -> Match {
    guard place < keys.count, reader.peek == UInt8(ascii: "\"") else { return .miss }
    let key = keys[place]
    let start = reader.at + 1
    guard start + Self.longest <= reader.bytes.count else { return .miss }
    let here = UnsafeRawPointer(reader.bytes.baseAddress! + start)
    let difference =
      (here.loadUnaligned(as: UInt64.self) & key.masks.0 ^ key.words.0)
      | (here.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & key.masks.1 ^ key.words.1)
      | (here.loadUnaligned(fromByteOffset: 16, as: UInt64.self) & key.masks.2 ^ key.words.2)
    guard difference == 0 else { return .miss }
    reader.at = start + key.length
    return .hit(key.field)
  }

  /// Remembers the key just read at `place`, and its field.
  mutating func learn(_ token: JSONString, as field: PutioFile.Field?, place: Int, in reader: JSONReader) {
    guard place <= keys.count, place < Self.places, !token.hasEscapes,
      token.range.count + 1 <= Self.longest
    else { return }
    var key = Key(length: token.range.count + 1, field: field)
    withUnsafeMutableBytes(of: &key.words) { words in
      for (i, at) in token.range.enumerated() { words[i] = reader.bytes[at] }
      words[token.range.count] = UInt8(ascii: "\"")
    }
    withUnsafeMutableBytes(of: &key.masks) { masks in
      for i in 0..<key.length { masks[i] = 0xFF }
    }
    if place == keys.count { keys.append(key) } else { keys[place] = key }
  }
}
