/// Why content could not be sniffed. Every case says what happened to which
/// path, in the system's words where the system said; none is fatal to a
/// listing.
public enum SniffError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A system call on the path failed: nothing there (`ENOENT`), a path
  /// component that is not a directory (`ENOTDIR`), no permission
  /// (`EACCES`, `EPERM`), looping links (`ELOOP`), a failed read…
  case system(path: String, operation: Operation, errno: SystemError)
  /// A FIFO, socket, device or directory: not read, so nothing blocks.
  case notRegularFile(path: String, type: InodeType)
  /// libmagic could not be opened or its database loaded.
  case libmagicUnavailable(reason: String)
  /// The magic database the `MAGIC` environment variable names was not
  /// loaded: it is not a regular file, is too large, or is not a compiled
  /// database.
  case magicDatabaseRefused(path: String, reason: String)

  /// The system call that failed.
  public enum Operation: String, Sendable, Hashable {
    /// Opening the path.
    case open
    /// Asking what the open file is (`fstat`).
    case status = "fstat"
    /// Reading its bytes.
    case read
  }

  /// The system's error, for the file-system cases.
  public var errno: SystemError? {
    if case .system(_, _, let errno) = self { return errno }
    return nil
  }

  /// A sentence for a log or a person: the path, then what went wrong.
  public var description: String {
    switch self {
    case .system(let path, _, let errno): "\(path): \(errno)"
    case .notRegularFile(let path, let type): "\(path): not a regular file (\(type)); not read"
    case .libmagicUnavailable(let reason):
      "libmagic is unavailable: \(reason). Install its database: apt-get install libmagic-mgc (Debian/Ubuntu) or brew install libmagic (macOS)"
    case .magicDatabaseRefused(let path, let reason): "MAGIC=\(path): \(reason); libmagic is not used"
    }
  }
}
