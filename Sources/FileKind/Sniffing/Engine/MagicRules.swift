#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// shared-mime-info's magic rules, compiled into the package by
/// `Scripts/generate-magic.py`, and their interpreter: the engine between
/// FileKind's native checks and libmagic, and the only one after them on
/// platforms without libmagic. Two sets: ``binary`` for what the native
/// checks did not know, ``text`` to name a prefix already known to be text
/// (a playlist, a vCard, an XML dialect).
///
/// A rule matches when any of its top-level matches does; a match holds when
/// its value is found at its offset (or anywhere in its offset range) and,
/// if it has children, one of them holds too. Rules run highest priority
/// first; the first that matches names the type. Evaluation reads the
/// prefix in place and allocates nothing.
enum MagicRules {
  /// One rule: its media type (an index into ``RuleSet/types``), its priority,
  /// and its first top-level match (the rest are that match's siblings).
  struct Rule {
    let mimeType: Int16
    let priority: UInt8
    let firstMatch: Int16
    init(_ mimeType: Int16, _ priority: UInt8, _ firstMatch: Int16) {
      self.mimeType = mimeType
      self.priority = priority
      self.firstMatch = firstMatch
    }
  }

  /// One test: `type` 0 is a byte string; 1 a byte; 2/3 big-endian 16/32-bit;
  /// 4/5 little-endian 16/32-bit. Values (and masks) are bytes in ``pool``
  /// in file order, so every type compares as bytes.
  struct Match {
    let type: UInt8
    let offset: Int32
    /// How many further offsets to try after `offset` (a range `a:b`).
    let span: Int32
    let value: Int32
    let length: Int16
    let mask: Int32
    let firstChild: Int16
    let nextSibling: Int16
    init(
      _ type: UInt8, _ offset: Int32, _ span: Int32, _ value: Int32, _ length: Int16, _ mask: Int32,
      _ firstChild: Int16, _ nextSibling: Int16
    ) {
      self.type = type
      self.offset = offset
      self.span = span
      self.value = value
      self.length = length
      self.mask = mask
      self.firstChild = firstChild
      self.nextSibling = nextSibling
    }
  }

  /// The entries of ``index`` for one offset.
  struct IndexedOffset {
    let offset: Int32
    let start: Int16
    let end: Int16
    init(_ offset: Int32, _ start: Int16, _ end: Int16) {
      self.offset = offset
      self.start = start
      self.end = end
    }
  }

  /// A rule that can only match when `byte` is at its entry's offset.
  struct IndexEntry {
    let byte: UInt8
    let rule: Int16
    init(_ byte: UInt8, _ rule: Int16) {
      self.byte = byte
      self.rule = rule
    }
  }

  /// One compiled set of rules with its index.
  struct RuleSet: Sendable {
    /// Media types the rules name, by `Rule.mimeType`.
    let types: [KnownType]
    /// Rules, highest priority first.
    let rules: [Rule]
    let matches: [Match]
    /// Values and masks (masked values stored already masked).
    let pool: [UInt8]
    /// Offsets some rule pins a first byte at, with their range in `index`.
    let indexedOffsets: [IndexedOffset]
    /// (first byte, rule) pairs per offset, sorted by byte.
    let index: [IndexEntry]
    /// Rules the index cannot place (offset ranges, masked first bytes).
    let unindexed: [Int16]
    /// How far into a file any rule looks: bytes past it cannot change an
    /// answer, so a prefix read in stages is read no further for the rules.
    let reach: Int

    /// The tables from the generator's flat integer arrays (three words a
    /// rule, eight a match, three an indexed offset, two an index entry).
    init(
      types: [KnownType], ruleWords: [Int32], matchWords: [Int32], pool: [UInt8],
      indexedOffsetWords: [Int32], indexWords: [Int32], unindexed: [Int16]
    ) {
      func rows<T>(_ words: [Int32], _ width: Int, _ make: (ArraySlice<Int32>) -> T) -> [T] {
        stride(from: 0, to: words.count, by: width).map { make(words[$0..<($0 + width)]) }
      }
      self.types = types
      rules = rows(ruleWords, 3) { w in
        Rule(Int16(w[w.startIndex]), UInt8(w[w.startIndex + 1]), Int16(w[w.startIndex + 2]))
      }
      matches = rows(matchWords, 8) { w in
        let i = w.startIndex
        return Match(
          UInt8(w[i]), w[i + 1], w[i + 2], w[i + 3], Int16(w[i + 4]), w[i + 5], Int16(w[i + 6]),
          Int16(w[i + 7]))
      }
      self.pool = pool
      indexedOffsets = rows(indexedOffsetWords, 3) { w in
        IndexedOffset(w[w.startIndex], Int16(w[w.startIndex + 1]), Int16(w[w.startIndex + 2]))
      }
      index = rows(indexWords, 2) { w in IndexEntry(UInt8(w[w.startIndex]), Int16(w[w.startIndex + 1])) }
      self.unindexed = unindexed
      reach = matches.reduce(0) { Swift.max($0, Int($1.offset) + Int($1.span) + Int($1.length)) }
    }

