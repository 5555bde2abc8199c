#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ListingSort {
  /// `entries` in this order; equal keys keep the listing's order.
  public func sorted(_ entries: some Collection<FileEntry>) -> [FileEntry] {
    let entries = Array(entries)
    return sortedIndices(entries).map { entries[$0] }
  }

  /// The positions of `entries` in this order (a permutation of
  /// `entries.indices` counted from 0); equal keys keep the listing's order.
  public func sortedIndices(_ entries: some Collection<FileEntry>) -> [Int] {
    let entries = Array(entries)
    switch key {
    case .name: return NameOrder.sortedIndices(entries.map(\.name), direction: direction)
    case .size: return Self.stableIndices(entries.map(\.size), direction)
    case .added: return Self.stableIndices(entries.map { $0.added ?? $0.date }, direction)
    case .modified: return Self.stableIndices(entries.map(\.date), direction)
    case .type: return Self.stableIndices(entries.map(\.kind.ordinal), direction)
    case .watch: return Self.stableIndices(entries.map { $0.flags.contains(.resumePoint) ? 1 : 0 }, direction)
    }
  }

  /// Indices of `keys` sorted by key in `direction`, ties by index.
  package static func stableIndices<Value: Comparable>(_ keys: [Value], _ direction: Direction) -> [Int] {
    var indices = Array(keys.indices)
    keys.withUnsafeBufferPointer { keys in
      if direction == .ascending {
        indices.sort { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
      } else {
        indices.sort { keys[$1] < keys[$0] || (keys[$0] == keys[$1] && $0 < $1) }
      }
    }
    return indices
  }
}

extension NameOrder {
  /// The positions of `names` in Finder order (or its reverse): a stable
  /// sort, so identical names keep the listing's order in both directions.
  /// Descending orders each pair as `b.localizedStandardCompare(a)` does.
  ///
  /// The names' UTF-8 is laid out once in one block, so each comparison
  /// reads memory in place and allocates nothing; only the pairs FileKind
  /// cannot decide are asked of Foundation.
  public static func sortedIndices(
    _ names: some Collection<String>, direction: ListingSort.Direction = .ascending
  ) -> [Int] {
    sort(Array(names), direction).indices
  }

  /// How sorting `names` went: comparisons made, and how many of them
  /// FileKind handed to Foundation.
  package static func sortStatistics(_ names: [String]) -> (comparisons: Int, askedFoundation: Int) {
    let sorted = sort(names, .ascending)
    return (sorted.comparisons, sorted.askedFoundation)
  }

  static func sort(_ names: [String], _ direction: ListingSort.Direction) -> (
    indices: [Int], comparisons: Int, askedFoundation: Int
  ) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
    var starts = [Int]()
    starts.reserveCapacity(names.count + 1)
    for name in names {
      starts.append(bytes.count)
      bytes.append(contentsOf: name.utf8)
    }
    starts.append(bytes.count)
    var indices = Array(names.indices)
    var comparisons = 0
    var askedFoundation = 0
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        func order(_ x: Int, _ y: Int) -> ComparisonResult {
          comparisons &+= 1
          let a = UnsafeBufferPointer(rebasing: bytes[starts[x]..<starts[x + 1]])
          let b = UnsafeBufferPointer(rebasing: bytes[starts[y]..<starts[y + 1]])
          if let decided = decide(a, b) { return decided }
          askedFoundation &+= 1
          return FoundationOracle.compare(names[x], names[y])
        }
        // Descending swaps the arguments rather than negating the answer:
        // Foundation's answers are not always antisymmetric (`Eａ` and
        // `é  ` each sort before the other), and each call must be the
        // call Foundation would be asked.
        let ascending = direction == .ascending
        indices.sort { x, y in
          switch ascending ? order(x, y) : order(y, x) {
          case .orderedAscending: true
          case .orderedDescending: false
          case .orderedSame: x < y
          }
        }
      }
    }
    return (indices, comparisons, askedFoundation)
  }
}
