/// A folder's child count in words: `0 items`, `1 item`, `12 items`,
/// `1,234 items` (en_US grouping).
///
/// SwiftUI folder rows read it in the subtitle's place when the count is
/// known, and a folder's header shows it under the name (`2024` /
/// `12 items`). A negative count is no count, written `—` as a negative
/// size is.
public enum ItemCountFormatter {
  /// The longest text in bytes (`9,223,372,036,854,775,807 items`).
  public static let maximumLength = 32

  /// `count` in words (`128 items`), or `—` for a negative count.
  public static func string(_ count: Int) -> String {
    guard count >= 0 else { return "—" }
    return String._writing(capacity: maximumLength) { write(count, to: &$0) }
  }

  /// Writes `count` (not negative) in words.
  @usableFromInline
  static func write(_ count: Int, to out: inout ByteWriter) {
    out.append(UInt64(count), grouped: true)
    out.append(count == 1 ? " item" : " items")
  }
}
