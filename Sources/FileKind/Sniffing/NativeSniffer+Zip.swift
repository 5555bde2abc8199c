/// Zip and the formats built on it (OOXML, ODF, EPUB, OpenRaster, JAR,
/// APK), told apart by the names of their entries: from the local headers
/// the prefix holds, and from the central directory when the file's end is
/// read.
extension NativeSniffer {
  static let localHeader: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
  static let spanningMark: [UInt8] = [0x50, 0x4B, 0x07, 0x08]
  static let directoryHeader: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
  static let endRecord: [UInt8] = [0x50, 0x4B, 0x05, 0x06]

  /// A zip by its first bytes: a local header, or the mark a spanned
  /// archive's first volume opens with; an end record alone is an empty zip.
  static func zip(_ b: Bytes) -> KnownType? {
    if b.has(localHeader) { return zipFamily(b) }
    if b.has(spanningMark) && b.has(localHeader, at: 4) {
      return zipFamily(Bytes(UnsafeRawBufferPointer(rebasing: b.raw[4...])))
    }
    if b.has(endRecord) || b.has(spanningMark) { return .applicationZip }
    return nil
  }

  /// What the entry names of one archive say, in the order they come.
  struct ZipParts {
    var entries = 0
    var office = false
    var word = false
    var sheet = false
    var slides = false
    var odfParts = 0
    var epubContainer = false
    var javaManifest = false
    var android = false
    var firstIsMetaINF = false

    /// Notes the entry named by the `length` bytes at `name`.
    mutating func note(_ b: Bytes, name: Int, length: Int) {
      func named(_ text: StaticString) -> Bool { length == text.utf8CodeUnitCount && b.has(text, at: name) }
      func under(_ folder: StaticString) -> Bool {
        length >= folder.utf8CodeUnitCount && b.has(folder, at: name)
      }
      if entries == 0 && under("META-INF/") { firstIsMetaINF = true }
      if named("[Content_Types].xml") || under("_rels/") || under("docProps/") || under("customXml/") {
        office = true
      }
      if under("word/") { word = true }
      if under("xl/") { sheet = true }
      if under("ppt/") { slides = true }
      if named("content.xml") || named("META-INF/manifest.xml") { odfParts += 1 }
      // An OCF container (EPUB) names its package document here.
      if named("META-INF/container.xml") { epubContainer = true }
      if named("META-INF/MANIFEST.MF") { javaManifest = true }
      if named("AndroidManifest.xml") || named("classes.dex") { android = true }
      entries += 1
    }

    /// The type the names decide: OOXML by its parts, ODF by the parts
    /// every package has, EPUB by its container, then Android and Java
    /// archives; `application/zip` when they decide nothing.
    var type: KnownType {
      if word { return .applicationVndOpenxmlformatsOfficedocumentWordprocessingmlDocument }
      if sheet { return .applicationVndOpenxmlformatsOfficedocumentSpreadsheetmlSheet }
      if slides { return .applicationVndOpenxmlformatsOfficedocumentPresentationmlPresentation }
      if office { return .applicationVndOpenxmlformatsOfficedocumentWordprocessingmlDocument }
      if odfParts == 2 { return .applicationVndOasisOpendocumentText }
      if epubContainer { return .applicationEpubZip }
      if android { return .applicationVndAndroidPackageArchive }
      if javaManifest || firstIsMetaINF { return .applicationXJavaArchive }
      return .applicationZip
    }
  }

  /// A zip by the entries its local headers name, in the order they come
  /// (not the first alone). ODF, EPUB and OpenRaster store their type in a
  /// `mimetype` entry, which decides at once. The walk stops at the
  /// prefix's end, at an entry whose size only a trailing data descriptor
  /// gives, or after 256 entries.
  static func zipFamily(_ b: Bytes) -> KnownType {
    var parts = ZipParts()
    var at = 0
    while at + 30 <= b.count, b.has(localHeader, at: at), parts.entries < 256 {
      let flags = Int(b[at + 6]) | Int(b[at + 7]) << 8
      let method = Int(b[at + 8]) | Int(b[at + 9]) << 8
      let size = Int(b.littleEndian32(at: at + 18))
      let nameLength = Int(b[at + 26]) | Int(b[at + 27]) << 8
      let extraLength = Int(b[at + 28]) | Int(b[at + 29]) << 8
      let name = at + 30
      let data = name + nameLength + extraLength
      if nameLength == 8 && b.has("mimetype", at: name) && method == 0 {
        for (text, mime) in Self.packageTypes where b.has(text, at: data) { return mime }
        return .applicationZip
      }
      parts.note(b, name: name, length: nameLength)
      // Bit 3: the sizes follow the data, so the next header cannot be found.
      if flags & 0x08 != 0 && size == 0 { break }
      guard data + size > at else { break }
      at = data + size
    }
    return parts.type
  }

