/// The icon a file row shows: one of seven kinds.
///
/// The raw values are persisted by the sync engine and must never change.
///
/// | kind       | raw value    | Phosphor glyph  |
/// |------------|--------------|-----------------|
/// | `folder`   | `"folder"`   | `folder`        |
/// | `video`    | `"video"`    | `file-video`    |
/// | `audio`    | `"audio"`    | `file-audio`    |
/// | `image`    | `"image"`    | `file-image`    |
/// | `document` | `"document"` | `file-text`     |
/// | `archive`  | `"archive"`  | `file-archive`  |
/// | `other`    | `"other"`    | `file`          |
public enum IconKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// A folder (and put.io's shared root): opens on tap.
  case folder
  /// A film or episode: plays in the app's player.
  case video
  /// Music, a podcast, an audiobook: plays in the app's player.
  case audio
  /// A photo or picture: previews.
  case image
  /// Text, PDF, office files, e-books, subtitles: previews.
  case document
  /// A zip, RAR, 7z, tarball or disk image: the apps cannot open it.
  case archive
  /// Anything else: the apps cannot open it.
  case other

  /// The Phosphor glyph name drawn for this kind.
  public var glyph: String {
    switch self {
    case .folder: "folder"
    case .video: "file-video"
    case .audio: "file-audio"
    case .image: "file-image"
    case .document: "file-text"
    case .archive: "file-archive"
    case .other: "file"
    }
  }

  /// Position in `allCases`, without building that array.
  @inlinable
  package var ordinal: Int {
    switch self {
    case .folder: 0
    case .video: 1
    case .audio: 2
    case .image: 3
    case .document: 4
    case .archive: 5
    case .other: 6
    }
  }

  /// Whether the kind is time-based media that the apps can play.
  public var isPlayable: Bool { self == .video || self == .audio }
}
