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
  /// UTF-8 (a longer one is cut after the last whole Unicode scalar that fits).
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

  /// The separator's bytes as written, inline: whole Unicode scalars, up
  /// to ``maximumSeparatorLength`` bytes. Nothing is allocated, so a
  /// renderer made per render pass costs no more for its separator.
  var separatorBytes: (bytes: SIMD8<UInt8>, count: Int) {
    var bytes = SIMD8<UInt8>()
    var count = 0
    for scalar in separator.unicodeScalars {
      let length = UTF8.width(scalar)
      guard count + length <= Self.maximumSeparatorLength else { break }
      UTF8.encode(scalar) { unit in
        bytes[count] = unit
        count += 1
      }
    }
    return (bytes, count)
  }
}
