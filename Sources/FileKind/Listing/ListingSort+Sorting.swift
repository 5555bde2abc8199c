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
    sortedIndices(of: Array(entries))
  }

  /// The one sort: the positions of `rows` in this order, each key read
  /// once per row. Rows held another way than as ``FileEntry`` values (the
  /// command's listing lines) sort through here too.
  package func sortedIndices<Row: ListingSortable>(of rows: [Row]) -> [Int] {
    switch key {
    case .name: return NameOrder.sortedIndices(rows.map(\.name), direction: direction)
    case .size: return Self.stableIndices(rows.map(\.size), direction)
    case .added: return Self.stableIndices(rows.map { $0.added ?? $0.date }, direction)
    case .modified: return Self.stableIndices(rows.map(\.date), direction)
    case .type: return Self.stableIndices(rows.map(\.kind.ordinal), direction)
    case .watch: return Self.stableIndices(rows.map { $0.flags.contains(.resumePoint) ? 1 : 0 }, direction)
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

/// What a sort reads of a row: each key is read once per row, so a row
/// held as bytes may compute its name or kind when asked.
package protocol ListingSortable {
  var name: String { get }
  var size: Int64 { get }
  var date: Date { get }
  var added: Date? { get }
  var kind: IconKind { get }
  var flags: EntryFlags { get }
}

extension FileEntry: ListingSortable {}
