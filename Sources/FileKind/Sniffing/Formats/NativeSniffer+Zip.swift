/// Zip and the formats built on it (OOXML, ODF, EPUB, OpenRaster, JAR,
/// APK), told apart by the names of their entries: the archive is read once
/// into a ``ZipFacts`` value (from the local headers the prefix holds, or
/// from the central directory when the file's end is read), and its
/// children, ``zipChildren``, are an ordered list of types and the part
/// names that say them.
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
      return zipFamily(b.slice(4..<b.count))
    }
    if b.has(endRecord) || b.has(spanningMark) { return .applicationZip }
    return nil
  }

  /// A part name a zip-based format is known by.
  enum PartName: Equatable, Sendable {
    /// An entry named exactly this.
    case file(StaticString)
    /// An entry inside this folder (the name ends with `/`).
    case folder(StaticString)
    /// The archive's first entry lies inside this folder.
    case firstIn(StaticString)

    static func == (a: Self, b: Self) -> Bool {
      func same(_ x: StaticString, _ y: StaticString) -> Bool { "\(x)" == "\(y)" }
      switch (a, b) {
      case (.file(let x), .file(let y)), (.folder(let x), .folder(let y)), (.firstIn(let x), .firstIn(let y)):
        return same(x, y)
      default: return false
      }
    }
  }

  /// A format built on zip, and the part names that say it: any one of
  /// `anyOf`, or every one of `allOf`.
  struct ZipChild: Sendable {
    let type: KnownType
    let anyOf: [PartName]
    let allOf: [PartName]

    init(_ type: KnownType, anyOf: [PartName] = [], allOf: [PartName] = []) {
      self.type = type
      self.anyOf = anyOf
      self.allOf = allOf
    }
  }

  /// The formats built on zip, first match wins: OOXML by its parts (a
  /// package with none of the three applications' folders reads as a
  /// document), ODF by the parts every package has, EPUB by its container,
  /// then Android and Java archives. A new zip-based format is one line here.
  static let zipChildren: [ZipChild] = [
    ZipChild(.applicationVndOpenxmlformatsOfficedocumentWordprocessingmlDocument, anyOf: [.folder("word/")]),
    ZipChild(.applicationVndOpenxmlformatsOfficedocumentSpreadsheetmlSheet, anyOf: [.folder("xl/")]),
    ZipChild(.applicationVndOpenxmlformatsOfficedocumentPresentationmlPresentation, anyOf: [.folder("ppt/")]),
    // XPS and OpenXPS: a fixed document sequence at the package's root, or
    // the first document's fixed document (names Microsoft's and ECMA's
    // writers use), before the generic OPC package below.
    ZipChild(
      .applicationVndMsXpsdocument,
      anyOf: [
        .file("FixedDocSeq.fdseq"), .file("FixedDocumentSequence.fdseq"), .file("Documents/1/FixedDoc.fdoc"),
        .file("Documents/1/FixedDocument.fdoc"),
      ]),
    ZipChild(
      .applicationVndOpenxmlformatsOfficedocumentWordprocessingmlDocument,
      anyOf: [.file("[Content_Types].xml"), .folder("_rels/"), .folder("docProps/"), .folder("customXml/")]),
    ZipChild(
      .applicationVndOasisOpendocumentText, allOf: [.file("content.xml"), .file("META-INF/manifest.xml")]),
    // An OCF container (EPUB) names its package document here.
    ZipChild(.applicationEpubZip, anyOf: [.file("META-INF/container.xml")]),
    ZipChild(
      .applicationVndAndroidPackageArchive, anyOf: [.file("AndroidManifest.xml"), .file("classes.dex")]),
    ZipChild(.applicationXJavaArchive, anyOf: [.file("META-INF/MANIFEST.MF"), .firstIn("META-INF/")]),
  ]

  /// Every part name the children look for, each once: a ``ZipFacts`` bit.
  static let zipPartNames: [PartName] = {
    var names: [PartName] = []
    for child in zipChildren {
      for name in child.anyOf + child.allOf where !names.contains(name) { names.append(name) }
    }
    precondition(names.count <= 64, "a zip's facts hold 64 part names")
    return names
  }()

  /// How a part name is matched.
  enum PartMatch: Sendable { case file, folder, firstIn }

  /// ``zipPartNames`` as bytes, with their first letter lower-cased for a
  /// quick test, in the same order (a name's bit is its index).
  static let zipPatterns: [(first: UInt8, bytes: [UInt8], kind: PartMatch)] = zipPartNames.map { part in
    func bytes(_ text: StaticString) -> [UInt8] {
      Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    let (text, kind): ([UInt8], PartMatch) =
      switch part {
      case .file(let name): (bytes(name), .file)
      case .folder(let name): (bytes(name), .folder)
      case .firstIn(let name): (bytes(name), .firstIn)
      }
    return (text[0] | 0x20, text, kind)
  }

  /// The children as bit masks over ``zipPartNames``, in order.
  static let zipChildMasks: [(type: KnownType, any: UInt64, all: UInt64)] = zipChildren.map { child in
    func mask(_ names: [PartName]) -> UInt64 {
      names.reduce(0) { $0 | 1 << UInt64(zipPartNames.firstIndex(of: $1)!) }
    }
    return (child.type, mask(child.anyOf), mask(child.allOf))
  }

  /// What one archive's entry names say: which of ``zipPartNames`` were
  /// seen, read once from the local headers or the central directory.
  struct ZipFacts {
    var entries = 0
    var seen: UInt64 = 0

    /// Notes the entry named by the `length` bytes at `name`. Names are
    /// compared as archivers write them in practice: letters in either
    /// case, and `\\` for `/` (written by some Windows tools).
    mutating func note(_ b: Bytes, name: Int, length: Int) {
      if length > 0 && name < b.count {
        // Only part names that start with the entry's first letter are compared.
        let first = b[name] | 0x20
        for (bit, part) in NativeSniffer.zipPatterns.enumerated() where part.first == first {
          let matched: Bool
          switch part.kind {
          case .file: matched = length == part.bytes.count && Self.names(b, name, part.bytes)
          case .folder: matched = length >= part.bytes.count && Self.names(b, name, part.bytes)
          case .firstIn:
            matched = entries == 0 && length >= part.bytes.count && Self.names(b, name, part.bytes)
          }
          if matched { seen |= 1 << UInt64(bit) }
        }
      }
      entries += 1
    }

    /// Whether the bytes at `at` spell `text`, ignoring ASCII case and
    /// reading `\\` as `/`.
    static func names(_ b: Bytes, _ at: Int, _ expected: [UInt8]) -> Bool {
      let count = expected.count
      guard at >= 0, at + count <= b.count else { return false }
      for i in 0..<count {
        var byte = b[at + i]
        if byte == UInt8(ascii: "\\") { byte = UInt8(ascii: "/") }
        if byte | 0x20 != expected[i] | 0x20 { return false }
        // `| 0x20` folds letters; other bytes must match exactly.
        if byte != expected[i] && !Self.isLetter(byte) { return false }
      }
      return true
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The first child whose part names were seen, else `application/zip`.
    var type: KnownType {
      for child in NativeSniffer.zipChildMasks {
        if child.any != 0 && seen & child.any != 0 { return child.type }
        if child.all != 0 && seen & child.all == child.all { return child.type }
      }
      return .applicationZip
    }
  }

  /// A zip by the entries its local headers name, in the order they come
  /// (not the first alone). ODF, EPUB and OpenRaster store their type in a
  /// `mimetype` entry, which decides at once. The walk stops at the
  /// prefix's end, at an entry whose size only a trailing data descriptor
  /// gives, or after 256 entries.
  static func zipFamily(_ b: Bytes) -> KnownType {
    var parts = ZipFacts()
    var at = 0
    while at + 30 <= b.count, b.has(localHeader, at: at), parts.entries < 256 {
      let flags = Int(b.littleEndian16(at: at + 6))
      let method = Int(b.littleEndian16(at: at + 8))
      let size = Int(b.littleEndian32(at: at + 18))
      let nameLength = Int(b.littleEndian16(at: at + 26))
      let extraLength = Int(b.littleEndian16(at: at + 28))
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
        let comment = Int(tail.littleEndian16(at: record + 20))
        if record + 22 + comment == tail.count { break }
      }
      record -= 1
    }
    guard record >= lowest else { return nil }
    func u16(_ at: Int) -> Int { Int(tail.littleEndian16(at: at)) }
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
    var parts = ZipFacts()
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

  /// A zip by its local headers' entries; when they decide nothing (a
  /// streamed entry first), by the central directory at the file's end.
  static func zipFile(_ source: SniffSource) -> KnownType? {
    guard let type = zip(source.prefix) else { return nil }
    if type == .applicationVndMsXpsdocument { return isOpenXPS(source.prefix) ? .applicationOxps : type }
    guard type == .applicationZip else { return type }
    return zipEnd(of: source, longestComment: longestZipComment) ?? type
  }

  /// The most of a package's relationships part that is read (inflated,
  /// when it is compressed) to tell OpenXPS from XPS: its first kilobyte,
  /// where writers name the start part (and a size Swift keeps on the
  /// stack).
  static let longestRelationships = 1_024

  /// The package's root relationships part.
  static let relationshipsName: [UInt8] = Array("_rels/.rels".utf8)

  /// Whether an XPS package is OpenXPS (ECMA-388): its root relationships
  /// (`_rels/.rels`, among the local headers the prefix holds, stored or
  /// deflated, its first kilobyte) name the start part with OpenXPS's namespace,
  /// `http://schemas.openxps.org/oxps/v1.0/…`, where XPS names
  /// `http://schemas.microsoft.com/xps/2005/06/…`. When the part is not in
  /// the prefix, the package stays XPS.
  static func isOpenXPS(_ b: Bytes) -> Bool {
    var at = 0
    var entries = 0
    while at + 30 <= b.count, b.has(localHeader, at: at), entries < 256 {
      let method = Int(b.littleEndian16(at: at + 8))
      let size = Int(b.littleEndian32(at: at + 18))
      let nameLength = Int(b.littleEndian16(at: at + 26))
      let data = at + 30 + nameLength + Int(b.littleEndian16(at: at + 28))
      if nameLength == relationshipsName.count && ZipFacts.names(b, at + 30, relationshipsName) {
        let stored = b.slice(data..<Swift.min(b.count, data + size))
        let namespace: StaticString = "schemas.openxps.org"
        guard method == 8 else { return stored.contains(namespace, within: longestRelationships) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestRelationships) { text in
          let count = Inflater.inflate(stored, into: text)
          return Bytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[..<count])))
            .contains(namespace, within: count)
        }
      }
      // Bit 3: the sizes follow the data, so the next header cannot be found.
      let streamed = b.littleEndian16(at: at + 6) & 0x08 != 0 && size == 0
      guard !streamed, data + size > at else { return false }
      at = data + size
      entries += 1
    }
    return false
  }

  /// The last volume of a split zip, or a zip behind something else: a
  /// whole end record at the file's end, with a short comment at most.
  static func lastVolume(_ source: SniffSource) -> KnownType? {
    zipEnd(of: source, longestComment: longestVolumeComment)
  }
}
