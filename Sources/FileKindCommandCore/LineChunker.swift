import FileKind

/// A chunk of whole lines, and where the lines that were too long stood.
package final class LineBlock {
  /// Whole lines, each ending with the separator (the input's last line may
  /// lack it).
  /// Room for a chunk and one more read, so filling never grows it.
  package let bytes = ByteBuffer(capacity: 2 * LineChunker.chunkSize + (1 << 16))
  /// The offsets in ``bytes`` of empty lines that stand for lines longer
  /// than ``LineChunker/maximumLineLength``: refused, not read.
  package var overlongLines: [Int] = []

  package init() {}
}

/// A descriptor (standard input, a list of paths) cut into chunks of whole
/// lines, with bounded memory whatever the input holds.
///
/// A line is read whole up to ``maximumLineLength`` bytes. A longer line is
/// never split into several, nor cut: it becomes one empty line in the
/// chunk, listed in ``LineBlock/overlongLines`` so the reader can report it
/// by its line number, and its bytes are skipped up to its end.
package struct LineChunker {
  let fd: Int32
  /// Lines end at this byte: `\n`, or NUL for `find -print0` lists.
  package let separator: UInt8
  /// A chunk holds about this much input.
  package static let chunkSize = 1 << 17
  /// How much input this chunker puts in a chunk (at most ``chunkSize``):
  /// a reader whose output is many times its input (a row's JSON is twenty
  /// times a short listing line) asks for smaller chunks, so the chunks in
  /// flight stay within the command's memory bound.
  package var target = LineChunker.chunkSize
  /// The longest line read (1 MiB), far beyond any path (`PATH_MAX` is
  /// 4 KiB) or listing line a file system can produce.
  package static let maximumLineLength = 1 << 20

  /// Why a line longer than ``maximumLineLength`` is refused.
  package static let overlongReason =
    "longer than \(maximumLineLength >> 20) MiB (\(maximumLineLength) bytes); not read"

  /// The start of a line that did not end in the previous chunk.
  private var leftover = ByteBuffer(capacity: 1 << 16)
  /// Inside a refused line: its bytes are dropped until its separator.
  private var skipping = false
  private var finished = false
  /// The error that ended the input early, if any.
  package private(set) var readError: SystemError?

  package init(fd: Int32, separator: UInt8 = 0x0A) {
    self.fd = fd
    self.separator = separator
  }

  /// Fills `block` with whole lines; `false` at the end of the input.
  package mutating func fill(_ block: LineBlock) -> Bool {
    let input = block.bytes
    // A chunk that held a long line gives its memory back.
    input.removeAll(keepingCapacityUpTo: 4 * Self.chunkSize)
    block.overlongLines.removeAll(keepingCapacity: true)
    input.append(leftover.bytes)
    leftover.removeAll()
    // Where the line that has not ended yet starts.
    var lineStart = 0
    // A chunk ends at about `chunkSize`, and never before it holds a line.
    while !finished && (input.count < target || lineStart == 0) {
      // Never more than a chunk a read, so a line that starts and ends
      // within one read is shorter than the limit.
      input.reserve(Self.chunkSize)
      let readStart = input.count
      // A chunk's worth at a time; a whole chunk while a long line has not ended.
      let size = input.count < target ? target : Self.chunkSize
      switch SystemCalls.readSome(fd, input.base + readStart, size) {
      case .success(0): finished = true
      case .success(let n): input.count += n
      case .failure(let error):
        readError = error
        finished = true
      }
      var searchFrom = readStart
      if skipping {
        guard let end = ByteScan.firstIndex(of: separator, in: input.bytes, from: readStart) else {
          input.count = lineStart
          continue
        }
        drop(input, lineStart..<(end + 1))
        skipping = false
        searchFrom = lineStart
      }
      // The line that started before this read has no separator before
      // `searchFrom`.
      guard let end = ByteScan.firstIndex(of: separator, in: input.bytes, from: searchFrom) else {
        if input.count - lineStart > Self.maximumLineLength {
          // Too long, and not ended yet: refuse it now, skip the rest.
          input.count = lineStart
          input.append(separator)
          block.overlongLines.append(lineStart)
          lineStart += 1
          skipping = true
          // Hand the refusal on now: the rest may never end (`/dev/zero`).
          break
        }
        continue
      }
      if end - lineStart > Self.maximumLineLength {
        // Too long, ended in this read: its separator stays as an empty line.
        drop(input, lineStart..<end)
        block.overlongLines.append(lineStart)
      }
      // The lines after the first were all read by this call: shorter
      // than the limit. Only the last separator matters now.
      lineStart = ByteScan.lastIndex(of: separator, in: input.bytes) + 1
    }
    if !finished {
      // Keep the line that has not ended for the next chunk.
      leftover.append(UnsafeBufferPointer(rebasing: input.bytes[lineStart...]))
      input.count = lineStart
    } else if skipping {
      skipping = false
    }
    return input.count > 0
  }

  /// Removes `range` from `input`, moving what follows down.
  private func drop(_ input: ByteBuffer, _ range: Range<Int>) {
    let after = input.count - range.upperBound
    (input.base + range.lowerBound).update(from: input.base + range.upperBound, count: after)
    input.count = range.lowerBound + after
  }

  /// Calls `body` with each line of a filled block (without its separator;
  /// a `\r` before a `\n` is dropped too), or with `nil` for a line that was
  /// refused as too long.
  package static func forEachLine(
    in block: LineBlock, separator: UInt8, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
  ) {
    let bytes = block.bytes.bytes
    var start = 0
    var refused = 0
    while start < bytes.count {
      let (line, next) = line(in: bytes, from: start, separator: separator)
      if refused < block.overlongLines.count && block.overlongLines[refused] == start {
        refused += 1
        body(nil)
      } else {
        body(UnsafeBufferPointer(rebasing: bytes[line]))
      }
      start = next
    }
  }

  /// The line that starts at `start` (without its separator, nor a `\r`
  /// before a `\n` unless `keepingCarriageReturn`), and where the next one
  /// starts.
  @inline(__always)
  package static func line(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, separator: UInt8,
    keepingCarriageReturn: Bool = false
  ) -> (line: Range<Int>, next: Int) {
    let end = ByteScan.firstIndex(of: separator, in: bytes, from: start) ?? bytes.count
    var lineEnd = end
    if !keepingCarriageReturn && separator == 0x0A && lineEnd > start && bytes[lineEnd - 1] == 0x0D {
      lineEnd -= 1
    }
    return (start..<lineEnd, end + 1)
  }
}
