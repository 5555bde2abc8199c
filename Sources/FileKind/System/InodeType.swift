/// What a path names, as the file system says (`st_mode`).
public enum InodeType: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// A regular file: the only type FileKind reads.
  case regular
  /// A directory.
  case directory
  /// A named pipe; reading one could block forever.
  case fifo
  /// A Unix-domain socket.
  case socket
  /// A character device (`/dev/zero`, a terminal).
  case characterDevice
  /// A block device (a disk).
  case blockDevice
  /// A symbolic link (seen only when links are not followed).
  case symbolicLink
  /// Anything else the system may report.
  case other

  /// The type in words: "directory", "FIFO", "character device"…
  public var description: String {
    switch self {
    case .regular: "regular file"
    case .directory: "directory"
    case .fifo: "FIFO"
    case .socket: "socket"
    case .characterDevice: "character device"
    case .blockDevice: "block device"
    case .symbolicLink: "symbolic link"
    case .other: "special file"
    }
  }
}
