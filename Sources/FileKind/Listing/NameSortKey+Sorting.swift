extension NameSortKey {
  /// The positions of `keys` in byte order (or its reverse): a stable
  /// sort, so equal keys (identical names) keep their order in both
  /// directions. With keys computed once and stored, this is a listing in
  /// Finder order without reading a name.
  ///
  /// The keys are sorted by their first 16 bytes, a byte at a time and in
  /// place (a most-significant-byte-first radix sort), over a copy of
  /// those bytes kept beside each key's position; keys that agree there
  /// are sorted again by their next 16, so a key's bytes are read only as
  /// far as it shares a beginning with another.
  public static func sortedIndices(
    _ keys: some Collection<NameSortKey>, direction: ListingSort.Direction = .ascending
  ) -> [Int] {
    let keys = Array(keys)
    // A chunk holds a key's position in 32 bits.
    guard keys.count <= Int(UInt32.max) else {
      let ascending = keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
      return ascending.arranged(direction, of: keys)
    }
    let chunks = keys.withUnsafeBufferPointer { keys in
      [Chunk](unsafeUninitializedCapacity: keys.count) { chunks, initialized in
        for i in keys.indices {
          chunks.initializeElement(at: i, to: Chunk(keys[i].bytes, from: 0, index: UInt32(i)))
        }
        initialized = keys.count
        var sorter = ChunkSorter(keys: keys, chunks: chunks)
        sorter.sort()
      }
    }
    return chunks.map { Int($0.index) }.arranged(direction, of: keys)
  }

  /// Sixteen bytes of a key from an offset, big-endian in two integers (so
  /// that integer order is byte order; past the key's end, zeros), how many
  /// of the key's bytes remain there (at most 17: more than the chunk
  /// holds), and the key's position.
  struct Chunk {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var index: UInt32 = 0
    var remaining: UInt32 = 0

    @inline(__always)
    init(_ bytes: [UInt8], from offset: Int, index: UInt32) {
      self.index = index
      bytes.withUnsafeBufferPointer { bytes in
        let count = bytes.count - offset
        guard count > 0, let start = bytes.baseAddress.map({ UnsafeRawPointer($0 + offset) }) else { return }
        remaining = UInt32(Swift.min(count, 17))
        if count >= 16 {
          high = UInt64(bigEndian: start.loadUnaligned(as: UInt64.self))
          low = UInt64(bigEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
          return
        }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: start, byteCount: count) }
        high = UInt64(bigEndian: words.0)
        low = UInt64(bigEndian: words.1)
      }
    }

    /// Whether the key goes on past this chunk.
    var goesOn: Bool { remaining > 16 }

    /// The bucket of the chunk's byte at `depth`: 0 when the key has ended
    /// before it (an ended key sorts before any byte, a zero among them),
    /// else the byte plus one.
    @inline(__always)
    func bucket(_ depth: Int) -> Int {
      guard Int(remaining) > depth else { return 0 }
      let word = depth < 8 ? high : low
      return (Int(truncatingIfNeeded: word >> UInt64(56 - 8 * (depth & 7))) & 0xFF) + 1
    }
  }

  /// The radix sort of the chunks, with its work list and counters kept
  /// across the groups it sorts.
  struct ChunkSorter {
    let keys: UnsafeBufferPointer<NameSortKey>
    let chunks: UnsafeMutableBufferPointer<Chunk>

    /// A range of chunks that agree on their bytes before `depth` of the
    /// chunk at `offset` of their keys.
    struct Group {
      var range: Range<Int>
      var offset: Int
      var depth: Int
    }

    /// Groups waiting to be sorted: a list, not recursion, so that keys
    /// sharing a long beginning cannot exhaust the stack.
    var groups: [Group] = []

    /// Groups at most this long are sorted by insertion.
    static let smallGroup = 32

    /// Keys are read again this many at a time: lengths first, then bytes.
    static let readAhead = 512

    init(keys: UnsafeBufferPointer<NameSortKey>, chunks: UnsafeMutableBufferPointer<Chunk>) {
      self.keys = keys
      self.chunks = chunks
    }

    mutating func sort() {
      // A bucket's count, its next free place and its end, for every group.
      let counters = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3 * 257)
      defer { counters.deallocate() }
      groups.append(Group(range: chunks.indices, offset: 0, depth: 0))
      while var group = groups.popLast() {
        guard group.range.count > 1 else { continue }
        if group.range.count <= Self.smallGroup {
          sortSmallGroup(group)
          continue
        }
        if group.depth == 16 {
          readNextChunks(group.range, from: group.offset + 16)
          group.offset += 16
          group.depth = 0
        }
        guard let depth = firstDifferingByte(group) else {
          // Every chunk is the same and every key goes on.
          groups.append(Group(range: group.range, offset: group.offset, depth: 16))
          continue
        }
        group.depth = depth
        distribute(group, counters)
      }
    }

    /// The first byte of the chunk, from the group's depth, at which its
    /// chunks differ or one of its keys ends; `nil` when there is none.
    func firstDifferingByte(_ group: Group) -> Int? {
      let first = chunks[group.range.lowerBound]
      var high: UInt64 = 0
      var low: UInt64 = 0
      var shortest = first.remaining
      for i in group.range {
        high |= chunks[i].high ^ first.high
        low |= chunks[i].low ^ first.low
        shortest = Swift.min(shortest, chunks[i].remaining)
      }
      let shared = high != 0 ? high.leadingZeroBitCount / 8 : 8 + low.leadingZeroBitCount / 8
      let depth = Swift.max(group.depth, Swift.min(shared, Int(shortest)))
      return depth < 16 ? depth : nil
    }

    /// Moves the group's chunks into buckets by their byte at its depth,
    /// in place, and queues each bucket of more than one.
    mutating func distribute(_ group: Group, _ counters: UnsafeMutableBufferPointer<Int>) {
      do {
        let counts = UnsafeMutableBufferPointer(rebasing: counters[0..<257])
        counts.initialize(repeating: 0)
        let next = UnsafeMutableBufferPointer(rebasing: counters[257..<514])
        let ends = UnsafeMutableBufferPointer(rebasing: counters[514..<771])
        let depth = group.depth
        var lowest = 256
        var highest = 0
        for i in group.range {
          let b = chunks[i].bucket(depth)
          counts[b] += 1
          lowest = Swift.min(lowest, b)
          highest = Swift.max(highest, b)
        }
        var sum = group.range.lowerBound
        for b in lowest...highest {
          next[b] = sum
          sum += counts[b]
          ends[b] = sum
        }
        // Each misplaced chunk is swapped into its bucket's next free place
        // until the chunk in hand belongs where it stands.
        for b in lowest...highest {
          while next[b] < ends[b] {
            var chunk = chunks[next[b]]
            var target = chunk.bucket(depth)
            while target != b {
              swap(&chunk, &chunks[next[target]])
              next[target] += 1
              target = chunk.bucket(depth)
            }
            chunks[next[b]] = chunk
            next[b] += 1
          }
        }
        var start = group.range.lowerBound
        for b in lowest...highest {
          let end = start + counts[b]
          if end - start > 1 {
            if b == 0 {
              // Keys that end here are identical: by position, as a stable
              // sort leaves them.
              byPosition(start..<end)
            } else {
              groups.append(Group(range: start..<end, offset: group.offset, depth: depth + 1))
            }
          }
          start = end
        }
      }
    }

    /// Puts identical keys back in the listing's order.
    func byPosition(_ range: Range<Int>) {
      guard range.count > Self.smallGroup else {
        insertionSort(range) { $0.index < $1.index }
        return
      }
      var same = UnsafeMutableBufferPointer(rebasing: chunks[range])
      same.sort { $0.index < $1.index }
    }

    /// Reads the chunk at `offset` of each key in `range`. The lengths are
    /// read for a stretch of keys before their bytes are, so that the
    /// memory reads of many keys are under way at once instead of one
    /// after another.
    func readNextChunks(_ range: Range<Int>, from offset: Int) {
      var start = range.lowerBound
      while start < range.upperBound {
        let end = Swift.min(start + Self.readAhead, range.upperBound)
        for i in start..<end {
          chunks[i].remaining = UInt32(truncatingIfNeeded: keys[Int(chunks[i].index)].bytes.count)
        }
        for i in start..<end {
          let index = chunks[i].index
          chunks[i] = Chunk(keys[Int(index)].bytes, from: offset, index: index)
        }
        start = end
      }
    }

    /// Sorts a small group by insertion, comparing the keys past their
    /// chunks where the chunks are equal.
    func sortSmallGroup(_ group: Group) {
      let range = group.range
      // The keys that may be compared past their chunks are read all at
      // once first (their remaining length again), for the same reason.
      for i in range where chunks[i].goesOn {
        chunks[i].remaining = UInt32(Swift.min(keys[Int(chunks[i].index)].bytes.count - group.offset, 17))
      }
      insertionSort(range) { precedes($0, $1, offset: group.offset) }
    }

    /// Sorts the chunks in `range` by insertion, stable.
    @inline(__always)
    func insertionSort(_ range: Range<Int>, by precedes: (Chunk, Chunk) -> Bool) {
      for i in (range.lowerBound + 1)..<range.upperBound {
        let chunk = chunks[i]
        var j = i
        while j > range.lowerBound && precedes(chunk, chunks[j - 1]) {
          chunks[j] = chunks[j - 1]
          j -= 1
        }
        chunks[j] = chunk
      }
    }

    /// Byte order of the keys behind two chunks at `offset` (their chunks,
    /// then the rest of the keys, a shorter key first), then position.
    @inline(__always)
    func precedes(_ x: Chunk, _ y: Chunk, offset: Int) -> Bool {
      if x.high != y.high { return x.high < y.high }
      if x.low != y.low { return x.low < y.low }
      if x.goesOn && y.goesOn {
        let order = keys[Int(x.index)].bytes.withUnsafeBufferPointer { a in
          keys[Int(y.index)].bytes.withUnsafeBufferPointer { b in
            NameSortKey.compare(
              UnsafeBufferPointer(rebasing: a[(offset + 16)...]),
              UnsafeBufferPointer(rebasing: b[(offset + 16)...]))
          }
        }
        if order != 0 { return order < 0 }
      } else if x.remaining != y.remaining {
        return x.remaining < y.remaining
      }
      return x.index < y.index
    }
  }
}

extension [Int] {
  /// These positions of `keys`, in ascending order, turned round for a
  /// descending sort with equal keys kept in the listing's order.
  fileprivate func arranged(_ direction: ListingSort.Direction, of keys: [NameSortKey]) -> [Int] {
    guard direction == .descending else { return self }
    var result: [Int] = []
    result.reserveCapacity(count)
    var end = endIndex
    while end > 0 {
      var start = end - 1
      while start > 0 && keys[self[start - 1]] == keys[self[end - 1]] { start -= 1 }
      result.append(contentsOf: self[start..<end])
      end = start
    }
    return result
  }
}
