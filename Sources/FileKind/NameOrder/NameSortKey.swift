#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A name's place in Finder order as bytes: comparing two keys byte by
/// byte (as `memcmp`, SQLite's `BLOB` order or Spark's binary sort do)
/// orders their names as ``NameOrder`` does.
///
/// Compute a key once per name, store it beside the name, and every sort,
/// index, range scan or merge of sorted runs is a byte comparison:
///
/// ```swift
/// let key = NameSortKey(for: "S03E10.mkv")
/// key < NameSortKey(for: "s03e4.mkv")   // false: 4 comes before 10
/// key.base64EncodedString               // for JSON, CSV or a text column
/// ```
///
/// A key holds up to four levels, each deciding only where every level
/// before it is equal:
/// 1. letters, digits, punctuation and symbols, with case and accents
///    folded, and each run of decimal digits (of any scripts) as its value
///    (its count of significant digits, then the digits two to a byte);
/// 2. accents, mark by mark, in the collation's order of marks;
/// 3. case (lower case first) and the leading zeros of numbers (fewer
///    first), two weights to a byte;
/// 4. full-width, ligature and other compatibility forms, where a name has
///    them; then for a name of printable ASCII one byte, for any other
///    name a byte that places it against that plain twin, then its UTF-8
///    rearranged so that byte order is the order of UTF-16 code units.
///
/// A zero byte separates the levels, and the weights at the end of a level
/// that are its lowest (no accent, lower case) are left out. Two names of
/// up to 1,024 UTF-16 units have equal keys only when they are the same
/// name.
///
/// **Length.** A key of a name of `n` UTF-8 bytes of printable ASCII holds
/// at most `4n + 4` bytes, and of any name at most `43n + 4` (the worst is
/// a character whose compatibility form spells 18 letters in 3 bytes).
/// On a listing of release names, photos and music a key averages about
/// 1.7 times the name's UTF-8 length. A key weighs a name's first 1,024
/// UTF-16 units (four times the longest name a file system takes) and no
/// more, so no key is longer than ``longestKey`` bytes: names that share
/// those units have equal keys, and name order keeps them in the
/// listing's order.
///
/// **Stability.** A key's bytes stay the same for a name within a major
/// version of FileKind, so stored keys stay valid across minor and patch
/// releases; a new major version may order some names differently, and
/// stored keys are then computed again.
///
/// A key orders names only. To sort a listing folders first, or by size or
/// date with names breaking ties, sort by a tuple that ends with the key
/// (in SQL, `ORDER BY is_folder DESC, size DESC, sort_key`).
public struct NameSortKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The key's bytes, to store as a binary column or compare with
  /// `memcmp`.
  public let bytes: [UInt8]

  /// The most bytes a key holds, whatever the name: the key of 1,024
  /// UTF-16 units of the characters that weigh the most.
  public static let longestKey = 43 * 3 * 1_024 + 4

  /// A key read back from its bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A key read back from ``base64EncodedString``, or `nil` when `text`
  /// is not base64.
  public init?(base64Encoded text: String) {
    guard let data = Data(base64Encoded: text) else { return nil }
    bytes = Array(data)
  }

  /// The key in base64 (with padding), as `filekind ingest --sort-key`
  /// writes it. Base64 text does not keep the bytes' order: decode it
  /// before comparing.
  public var base64EncodedString: String {
    Data(bytes).base64EncodedString()
  }

  /// The key in base64, as ``base64EncodedString``.
  public var description: String { base64EncodedString }

  /// Byte order: the first differing byte decides, and a key that is the
  /// beginning of another sorts first.
  public static func < (a: NameSortKey, b: NameSortKey) -> Bool {
    compare(a.bytes, b.bytes) < 0
  }

  /// Encoded as its base64 text.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let key = NameSortKey(base64Encoded: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "A sort key is base64 text."))
    }
    self = key
  }

  /// Encodes the key as its base64 text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(base64EncodedString)
  }

  /// The sign of the byte comparison of `a` and `b`, as `memcmp` with the
  /// shorter first on a common beginning.
  @inline(__always)
  static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let common = Swift.min(a.count, b.count)
    if common > 0, let x = a.baseAddress, let y = b.baseAddress {
      let order = memcmp(x, y, common)
      if order != 0 { return Int(order) }
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }

  @inline(__always)
  static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
  }
}
