/// Recognises the formats a media cloud holds most from their first bytes,
/// before any other engine is asked. Pure byte comparisons: no
/// allocation, no C call. Returns `nil` for anything it does not know.
package enum NativeSniffer {
  /// The media type of `bytes` (a file's prefix), or `nil`.
  package static func mimeType(of bytes: UnsafeRawBufferPointer) -> StaticString? {
    let b = Bytes(bytes)
    guard b.count >= 2 else { return nil }
    // Text last: it is the only check that reads the whole prefix.
    // Raw video streams have the weakest signatures of the binary checks.
    return container(b) ?? audioVideo(b) ?? image(b) ?? archive(b) ?? document(b) ?? elementaryVideo(b)
      ?? text(b)
  }

  /// The media type of `bytes`, or `nil`.
  package static func mimeType(of bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { mimeType(of: $0) }.map { String(describing: $0) }
  }

  // MARK: Families

  static func container(_ b: Bytes) -> StaticString? {
    // Matroska / WebM: DocType names it, the track types decide.
    if let found = matroska(b) { return found }
    // ISO base media (MP4, MOV, 3GP, M4A, HEIF, AVIF): brand, then tracks.
    if let media = isoMedia(b) { return media.mimeType }
    // RIFF: AVI, WAV, WebP.
    if b.has("RIFF") {
      if b.has("AVI ", at: 8) {
        let streams = aviStreams(b)
        return streams.audio && !streams.video ? "audio/x-msvideo" : "video/x-msvideo"
      }
      if b.has("WAVE", at: 8) { return "audio/x-wav" }
      if b.has("WEBP", at: 8) { return "image/webp" }
      return nil
    }
    if b.has("RF64") && b.has("WAVE", at: 8) { return "audio/x-wav" }
    // Sony Wave64: "riff" and "wave" as GUIDs.
    if b.has([0x72, 0x69, 0x66, 0x66, 0x2E, 0x91, 0xCF, 0x11]) && b.has([0x77, 0x61, 0x76, 0x65], at: 24) {
      return "audio/x-w64"
    }
    if b.has("FORM") && (b.has("AIFF", at: 8) || b.has("AIFC", at: 8)) { return "audio/x-aiff" }
    // Ogg: the streams' first packets decide.
    if let found = ogg(b) { return found }
    if let found = asf(b) { return found }
    // FLV: the header's flags say audio (4) and video (1).
    if b.has("FLV") && b.count > 4 && b[3] == 1 { return b[4] & 0x05 == 0x04 ? "audio/x-flv" : "video/x-flv" }
    if b.has([0x2E, 0x52, 0x4D, 0x46]) { return realMedia(b) }
    if b.has([0x2E, 0x72, 0x61, 0xFD]) { return "audio/vnd.rn-realaudio" }
    if b.has("nut/multimedia container") { return "video/x-nut" }
    // Windows Recorded TV.
    if b.has([0xB7, 0xD8, 0x00, 0x20, 0x37, 0x49, 0xDA, 0x11, 0xA6, 0x4E, 0x00, 0x07, 0xE9, 0x5E, 0xAD, 0x8D])
    {
      return "video/x-wtv"
    }
    return nil
  }

  static func audioVideo(_ b: Bytes) -> StaticString? {
    // Four-letter magic words prose may open with are confirmed by the
    // header that must follow them (see ``WeakSignature``).
    if b.has("fLaC") && WeakSignature.flacStreamInfo(b) { return "audio/flac" }
    if let module = trackerModule(b) { return module }
    if b.has("ID3") && WeakSignature.id3Header(b) { return "audio/mpeg" }
    if b.has("MThd") && b.has([0, 0, 0, 6], at: 4) { return "audio/midi" }
    if b.has("#!AMR") { return "audio/amr" }
    if b.has("wvpk") { return "audio/x-wavpack" }
    if b.has("MAC ") && WeakSignature.apeVersion(b) { return "audio/x-ape" }
    if b.has("caff") && b.count > 5 && b[4] == 0 && b[5] == 1 { return "audio/x-caf" }
    if b.has("Creative Voice File\u{1A}") { return "audio/x-voc" }
    if b.has(".SoX") || b.has("XoS.") { return "audio/x-sox" }
    if b.has("TTA1") { return "audio/x-tta" }
    if b.has("MPCK") || (b.has("MP+") && b.count > 3 && b[3] & 0x0F == 7) { return "audio/x-musepack" }
    if b.has("DKIF") && b.count > 6 && b[4] == 0 && b[5] == 0 { return "video/x-ivf" }
    if b.has("YUV4MPEG2 ") { return "video/x-yuv4mpeg" }
    if b.has([0x84, 0x10, 0xFF, 0xFF, 0xFF, 0xFF]) { return "video/x-roq" }
    // GXF: a packet header (0, 0, 0, 0, 1, type) and its trailer E1 E2.
    if b.has([0, 0, 0, 0, 1, 0xBC]) && b.has([0xE1, 0xE2], at: 14) { return "video/x-gxf" }
    if let lossless = losslessAudio(b) { return lossless }
    if b.has("DTSHDHDR") { return "audio/vnd.dts.hd" }
    if b.has([0x0B, 0x77]) { return "audio/ac3" }
    // DTS core sync word (big-endian and 14-bit little-endian forms).
    if b.has([0x7F, 0xFE, 0x80, 0x01]) || b.has([0xFE, 0x7F, 0x01, 0x80])
      || b.has([0x1F, 0xFF, 0xE8, 0x00])
    {
      return "audio/vnd.dts"
    }
    // MPEG program stream pack / video sequence header; a program stream
    // whose packets are all audio is audio.
    if b.has([0x00, 0x00, 0x01, 0xB3]) { return "video/mpeg" }
    if b.has([0x00, 0x00, 0x01, 0xBA]) {
      let streams = pesStreams(b)
      return streams.audio && !streams.video ? "audio/x-mpeg-ps" : "video/mpeg"
    }
    // MPEG transport stream: 0x47 every 188 bytes; M2TS: every 192 from 4.
    let stride =
      WeakSignature.transportStream(b, stride: 188, first: 0)
      ? 188 : WeakSignature.transportStream(b, stride: 192, first: 4) ? 192 : 0
    if stride > 0 {
      let streams = transportStreams(b, stride: stride, first: stride == 188 ? 0 : 4)
      return streams.audio && !streams.video ? "audio/x-mpeg-ts" : "video/mp2t"
    }
    // AAC ADTS and MPEG audio frames: sync bits, then sane header fields.
    if b.count >= 4 && b[0] == 0xFF {
      if b[1] & 0xF6 == 0xF0 { return "audio/aac" }
      if b[1] & 0xE0 == 0xE0 && mpegAudioFrame(b) { return "audio/mpeg" }
    }
    return nil
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

  static func image(_ b: Bytes) -> StaticString? {
    if b.has([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if b.has([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
    if b.has("GIF87a") || b.has("GIF89a") { return "image/gif" }
    if b.has("BM") && b.count >= 26 && b[14] != 0 && b[15] == 0 { return "image/bmp" }
    if b.has("8BPS") { return "image/vnd.adobe.photoshop" }
    if b.has([0x00, 0x00, 0x01, 0x00]) && b.count > 6 && b[4] != 0 && b[5] == 0 {
      return "image/vnd.microsoft.icon"
    }
    if b.has([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) || b.has([0xFF, 0x0A]) { return "image/jxl" }
    if b.has("FUJIFILMCCD-RAW") { return "image/x-fuji-raf" }
    if b.has("SDPX") || b.has("XPDS") { return "image/x-dpx" }
    if b.has("qoif") { return "image/qoi" }
    if b.has([0x01, 0xDA]) && b.count > 3 && b[2] <= 1 && b[3] >= 1 && b[3] <= 2 { return "image/x-sgi" }
    if b.has("P7\n") { return "image/x-portable-anymap" }
    if let netpbm = netpbm(b) { return netpbm }
    if b.has([0x59, 0xA6, 0x6A, 0x95]) { return "image/x-sun-raster" }
    if b.has("#?RADIANCE") || b.has("#?RGBE") { return "image/vnd.radiance" }
    if b.has([0x76, 0x2F, 0x31, 0x01]) { return "image/x-exr" }
    if b.has("BPG") && b.count > 3 && b[3] == 0xFB { return "image/bpg" }
    if b.has("DDS ") { return "image/x-dds" }
    if b.has("icns") { return "image/x-icns" }
    // X Window dump: header size, then file version 7 (big-endian).
    if b.has([0, 0, 0, 7], at: 4) && b.bigEndian32(at: 0) >= 100 && b.bigEndian32(at: 0) < 4_096 {
      return "image/x-xwindowdump"
    }
    if b.has([0x00, 0x4D, 0x52, 0x4D]) { return "image/x-minolta-mrw" }
    // FITS: an 80-column header card `SIMPLE  =` whose value is `T`.
    if b.has("SIMPLE  =") && b.count >= 30 && b[29] == UInt8(ascii: "T") { return "application/fits" }
    if b.has("PCD_IPI", at: 0x800) { return "image/x-photo-cd" }
    if b.has("II") || b.has("MM") { return tiffFamily(b) }
    return nil
  }

  /// TIFF and the camera RAW formats built on it.
  static func tiffFamily(_ b: Bytes) -> StaticString? {
    guard b.count >= 8 else { return nil }
    let little = b[0] == 0x49
    let magic = little ? Int(b[2]) | Int(b[3]) << 8 : Int(b[2]) << 8 | Int(b[3])
    switch magic {
    case 42:
      if b.has("CR", at: 8) && b.count > 10 && b[10] == 2 { return "image/x-canon-cr2" }
      if b.contains("NIKON", within: 4096) { return "image/x-nikon-nef" }
      if b.contains("SONY", within: 4096) { return "image/x-sony-arw" }
      if b.contains("PENTAX", within: 4096) { return "image/x-pentax-pef" }
      if b.contains("DNGVersion", within: 4096) || dngTag(b, little: little) { return "image/x-adobe-dng" }
      return "image/tiff"
    case 0x4F52, 0x5352: return "image/x-olympus-orf"
    case 0x55: return "image/x-panasonic-rw2"
    case 43: return "image/tiff"  // BigTIFF
    default: return nil
    }
  }

  /// Looks for tag 0xC612 (DNGVersion) among the first IFD's entries.
  static func dngTag(_ b: Bytes, little: Bool) -> Bool {
    let marker: [UInt8] = little ? [0x12, 0xC6] : [0xC6, 0x12]
    return b.contains(marker, within: 4096)
  }

  static func archive(_ b: Bytes) -> StaticString? {
    if b.has([0x50, 0x4B, 0x03, 0x04]) { return zipFamily(b) }
    // The first volume of a spanned zip: the spanning mark, then the headers.
    if b.has([0x50, 0x4B, 0x07, 0x08]) && b.has([0x50, 0x4B, 0x03, 0x04], at: 4) {
      return zipFamily(Bytes(UnsafeRawBufferPointer(rebasing: b.raw[4...])))
    }
    if b.has([0x50, 0x4B, 0x05, 0x06]) || b.has([0x50, 0x4B, 0x07, 0x08]) { return "application/zip" }
    if b.has([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07]) { return "application/vnd.rar" }
    if b.has([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) { return "application/x-7z-compressed" }
    if b.has([0x1F, 0x8B]) { return "application/gzip" }
    if b.has("BZh") && WeakSignature.bzip2Block(b) { return "application/x-bzip2" }
    if b.has([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return "application/x-xz" }
    if b.has([0x28, 0xB5, 0x2F, 0xFD]) { return "application/zstd" }
    if b.has("LZIP") && b.count > 5 && b[4] <= 1 { return "application/x-lzip" }
    if b.has([0x04, 0x22, 0x4D, 0x18]) { return "application/x-lz4" }
    if b.has("MSCF") && WeakSignature.cabinetHeader(b) { return "application/vnd.ms-cab-compressed" }
    if b.has("!<arch>\ndebian") { return "application/vnd.debian.binary-package" }
    // `ar` (static libraries): a member header follows the magic, whatever
    // text the members hold.
    if b.has("!<arch>\n") && b.count >= 68 && b.has([0x60, 0x0A], at: 66) { return "application/x-archive" }
    if b.has([0x52, 0x45, 0x7E, 0x5E]) { return "application/vnd.rar" }  // RAR 1.4
    if b.has("ISc(") { return "application/x-installshield-cab" }
    if b.has([0xED, 0xAB, 0xEE, 0xDB]) { return "application/x-rpm" }
    if b.has("ustar", at: 257) || isV7Tar(b) { return "application/x-tar" }
    if b.has("CD001", at: 32_769) || b.has("CD001", at: 34_817) || b.has("CD001", at: 36_865) {
      return "application/x-cd-image"
    }
    if b.has("koly", at: b.count - 512) { return "application/x-apple-diskimage" }
    if b.has("hsqs") { return "application/vnd.squashfs" }
    // cpio: the portable ASCII headers, then the old binary one in either byte order.
    if WeakSignature.asciiCPIO(b) || b.has([0xC7, 0x71]) || b.has([0x71, 0xC7]) {
      return "application/x-cpio"
    }
    return nil
  }

  /// A tar header without the `ustar` magic (V7, as old tools write it):
  /// a name, octal mode and size fields, and a header checksum that holds.
  static func isV7Tar(_ b: Bytes) -> Bool {
    guard b.count >= 512, b[0] != 0 else { return false }
    func octal(_ range: Range<Int>) -> Int? {
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
    guard octal(100..<108) != nil, octal(124..<136) != nil, let stored = octal(148..<156) else {
      return false
    }
    var sum = 0
    for i in 0..<512 { sum += (148..<156).contains(i) ? 0x20 : Int(b[i]) }
    return sum == stored
  }

  /// Netpbm's six formats, ASCII (`P1`–`P3`) and binary (`P4`–`P6`): the
  /// magic, white space, optional `#` comments, then the width's digits.
  static func netpbm(_ b: Bytes) -> StaticString? {
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
    case UInt8(ascii: "1"), UInt8(ascii: "4"): return "image/x-portable-bitmap"
    case UInt8(ascii: "2"), UInt8(ascii: "5"): return "image/x-portable-graymap"
    default: return "image/x-portable-pixmap"
    }
  }

  /// A zip by the entries its local headers name, in the order they come
  /// (not the first alone): ODF, EPUB and OpenRaster by their stored
  /// `mimetype` entry, OOXML by its part names, Android and Java archives
  /// by their manifests. The walk stops at the prefix's end, at an entry
  /// whose size only a trailing data descriptor gives, or after 256 entries.
  static func zipFamily(_ b: Bytes) -> StaticString {
    var at = 0
    var entries = 0
    var office = false
    var (word, sheet, slides) = (false, false, false)
    var (odfParts, javaManifest, android, firstIsMetaINF) = (0, false, false, false)
    while at + 30 <= b.count, b.has([0x50, 0x4B, 0x03, 0x04], at: at), entries < 256 {
      let flags = Int(b[at + 6]) | Int(b[at + 7]) << 8
      let method = Int(b[at + 8]) | Int(b[at + 9]) << 8
      let size = Int(b.littleEndian32(at: at + 18))
      let nameLength = Int(b[at + 26]) | Int(b[at + 27]) << 8
      let extraLength = Int(b[at + 28]) | Int(b[at + 29]) << 8
      let name = at + 30
      let data = name + nameLength + extraLength
      func named(_ text: StaticString) -> Bool {
        nameLength == text.utf8CodeUnitCount && b.has(text, at: name)
      }
      func under(_ folder: StaticString) -> Bool { b.has(folder, at: name) }
      if named("mimetype") && method == 0 {
        // ODF, EPUB and OpenRaster store their type, uncompressed.
        for (text, mime) in Self.packageTypes where b.has(text, at: data) { return mime }
        return "application/zip"
      }
      if entries == 0 && under("META-INF/") { firstIsMetaINF = true }
      if named("[Content_Types].xml") || under("_rels/") || under("docProps/") || under("customXml/") {
        office = true
      }
      if under("word/") { word = true }
      if under("xl/") { sheet = true }
      if under("ppt/") { slides = true }
      if named("content.xml") || named("META-INF/manifest.xml") { odfParts += 1 }
      if named("META-INF/MANIFEST.MF") { javaManifest = true }
      if named("AndroidManifest.xml") || named("classes.dex") { android = true }
      entries += 1
      // Bit 3: the sizes follow the data, so the next header cannot be found.
      if flags & 0x08 != 0 && size == 0 { break }
      guard data + size > at else { break }
      at = data + size
    }
    if word || sheet || slides || office {
      if word { return "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }
      if sheet { return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }
      if slides { return "application/vnd.openxmlformats-officedocument.presentationml.presentation" }
      return "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    }
    // An ODF package that left out its `mimetype` entry still has these.
    if odfParts == 2 { return "application/vnd.oasis.opendocument.text" }
    if android { return "application/vnd.android.package-archive" }
    if javaManifest || firstIsMetaINF { return "application/java-archive" }
    return "application/zip"
  }

  /// The `mimetype` entries of ODF and EPUB packages.
  static let packageTypes: [(StaticString, StaticString)] = [
    ("application/epub+zip", "application/epub+zip"),
    ("application/vnd.oasis.opendocument.text", "application/vnd.oasis.opendocument.text"),
    ("application/vnd.oasis.opendocument.spreadsheet", "application/vnd.oasis.opendocument.spreadsheet"),
    (
      "application/vnd.oasis.opendocument.presentation", "application/vnd.oasis.opendocument.presentation"
    ),
    ("application/vnd.oasis.opendocument.graphics", "application/vnd.oasis.opendocument.graphics"),
    ("image/openraster", "image/openraster"),
  ]

  static func document(_ b: Bytes) -> StaticString? {
    if b.has("%PDF-") { return "application/pdf" }
    // Encapsulated PostScript is an image (freedesktop's image/x-eps): its
    // first line says EPSF; the DOS binary form has its own header.
    if b.has([0xC5, 0xD0, 0xD3, 0xC6]) { return "image/x-eps" }
    if b.has("%!PS") { return isEPS(b) ? "image/x-eps" : "application/postscript" }
    if b.has("{\\rtf") { return "text/rtf" }
    if b.has([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return oleFamily(b) }
    if b.has("AT&TFORM") { return "image/vnd.djvu" }
    if b.has("BOOKMOBI", at: 60) { return "application/x-mobipocket-ebook" }
    if b.has("d8:announce") || b.has("d13:announce") || b.has("d7:comment") {
      return "application/x-bittorrent"
    }
    if b.has("WEBVTT") { return "text/vtt" }
    return markup(b)
  }

  /// `%!PS-Adobe-3.0 EPSF-3.0`: EPSF on the first line.
  static func isEPS(_ b: Bytes) -> Bool {
    var end = 0
    while end < Swift.min(b.count, 128) && b[end] != 0x0A && b[end] != 0x0D { end += 1 }
    return b.contains("EPSF", within: end)
  }

  /// An OLE compound file, by the stream names in its directory (UTF-16LE):
  /// Word, Excel, PowerPoint, Outlook. Anything else is left to libmagic,
  /// which knows installers and the rarer Office formats.
  static func oleFamily(_ b: Bytes) -> StaticString? {
    for (stream, mime) in oleStreams where b.contains(stream, within: b.count) { return mime }
    return nil
  }

  /// Directory entry names as UTF-16LE bytes, and the type each reveals.
  static let oleStreams: [([UInt8], StaticString)] = [
    ("WordDocument", "application/msword"), ("Workbook", "application/vnd.ms-excel"),
    ("PowerPoint Document", "application/vnd.ms-powerpoint"),
    ("__substg1.0_", "application/vnd.ms-outlook"),
  ].map { name, mime in (name.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, mime) }

  /// HTML and XML after optional BOM and white space; the classic case is an
  /// HTML error page saved under a video's name.
  static func markup(_ b: Bytes) -> StaticString? {
    var i = b.has([0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < b.count && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D) { i += 1 }
    guard i < b.count, b[i] == UInt8(ascii: "<") else { return nil }
    if b.hasFolded("<!doctype html", at: i) || b.hasFolded("<html", at: i) || b.hasFolded("<head", at: i)
      || b.hasFolded("<body", at: i) || b.hasFolded("<title", at: i)
    {
      return "text/html"
    }
    if b.has("<?xml", at: i) {
      if b.contains("<svg", within: 1024) { return "image/svg+xml" }
      if b.contains("<html", within: 1024) { return "application/xhtml+xml" }
      return "application/xml"
    }
    if b.hasFolded("<svg", at: i) { return "image/svg+xml" }
    return nil
  }
}

/// A bounds-checked view of the sniffed prefix.
struct Bytes {
  let raw: UnsafeRawBufferPointer
  init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }
  var count: Int { raw.count }
  subscript(i: Int) -> UInt8 { raw[i] }

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
