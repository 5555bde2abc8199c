#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file-system call the library makes, in one place: opening a
/// file, asking what it is, reading it, closing it. (The calls only the
/// command makes, directory walks, standard input and output, live in the
/// command's own core.) Each call that can be interrupted goes through ``retrying(_:)``,
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
  package static func retrying<T: FixedWidthInteger>(_ body: () -> T) -> Result<T, SystemError> {
    while true {
      let value = body()
      if value >= 0 { return .success(value) }
      let code = errno
      if code != EINTR { return .failure(SystemError(rawValue: code)) }
    }
  }

  /// Calls `body` with `path` as a C string (the bytes and a NUL), or fails
  /// with `EINVAL` when the path holds a NUL of its own.
  package static func withCString<T>(
    _ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result<T, SystemError>
  ) -> Result<T, SystemError> {
    path.withUnsafeBufferPointer { withCString($0, body) }
  }

  /// ``withCString(_:_:)-([UInt8],_)`` for bytes the caller already holds
  /// (a `String`'s own UTF-8): nothing is copied to the heap.
  package static func withCString<T>(
    _ path: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> Result<T, SystemError>
  ) -> Result<T, SystemError> {
    guard !path.contains(0) else { return .failure(SystemError(rawValue: EINVAL)) }
    // The terminated copy lives on the stack (the heap for very long paths):
    // no allocation per file opened or stat'ed.
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: path.count + 1) { name in
      UnsafeMutableRawBufferPointer(name).copyMemory(from: UnsafeRawBufferPointer(path))
      name[path.count] = 0
      return body(name.baseAddress!)
    }
  }

  package static func fileType(mode: mode_t) -> InodeType {
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
    path.withUnsafeBufferPointer { openForReading($0, nonBlocking: nonBlocking) }
  }

  /// ``openForReading(_:nonBlocking:)-([UInt8],_)`` for bytes the caller
  /// already holds.
  package static func openForReading(
    _ path: UnsafeBufferPointer<UInt8>, nonBlocking: Bool = true
  ) -> Result<Int32, SystemError> {
    let flags = O_RDONLY | O_CLOEXEC | (nonBlocking ? O_NONBLOCK : 0)
    return withCString(path) { name in retrying { open(name, flags) } }
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

  /// The value of an environment variable, as bytes.
  package static func environment(_ name: String) -> [UInt8]? {
    guard let value = getenv(name) else { return nil }
    return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
  }
}