    /// Calls `body` with the tables as raw buffers, so the loops run without
    /// array bookkeeping.
    func withTables<R>(_ body: (Tables) -> R) -> R {
      rules.withUnsafeBufferPointer { rules in
        matches.withUnsafeBufferPointer { matches in
          pool.withUnsafeBufferPointer { pool in
            indexedOffsets.withUnsafeBufferPointer { offsets in
              index.withUnsafeBufferPointer { index in
                unindexed.withUnsafeBufferPointer { unindexed in
                  body(
                    Tables(
                      rules: rules, matches: matches, pool: pool, offsets: offsets, index: index,
                      unindexed: unindexed))
                }
              }
            }
          }
        }
      }
    }

    /// The highest-priority rule's media type for `bytes`, or `nil`.
    ///
    /// Only rules whose first bytes are in place (by the index), and the few
    /// the index cannot place, are evaluated; they run in priority order.
    func mimeType(of bytes: UnsafeRawBufferPointer) -> KnownType? {
      guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
      let prefix = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
      guard let rule = withTables({ MagicRules.firstMatchingRule(in: prefix, $0) }) else { return nil }
      return types[rule]
    }
  }

  /// A rule set's tables as raw buffers.
  struct Tables {
    let rules: UnsafeBufferPointer<Rule>
    let matches: UnsafeBufferPointer<Match>
    let pool: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<IndexedOffset>
    let index: UnsafeBufferPointer<IndexEntry>
    let unindexed: UnsafeBufferPointer<Int16>
  }

  /// The media type index of the first rule, in priority order, that holds.
  static func firstMatchingRule(in prefix: UnsafeBufferPointer<UInt8>, _ t: Tables) -> Int? {
    let words = (t.rules.count + 63) / 64
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { candidates -> Int? in
      candidates.initialize(repeating: 0)
      for rule in t.unindexed { candidates[Int(rule) >> 6] |= 1 << (UInt64(rule) & 63) }
      for entry in t.offsets where Int(entry.offset) < prefix.count {
        let byte = prefix[Int(entry.offset)]
        // Entries of one offset are sorted by byte: find the first `byte`.
        var low = Int(entry.start)
        var high = Int(entry.end)
        while low < high {
          let mid = (low + high) >> 1
          if t.index[mid].byte < byte { low = mid + 1 } else { high = mid }
        }
        while low < Int(entry.end) && t.index[low].byte == byte {
          let rule = Int(t.index[low].rule)
          candidates[rule >> 6] |= 1 << UInt64(rule & 63)
          low += 1
        }
      }
      // Rule numbers are in priority order: the lowest set bit runs first.
      for word in 0..<words {
        var bits = candidates[word]
        while bits != 0 {
          let rule = word << 6 | bits.trailingZeroBitCount
          bits &= bits - 1
          if anyMatch(from: Int(t.rules[rule].firstMatch), in: prefix, t) {
            return Int(t.rules[rule].mimeType)
          }
        }
      }
      return nil
    }
  }

  /// Whether the match at `first` or any of its siblings holds.
  static func anyMatch(from first: Int, in prefix: UnsafeBufferPointer<UInt8>, _ t: Tables) -> Bool {
    var current = first
    while current >= 0 {
      let match = t.matches[current]
      if holds(match, in: prefix, t.pool)
        && (match.firstChild < 0 || anyMatch(from: Int(match.firstChild), in: prefix, t))
      {
        return true
      }
      current = Int(match.nextSibling)
    }
    return false
  }

  /// Whether one match's value is at its offset, or anywhere in its range.
  @inline(__always)
  static func holds(_ match: Match, in prefix: UnsafeBufferPointer<UInt8>, _ pool: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let length = Int(match.length)
    let first = Int(match.offset)
    let last = Swift.min(first + Int(match.span), prefix.count - length)
    guard length > 0, first <= last else { return false }
    let value = Int(match.value)
    if match.mask < 0 {
      // Find the first byte (libc's vectorised memchr over a range), then
      // compare the rest.
      let lead = pool[value]
      var at = first
      while at <= last {
        if match.span > 0 {
          guard let found = memchr(prefix.baseAddress! + at, Int32(lead), last - at + 1) else { return false }
          at = UnsafeRawPointer(found) - UnsafeRawPointer(prefix.baseAddress!)
        } else if prefix[at] != lead {
          return false
        }
        var i = 1
        while i < length && prefix[at + i] == pool[value + i] { i += 1 }
        if i == length { return true }
        at += 1
      }
      return false
    }
    let mask = Int(match.mask)
    var at = first
    while at <= last {
      var i = 0
      while i < length && prefix[at + i] & pool[mask + i] == pool[value + i] { i += 1 }
      if i == length { return true }
      at += 1
    }
    return false
  }
}

extension MagicRules {
  /// What the binary rules name a prefix, as the detection tree asks.
  static func binaryType(_ b: Bytes) -> KnownType? { binary.mimeType(of: b.prefix(binary.reach).whole) }
}
