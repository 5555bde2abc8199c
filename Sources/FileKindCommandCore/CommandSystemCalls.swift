import FileKind

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls only the command makes: paths' types, directory walks
/// one level at a time, standard input read as it comes, output written
/// whole, the machine's cores. The library an app links makes none of them.
extension SystemCalls {
  /// What `path` names, following symbolic links unless `follow` is false.
  package static func fileType(_ path: [UInt8], follow: Bool = true) -> Result<InodeType, SystemError> {
    status(path, follow: follow).map(\.type)
  }

  /// What `path` names and its size in bytes, from one `stat` (`lstat`
  /// when `follow` is false).
  package static func status(_ path: [UInt8], follow: Bool = true) -> Result<
    (type: InodeType, size: Int64), SystemError
  > {
    var info = stat()
    return withCString(path) { name in
      retrying { follow ? stat(name, &info) : lstat(name, &info) }.map { _ in
        (fileType(mode: info.st_mode), Int64(info.st_size))
      }
    }
  }

  @inline(__always)
  static func systemRead(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, base, count)
    #elseif canImport(Darwin)
      Darwin.read(fd, base, count)
    #endif
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

  /// One `write`: how many bytes went out, or the error (`EINTR`
  /// included, for a caller that must notice a signal).
  package static func writeOnce(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Result<
    Int, SystemError
  > {
    let n = write(fd, base, count)
    return n >= 0 ? .success(n) : .failure(SystemError(rawValue: errno))
  }

  /// Whether `fd` is a pipe (or FIFO), where a write of up to `PIPE_BUF`
  /// bytes goes in whole or not at all.
  package static func isPipe(_ fd: Int32) -> Bool {
    var info = stat()
    return fstat(fd, &info) == 0 && fileType(mode: info.st_mode) == .fifo
  }

  /// Waits until `fd` takes a write without blocking (for a pipe, room
  /// for `PIPE_BUF` bytes), at most `milliseconds`; whether it does.
  package static func waitUntilWritable(_ fd: Int32, milliseconds: Int32) -> Bool {
    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    return poll(&ready, 1, milliseconds) == 1 && ready.revents & Int16(POLLOUT) != 0
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

  /// The next entry's name (without `.` and `..`) and its type when the
  /// directory says it (`d_type`; `nil` where the file system leaves it
  /// unknown), `nil` at the end, in the order the file system keeps them.
  package static func nextEntry(_ directory: DirectoryHandle) -> Result<
    (name: [UInt8], type: InodeType?)?, SystemError
  > {
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
      return .success((bytes, entryType(entry.pointee.d_type)))
    }
  }

  package static func closeDirectory(_ directory: DirectoryHandle) { closedir(directory) }

  /// An entry's `d_type` as an inode type; `nil` for `DT_UNKNOWN`.
  static func entryType(_ type: UInt8) -> InodeType? {
    switch Int32(type) {
    case Int32(DT_REG): .regular
    case Int32(DT_DIR): .directory
    case Int32(DT_LNK): .symbolicLink
    case Int32(DT_FIFO): .fifo
    case Int32(DT_SOCK): .socket
    case Int32(DT_CHR): .characterDevice
    case Int32(DT_BLK): .blockDevice
    default: nil
    }
  }

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

  /// The machine's active cores.
  package static var activeProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
