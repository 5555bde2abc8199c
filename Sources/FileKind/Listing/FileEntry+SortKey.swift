extension FileEntry {
  /// The entry with its name's sort key made (``sortKey``).
  public func withSortKey() -> FileEntry {
    var entry = self
    entry.sortKey = NameSortKey(for: name)
    return entry
  }
}
