/// What tapping a row does.
public enum TapAction: String, Sendable, Hashable, CaseIterable, Codable {
  /// Push the folder.
  case open
  /// Play in the app's player.
  case play
  /// Ask the server to convert (MP4) before playing.
  case convert
  /// Quick Look style preview.
  case preview
  /// Nothing the app can show; it says so.
  case unsupported
}
