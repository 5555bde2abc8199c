#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NameOrder {
  /// The positions of `names` in Finder order (or its reverse): a stable
  /// sort, so identical names keep the listing's order in both directions.
  /// Descending orders each pair as `b.localizedStandardCompare(a)` does.
  ///
  /// Each name's first 32 bytes of first-level weights are computed once
  /// and sorted in place, so most comparisons read no name at all; pairs
  /// those weights leave open are walked in full (the names' UTF-8 laid out
  /// in one block), and only the pairs that walk cannot decide take their
  /// sort keys (the beginning of each name's first level first, then its
  /// whole key), each made once a name. Nothing is allocated per comparison
  /// the walk decides.
  public static func sortedIndices(
    _ names: some Collection<String>, direction: ListingSort.Direction = .ascending
  ) -> [Int] {
    var none = NoTally()
    return sort(Array(names), direction, tally: &none)
  }

  /// ``sortedIndices(_:direction:)``, telling `tally` how each comparison
  /// was decided (for the benchmark's notes; the public sort counts
  /// nothing, and its tally compiles away).
  package static func sortedIndices(
    _ names: [String], direction: ListingSort.Direction, tally: inout some SortTally
  ) -> [Int] {
    sort(names, direction, tally: &tally)
  }

  /// One name while it is sorted: its prefix weights and its position.
  struct SortElement {
    /// The name's ``PrefixWeights``.
    var weights: PrefixWeights
    var index: Int32
  }

  static func sort<Tally: SortTally>(
    _ names: [String], _ direction: ListingSort.Direction, tally: inout Tally
  )
    -> [Int]
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
    var starts = [Int]()
    starts.reserveCapacity(names.count + 1)
    for name in names {
      starts.append(bytes.count)
      bytes.append(contentsOf: name.utf8)
    }
    starts.append(bytes.count)
    return bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        func name(_ i: Int32) -> UnsafeBufferPointer<UInt8> {
          UnsafeBufferPointer(rebasing: bytes[starts[Int(i)]..<starts[Int(i) + 1]])
        }
        var elements = (0..<names.count).map { i in
          SortElement(weights: PrefixWeights(name(Int32(i))), index: Int32(i))
        }
        func order(_ x: SortElement, _ y: SortElement) -> ComparisonResult {
          if let decided = PrefixWeights.order(x.weights, y.weights) {
            tally.decided(by: .prefixWeights)
            return decided
          }
          if let decided = decide(name(x.index), name(y.index)) {
            tally.decided(by: .walk)
            return decided
          }
          if let decided = FirstLevelPrefix.order(prefix(x.index), prefix(y.index)) {
            tally.decided(by: .firstLevelPrefix)
            return decided
          }
          tally.decided(by: .sortKeys)
          let order = NameSortKey.compare(key(x.index), key(y.index))
          return order == 0 ? .orderedSame : (order < 0 ? .orderedAscending : .orderedDescending)
        }
        // A name's key is made the first time a comparison needs it and
        // kept for the rest of the sort, so a listing of names the walk
        // cannot decide (hostile ones among them) costs one key a name,
        // not two a comparison.
        // Before a whole key, the beginning of its first level, made from
        // the beginning of the name: long names that differ early (a
        // shared folder's hostile ones) never need their whole keys.
        // Made on first need: most sorts never get this far.
        var prefixes: [FirstLevelPrefix?] = []
        func prefix(_ i: Int32) -> FirstLevelPrefix {
          if prefixes.isEmpty { prefixes = Array(repeating: nil, count: names.count) }
          if let made = prefixes[Int(i)] { return made }
          let made = FirstLevelPrefix(of: names[Int(i)])
          prefixes[Int(i)] = made
          return made
        }
        var keys = [[UInt8]?](repeating: nil, count: names.count)
        func key(_ i: Int32) -> [UInt8] {
          if let made = keys[Int(i)] { return made }
          var made: [UInt8] = []
          SortKeyWriter.append(names[Int(i)], to: &made)
          keys[Int(i)] = made
          return made
        }
        // Descending swaps the arguments; every way of deciding gives the
        // reverse answer for the reversed pair, so this is the ascending
        // order turned round, with ties kept in the listing's order.
        let ascending = direction == .ascending
        elements.sort { x, y in
          switch ascending ? order(x, y) : order(y, x) {
          case .orderedAscending: true
          case .orderedDescending: false
          case .orderedSame: x.index < y.index
          }
        }
        return elements.map { Int($0.index) }
      }
    }
  }
}

