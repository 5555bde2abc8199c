/// Container formats whose bytes look alike across kinds: inside one, a
/// name of the same family may refine what the bytes say (zip + `.docx` is
/// a document, ISO media + `.m4a` is audio); a name of another family
/// (`.mkv` on Ogg bytes, `.pdf` on zip bytes) refines nothing.
///
/// Membership follows shared-mime-info's subclass graph: a type belongs to
/// a family when it, or a type it subclasses, is one of the family's roots.
enum ContainerFamily: CaseIterable, Sendable {
  case zip, isoMedia, ogg, matroska, asf, compoundFile, text

  /// The family's root types.
  var roots: [StaticString] {
    switch self {
    case .zip: ["application/zip"]
    // ISO base media has no common root in shared-mime-info.
    case .isoMedia:
      [
        "video/mp4", "audio/mp4", "video/quicktime", "video/3gpp", "video/3gpp2", "audio/3gpp",
        "audio/3gpp2", "video/x-m4v",
      ]
    case .ogg: ["application/ogg"]
    case .matroska: ["application/x-matroska", "video/x-matroska"]
    case .asf: ["application/vnd.ms-asf", "video/x-ms-asf"]
    case .compoundFile: ["application/x-ole-storage"]
    case .text: ["text/plain"]
    }
  }

  /// Whether bytes of `type` leave the kind open: the container without a
  /// say about its contents. Bytes that decided (Ogg's first packet, an
  /// `M4A` brand, sound tracks only) are not refined by any name. A switch,
  /// so a resolution makes no set.
  func leavesOpen(_ type: String) -> Bool {
    switch (self, type) {
    case (.zip, "application/zip"): true
    case (.isoMedia, "video/mp4"), (.isoMedia, "video/quicktime"), (.isoMedia, "video/3gpp"),
      (.isoMedia, "video/3gpp2"):
      true
    case (.ogg, "application/ogg"), (.ogg, "audio/ogg"), (.ogg, "video/ogg"): true
    case (.matroska, "video/x-matroska"), (.matroska, "application/x-matroska"): true
    case (.asf, "application/vnd.ms-asf"), (.asf, "video/x-ms-asf"): true
    case (.compoundFile, "application/x-ole-storage"): true
    case (.text, "text/plain"): true
    default: false
    }
  }

  /// Whether a name may refine the family's bytes to `kind`.
  func refines(to kind: IconKind) -> Bool {
    switch self {
    case .zip: kind == .document || kind == .archive
    case .isoMedia, .ogg, .matroska, .asf: kind == .audio || kind == .video
    case .compoundFile, .text: kind == .document
    }
  }

  /// The family of a canonical media type, if it has one.
  static func of(_ mimeType: String) -> ContainerFamily? {
    var mimeType = mimeType
    return mimeType.withUTF8 { of(utf8: $0) }
  }

  /// The family of a media type's bytes, walking up its parents in place:
  /// the table's own strings are compared, no `String` is made.
  static func of(utf8 type: UnsafeBufferPointer<UInt8>) -> ContainerFamily? {
    var current = type
    // Subclass chains are short (`audio/x-vorbis+ogg` → `audio/ogg` →
    // `application/ogg`); the bound guards against a cycle in the data.
    for _ in 0..<8 {
      for family in allCases where family.roots.contains(where: { StaticKeyTable<Int>.equal(current, $0) }) {
        return family
      }
      guard let parent = MediaTypeTable.parents.value(for: current) else { return nil }
      current = UnsafeBufferPointer(start: parent.utf8Start, count: parent.utf8CodeUnitCount)
    }
    return nil
  }
}
