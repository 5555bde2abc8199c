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
