/// A search query for raw names: a name matches exactly when Foundation's
/// `localizedStandardContains` says it contains the query (case and
/// accents ignored: `bjork` finds `Björk`, `RESU` finds `résumé`).
///
/// Build one per query and ask it about every name. A query of printable
/// ASCII, the common case, is matched by FileKind's own walk over the name's
/// UTF-8, which allocates nothing; names holding characters that walk does
/// not model (ligatures, `ß`, combining marks, symbols), and every query
/// beyond ASCII, are asked of Foundation, so the answer is always its
/// answer. The empty query matches no name, as Foundation's
/// `localizedStandardContains("")` answers: an app shows the whole list
/// while the search field is empty, without searching.
public struct NameSearch: Sendable, Hashable {
  /// The query as the person typed it.
  public let query: String
  /// The query's bytes lowercased, when it is printable ASCII; `nil`
  /// sends every name to Foundation.
  let folded: [UInt8]?

  /// A search for `query`, shown and matched as typed.
  public init(_ query: String) {
    self.query = query
    let bytes = Array(query.utf8)
    folded =
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      ? bytes.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 } : nil
  }

  /// Whether `name` matches: `name.localizedStandardContains(query)`
  /// (`false` for the empty query, as Foundation answers).
  public func matches(_ name: String) -> Bool {
    if query.isEmpty { return false }
    switch find(in: name, firstOnly: false) {
    case .found: return true
    case .absent: return false
    case .unknown: return FoundationOracle.contains(query, in: name)
    }
  }

  /// Where the first match in `name` lies, for highlighting it; `nil` when
  /// `name` does not match (and for the empty query).
  public func range(in name: String) -> Range<String.Index>? {
    if query.isEmpty { return nil }
    switch find(in: name, firstOnly: true) {
    case .found(let bytes):
      let utf8 = name.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
      return start..<utf8.index(start, offsetBy: bytes.count)
    case .absent: return nil
    case .unknown: return FoundationOracle.range(of: query, in: name)
    }
  }

  /// The positions in `names` that match, in order, on every core for a
  /// large batch (``BatchOptions/allCores``).
  public func matchingIndices(in names: some Collection<String>, options: BatchOptions = .allCores) -> [Int] {
    if query.isEmpty { return [] }
    let names = Array(names)
    if options.threads <= 1 || names.count < options.minimumParallelCount {
      var kept: [Int] = []
      for i in names.indices where matches(names[i]) { kept.append(i) }
      return kept
    }
    let matched = ParallelMap.map(names, options) { matches($0.pointee) }
    return matched.indices.filter { matched[$0] }
  }

  /// The entries whose names match, in their order.
  public func filter(_ entries: some Collection<FileEntry>, options: BatchOptions = .allCores) -> [FileEntry]
  {
    let entries = Array(entries)
    return matchingIndices(in: entries.lazy.map(\.name), options: options).map { entries[$0] }
  }

  /// Whether a raw name, as bytes, matches. Bytes that are not UTF-8 are
  /// read as `String(decoding:as:)` reads them (each bad byte a U+FFFD).
  package func matches(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
    if query.isEmpty { return false }
    guard let folded, name.allSatisfy({ $0 < 0x80 }) else {
      return matches(String(decoding: name, as: UTF8.self))
    }
    let finding = folded.withUnsafeBufferPointer { Self.find($0, in: name, firstOnly: false) }
    switch finding {
    case .found: return true
    case .absent: return false
    case .unknown: return matches(String(decoding: name, as: UTF8.self))
    }
  }

  /// How many of `names` FileKind hands to Foundation for this query.
  package func namesAskingFoundation(_ names: some Sequence<String>) -> Int {
    if query.isEmpty { return 0 }
    return names.reduce(0) { $0 + (find(in: $1, firstOnly: false) == .unknown ? 1 : 0) }
  }

  /// What FileKind's own walk found.
  enum Finding: Equatable {
    /// A match, as a range of the name's UTF-8 bytes.
    case found(Range<Int>)
    /// No match anywhere.
    case absent
    /// Only Foundation can tell.
    case unknown
  }

  /// Looks for the query in `name`'s scalars, folded: ASCII letters to
  /// lower case, a precomposed Latin letter to its base letter; another
  /// script's letter matches no ASCII character. With `firstOnly`, a match
  /// after a scalar FileKind does not model is not known to be the first.
  func find(in name: String, firstOnly: Bool) -> Finding {
    guard let folded else { return .unknown }
    let find = { (bytes: UnsafeBufferPointer<UInt8>) in
      folded.withUnsafeBufferPointer { query in Self.find(query, in: bytes, firstOnly: firstOnly) }
    }
    if let found = name.utf8.withContiguousStorageIfAvailable(find) { return found }
    var name = name
    return name.withUTF8(find)
  }

  /// A scalar's folded byte: the ASCII byte it matches, 0 for one that
  /// matches none, `nil` for one FileKind does not model.
  @inline(__always)
  static func foldedByte(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (byte: UInt8, length: Int)? {
    let lead = bytes[i]
    if lead < 0x80 {
      guard lead >= 0x20 && lead < 0x7F else { return nil }
      return (lead &- 0x41 < 26 ? lead | 0x20 : lead, 1)
    }
    let (scalar, length) = LatinFolding.decode(bytes, at: i)
    switch LatinFolding.classify(scalar) {
    case .latin(let base): return (base, length)
    case .otherScript: return (0, length)
    case .ascii, .unknown: return nil
    }
  }

  /// Where, from `start`, the first byte lies that is the query's first
  /// byte (in either case) or not printable ASCII, eight bytes at a time.
  @inline(__always)
  static func skipPlainBytes(
    _ name: UnsafeBufferPointer<UInt8>, from start: Int, lead: UInt8, leadUpper: UInt8
  ) -> Int {
    guard let base = name.baseAddress else { return start }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// Bytes of `word` equal to `byte` (their high bits set, and perhaps
    /// a byte after one of them: enough to stop the skip).
    @inline(__always) func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
      let x = word ^ (ones &* UInt64(byte))
      return (x &- ones) & ~x & highs
    }
    var k = start
    while k + 8 <= name.count {
      let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
      let below20 = (word &- ones &* 0x20) & ~word & highs
      let stop = word & highs | below20 | equal(word, 0x7F) | equal(word, lead) | equal(word, leadUpper)
      if stop != 0 { return k + stop.trailingZeroBitCount >> 3 }
      k += 8
    }
    return k
  }

  static func find(
    _ query: UnsafeBufferPointer<UInt8>, in name: UnsafeBufferPointer<UInt8>, firstOnly: Bool
  ) -> Finding {
    var start = 0
    var sawUnknown = false
    // The query's first byte in both cases: most of a name is printable
    // ASCII that is neither, passed over without folding anything.
    let lead = query[0]
    let leadUpper = lead &- 0x61 < 26 ? lead & 0xDF : lead
    while start < name.count {
      start = skipPlainBytes(name, from: start, lead: lead, leadUpper: leadUpper)
      guard start < name.count else { break }
      let byte = name[start]
      if byte &- 0x20 < 0x5F && byte != lead && byte != leadUpper {
        start += 1
        continue
      }
      guard let first = foldedByte(name, at: start) else {
        sawUnknown = true
        start += LatinFolding.decode(name, at: start).length
        continue
      }
      if first.byte == query[0] {
        var i = start + first.length
        var k = 1
        while k < query.count, i < name.count {
          guard let next = foldedByte(name, at: i) else {
            // Foundation may match through it (a combining mark is skipped).
            sawUnknown = true
            break
          }
          guard next.byte == query[k] else { break }
          i += next.length
          k += 1
        }
        if k == query.count {
          // A mark after the match may belong to its last character.
          let endsClean = i == name.count || foldedByte(name, at: i) != nil
          return firstOnly && (sawUnknown || !endsClean) ? .unknown : .found(start..<i)
        }
      }
      start += first.length
    }
    return sawUnknown ? .unknown : .absent
  }
}
