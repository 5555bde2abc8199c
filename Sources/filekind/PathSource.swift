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
  }

  private var operands: IndexingIterator<[[UInt8]]>
  private var list: ListReader?
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
        switch SystemCalls.openForReading(listFile) {
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
      guard let path = operands.next() ?? list?.next() else { return nil }
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

/// Reads a list of paths, one per line or NUL-terminated, in blocks.
struct ListReader {
  let fd: Int32
  let separator: UInt8
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false

  init(fd: Int32, separator: UInt8) {
    self.fd = fd
    self.separator = separator
  }

  /// The next non-empty entry, or `nil` at the end.
  mutating func next() -> [UInt8]? {
    while true {
      if let end = buffer[start...].firstIndex(of: separator) {
        var entry = Array(buffer[start..<end])
        start = end + 1
        if separator == 0x0A && entry.last == 0x0D { entry.removeLast() }
        if entry.isEmpty { continue }
        return entry
      }
      if finished {
        guard start < buffer.count else { return nil }
        let entry = Array(buffer[start...])
        start = buffer.count
        return entry.isEmpty ? nil : entry
      }
      buffer.removeFirst(start)
      start = 0
      var block = [UInt8](repeating: 0, count: 1 << 16)
      let read = block.withUnsafeMutableBytes { SystemCalls.readSome(fd, $0.baseAddress!, $0.count) }
      switch read {
      case .success(0), .failure: finished = true
      case .success(let n): buffer += block[0..<n]
      }
    }
  }
}
