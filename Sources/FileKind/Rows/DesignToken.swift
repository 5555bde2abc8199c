/// put.io colour tokens the rows use, spelled as the design cards spell them.
public enum ColorToken: String, Sendable, Hashable, Codable {
  case yellowSolid = "--yellow-solid"
  case yellowTextSecondary = "--yellow-text-secondary"
  case textSecondary = "--text-secondary"
}

/// A Phosphor glyph and its tint.
public struct TintedGlyph: Sendable, Hashable, Codable {
  public var glyph: String
  public var tint: ColorToken
  public init(glyph: String, tint: ColorToken) {
    self.glyph = glyph
    self.tint = tint
  }
}
