/// An error number from the system (`errno`), worded as the system words
/// it: "No such file or directory", "Not a directory"…
public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The raw value, as `<errno.h>` defines it on this platform.
  public let rawValue: Int32

  /// The error with this raw value.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The system's words for the error (`strerror`).
  public var description: String { SystemCalls.describe(rawValue) }

  /// `ENOENT`: nothing exists at the path.
  public static let noSuchFileOrDirectory = SystemError(rawValue: SystemCalls.Code.noEntry)
  /// `ENOTDIR`: a component of the path is not a directory.
  public static let notDirectory = SystemError(rawValue: SystemCalls.Code.notDirectory)
  /// `EACCES`: the file's permissions forbid the access.
  public static let permissionDenied = SystemError(rawValue: SystemCalls.Code.accessDenied)
  /// `EPERM`: the operation is not permitted.
  public static let notPermitted = SystemError(rawValue: SystemCalls.Code.notPermitted)
  /// `ELOOP`: symbolic links loop, or nest too deeply.
  public static let tooManySymbolicLinkLevels = SystemError(rawValue: SystemCalls.Code.loop)
  /// `EISDIR`: the path is a directory.
  public static let isDirectory = SystemError(rawValue: SystemCalls.Code.isDirectory)
  /// `EINTR`: a signal interrupted the call (FileKind retries these).
  package static let interrupted = SystemError(rawValue: SystemCalls.Code.interrupted)
  /// `EAGAIN`: no data yet on a non-blocking descriptor.
  package static let wouldBlock = SystemError(rawValue: SystemCalls.Code.wouldBlock)
  /// `EPIPE`: the reader of a pipe went away.
  package static let brokenPipe = SystemError(rawValue: SystemCalls.Code.brokenPipe)
  /// `EBADF`: the descriptor is not open.
  package static let badFileDescriptor = SystemError(rawValue: SystemCalls.Code.badDescriptor)
  /// `EFBIG`: a file or a line is larger than allowed.
  package static let fileTooLarge = SystemError(rawValue: SystemCalls.Code.tooBig)
}
