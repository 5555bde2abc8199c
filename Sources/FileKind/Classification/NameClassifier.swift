/// Classifies a raw file name by its extension.
///
/// The name is never parsed beyond its extension and never rewritten. Rules:
/// - matching is ASCII case-insensitive (`IMG_4392.HEIC` is an image);
/// - compound suffixes win over their last part (`.tar.gz`, `.tar.zst`);
/// - split-archive parts are archives (`.r00`, `.z01`, `.7z.001`, `.part1.rar`);
/// - leading dots start no extension (`.bashrc` and `.mkv` alone are `other`),
///   and a trailing dot leaves none.
///
/// The work is a backwards scan over the UTF-8 bytes and one or two hash
/// lookups: no allocation, no Foundation call.
public enum NameClassifier {
  /// Longest extension (bytes after the dot) worth looking up; the longest
  /// in shared-mime-info is 17 bytes.
  @usableFromInline static let longestExtension = 24

  /// The kind a name's extension implies, `other` when it implies none.
  ///
  /// - Complexity: O(*e*) where *e* is the length of the extension.
  @inlinable
  public static func kind(of name: String) -> IconKind {
    var name = name
    return name.withUTF8 { kind(ofUTF8: $0) }
  }

  /// The kind implied by a name given as raw bytes, which need not be valid
  /// UTF-8 (file systems allow any byte but `/` and NUL).
  @inlinable
  public static func kind(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> IconKind {
    match(bytes)?.kind ?? .other
  }

  /// The kind implied by a name given as raw bytes.
  public static func kind(ofBytes bytes: [UInt8]) -> IconKind {
    bytes.withUnsafeBufferPointer { kind(ofUTF8: $0) }
  }

  /// The MIME type shared-mime-info (or put.io's overrides) give the name's
  /// extension, or `nil` when the name has no known extension.
  public static func mimeType(of name: String) -> String? {
    var name = name
    return name.withUTF8 { match($0)?.mimeType.map { String(describing: $0) } }
  }

  /// What a name's extension says.
  @usableFromInline
  struct Match {
    @usableFromInline let kind: IconKind
    @usableFromInline let mimeType: StaticString?
  }

  @usableFromInline
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> Match? {
    let dot = UInt8(ascii: ".")
    // Leading dots hide a file; they never start an extension.
    var stem = 0
    while stem < name.count && name[stem] == dot { stem += 1 }
    guard let last = lastDot(in: name, from: stem) else { return nil }
    let extStart = last + 1
    let extCount = name.count - extStart
    guard extCount > 0, extCount <= longestExtension else { return nil }
    let ext = UnsafeBufferPointer(rebasing: name[extStart...])
    let previous = lastDot(in: name, from: stem, before: last)

    if let previous, name.count - previous - 1 <= longestExtension {
      let compound = UnsafeBufferPointer(rebasing: name[(previous + 1)...])
      if let entry = ExtensionTable.shared.value(for: compound) {
        return Match(kind: entry.kind, mimeType: entry.mimeType)
      }
    }
    if let entry = ExtensionTable.shared.value(for: ext) {
      return Match(kind: entry.kind, mimeType: entry.mimeType)
    }
    if isSplitPart(ext) {
      // `.7z.001` carries its container's type; a bare `.r00` is RAR.
      var mimeType: StaticString? = nil
      if let previous {
        let inner = UnsafeBufferPointer(rebasing: name[(previous + 1)..<last])
        if let entry = ExtensionTable.shared.value(for: inner), entry.kind == .archive {
          mimeType = entry.mimeType
        }
      }
      if mimeType == nil && StaticKeyTable<Int>.lower(ext[0]) == UInt8(ascii: "r") {
        mimeType = "application/vnd.rar"
      }
      return Match(kind: .archive, mimeType: mimeType)
    }
    return nil
  }

  /// Index of the last `.` in `name[from..<before]` that has a byte before it.
  @inlinable
  static func lastDot(
    in name: UnsafeBufferPointer<UInt8>, from stem: Int, before end: Int? = nil
  ) -> Int? {
    var i = (end ?? name.count) - 1
    while i > stem {
      if name[i] == UInt8(ascii: ".") { return i }
      i -= 1
    }
    return nil
  }

  /// `001`…`999` (any split), or `r00`, `s00`, `z01`… (RAR and ZIP volumes).
  @inlinable
  static func isSplitPart(_ ext: UnsafeBufferPointer<UInt8>) -> Bool {
    guard ext.count == 3 else { return false }
    @inline(__always) func digit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    guard digit(ext[1]), digit(ext[2]) else { return false }
    switch StaticKeyTable<Int>.lower(ext[0]) {
    case UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "z"): return true
    case let b: return digit(b)
    }
  }
}
