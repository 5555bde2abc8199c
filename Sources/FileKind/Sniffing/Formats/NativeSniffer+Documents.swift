/// Documents: OLE compound files by their directory, PostScript and EPS,
/// HTML and XML.
extension NativeSniffer {
  /// An OLE compound file, by the entries of its directory: Word, Excel,
  /// PowerPoint and Outlook by their stream names, a Windows Installer
  /// database by its root entry's class id. Anything else (an encrypted
  /// Office file, the rarer formats) is left to the rules after the tree.
  ///
  /// Directory entries are 128 bytes and start on 128-byte boundaries
  /// after the 512-byte header, whatever the sector size, so only those
  /// offsets are read: a name, its length (UTF-16LE, with the terminator)
  /// at 0x40, the entry type at 0x42, the class id at 0x50.
  static func compoundFile(_ b: Bytes) -> KnownType? {
    guard b.has([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) else { return nil }
    // Which of `oleStreams` were seen, one bit each (nothing allocated).
    var found: UInt32 = 0
    var installer = false
    var entry = 512
    while entry + 128 <= b.count {
      let nameLength = Int(b.littleEndian16(at: entry + 0x40))
      let type = b[entry + 0x42]
      if type == 5 && b.has(msiClass, at: entry + 0x50) { installer = true }
      if type == 2 && nameLength >= 2 && nameLength <= 64 {
        for (index, (name, _, isPrefix)) in oleStreams.enumerated() where found & 1 << index == 0 {
          let whole = nameLength - 2 == name.count
          if (whole || (isPrefix && nameLength - 2 > name.count)) && b.has(name, at: entry) {
            found |= 1 << index
          }
        }
      }
      entry += 128
    }
    if found != 0 { return oleStreams[found.trailingZeroBitCount].1 }
    return installer ? .applicationXMsi : nil
  }

  /// The class id a Windows Installer database's root entry carries,
  /// {000C1084-0000-0000-C000-000000000046}, as stored.
  static let msiClass: [UInt8] = [
    0x84, 0x10, 0x0C, 0x00, 0x00, 0x00, 0x00, 0x00, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46,
  ]

  /// Stream names as UTF-16LE bytes, the type each reveals (the first
  /// found in this order wins), and whether the name is only a prefix.
  static let oleStreams: [([UInt8], KnownType, Bool)] = [
    ("WordDocument", .applicationMsword, false), ("Workbook", .applicationVndMsExcel, false),
    // Excel 5 and 95 workbooks.
    ("Book", .applicationVndMsExcel, false),
    ("PowerPoint Document", .applicationVndMsPowerpoint, false),
    // Outlook's properties stream names: `__substg1.0_` and a tag.
    ("__substg1.0_", .applicationVndMsOutlook, true),
  ].map { name, mime, isPrefix in (name.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, mime, isPrefix)
  }

  /// `%!PS-Adobe-3.0 EPSF-3.0`: EPSF on the first line.
  static func isEPS(_ b: Bytes) -> Bool {
    var end = 0
    while end < Swift.min(b.count, 128) && b[end] != 0x0A && b[end] != 0x0D { end += 1 }
    return b.contains("EPSF", within: end)
  }

  /// HTML and XML after optional BOM and white space; the classic case is an
  /// HTML error page saved under a video's name.
  static func markup(_ b: Bytes) -> KnownType? {
    var i = b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D) { i += 1 }
    guard i < b.count, b[i] == UInt8(ascii: "<") else { return nil }
    // Comments say nothing of the markup: what follows them does. A file
    // of declarations (`<!ENTITY`, `<!ELEMENT`…) is a DTD or an SGML
    // entity set, not HTML.
    var commented = false
    while b.has("<!--", at: i) {
      guard let close = b.firstIndex(of: "-->", from: i + 4) else { return nil }
      i = close + 3
      commented = true
      while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D) { i += 1 }
    }
    if b.has("<!ENTITY", at: i) || b.has("<!ELEMENT", at: i) || b.has("<!ATTLIST", at: i)
      || b.has("<!NOTATION", at: i)
    {
      return .applicationXmlDtd
    }
    if commented && i >= b.count { return nil }
    if b.hasFolded("<!doctype html", at: i) || b.hasFolded("<html", at: i) || b.hasFolded("<head", at: i)
      || b.hasFolded("<body", at: i) || b.hasFolded("<title", at: i)
    {
      return .textHtml
    }
    if b.has("<?xml", at: i) {
      if b.contains("<svg", within: 1024) { return .imageSvgXml }
      if b.contains("<html", within: 1024) { return .applicationXhtmlXml }
      return .applicationXml
    }
    if b.hasFolded("<svg", at: i) { return .imageSvgXml }
    return nil
  }

  /// HTML or XML behind a run of NUL bytes (a download whose start was
  /// never written): at least 16 NULs, then markup that is text.
  static func markupAfterNULs(_ b: Bytes) -> KnownType? {
    var at = 0
    while at < b.count && b[at] == 0 { at += 1 }
    guard at >= 16, at < b.count else { return nil }
    let rest = b.slice(at..<b.count)
    guard text(rest) != nil else { return nil }
    return markup(rest)
  }

  /// PostScript, an EPS image (EPSF on its first line), or a Type 1 font
  /// (a PostScript program whose first line says so).
  static func postScript(_ b: Bytes) -> KnownType? {
    if b.has("%!PS-AdobeFont-1.") || b.has("%!FontType1-1.") { return .applicationXFontType1 }
    return isEPS(b) ? .imageXEps : .applicationPostscript
  }
}