  /// The `mimetype` entries of ODF, EPUB and OpenRaster packages.
  static let packageTypes: [(StaticString, KnownType)] = [
    ("application/epub+zip", .applicationEpubZip),
    ("application/vnd.oasis.opendocument.text", .applicationVndOasisOpendocumentText),
    ("application/vnd.oasis.opendocument.spreadsheet", .applicationVndOasisOpendocumentSpreadsheet),
    ("application/vnd.oasis.opendocument.presentation", .applicationVndOasisOpendocumentPresentation),
    ("application/vnd.oasis.opendocument.graphics", .applicationVndOasisOpendocumentGraphics),
    ("image/openraster", .imageOpenraster),
  ]

  /// The longest comment a zip's end record may carry.
  static let longestZipComment = 65_535

  /// The longest comment looked for behind the end record of bytes nothing
  /// else recognised (a split archive's last volume): archivers write
  /// none or a short one, and bytes that are not a zip cost at most this
  /// scan.
  static let longestVolumeComment = 1_024

  /// What the end of `source`'s file says of a zip, reading its last
  /// bytes: the end record (22) and a comment of at most `longestComment`.
  static func zipEnd(of source: SniffSource, longestComment: Int) -> KnownType? {
    source.readEnd(length: 22 + longestComment) { tail, start in
      zipEnd(tail, from: start, longestComment: longestComment)
    }
  }

  /// What a zip's end says: the type its central directory's names decide,
  /// or `application/zip` for a later volume of a split archive (its end
  /// record names another disk). `tail` is the file's last bytes, read
  /// from offset `start`; `nil` when they hold no end record with a
  /// comment of at most `longestComment` bytes.
  ///
  /// Every field is checked against the bytes at hand before it is used:
  /// the directory must lie inside the tail, and each header moves the
  /// walk at least 46 bytes.
  static func zipEnd(_ tail: Bytes, from start: Int64, longestComment: Int) -> KnownType? {
    guard tail.count >= 22 else { return nil }
    // The record is the last thing in the file but its comment.
    var record = tail.count - 22
    let lowest = Swift.max(0, record - longestComment)
    while record >= lowest {
      if tail.has(endRecord, at: record) {
        let comment = Int(tail[record + 20]) | Int(tail[record + 21]) << 8
        if record + 22 + comment == tail.count { break }
      }
      record -= 1
    }
    guard record >= lowest else { return nil }
    func u16(_ at: Int) -> Int { Int(tail[at]) | Int(tail[at + 1]) << 8 }
    let disk = u16(record + 4)
    let directoryDisk = u16(record + 6)
    if disk != 0 || directoryDisk != 0 { return .applicationZip }
    let count = u16(record + 10)
    let size = Int64(tail.littleEndian32(at: record + 12))
    let offset = Int64(tail.littleEndian32(at: record + 16))
    // The directory as an offset into the tail; Zip64 archives (offsets
    // of all ones) and directories that begin before the tail are not read.
    let first = offset - start
    guard offset != 0xFFFF_FFFF, first >= 0, first + size <= Int64(record) else { return .applicationZip }
    var parts = ZipParts()
    var at = Int(first)
    let end = Int(first + size)
    while at + 46 <= end, tail.has(directoryHeader, at: at), parts.entries < Swift.min(count, 4_096) {
      let nameLength = u16(at + 28)
      let next = at + 46 + nameLength + u16(at + 30) + u16(at + 32)
      guard next <= end else { break }
      parts.note(tail, name: at + 46, length: nameLength)
      at = next
    }
    return parts.type
  }
}
