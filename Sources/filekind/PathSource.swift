import FileKind
import FileKindCommandCore

/// The paths `classify` answers for, in order: the operands, then the
/// lines of a list (`--files-from`), with directories walked under `-r`.
/// Produced one at a time, so a walk of millions of files is never held
/// in memory at once.
struct PathSource {
  enum Item {
    /// A path to classify.
    case path([UInt8])
    /// A path that could not be listed (a directory that would not open).
    case failure([UInt8], Errno)
    /// An entry of the list that is not a path: longer than the line limit,
    /// or holding a NUL (which would cut it short at the system call).
    case badEntry(line: Int, path: [UInt8]?, reason: String)
  }

  private var operands: IndexingIterator<[[UInt8]]>
  private var list: ListReader?
  /// The error that ended the list early, if any.
  var listReadError: Errno? { list?.readError }
  private let recursive: Bool
  /// Directories being walked: each one's sorted names and the next to visit.
  private var walk: [(directory: [UInt8], names: [[UInt8]], next: Int)] = []

  static func open(operands: [[UInt8]], listFile: [UInt8]?, nulSeparated: Bool, recursive: Bool) -> Result<
    PathSource, Errno
  > {
    var list: ListReader?
    if let listFile {
      if listFile == [UInt8(ascii: "-")] {
        list = ListReader(fd: 0, separator: nulSeparated ? 0 : 0x0A)
      } else {
        // Blocking, as `cat` opens it: a pipe or FIFO is read to its end.
        switch SystemCalls.openForReading(listFile, nonBlocking: false) {
        case .success(let fd): list = ListReader(fd: fd, separator: nulSeparated ? 0 : 0x0A)
        case .failure(let error): return .failure(error)
        }
      }
    }
    return .success(PathSource(operands: operands.makeIterator(), list: list, recursive: recursive))
  }

  private init(operands: IndexingIterator<[[UInt8]]>, list: ListReader?, recursive: Bool) {
    self.operands = operands
    self.list = list
    self.recursive = recursive
  }

  mutating func next() -> Item? {
    while true {
      if let item = nextInWalk() { return item }
      let path: [UInt8]
      if let operand = operands.next() {
        path = operand
      } else {
        switch list?.next() {
        case nil: return nil
        case .failure(let line, let entry, let reason)?:
          return .badEntry(line: line, path: entry, reason: reason)
        case .success(let entry)?: path = entry
        }
      }
      if recursive, case .success(.directory) = SystemCalls.fileType(path) {
        if let failure = enter(path) { return failure }
        continue
      }
      return .path(path)
    }
  }

  /// Starts walking a directory; a failure if it cannot be listed.
  private mutating func enter(_ directory: [UInt8]) -> Item? {
    switch SystemCalls.directoryEntries(directory) {
    case .success(let names):
      walk.append((directory, names, 0))
      return nil
    case .failure(let error): return .failure(directory, error)
    }
  }

  /// The next file of the walk: regular files (and symbolic links to them);
  /// subdirectories are entered, symbolic links to directories are not
  /// followed (so a cycle cannot loop), FIFOs, sockets and devices skipped.
  private mutating func nextInWalk() -> Item? {
    while var top = walk.popLast() {
      guard top.next < top.names.count else { continue }
      let name = top.names[top.next]
      top.next += 1
      walk.append(top)
      var path = top.directory
      if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
      path += name
      switch SystemCalls.fileType(path, follow: false) {
      case .success(.directory):
        if let failure = enter(path) { return failure }
      case .success(.regular):
        return .path(path)
      case .success(.symbolicLink):
        switch SystemCalls.fileType(path) {
        case .success(.regular): return .path(path)
        case .failure(let error): return .failure(path, error)
        default: continue  // a link to a directory or a special file
        }
      case .success: continue
      case .failure(let error): return .failure(path, error)
      }
    }
    return nil
  }
}

/// Reads a list of paths, one per line or NUL-terminated, a chunk at a time
/// through the same ``LineChunker`` that `rows` reads its listing with.
struct ListReader {
  private var chunker: LineChunker
  private let chunk = LineBlock()
  /// Where the next entry starts in `chunk`.
  private var position = 0
  /// The next refused line of `chunk`.
  private var refused = 0
  /// Entries read so far, empty ones included: the line number.
  private var line = 0

  init(fd: Int32, separator: UInt8) {
    chunker = LineChunker(fd: fd, separator: separator)
  }

  var readError: Errno? { chunker.readError }

  enum Entry {
    case success([UInt8])
    case failure(line: Int, path: [UInt8]?, reason: String)
  }

  /// The next non-empty entry, or `nil` at the end.
  mutating func next() -> Entry? {
    while true {
      if position >= chunk.bytes.bytes.count {
        guard chunker.fill(chunk) else { return nil }
        position = 0
        refused = 0
      }
      let start = position
      let (range, next) = LineChunker.line(
        in: chunk.bytes.bytes, from: position, separator: chunker.separator)
      position = next
      line += 1
      if refused < chunk.overlongLines.count && chunk.overlongLines[refused] == start {
        refused += 1
        return .failure(line: line, path: nil, reason: LineChunker.overlongReason)
      }
      if range.isEmpty { continue }
      let entry = Array(chunk.bytes.bytes[range])
      // In a list of lines a NUL can only be corruption: the system call
      // would see the path cut at it.
      if entry.contains(0) { return .failure(line: line, path: entry, reason: "the path holds a NUL byte") }
      return .success(entry)
    }
  }
}
