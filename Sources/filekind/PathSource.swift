import FileKind
import FileKindCommandCore

/// The paths `classify` answers for, in order: the operands, then the
/// lines of a list (`--files-from`), with directories walked under `-r`.
/// Produced one at a time, so a walk of millions of files is never held
/// in memory at once: each directory is read as the file system lists it,
/// one entry at a time, and entered through its parent's descriptor, so a
/// path longer than the system opens by name is still reached.
struct PathSource {
  enum Item {
    /// A path to classify.
    case path([UInt8])
    /// An entry a walk found that is answered for what it is, without
    /// opening it: a FIFO, socket or device, a symbolic link to a
    /// directory (not followed) or to nothing, a file whose path is too
    /// long to name when it is not to be read. A `symbolicLink` entry is
    /// a link to nothing (a link that leads somewhere is answered for
    /// where it leads).
    case entry([UInt8], InodeType)
    /// A regular file a walk opened (its path too long to open by name),
    /// to be sniffed from the descriptor and closed.
    case opened([UInt8], Int32)
    /// A path that could not be listed (a directory that would not open).
    case failure([UInt8], SystemError)
    /// An entry of the list that is not a path: longer than the line limit,
    /// or holding a NUL (which would cut it short at the system call).
    case badEntry(line: Int, path: [UInt8]?, reason: String)
  }

  private var operands: IndexingIterator<[[UInt8]]>
  private var list: ListReader?
  /// The error that ended the list early, if any.
  var listReadError: SystemError? { list?.readError }
  private let recursive: Bool
  private let sniff: Bool
  /// The directories being walked, outermost first: each one's open
  /// stream and path.
  private var walk: [(directory: SystemCalls.DirectoryHandle, path: [UInt8])] = []

  static func open(
    operands: [[UInt8]], listFile: [UInt8]?, nulSeparated: Bool, recursive: Bool, sniff: Bool
  ) -> Result<PathSource, SystemError> {
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
    return .success(
      PathSource(operands: operands.makeIterator(), list: list, recursive: recursive, sniff: sniff))
  }

  private init(operands: IndexingIterator<[[UInt8]]>, list: ListReader?, recursive: Bool, sniff: Bool) {
    self.operands = operands
    self.list = list
    self.recursive = recursive
    self.sniff = sniff
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
      // A directory named directly is walked; a link to one is answered
      // as a folder and not followed, as `find` treats its operands.
      guard recursive, case .success(let type) = SystemCalls.fileType(path, follow: false) else {
        return .path(path)
      }
      if type == .directory {
        if let failure = enter(path, named: path, in: nil) { return failure }
        continue
      }
      if type == .symbolicLink, case .success(.directory) = SystemCalls.fileType(path) {
        return .entry(path, .directory)
      }
      return .path(path)
    }
  }

  /// Starts walking a directory; a failure if it cannot be listed.
  private mutating func enter(_ path: [UInt8], named name: [UInt8], in parent: SystemCalls.DirectoryHandle?)
    -> Item?
  {
    switch SystemCalls.openDirectory(name, in: parent) {
    case .success(let directory):
      walk.append((directory, path))
      return nil
    case .failure(let error): return .failure(path, error)
    }
  }

  /// The next entry of the walk: every entry but the directories it walks
  /// into gets an item.
  private mutating func nextInWalk() -> Item? {
    while let (directory, parent) = walk.last {
      let name: [UInt8]
      let listed: InodeType?
      switch SystemCalls.nextEntry(directory) {
      case .success(let next?): (name, listed) = next
      case .success(nil):
        SystemCalls.closeDirectory(directory)
        walk.removeLast()
        continue
      case .failure(let error):
        SystemCalls.closeDirectory(directory)
        walk.removeLast()
        return .failure(parent, error)
      }
      var path = parent
      if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
      path += name
      // The directory's own word for the type saves a `stat` per entry;
      // only a file system that leaves it unknown is asked.
      let type =
        listed.map { Result<InodeType, SystemError>.success($0) }
        ?? SystemCalls.fileType(name, in: directory, follow: false)
      switch type {
      case .success(.directory):
        if let failure = enter(path, named: name, in: directory) { return failure }
      case .success(.regular):
        return file(path, named: name, in: directory)
      case .success(.symbolicLink):
        switch SystemCalls.fileType(name, in: directory, follow: true) {
        case .success(.regular): return file(path, named: name, in: directory)
        case .success(let target): return .entry(path, target)
        case .failure(let error) where error.rawValue == SystemCalls.Code.noEntry:
          return .entry(path, .symbolicLink)
        case .failure(let error): return .failure(path, error)
        }
      case .success(let type): return .entry(path, type)
      case .failure(let error): return .failure(path, error)
      }
    }
    return nil
  }

  /// A regular file the walk met: by its path when the system can open
  /// that, else opened here, through its directory.
  private func file(_ path: [UInt8], named name: [UInt8], in directory: SystemCalls.DirectoryHandle) -> Item {
    guard path.count >= SystemCalls.longestPath else { return .path(path) }
    guard sniff else { return .entry(path, .regular) }
    switch SystemCalls.openForReading(name, in: directory) {
    case .success(let fd): return .opened(path, fd)
    case .failure(let error): return .failure(path, error)
    }
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

  var readError: SystemError? { chunker.readError }

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
      // A path's bytes are kept exactly, a `\r` before the newline too:
      // a name may end in one, and answering for another path would be
      // answering for a path that is not in the list.
      let (range, next) = LineChunker.line(
        in: chunk.bytes.bytes, from: position, separator: chunker.separator, keepingCarriageReturn: true)
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
      if entry.contains(0) {
        return .failure(
          line: line, path: entry,
          reason: "the path holds a NUL byte (a list from find -print0 is read with -0)")
      }
      return .success(entry)
    }
  }
}
