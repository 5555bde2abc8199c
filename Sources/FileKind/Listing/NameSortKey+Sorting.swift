extension NameSortKey {
  /// The positions of `keys` in byte order (or its reverse): a stable
  /// sort, so equal keys (identical names) keep their order in both
  /// directions. With keys computed once and stored, this is a listing in
  /// Finder order without reading a name.
  ///
  /// Each key's first 16 bytes are read once into two integers, so most
  /// comparisons are integer comparisons; keys those bytes leave equal are
  /// compared in full.
  public static func sortedIndices(
    _ keys: some Collection<NameSortKey>, direction: ListingSort.Direction = .ascending
  ) -> [Int] {
    let keys = Array(keys)
    var elements = keys.indices.map { i in SortElement(keys[i].bytes, index: Int32(i)) }
    let ascending = direction == .ascending
    keys.withUnsafeBufferPointer { keys in
      elements.sort { x, y in
        let (a, b) = ascending ? (x, y) : (y, x)
        if a.high != b.high { return a.high < b.high }
        if a.low != b.low { return a.low < b.low }
        let order = keys[Int(a.index)].bytes.withUnsafeBufferPointer { a in
          keys[Int(b.index)].bytes.withUnsafeBufferPointer { b in NameSortKey.compare(a, b) }
        }
        return order == 0 ? x.index < y.index : order < 0
      }
    }
    return elements.map { Int($0.index) }
  }

  /// One key while it is sorted: its first 16 bytes, big-endian (so that
  /// integer order is byte order; a shorter key is padded with zeros), and
  /// its position.
  struct SortElement {
    var high: UInt64
    var low: UInt64
    var index: Int32

    init(_ bytes: [UInt8], index: Int32) {
      var words: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &words) { out in
        for (k, byte) in bytes.prefix(16).enumerated() { out[k] = byte }
      }
      high = UInt64(bigEndian: words.0)
      low = UInt64(bigEndian: words.1)
      self.index = index
    }
  }
}
