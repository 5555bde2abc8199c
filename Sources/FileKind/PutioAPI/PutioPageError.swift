/// Why a whole put.io API page could not be read. A problem with one file
/// is not one of these: it is a ``PutioFileProblem`` beside the page's
/// other files.
public enum PutioPageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not JSON, as Foundation's `JSONSerialization` decides
  /// it; the offset is the first byte that is not, or the input's length
  /// when it ends too soon.
  case notJSON(offset: Int, reason: String)
  /// The bytes are JSON in UTF-16 or UTF-32 (a byte order mark, or the
  /// zero bytes of those encodings at the start). Pages are UTF-8.
  case notUTF8
  /// The bytes are JSON but not a page: not an object, no `files` array,
  /// or a page field of the wrong type (`cursor`, `total`, `parent`,
  /// `breadcrumbs`). The offset is the value's.
  case notAPage(offset: Int, reason: String)

  /// The byte offset the error names (0 for ``notUTF8``).
  public var offset: Int {
    switch self {
    case .notJSON(let offset, _), .notAPage(let offset, _): offset
    case .notUTF8: 0
    }
  }

  /// `not JSON at byte 12: expected ',' or ']'`.
  public var description: String {
    switch self {
    case .notJSON(let offset, let reason): "not JSON at byte \(offset): \(reason)"
    case .notUTF8: "not UTF-8: the page is JSON in UTF-16 or UTF-32"
    case .notAPage(let offset, let reason): "not a put.io page at byte \(offset): \(reason)"
    }
  }
}
