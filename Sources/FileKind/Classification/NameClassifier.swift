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
    // A span borrows the string's bytes: no copy and no reference counting.
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      return name.utf8.span.withUnsafeBufferPointer { kind(ofUTF8: $0) }
    }
    if let kind = name.utf8.withContiguousStorageIfAvailable({ kind(ofUTF8: $0) }) {
      return kind
    }
    return kind(ofBytes: Array(name.utf8))
  }

  /// The kind implied by a name given as raw bytes, which need not be valid
  /// UTF-8 (file systems allow any byte but `/` and NUL).
  @inlinable
  package static func kind(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> IconKind {
    match(bytes)?.kind ?? .other
  }

  /// The kind implied by a name given as raw bytes.
  public static func kind(ofBytes bytes: [UInt8]) -> IconKind {
    bytes.withUnsafeBufferPointer { kind(ofUTF8: $0) }
  }

  /// The media type shared-mime-info (or put.io's overrides) give the
  /// name's extension, or `nil` when the name has no known extension.
  public static func type(of name: String) -> MediaType? {
    var name = name
    return name.withUTF8 { match($0)?.type.map(MediaType.init) }
  }

  /// What a name's extension says.
  @usableFromInline
  struct Match {
    @usableFromInline let kind: IconKind
    @usableFromInline let type: KnownType?
    @inlinable init(kind: IconKind, type: KnownType?) {
      self.kind = kind
      self.type = type
    }
  }

  @inlinable
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> Match? {
    // Only the name's tail is read: a long name's first bytes may sit in
    // another cache line, and the extension never needs them.
    guard let last = extensionDot(in: name, before: name.count) else { return nil }
    let extStart = last + 1
    let extCount = name.count - extStart
    guard extCount > 0, extCount <= longestExtension else { return nil }
    let ext = UnsafeBufferPointer(rebasing: name[extStart...])
    let table = ExtensionTable.shared
    if let index = table.index(ofTail: name, count: extCount) {
      let entry = table.values[index]
      if entry.endsCompounds, let previous = extensionDot(in: name, before: last),
        name.count - previous - 1 <= longestExtension,
        let compound = table.value(for: UnsafeBufferPointer(rebasing: name[(previous + 1)...]))
      {
        return Match(kind: compound.kind, type: compound.type)
      }
      return Match(kind: entry.kind, type: entry.type)
    }
    guard isSplitPart(ext) else { return nil }
    // `.7z.001` carries its container's type; a bare `.r00` is RAR.
    var type: KnownType? = nil
    if let previous = extensionDot(in: name, before: last) {
      let inner = UnsafeBufferPointer(rebasing: name[(previous + 1)..<last])
      if let entry = table.value(for: inner), entry.kind == .archive {
        type = entry.type
      }
    }
    if type == nil && StaticKeyTable<Int>.lower(ext[0]) == UInt8(ascii: "r") {
      type = .applicationVndRar
    }
    return Match(kind: .archive, type: type)
  }

  /// The last `.` before `end` that starts an extension: one with a byte
  /// other than `.` somewhere before it (leading dots hide a file, they
  /// start no extension).
  @inlinable @inline(__always)
  static func extensionDot(in name: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
    let dot = UInt8(ascii: ".")
    var i = end - 1
    while i > 0 && name[i] != dot { i -= 1 }
    guard i > 0 else { return nil }
    var j = i - 1
    while j >= 0 && name[j] == dot { j -= 1 }
    return j >= 0 ? i : nil
  }

  /// `001`…`999` (any split), or `r00`, `s00`, `z01`… and, past a
  /// hundred volumes, `r100` (RAR and ZIP volumes).
  @inlinable
  static func isSplitPart(_ ext: UnsafeBufferPointer<UInt8>) -> Bool {
    guard ext.count == 3 || ext.count == 4 else { return false }
    @inline(__always) func digit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    for i in 1..<ext.count where !digit(ext[i]) { return false }
    switch StaticKeyTable<Int>.lower(ext[0]) {
    case UInt8(ascii: "r"), UInt8(ascii: "s"), UInt8(ascii: "z"): return true
    case let b: return ext.count == 3 && digit(b)
    }
  }
}
