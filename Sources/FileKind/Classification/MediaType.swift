/// Reads a declared MIME type (an API `content_type`, a sniffer's answer).
///
/// Parameters are dropped (`; charset=binary`), case is folded, surrounding
/// white space is ignored and aliases are folded to shared-mime-info's
/// canonical names (`audio/x-m4a` → `audio/mp4`,
/// `application/x-zip-compressed` → `application/zip`).
public enum MediaType {
  /// Longest media type accepted; RFC 6838 caps each half at 127 bytes.
  static let longest = 255

  /// The canonical, lower-cased essence of `declared`
  /// (`"Video/X-Matroska; foo"` → `"video/x-matroska"`), or `nil` when it is
  /// not a well-formed `type/subtype`.
  public static func canonical(_ declared: String) -> String? {
    var declared = declared
    return declared.withUTF8 { bytes -> String? in
      guard let essence = essence(bytes) else { return nil }
      if let canonical = MediaTypeTable.aliases.value(for: essence) {
        return String(describing: canonical)
      }
      return String(decoding: essence, as: UTF8.self).lowercased()
    }
  }

  /// The kind a declared MIME type implies, or `nil` when it decides nothing
  /// (empty, malformed, `application/octet-stream`, or an unknown
  /// `application/…` type).
  public static func kind(of declared: String) -> IconKind? {
    var declared = declared
    return declared.withUTF8 { kind(ofUTF8: $0) }
  }

  static func kind(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> IconKind? {
    guard let essence = essence(bytes) else { return nil }
    if let canonical = MediaTypeTable.aliases.value(for: essence) {
      let canonicalBytes = UnsafeBufferPointer(
        start: canonical.utf8Start, count: canonical.utf8CodeUnitCount)
      return kind(ofEssence: canonicalBytes)
    }
    return kind(ofEssence: essence)
  }

  private static func kind(ofEssence essence: UnsafeBufferPointer<UInt8>) -> IconKind? {
    if isUndecided(essence) { return nil }
    if let kind = MediaTypeTable.kinds.value(for: essence) { return kind }
    // Unknown subtypes of the media top-level types still say what they are.
    let slash = essence.firstIndex(of: UInt8(ascii: "/"))!
    let top = UnsafeBufferPointer(rebasing: essence[..<slash])
    if matches(top, "video") { return .video }
    if matches(top, "audio") { return .audio }
    if matches(top, "image") { return .image }
    // Text, and mail and news messages (text a person reads).
    if matches(top, "text") || matches(top, "message") { return .document }
    return nil
  }

  private static func isUndecided(_ essence: UnsafeBufferPointer<UInt8>) -> Bool {
    matches(essence, "application/octet-stream") || matches(essence, "application/x-zerosize")
      || matches(essence, "inode/x-empty") || matches(essence, "application/x-empty")
      || matches(essence, "application/unknown") || matches(essence, "binary/octet-stream")
  }

  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    StaticKeyTable<Int>.equal(bytes, word)
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
