/// put.io colour tokens the rows use, spelled as the design cards spell them.
public enum ColorToken: String, Sendable, Hashable, Codable {
  case yellowSolid = "--yellow-solid"
  case yellowTextSecondary = "--yellow-text-secondary"
  case textSecondary = "--text-secondary"
}

/// A Phosphor glyph and its tint.
public struct TintedGlyph: Sendable, Hashable, Codable {
  /// The Phosphor glyph name.
  public var glyph: String
  /// The colour token it is drawn in.
  public var tint: ColorToken
  /// A glyph in a tint.
  public init(glyph: String, tint: ColorToken) {
    self.glyph = glyph
    self.tint = tint
  }
}
