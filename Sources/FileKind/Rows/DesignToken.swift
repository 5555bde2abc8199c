/// put.io colour tokens the rows use, spelled as the design cards spell them.
public enum ColorToken: String, Sendable, Hashable, Codable {
  /// put.io's yellow: every SwiftUI glyph, UIKit folders, the marks.
  case yellowSolid = "--yellow-solid"
  /// The quieter yellow of a complete offline copy's mark on UIKit.
  case yellowTextSecondary = "--yellow-text-secondary"
  /// The secondary text colour: UIKit file glyphs, a download in progress.
  case textSecondary = "--text-secondary"
  /// The solid foreground colour: the glyph of a SwiftUI empty state.
  case solid = "--solid"
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
