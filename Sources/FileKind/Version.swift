/// The release this source is: what `filekind --version` prints and what the
/// README, `CHANGELOG.md`, the DocC landing page and *What Changed for
/// Callers* name as the newest release (a test holds them to it).
package enum Release {
  /// `1.1.0`.
  package static let version = "1.1.0"
}