/// What decided one comparison of a sort: the names' prefix weights, a
/// walk of both names, the beginnings of their keys' first levels, or their
/// whole sort keys.
package enum SortDecision: Sendable {
  case prefixWeights, walk, firstLevelPrefix, sortKeys
}

/// Told how each comparison of a sort was decided.
package protocol SortTally {
  mutating func decided(by decision: SortDecision)
}

/// Counts nothing: the public sort's tally.
struct NoTally: SortTally {
  @inline(__always) mutating func decided(by decision: SortDecision) {}
}

/// The first 32 bytes of a name's first-level weights, as far as they are
/// certain: one byte per printable ASCII character (its rank), and per run
/// of digits a marker with the digits' rank, the count of significant
/// digits and the digits themselves, so that numbers order by value. A name
/// that ends is padded with zeros, lower than any weight.
///
/// Where two names' weights differ within both names' certain bytes, that
/// byte is the first difference ``NameOrder/decide(_:_:)`` would find, and
/// it decides the same way; anywhere else the names are compared in full.
/// Weights stop being certain at a byte the walk does not decide by rank
/// alone: a control character, a byte beyond ASCII, or a number too long.
struct PrefixWeights {
  /// The weights, eight bytes a word, big-endian, so that integer order is
  /// byte order.
  var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// How many bytes are certain.
  var exact: Int32 = 0

  static let length = 32

  init(_ name: UnsafeBufferPointer<UInt8>) {
    var count = 0
    var i = 0
    var ended = false
    withUnsafeMutableBytes(of: &words) { out in
      func emit(_ byte: UInt8) -> Bool {
        guard count < Self.length else { return false }
        out[count] = byte
        count += 1
        return true
      }
      while count < Self.length {
        guard i < name.count else {
          ended = true
          break
        }
        let byte = name[i]
        if byte &- 0x30 < 10 {
          var end = i
          while end < name.count && name[end] &- 0x30 < 10 { end += 1 }
          // A number followed by a scalar beyond ASCII may go on in another
          // script's digits (`1٠` is ten): its weight is not certain, and
          // the walk, which reads that scalar, decides.
          guard end - i <= NameOrder.longestNumber, end == name.count || name[end] < 0x80 else { break }
          var first = i
          while first < end && name[first] == 0x30 { first += 1 }
          _ = emit(NameOrder.asciiRank[0x30])
          _ = emit(UInt8(end - first))
          for k in first..<end where !emit(name[k] &- 0x30) { break }
          i = end
          continue
        }
        guard byte >= 0x20 && byte < 0x7F else { break }
        _ = emit(NameOrder.asciiRank[Int(byte)])
        i += 1
      }
    }
    words = (
      UInt64(bigEndian: words.0), UInt64(bigEndian: words.1), UInt64(bigEndian: words.2),
      UInt64(bigEndian: words.3)
    )
    exact = ended ? Int32(Self.length) : Int32(count)
  }

  /// The order two names' weights decide, or `nil`.
  @inline(__always)
  static func order(_ x: PrefixWeights, _ y: PrefixWeights) -> ComparisonResult? {
    @inline(__always) func differ(_ a: UInt64, _ b: UInt64, at word: Int32) -> ComparisonResult? {
      let first = word * 8 + Int32((a ^ b).leadingZeroBitCount >> 3)
      guard first < Swift.min(x.exact, y.exact) else { return nil }
      return a < b ? .orderedAscending : .orderedDescending
    }
    if x.words.0 != y.words.0 { return differ(x.words.0, y.words.0, at: 0) }
    if x.words.1 != y.words.1 { return differ(x.words.1, y.words.1, at: 1) }
    if x.words.2 != y.words.2 { return differ(x.words.2, y.words.2, at: 2) }
    if x.words.3 != y.words.3 { return differ(x.words.3, y.words.3, at: 3) }
    return nil
  }
}
