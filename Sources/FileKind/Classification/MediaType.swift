/// A media type, read once: a sniffer's answer or a declared
/// `content_type`, with its parameters dropped (`; charset=binary`), its
/// case folded, surrounding white space ignored and its aliases folded to
/// shared-mime-info's canonical names (`audio/x-m4a` → `audio/mp4`,
/// `application/x-zip-compressed` → `application/zip`).
///
/// A type FileKind's table lists carries its row, so its kind and family are
/// read, not parsed again; any other well-formed type keeps its lower-cased
/// name and decides a kind by its top level (`video/…` is video).
public struct MediaType: Sendable, Hashable, CustomStringConvertible {
  enum Storage: Sendable, Hashable {
    case known(KnownType)
    case unlisted(String)
  }

  let storage: Storage

  /// A row of the table.
  init(_ known: KnownType) { storage = .known(known) }

  /// Reads `declared`, or `nil` when it is not a well-formed
  /// `type/subtype` (RFC 6838 restricted names, at most 255 bytes).
  public init?(_ declared: String) {
    var declared = declared
    guard let storage = declared.withUTF8({ Self.read($0) }) else { return nil }
    self.storage = storage
  }

  /// Reads a declared type from its UTF-8 bytes: a listed type makes no
  /// string at all.
  init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard let storage = Self.read(bytes) else { return nil }
    self.storage = storage
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Storage? {
    guard let essence = essence(bytes) else { return nil }
    if let known = MediaTypeTable.rows.value(for: essence) { return .known(known) }
    return .unlisted(String(decoding: essence, as: UTF8.self).lowercased())
  }

  /// The canonical, lower-cased essence (`video/x-matroska`).
  public var name: String {
    switch storage {
    case .known(let known): String(describing: known.name)
    case .unlisted(let name): name
    }
  }

  /// The canonical name, as ``name`` gives it.
  public var description: String { name }

  /// The kind the type implies, or `nil` when it decides nothing
  /// (`application/octet-stream`, bytes that were empty, or an unknown
  /// `application/…` type).
  public var kind: IconKind? {
    switch storage {
    case .known(let known):
      return known.kind
    case .unlisted(let name):
      var name = name
      return name.withUTF8 { Self.kind(ofTopLevel: $0) }
    }
  }

  /// The table's row, when the type is listed.
  var known: KnownType? {
    if case .known(let known) = storage { return known }
    return nil
  }

  /// Whether the format announces itself in its first bytes.
  var isSelfDescribing: Bool { known?.isSelfDescribing ?? false }

  // MARK: Reading declared strings

  /// Longest media type accepted; RFC 6838 caps each half at 127 bytes.
  static let longest = 255

  /// The canonical, lower-cased essence of `declared`
  /// (`"Video/X-Matroska; foo"` → `"video/x-matroska"`), or `nil` when it is
  /// not a well-formed `type/subtype`.
  public static func canonical(_ declared: String) -> String? {
    MediaType(declared)?.name
  }

  /// The kind a declared MIME type implies, or `nil` when it decides nothing
  /// (empty, malformed, `application/octet-stream`, or an unknown
  /// `application/…` type).
  public static func kind(of declared: String) -> IconKind? {
    var declared = declared
    return declared.withUTF8 { kind(ofUTF8: $0) }
  }

  /// `kind(of:)` for raw bytes: one hash lookup, nothing allocated.
  static func kind(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> IconKind? {
    guard let essence = essence(bytes) else { return nil }
    if let known = MediaTypeTable.rows.value(for: essence) { return known.kind }
    return kind(ofTopLevel: essence)
  }

  /// Unknown subtypes of some top-level types still say what they are
  /// (`video/…` is video): the policy's top-level rows, as generated.
  private static func kind(ofTopLevel essence: UnsafeBufferPointer<UInt8>) -> IconKind? {
    guard let slash = essence.firstIndex(of: UInt8(ascii: "/")) else { return nil }
    let top = UnsafeBufferPointer(rebasing: essence[..<slash])
    return MediaTypeTable.topLevelKinds.first { StaticKeyTable<Int>.equal(top, $0.name) }?.kind
  }

  /// The `type/subtype` part, trimmed, or `nil` when it is not a valid token
  /// pair (RFC 6838 restricted names).
  static func essence(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
    var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
    var start = 0
    while start < end && isSpace(bytes[start]) { start += 1 }
    while end > start && isSpace(bytes[end - 1]) { end -= 1 }
    guard end - start >= 3, end - start <= longest else { return nil }
    var slash: Int? = nil
    for i in start..<end {
      let b = bytes[i]
      if b == UInt8(ascii: "/") {
        guard slash == nil, i > start, i < end - 1 else { return nil }
        slash = i
      } else if !isTokenByte(b) {
        return nil
      }
    }
    guard slash != nil else { return nil }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

  private static func isTokenByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "&"),
      UInt8(ascii: "-"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "+"):
      return true
    default:
      return false
    }
  }
}
