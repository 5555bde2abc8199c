#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every POSIX call the sniffer makes, in one internal place. Each retries
/// on `EINTR` and returns the `errno` it saw.
enum SystemInterface {
  /// Opens read-only, non-blocking (a FIFO with no writer must not hang
  /// `open`), close-on-exec.
  static func openForReading(_ path: String) -> (fd: Int32, errno: Int32) {
    while true {
      let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if fd >= 0 { return (fd, 0) }
      let error = errno
      if error != EINTR { return (-1, error) }
    }
  }

  enum FileType { case regular, directory, fifo, socket, characterDevice, blockDevice, other }

  static func fileType(_ fd: Int32) -> (FileType, size: Int64, errno: Int32) {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return (.other, 0, errno) }
    let type: FileType
    switch info.st_mode & S_IFMT {
    case S_IFREG: type = .regular
    case S_IFDIR: type = .directory
    case S_IFIFO: type = .fifo
    case S_IFSOCK: type = .socket
    case S_IFCHR: type = .characterDevice
    case S_IFBLK: type = .blockDevice
    default: type = .other
    }
    return (type, Int64(info.st_size), 0)
  }

  /// Reads up to `buffer.count` bytes from `start` of `fd` (using `pread`,
  /// so the descriptor's offset is left alone), stopping at end of file.
  static func readPrefix(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at start: Int64 = 0) -> (
    count: Int, errno: Int32
  ) {
    var total = 0
    while total < buffer.count {
      let n = pread(fd, buffer.baseAddress! + total, buffer.count - total, off_t(start) + off_t(total))
      if n > 0 {
        total += n
      } else if n == 0 {
        break
      } else {
        let error = errno
        if error == EINTR { continue }
        if error == EAGAIN || error == EWOULDBLOCK { break }
        return (total, error)
      }
    }
    return (total, 0)
  }

  static func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
  }
}
