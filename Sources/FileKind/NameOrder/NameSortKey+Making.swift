extension NameSortKey {
  /// The key of `name`.
  public init(for name: String) {
    var bytes: [UInt8] = []
    SortKeyWriter.append(name, to: &bytes)
    self.init(bytes: bytes)
  }
}

extension NameOrder {
  /// The sort key of `name`: ``NameSortKey/init(for:)``.
  public static func sortKey(for name: String) -> NameSortKey {
    NameSortKey(for: name)
  }

  /// Appends the sort key of `name` to `bytes`, for callers that keep many
  /// keys in one buffer (nothing is allocated once it has room).
  public static func appendSortKey(for name: String, to bytes: inout [UInt8]) {
    SortKeyWriter.append(name, to: &bytes)
  }
}
