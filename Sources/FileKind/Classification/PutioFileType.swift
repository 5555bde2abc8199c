/// The `file_type` string put.io's API sends with each file.
///
/// Unknown strings are kept as they came (a newer API may add types) and
/// decide nothing, like `FILE`.
public struct PutioFileType: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral
{
  /// The string as the API sent it.
  public let rawValue: String

  /// Wraps any string; never fails.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Wraps a literal such as `"VIDEO"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// `FOLDER`: a folder.
  public static let folder: Self = "FOLDER"
  /// `FILE`: a file of no particular type (decides nothing).
  public static let file: Self = "FILE"
  /// `AUDIO`.
  public static let audio: Self = "AUDIO"
  /// `VIDEO`.
  public static let video: Self = "VIDEO"
  /// `IMAGE`.
  public static let image: Self = "IMAGE"
  /// `ARCHIVE`.
  public static let archive: Self = "ARCHIVE"
  /// `PDF`: a document.
  public static let pdf: Self = "PDF"
  /// `TEXT`: a document.
  public static let text: Self = "TEXT"
  /// `SWF`: Flash, which no app plays (`other`).
  public static let swf: Self = "SWF"

  /// The nine values the API documents.
  public static let known: [Self] = [
    .folder, .file, .audio, .video, .image, .archive, .pdf, .text, .swf,
  ]

  /// The kind this type decides, or `nil` for `FILE` and unknown strings.
  ///
  /// Matching ignores ASCII case. `PDF` and `TEXT` are documents; `SWF`
  /// (Flash, which no app can play) is `other`.
  public var kind: IconKind? {
    var raw = rawValue
    return raw.withUTF8 { bytes -> IconKind? in
      // ASCII case folding on the bytes: no allocation.
      func equals(_ word: StaticString) -> Bool { ASCIIFolding.equals(bytes, word) }
      if equals("folder") { return .folder }
      if equals("video") { return .video }
      if equals("audio") { return .audio }
      if equals("image") { return .image }
      if equals("archive") { return .archive }
      if equals("pdf") || equals("text") { return .document }
      if equals("swf") { return .other }
      return nil
    }
  }

  /// Whether this type claims a format whose bytes FileKind's sniffers
  /// always recognise (video, audio, images, archives, PDF, Flash): bytes
  /// read that are none of those refute it. `TEXT` claims nothing of the
  /// kind, and `FILE` and `FOLDER` claim no format at all.
  public var claimsSelfDescribingFormat: Bool {
    var raw = rawValue
    return raw.withUTF8 { bytes in Self.selfDescribingClaims.contains { ASCIIFolding.equals(bytes, $0) } }
  }

  /// The types whose formats announce themselves in their first bytes.
  private static let selfDescribingClaims: [StaticString] = [
    "video", "audio", "image", "archive", "pdf", "swf",
  ]
}
