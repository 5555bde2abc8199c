/// FileKind's own format checks: the parsers and confirmations the
/// ``DetectionTree`` calls. Pure byte comparisons: no allocation, no C
/// call. Each returns `nil` for bytes it does not know.
package enum NativeSniffer {
  /// The media type FileKind's own checks give `bytes` (a file's prefix),
  /// or `nil`: the detection tree without the generated rules.
  package static func mimeType(of bytes: UnsafeRawBufferPointer) -> String? {
    knownType(of: bytes).map { String(describing: $0.name) }
  }

  /// `mimeType(of:)` as the table's row: nothing is allocated.
  package static func knownType(of bytes: UnsafeRawBufferPointer) -> KnownType? {
    DetectionTree.native(bytes)
  }

  /// The media type of `bytes`, or `nil`.
  package static func mimeType(of bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { mimeType(of: $0) }
  }

  /// Version, layer, bitrate and sampling-rate fields must all be valid, and
  /// a second frame must follow where the first says (when the prefix holds it).
  static func mpegAudioFrame(_ b: Bytes) -> Bool {
    let version = (b[1] >> 3) & 3
    let layer = (b[1] >> 1) & 3
    let bitrate = b[2] >> 4
    let rate = (b[2] >> 2) & 3
    guard version != 1, layer != 0, bitrate != 0, bitrate != 15, rate != 3 else { return false }
    // Layers III and II (MP2 broadcasts); not layer I, whose `FF FE` header
    // is a UTF-16 text's byte order mark. Layer II must show a second frame.
    guard layer == 1 || layer == 2 else { return false }
    let kbps: [Int] =
      version == 3
      ? (layer == 1
        ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
        : [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384])
      : [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
    let rates: [Int] =
      version == 3
      ? [44_100, 48_000, 32_000] : version == 2 ? [22_050, 24_000, 16_000] : [11_025, 12_000, 8_000]
    let padding = Int((b[2] >> 1) & 1)
    let slots = version == 3 || layer == 2 ? 144 : 72
    let length = slots * kbps[Int(bitrate)] * 1000 / rates[Int(rate)] + padding
    guard length > 4 else { return false }
    if length + 1 < b.count { return b[length] == 0xFF && b[length + 1] & 0xE0 == 0xE0 }
    return layer == 1
  }

  /// TIFF and the camera RAW formats built on it.
  static func tiffFamily(_ b: Bytes) -> KnownType? {
    guard b.count >= 8 else { return nil }
    let little = b[0] == 0x49
    let magic = little ? Int(b[2]) | Int(b[3]) << 8 : Int(b[2]) << 8 | Int(b[3])
    switch magic {
    case 42:
      if b.has("CR", at: 8) && b.count > 10 && b[10] == 2 { return .imageXCanonCr2 }
      if b.contains("NIKON", within: 4096) { return .imageXNikonNef }
      if b.contains("SONY", within: 4096) { return .imageXSonyArw }
      if b.contains("PENTAX", within: 4096) { return .imageXPentaxPef }
      if b.contains("DNGVersion", within: 4096) || dngTag(b, little: little) { return .imageXAdobeDng }
      return .imageTiff
    case 0x4F52, 0x5352: return .imageXOlympusOrf
    case 0x55: return .imageXPanasonicRw2
    case 43: return .imageTiff  // BigTIFF
    default: return nil
    }
  }

  /// Looks for tag 0xC612 (DNGVersion) among the first IFD's entries.
  static func dngTag(_ b: Bytes, little: Bool) -> Bool {
    let marker: [UInt8] = little ? [0x12, 0xC6] : [0xC6, 0x12]
    return b.contains(marker, within: 4096)
  }

  /// A tar header without the `ustar` magic (V7, as old tools write it):
  /// a name, octal mode and size fields, and a header checksum that holds.
  static func isV7Tar(_ b: Bytes) -> Bool {
    guard b.count >= 512, b[0] != 0 else { return false }
    guard tarOctal(b, 100..<108) != nil, tarOctal(b, 124..<136) != nil else { return false }
    return tarChecksumHolds(b)
  }

  /// Whether a tar header's checksum (octal at 148) is the sum of its 512
  /// bytes, the checksum field counted as spaces; old writers summed
  /// signed bytes, so either sum is accepted.
  static func tarChecksumHolds(_ b: Bytes) -> Bool {
    guard b.count >= 512, let stored = tarOctal(b, 148..<156) else { return false }
    var unsigned = 0
    var signed = 0
    for i in 0..<512 {
      let byte = (148..<156).contains(i) ? 0x20 : b[i]
      unsigned += Int(byte)
      signed += Int(Int8(bitPattern: byte))
    }
    return stored == unsigned || stored == signed
  }

  /// An octal number of a tar header field: digits, padded with spaces or
  /// NULs; `nil` when it holds none or anything else.
  static func tarOctal(_ b: Bytes, _ range: Range<Int>) -> Int? {
    var value = 0
    var digits = 0
    for i in range {
      let c = b[i]
      if c == 0 || c == 0x20 {
        if digits > 0 { break }
        continue
      }
      guard c &- 0x30 < 8 else { return nil }
      value = value * 8 + Int(c &- 0x30)
      digits += 1
    }
    return digits > 0 ? value : nil
  }

  /// ISO 9660: at a `CD001` the tree found, the volume descriptor's type
  /// (boot record, primary, supplementary, partition, or terminator) and
  /// version 1.
  static func iso9660(_ b: Bytes) -> KnownType? {
    for at in [32_769, 34_817, 36_865] where b.has("CD001", at: at) && b.count > at + 5 {
      let type = b[at - 1]
      if (type <= 3 || type == 255) && b[at + 5] == 1 { return .applicationXCdImage }
    }
    return nil
  }

  /// Apple's UDIF trailer (the `koly` block, the last 512 bytes): version 4
  /// and a header size of 512.
  static func udifTrailer(_ b: Bytes) -> Bool {
    let at = b.count - 512
    return at >= 0 && b.bigEndian32(at: at + 4) == 4 && b.bigEndian32(at: at + 8) == 512
  }

  /// Netpbm's six formats, ASCII (`P1`–`P3`) and binary (`P4`–`P6`): the
  /// magic, white space, optional `#` comments, then the width's digits.
  static func netpbm(_ b: Bytes) -> KnownType? {
    guard b.count >= 4, b[0] == UInt8(ascii: "P"), b[1] >= UInt8(ascii: "1"), b[1] <= UInt8(ascii: "6"),
      isBlank(b[2])
    else { return nil }
    var i = 2
    while i < Swift.min(b.count, 4_096) {
      if isBlank(b[i]) {
        i += 1
      } else if b[i] == UInt8(ascii: "#") {
        while i < b.count && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
      } else {
        break
      }
    }
    guard i < b.count, isDigit(b[i]) else { return nil }
    switch b[1] {
    case UInt8(ascii: "1"), UInt8(ascii: "4"): return .imageXPortableBitmap
    case UInt8(ascii: "2"), UInt8(ascii: "5"): return .imageXPortableGraymap
    default: return .imageXPortablePixmap
    }
  }

  /// `%!PS-Adobe-3.0 EPSF-3.0`: EPSF on the first line.
  static func isEPS(_ b: Bytes) -> Bool {
    var end = 0
    while end < Swift.min(b.count, 128) && b[end] != 0x0A && b[end] != 0x0D { end += 1 }
    return b.contains("EPSF", within: end)
  }

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
      let nameLength = Int(b[entry + 0x40]) | Int(b[entry + 0x41]) << 8
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

  /// HTML and XML after optional BOM and white space; the classic case is an
  /// HTML error page saved under a video's name.
  static func markup(_ b: Bytes) -> KnownType? {
    var i = b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D) { i += 1 }
    guard i < b.count, b[i] == UInt8(ascii: "<") else { return nil }
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
}

/// A bounds-checked view of the sniffed prefix.
struct Bytes {
  let raw: UnsafeRawBufferPointer
  init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }
  var count: Int { raw.count }
  subscript(i: Int) -> UInt8 { raw[i] }

  /// The first `maxLength` bytes (all of them when there are fewer).
  func prefix(_ maxLength: Int) -> Bytes { Bytes(UnsafeRawBufferPointer(rebasing: raw.prefix(maxLength))) }

  /// The big-endian 32-bit value at `offset`, 0 past the end.
  func bigEndian32(at offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= raw.count else { return 0 }
    return UInt32(raw[offset]) << 24 | UInt32(raw[offset + 1]) << 16 | UInt32(raw[offset + 2]) << 8
      | UInt32(raw[offset + 3])
  }

  /// The little-endian 32-bit value at `offset`, 0 past the end.
  func littleEndian32(at offset: Int) -> UInt32 {
    bigEndian32(at: offset).byteSwapped
  }

  /// The big-endian 64-bit value at `offset`, 0 past the end.
  func bigEndian64(at offset: Int) -> UInt64 {
    UInt64(bigEndian32(at: offset)) << 32 | UInt64(bigEndian32(at: offset + 4))
  }

  func has(_ signature: [UInt8], at offset: Int = 0) -> Bool {
    signature.withUnsafeBufferPointer { has($0, at: offset) }
  }

  func has(_ text: StaticString, at offset: Int = 0) -> Bool {
    has(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), at: offset)
  }

  func has(_ signature: UnsafeBufferPointer<UInt8>, at offset: Int = 0) -> Bool {
    guard offset >= 0, offset + signature.count <= raw.count else { return false }
    for i in 0..<signature.count where raw[offset + i] != signature[i] { return false }
    return true
  }

  /// ASCII case-insensitive `has`.
  func hasFolded(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset >= 0, offset + count <= raw.count else { return false }
    for i in 0..<count {
      let b = raw[offset + i]
      if ASCIIFolding.lowercased(b) != text.utf8Start[i] { return false }
    }
    return true
  }

  func contains(_ text: StaticString, within limit: Int) -> Bool {
    contains(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), within: limit)
  }

  func contains(_ needle: [UInt8], within limit: Int) -> Bool {
    needle.withUnsafeBufferPointer { contains($0, within: limit) }
  }

  func contains(_ needle: UnsafeBufferPointer<UInt8>, within limit: Int) -> Bool {
    let end = min(limit, raw.count) - needle.count
    guard end >= 0, let first = needle.first else { return false }
    var i = 0
    while i <= end {
      if raw[i] == first && has(needle, at: i) { return true }
      i += 1
    }
    return false
  }

}
