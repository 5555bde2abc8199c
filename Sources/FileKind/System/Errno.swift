#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error number from the system (`errno`), worded as the system words
/// it: "No such file or directory", "Not a directory"…
public struct Errno: Error, Sendable, Hashable, CustomStringConvertible {
  /// The raw value, as `<errno.h>` defines it on this platform.
  public let rawValue: Int32

  /// The error with this raw value.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The system's words for the error (`strerror`).
  public var description: String { String(cString: strerror(rawValue)) }

  /// `ENOENT`: nothing exists at the path.
  public static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
  /// `ENOTDIR`: a component of the path is not a directory.
  public static let notDirectory = Errno(rawValue: ENOTDIR)
  /// `EACCES`: the file's permissions forbid the access.
  public static let permissionDenied = Errno(rawValue: EACCES)
  /// `EPERM`: the operation is not permitted.
  public static let notPermitted = Errno(rawValue: EPERM)
  /// `ELOOP`: symbolic links loop, or nest too deeply.
  public static let tooManySymbolicLinkLevels = Errno(rawValue: ELOOP)
  /// `EISDIR`: the path is a directory.
  public static let isDirectory = Errno(rawValue: EISDIR)
  /// `EINTR`: a signal interrupted the call (FileKind retries these).
  public static let interrupted = Errno(rawValue: EINTR)
  /// `EAGAIN`: no data yet on a non-blocking descriptor.
  public static let wouldBlock = Errno(rawValue: EAGAIN)
  /// `EPIPE`: the reader of a pipe went away.
  public static let brokenPipe = Errno(rawValue: EPIPE)
  /// `EBADF`: the descriptor is not open.
  public static let badFileDescriptor = Errno(rawValue: EBADF)
  /// `EFBIG`: a file or a line is larger than allowed.
  public static let fileTooLarge = Errno(rawValue: EFBIG)
}
