/// Why content could not be sniffed. Every case says what happened to which
/// path; none is fatal to a listing.
public enum SniffError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No file at the path (or it vanished between listing and read).
  case notFound(path: String)
  /// The file exists but may not be read.
  case permissionDenied(path: String)
  /// A FIFO, socket, device or directory: not read, so nothing blocks.
  case notRegularFile(path: String, type: String)
  /// Symbolic links loop (`ELOOP`).
  case symlinkLoop(path: String)
  /// Another system error, with its `errno`.
  case system(path: String, errno: Int32, operation: String)
  /// libmagic could not be opened or its database loaded.
  case libmagicUnavailable(reason: String)

  /// A sentence for a log or a person.
  public var description: String {
    switch self {
    case .notFound(let path): "\(path): no such file"
    case .permissionDenied(let path): "\(path): permission denied"
    case .notRegularFile(let path, let type): "\(path): not a regular file (\(type)); not read"
    case .symlinkLoop(let path): "\(path): too many levels of symbolic links"
    case .system(let path, let errno, let operation): "\(path): \(operation) failed (errno \(errno))"
    case .libmagicUnavailable(let reason):
      "libmagic is unavailable: \(reason). Install it: apt-get install libmagic-dev libmagic-mgc (Debian/Ubuntu) or brew install libmagic (macOS)"
    }
  }
}
