#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file-system call FileKind makes (the command's process control,
/// its arguments, signals and exit, lives in the command's own core), in
/// one place. Each call that can be interrupted goes through ``retrying(_:)``,
/// and every failure comes back as the ``SystemError`` the system set.
///
/// Paths are raw bytes: a torrent's Latin-1 name must open as it is. A path
/// with a NUL inside is refused (`EINVAL`) rather than cut at the NUL.
package enum SystemCalls {
  /// The platform's `errno` values ``SystemError`` names, read here so that the
  /// public API's files need no C module.
  package enum Code {
    package static var noEntry: Int32 { ENOENT }
    package static var notDirectory: Int32 { ENOTDIR }
    package static var accessDenied: Int32 { EACCES }
    package static var notPermitted: Int32 { EPERM }
    package static var loop: Int32 { ELOOP }
    package static var isDirectory: Int32 { EISDIR }
    package static var interrupted: Int32 { EINTR }
    package static var wouldBlock: Int32 { EAGAIN }
    package static var brokenPipe: Int32 { EPIPE }
    package static var badDescriptor: Int32 { EBADF }
    package static var tooBig: Int32 { EFBIG }
  }

  /// The system's words for an error number (`strerror`).
  package static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Calls `body` again while it fails with `EINTR`; a negative result is a
  /// failure with the `errno` it left.
  @inline(__always)
  static func retrying<T: FixedWidthInteger>(_ body: () -> T) -> Result<T, SystemError> {
    while true {
      let value = body()
      if value >= 0 { return .success(value) }
      let code = errno
      if code != EINTR { return .failure(SystemError(rawValue: code)) }
    }
  }

  /// Calls `body` with `path` as a C string (the bytes and a NUL), or fails
  /// with `EINVAL` when the path holds a NUL of its own.
  static func withCString<T>(
    _ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result<T, SystemError>
  ) -> Result<T, SystemError> {
    guard !path.contains(0) else { return .failure(SystemError(rawValue: EINVAL)) }
    // The terminated copy lives on the stack (the heap for very long paths):
    // no allocation per file opened or stat'ed.
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { name in
      path.withUnsafeBytes { bytes in
        UnsafeMutableRawBufferPointer(name).copyMemory(from: bytes)
      }
      name[path.count] = 0
      return body(name.baseAddress!)
    }
  }

  static func fileType(mode: mode_t) -> InodeType {
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

  /// What `path` names, following symbolic links unless `follow` is false.
  package static func fileType(_ path: [UInt8], follow: Bool = true) -> Result<InodeType, SystemError> {
    var info = stat()
    return withCString(path) { name in
      retrying { follow ? stat(name, &info) : lstat(name, &info) }.map { _ in fileType(mode: info.st_mode) }
    }
  }

  /// What an open descriptor is, and its size in bytes.
  package static func status(_ fd: Int32) -> Result<(type: InodeType, size: Int64), SystemError> {
    var info = stat()
    return retrying { fstat(fd, &info) }.map { _ in (fileType(mode: info.st_mode), Int64(info.st_size)) }
  }

  /// Opens read-only and close-on-exec. `nonBlocking` keeps `open` from
  /// waiting on a FIFO with no writer (the sniffer refuses such files after
  /// `fstat`); a list of paths is opened blocking, as `cat` would.
  package static func openForReading(_ path: [UInt8], nonBlocking: Bool = true) -> Result<Int32, SystemError>
  {
    let flags = O_RDONLY | O_CLOEXEC | (nonBlocking ? O_NONBLOCK : 0)
    return withCString(path) { name in retrying { open(name, flags) } }
  }

  @inline(__always)
  private static func systemRead(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, base, count)
    #elseif canImport(Darwin)
      Darwin.read(fd, base, count)
    #endif
  }

  package static func close(_ fd: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(fd)
    #elseif canImport(Darwin)
      _ = Darwin.close(fd)
    #endif
  }

  /// Reads up to `buffer.count` bytes from `start` of `fd` (with `pread`, so
  /// the descriptor's offset is left alone), stopping at the end of file.
  package static func read(
    _ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at start: Int64
  ) -> Result<Int, SystemError> {
    var total = 0
    while total < buffer.count {
      switch retrying({
        pread(fd, buffer.baseAddress! + total, buffer.count - total, off_t(start) + off_t(total))
      })
      {
      case .success(0): return .success(total)
      case .success(let n): total += n
      case .failure(let error): return .failure(error)
      }
    }
    return .success(total)
  }

  /// Reads up to `count` bytes; 0 at the end. A descriptor left
  /// non-blocking by whoever opened it is waited on, never taken as ended.
  package static func readSome(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Result<
    Int, SystemError
  > {
    while true {
      switch retrying({ systemRead(fd, base, count) }) {
      case .failure(let error) where error.rawValue == EAGAIN || error.rawValue == EWOULDBLOCK:
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if case .failure(let error) = retrying({ poll(&ready, 1, -1) }) { return .failure(error) }
      case let result: return result
      }
    }
  }

  /// Writes all of `count` bytes, through interruptions and short writes.
  package static func writeAll(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> SystemError? {
    var offset = 0
    while offset < count {
      switch retrying({ write(fd, base + offset, count - offset) }) {
      case .success(let n): offset += n
      case .failure(let error): return error
      }
    }
    return nil
  }

  #if canImport(Darwin)
    /// An open directory stream (`DIR *`).
    package typealias DirectoryHandle = UnsafeMutablePointer<DIR>
  #else
    /// An open directory stream (`DIR *`).
    package typealias DirectoryHandle = OpaquePointer
  #endif

  /// Opens a directory for reading its entries: `name` inside the open
  /// directory `parent` (never following a symbolic link, so a path of any
  /// length is reached one level at a time), or a path when `parent` is nil.
  package static func openDirectory(_ name: [UInt8], in parent: DirectoryHandle?) -> Result<
    DirectoryHandle, SystemError
  > {
    let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (parent == nil ? 0 : O_NOFOLLOW)
    let opened = withCString(name) { name in
      retrying { parent.map { openat(dirfd($0), name, flags) } ?? open(name, flags) }
    }
    let fd: Int32
    switch opened {
    case .success(let opened): fd = opened
    case .failure(let error): return .failure(error)
    }
    guard let handle = fdopendir(fd) else {
      let error = SystemError(rawValue: errno)
      close(fd)
      return .failure(error)
    }
    return .success(handle)
  }

  /// The next entry's name (without `.` and `..`), `nil` at the end, in the
  /// order the file system keeps them.
  package static func nextEntry(_ directory: DirectoryHandle) -> Result<[UInt8]?, SystemError> {
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        return errno == 0 ? .success(nil) : .failure(SystemError(rawValue: errno))
      }
      // `d_name` is declared as 256 bytes, but the system's buffer ends at
      // the name's NUL: read only up to it.
      let name = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \.d_name)!)
        .assumingMemoryBound(to: CChar.self)
      let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      return .success(bytes)
    }
  }

  package static func closeDirectory(_ directory: DirectoryHandle) { closedir(directory) }

  /// What `name` inside an open directory is, following a symbolic link
  /// unless `follow` is false.
  package static func fileType(_ name: [UInt8], in directory: DirectoryHandle, follow: Bool) -> Result<
    InodeType, SystemError
  > {
    var info = stat()
    return withCString(name) { name in
      retrying { fstatat(dirfd(directory), name, &info, follow ? 0 : AT_SYMLINK_NOFOLLOW) }.map { _ in
        fileType(mode: info.st_mode)
      }
    }
  }

  /// Opens `name` inside an open directory for reading, as
  /// ``openForReading(_:nonBlocking:)`` opens a path.
  package static func openForReading(_ name: [UInt8], in directory: DirectoryHandle) -> Result<
    Int32, SystemError
  > {
    withCString(name) { name in retrying { openat(dirfd(directory), name, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    }
  }

  /// The longest path the system opens by name (`PATH_MAX`).
  package static var longestPath: Int { Int(PATH_MAX) }

  /// The value of an environment variable, as bytes.
  package static func environment(_ name: String) -> [UInt8]? {
    guard let value = getenv(name) else { return nil }
    return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
  }

  /// The machine's active cores.
  package static var activeProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
