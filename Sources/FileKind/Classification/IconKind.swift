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
  case folder
  case video
  case audio
  case image
  case document
  case archive
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

  /// Whether the kind is time-based media that the apps can play.
  public var isPlayable: Bool { self == .video || self == .audio }
}
