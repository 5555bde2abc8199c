/// The release this source is: what `filekind --version` prints and what the
/// README and *What Changed for Callers* name as the newest release.
package enum Release {
  /// `0.9.0`.
  package static let version = "0.9.0"
}
