/// Whether libmagic answers in this process, for a command's `--version`
/// and its one line on standard error when libmagic is missing.
package enum LibmagicStatus: Sendable, Hashable, CustomStringConvertible {
  /// Loaded, with its database: its version (`5.44`) and its file.
  case loaded(version: String, path: String)
  /// The library or its database could not be loaded; FileKind's own
  /// engines answer alone.
  case unavailable(String)
  /// A build without the `Libmagic` trait.
  case notInThisBuild

  package var description: String {
    switch self {
    case .loaded(let version, let path): "libmagic \(version) loaded from \(path)"
    case .unavailable(let reason): "libmagic unavailable: \(reason)"
    case .notInThisBuild: "libmagic: not in this build (the Libmagic trait is off)"
    }
  }
}
