/// How a subtitle is written: which size style, which date style, and the
/// text between them.
///
/// `SubtitleStyle(size: .tabular, date: .named, separator: " · ")` writes
/// `3.42 GB · 2 days ago`; `SubtitleStyle(size: .compact, date: .timeAgo,
/// separator: " - ")` writes `8 GB - 2 hours ago`.
public struct SubtitleStyle: Sendable, Hashable, Codable {
  /// The size half.
  public var size: SizeFormatter.Style
  /// The date half.
  public var date: RelativeDateFormatter.Style
  /// The text between them, at most ``maximumSeparatorLength`` bytes of
  /// UTF-8 (a longer one is cut at the last whole character that fits).
  public var separator: String

  /// The longest separator in UTF-8 bytes: subtitles are written into a
  /// fixed buffer, so the separator's room is fixed too.
  public static let maximumSeparatorLength = 8

  /// A subtitle style.
  public init(size: SizeFormatter.Style, date: RelativeDateFormatter.Style, separator: String) {
    self.size = size
    self.date = date
    self.separator = separator
  }

  /// The separator's bytes as written: whole characters, up to
  /// ``maximumSeparatorLength`` bytes.
  var separatorBytes: [UInt8] {
    var bytes: [UInt8] = []
    for character in separator {
      let utf8 = Array(character.utf8)
      guard bytes.count + utf8.count <= Self.maximumSeparatorLength else { break }
      bytes += utf8
    }
    return bytes
  }
}
