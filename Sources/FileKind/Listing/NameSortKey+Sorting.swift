extension NameSortKey {
  /// The positions of `keys` in byte order (or its reverse): a stable
  /// sort, so equal keys (identical names) keep their order in both
  /// directions. With keys computed once and stored, this is a listing in
  /// Finder order without reading a name.
  ///
  /// Keys are compared 16 bytes at a time, as two integers: the whole
  /// listing is sorted by each key's first 16 bytes, then each run of keys
  /// that agree there (and go on) by their next 16, and so on, so a key's
  /// bytes are read only as far as it shares a beginning with another.
  public static func sortedIndices(
    _ keys: some Collection<NameSortKey>, direction: ListingSort.Direction = .ascending
  ) -> [Int] {
    let keys = Array(keys)
    var elements = [Chunk](repeating: Chunk(), count: keys.count)
    var scratch = [Chunk](repeating: Chunk(), count: keys.count)
    keys.withUnsafeBufferPointer { keys in
      elements.withUnsafeMutableBufferPointer { elements in
        scratch.withUnsafeMutableBufferPointer { scratch in
          for i in keys.indices { elements[i] = Chunk(keys[i].bytes, from: 0, index: Int32(i)) }
          var work: [(range: Range<Int>, offset: Int)] = [(0..<keys.count, 0)]
          while let (range, offset) = work.popLast() {
            var run = UnsafeMutableBufferPointer(rebasing: elements[range])
            if run.count > 256 {
              // Elements are in the listing's order within each run, so a
              // stable radix sort keeps equal keys in it.
              Chunk.radixSort(run, UnsafeMutableBufferPointer(rebasing: scratch[range]))
            } else {
              run.sort(by: Chunk.precedes)
            }
            // Runs that agree on these 16 bytes and go on are sorted again by
            // their next 16.
            var start = run.startIndex
            while start < run.endIndex {
              var end = start + 1
              while end < run.endIndex && run[end].sameChunk(as: run[start]) { end += 1 }
              // Identical keys (a name listed more than once) are already in
              // the listing's order.
              let first = keys[Int(run[start].index)]
              if end - start > 1 && run[start].goesOn
                && !(start + 1..<end).allSatisfy({ keys[Int(run[$0].index)] == first })
              {
                for k in start..<end {
                  run[k] = Chunk(keys[Int(run[k].index)].bytes, from: offset + 16, index: run[k].index)
                }
                work.append(((range.lowerBound + start)..<(range.lowerBound + end), offset + 16))
              }
              start = end
            }
          }
        }
      }
    }
    // Descending: the ascending order turned round, equal keys kept in the
    // listing's order.
    guard direction == .descending else { return elements.map { Int($0.index) } }
    var result: [Int] = []
    result.reserveCapacity(elements.count)
    var end = elements.endIndex
    while end > 0 {
      var start = end - 1
      while start > 0 && keys[Int(elements[start - 1].index)] == keys[Int(elements[end - 1].index)] {
        start -= 1
      }
      for k in start..<end { result.append(Int(elements[k].index)) }
      end = start
    }
    return result
  }

  /// Sixteen bytes of a key from an offset, big-endian in two integers (so
  /// that integer order is byte order; past the key's end, zeros), how many
  /// of the key's bytes remain there (at most 17: more than the chunk
  /// holds), and the key's position.
  struct Chunk {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var remaining: UInt32 = 0
    var index: Int32 = 0

    init() {}

    init(_ bytes: [UInt8], from offset: Int, index: Int32) {
      var words: (UInt64, UInt64) = (0, 0)
      let count = Swift.max(0, bytes.count - offset)
      bytes.withUnsafeBufferPointer { bytes in
        withUnsafeMutableBytes(of: &words) { out in
          for k in 0..<Swift.min(16, count) { out[k] = bytes[offset + k] }
        }
      }
      high = UInt64(bigEndian: words.0)
      low = UInt64(bigEndian: words.1)
      remaining = UInt32(Swift.min(count, 17))
      self.index = index
    }

    /// Whether the key goes on past this chunk.
    var goesOn: Bool { remaining > 16 }

    /// Byte order on the chunk (a key that ends inside it first), then
    /// the listing's order.
    @inline(__always)
    static func precedes(_ x: Chunk, _ y: Chunk) -> Bool {
      if x.high != y.high { return x.high < y.high }
      if x.low != y.low { return x.low < y.low }
      if x.remaining != y.remaining { return x.remaining < y.remaining }
      return x.index < y.index
    }

    /// The byte of the chunk's sort order in `column`, least significant
    /// first: how many bytes remain, then the low word's bytes, then the
    /// high word's.
    @inline(__always)
    func digit(_ column: Int) -> Int {
      switch column {
      case 0: Int(remaining)
      case 1...8: Int(truncatingIfNeeded: low >> UInt64(8 * (column - 1))) & 0xFF
      default: Int(truncatingIfNeeded: high >> UInt64(8 * (column - 9))) & 0xFF
      }
    }

    /// A stable least-significant-digit radix sort of `run` by its chunks,
    /// a byte at a time, skipping the bytes every chunk shares; `scratch`
    /// is as long as `run`.
    static func radixSort(
      _ run: UnsafeMutableBufferPointer<Chunk>, _ scratch: UnsafeMutableBufferPointer<Chunk>
    ) {
      let count = run.count
      var histograms = [Int](repeating: 0, count: 17 * 256)
      histograms.withUnsafeMutableBufferPointer { histograms in
        for element in run {
          histograms[Int(element.remaining)] += 1
          var low = element.low
          var high = element.high
          for k in 0..<8 {
            histograms[(1 + k) << 8 | Int(low & 0xFF)] += 1
            histograms[(9 + k) << 8 | Int(high & 0xFF)] += 1
            low >>= 8
            high >>= 8
          }
        }
        var source = run
        var target = scratch
        for column in 0..<17 {
          let counts = UnsafeMutableBufferPointer(rebasing: histograms[(column << 8)..<((column + 1) << 8)])
          if counts.contains(count) { continue }
          var total = 0
          for bucket in 0..<256 {
            let here = counts[bucket]
            counts[bucket] = total
            total += here
          }
          for element in source {
            let bucket = element.digit(column)
            target[counts[bucket]] = element
            counts[bucket] += 1
          }
          swap(&source, &target)
        }
        if source.baseAddress != run.baseAddress {
          _ = run.update(fromContentsOf: source)
        }
      }
    }

    @inline(__always)
    func sameChunk(as other: Chunk) -> Bool {
      high == other.high && low == other.low && remaining == other.remaining
    }
  }
}
