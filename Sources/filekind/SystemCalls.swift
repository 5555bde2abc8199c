#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every POSIX call the command makes, in one place. Paths are raw bytes
/// (a torrent's Latin-1 name must open as it is); errors come back as
/// `errno` values and are worded by ``describe(_:)``.
enum SystemCalls {
  /// What a path is, after following symbolic links (`stat`) or not (`lstat`).
  enum FileType {
    case regular, directory, fifo, socket, characterDevice, blockDevice, symbolicLink, other

    /// shared-mime-info's name for a file that is not read.
    var inodeType: StaticString {
      switch self {
      case .fifo: "inode/fifo"
      case .socket: "inode/socket"
      case .characterDevice: "inode/chardevice"
      case .blockDevice: "inode/blockdevice"
      case .symbolicLink: "inode/symlink"
      case .directory: "inode/directory"
      case .regular, .other: "application/octet-stream"
      }
    }
  }

  /// Calls `body` with `path` as a C string (the bytes and a NUL).
  static func withCString<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    var terminated = path
    terminated.append(0)
    return terminated.withUnsafeBufferPointer { bytes in
      bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { body($0) }
    }
  }

  static func type(of mode: mode_t) -> FileType {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFIFO: .fifo
    case S_IFSOCK: .socket
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// The type of what `path` names, following symbolic links unless `follow` is false.
  static func fileType(_ path: [UInt8], follow: Bool = true) -> Result<FileType, Errno> {
    var info = stat()
    let status = withCString(path) { follow ? stat($0, &info) : lstat($0, &info) }
    return status == 0 ? .success(type(of: info.st_mode)) : .failure(Errno(errno))
  }

  /// Opens read-only and non-blocking (a FIFO with no writer must not hang
  /// `open`), close-on-exec, retrying on `EINTR`.
  static func openForReading(_ path: [UInt8]) -> Result<Int32, Errno> {
    while true {
      let fd = withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
      if fd >= 0 { return .success(fd) }
      if errno != EINTR { return .failure(Errno(errno)) }
    }
  }

  static func closeDescriptor(_ fd: Int32) { _ = close(fd) }

  /// The names in a directory (without `.` and `..`), sorted by their bytes
  /// so a walk is the same on every run.
  static func directoryEntries(_ path: [UInt8]) -> Result<[[UInt8]], Errno> {
    guard let directory = withCString(path, { opendir($0) }) else { return .failure(Errno(errno)) }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
        let bytes = raw.bindMemory(to: UInt8.self)
        return Array(bytes.prefix(while: { $0 != 0 }))
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    names.sort { $0.lexicographicallyPrecedes($1) }
    return .success(names)
  }

  /// Writes all of `count` bytes, retrying on `EINTR` and short writes.
  static func writeAll(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Errno? {
    var offset = 0
    while offset < count {
      let n = write(fd, base + offset, count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return Errno(errno)
      }
      offset += n
    }
    return nil
  }

  /// Reads up to `count` bytes, retrying on `EINTR`; 0 at the end.
  static func readSome(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Result<Int, Errno> {
    while true {
      let n = read(fd, base, count)
      if n >= 0 { return .success(n) }
      if errno != EINTR { return .failure(Errno(errno)) }
    }
  }

  static func terminate(_ status: Int32) -> Never { exit(status) }

  /// The machine's active cores, the default for `--jobs`.
  static var activeProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// The command-line arguments as the bytes the system passed.
  static func argumentBytes() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { i in
      guard let argument = CommandLine.unsafeArgv[i] else { return [] }
      return Array(
        UnsafeBufferPointer(
          start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
    }
  }
}

/// An `errno` value, worded as the system words it (`strerror`).
struct Errno: Error, Equatable {
  let code: Int32
  init(_ code: Int32) { self.code = code }

  /// "No such file or directory", "Too many levels of symbolic links"…
  var description: String { String(cString: strerror(code)) }

  static let brokenPipe = Errno(EPIPE)
}

/// Writes a message line to standard error.
func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { buffer in _ = SystemCalls.writeAll(2, buffer.baseAddress!, buffer.count) }
}
