/// Images whose structure says more than their magic: TIFF and the camera
/// raws built on it, Netpbm, WBMP, EMF, OS/2 icons and pointers.
extension NativeSniffer {
  /// TIFF and the camera RAW formats built on it: the byte order and the
  /// magic (42, BigTIFF's 43, Olympus's and Panasonic's own), a plausible
  /// first IFD (past the header and, where the prefix holds it, with 1 to
  /// 4,096 entries; BigTIFF's 8-byte offset size), then, for classic TIFF,
  /// the first of ``tiffChildren`` whose mark the header holds.
  static func tiffFamily(_ b: Bytes) -> KnownType? {
    guard b.count >= 8 else { return nil }
    let little = b[0] == 0x49
    func word(_ at: Int) -> Int {
      Int(little ? b.littleEndian16(at: at) : b.littleEndian16(at: at).byteSwapped)
    }
    let magic = word(2)
    if magic == 43 { return word(4) == 8 && word(6) == 0 ? .imageTiff : nil }
    let ifd = Int(little ? b.littleEndian32(at: 4) : b.bigEndian32(at: 4))
    guard ifd >= 8 else { return nil }
    if ifd + 2 <= b.count && !(1...4_096).contains(word(ifd)) { return nil }
    switch magic {
    case 42:
      return tiffChildren.first { $0.holds(b, little) }?.type ?? .imageTiff
    case 0x4F52, 0x5352: return .imageXOlympusOrf
    case 0x55: return .imageXPanasonicRw2
    default: return nil
    }
  }

  /// The camera raws built on classic TIFF, in order, each with the mark
  /// its header holds (a maker's name in the first 4 KiB, Canon's `CR` 2,
  /// Adobe's DNGVersion tag). A new raw format is one line here.
  static let tiffChildren: [(type: KnownType, holds: @Sendable (Bytes, Bool) -> Bool)] = [
    (.imageXCanonCr2, { b, _ in b.has("CR", at: 8) && b.count > 10 && b[10] == 2 }),
    (.imageXNikonNef, { b, _ in b.contains("NIKON", within: 4096) }),
    (.imageXSonyArw, { b, _ in b.contains("SONY", within: 4096) }),
    (.imageXPentaxPef, { b, _ in b.contains("PENTAX", within: 4096) }),
    (.imageXAdobeDng, { b, little in b.contains("DNGVersion", within: 4096) || dngTag(b, little: little) }),
  ]

  /// Looks for tag 0xC612 (DNGVersion) among the first IFD's entries.
  static func dngTag(_ b: Bytes, little: Bool) -> Bool {
    let marker: [UInt8] = little ? [0x12, 0xC6] : [0xC6, 0x12]
    return b.contains(marker, within: 4096)
  }

  /// Netpbm images: `P1` to `P6`, then the width, the height and (but for
  /// bitmaps) the largest sample value, as decimal numbers separated by
  /// white space (space, tab, line feed, vertical tab, form feed, carriage
  /// return) and `#` comments, which run to the end of their line and may
  /// stand anywhere in the header, right after the magic too. The width and
  /// height are at least 1, the largest value 1 to 65535. The plain forms
  /// (`P1` to `P3`) are text: their samples, as far as the first 256 bytes
  /// after the header, must be numbers, blanks and comments too, so a
  /// sentence that opens with `P3` and a number stays text.
  static func netpbm(_ b: Bytes) -> KnownType? {
    guard b.count >= 4, b[0] == UInt8(ascii: "P"), b[1] >= UInt8(ascii: "1"), b[1] <= UInt8(ascii: "6"),
      isNetpbmBlank(b[2]) || b[2] == UInt8(ascii: "#")
    else { return nil }
    let form = b[1] - UInt8(ascii: "0")
    let limit = Swift.min(b.count, 4_096)
    var i = 2
    func skipBlanksAndComments(to end: Int) {
      while i < end {
        if isNetpbmBlank(b[i]) {
          i += 1
        } else if b[i] == UInt8(ascii: "#") {
          while i < end && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
        } else {
          return
        }
      }
    }
    /// The next header number, `nil` when it is not one or exceeds 65535.
    func number() -> Int? {
      skipBlanksAndComments(to: limit)
      let start = i
      var value = 0
      while i < limit && isDigit(b[i]) {
        value = Swift.min(value * 10 + Int(b[i] &- 0x30), 1 << 20)
        i += 1
      }
      let ended = i == b.count || (i < limit && (isNetpbmBlank(b[i]) || b[i] == UInt8(ascii: "#")))
      return i > start && ended && value <= 65_535 ? value : nil
    }
    guard let width = number(), let height = number(), width > 0, height > 0 else { return nil }
    if form != 1 && form != 4 {
      guard let largest = number(), largest > 0 else { return nil }
    }
    if form <= 3 {
      let end = Swift.min(b.count, i + 256)
      while i < end {
        skipBlanksAndComments(to: end)
        guard i == end || isDigit(b[i]) else { return nil }
        i += 1
      }
    }
    switch form {
    case 1, 4: return .imageXPortableBitmap
    case 2, 5: return .imageXPortableGraymap
    default: return .imageXPortablePixmap
    }
  }

  /// White space as Netpbm's header reader skips it.
  @inline(__always) static func isNetpbmBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// WBMP type 0 (monochrome): type and header bytes 0, the width and
  /// height as multi-byte integers, then exactly one bit per pixel, rows
  /// padded to a byte. The whole file's size must be that, so the check
  /// needs the file's size, not only its prefix.
  static func wbmp(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 4, b[0] == 0, b[1] == 0 else { return nil }
    var at = 2
    func integer() -> Int? {
      var value = 0
      for _ in 0..<3 {
        guard at < b.count else { return nil }
        let byte = b[at]
        at += 1
        value = value << 7 | Int(byte & 0x7F)
        if byte & 0x80 == 0 { return value }
      }
      return nil
    }
    guard let width = integer(), let height = integer(), width > 0, height > 0 else { return nil }
    return Int64(at + (width + 7) / 8 * height) == source.size ? .imageVndWapWbmp : nil
  }

  /// An Enhanced Metafile: its header record (type 1) and the ` EMF`
  /// signature at 40. Its description may quote anything, a `%PDF` too:
  /// the header at 0 decides.
  static func emf(_ b: Bytes) -> KnownType? {
    b.has(" EMF", at: 40) && b.littleEndian32(at: 4) >= 88 ? .imageEmf : nil
  }

  /// OS/2 icons (`IC`, `CI`), pointers (`PT`, `CP`) and bitmap arrays
  /// (`BA`, whose first image's header follows its own 14 bytes). Their
  /// two-letter marks are words prose can spell: the bitmap header that
  /// follows confirms them (its size, one plane, a bit depth), and a
  /// colour icon's mask is followed by its colour bitmap, marked alike.
  static func os2Bitmap(_ b: Bytes) -> KnownType? {
    if b.has("BA") {
      return os2Image(b, at: 14, bitmaps: true) != nil ? .imageXOs2Graphics : nil
    }
    return os2Image(b, at: 0, bitmaps: false)
  }

  /// The type of the OS/2 image whose file header is at `at`: its two
  /// letters, then a 1.x (12-byte) or 2.x (16 to 64-byte) bitmap header.
  /// A plain bitmap (`BM`) counts only inside an array.
  static func os2Image(_ b: Bytes, at: Int, bitmaps: Bool) -> KnownType? {
    func bitmapHeader(at header: Int) -> (bits: UInt16, size: Int)? {
      let size = Int(b.littleEndian32(at: header))
      let fields = size == 12 ? header + 8 : (16...64).contains(size) ? header + 12 : -1
      guard fields >= 0, b.littleEndian16(at: fields) == 1 else { return nil }
      let bits = b.littleEndian16(at: fields + 2)
      return [1, 4, 8, 24].contains(bits) ? (bits, size) : nil
    }
    guard let mask = bitmapHeader(at: at + 14) else { return nil }
    if bitmaps && b.has("BM", at: at) { return .imageBmp }
    if b.has("IC", at: at) || b.has("PT", at: at) {
      guard mask.bits == 1 else { return nil }
      return b.has("IC", at: at) ? .imageXOs2Ico : .imageXIbmPointer
    }
    guard b.has("CI", at: at) || b.has("CP", at: at), mask.bits == 1 else { return nil }
    // The mask's two palette entries (three bytes each in 1.x, four in
    // 2.x), then the colour bitmap's header, with the same two letters.
    let color = at + 14 + mask.size + (mask.size == 12 ? 6 : 8)
    guard b.has([b[at], b[at + 1]], at: color), bitmapHeader(at: color + 14) != nil else { return nil }
    return b.has("CI", at: at) ? .imageXOs2Ico : .imageXIbmPointer
  }

  /// BMP: `BM`, then an info header whose size's low byte is set.
  static func bmp(_ b: Bytes) -> KnownType? {
    b.count >= 26 && b[14] != 0 && b[15] == 0 ? .imageBmp : nil
  }

  /// A Windows icon (type 1) or cursor (type 2): reserved zero, the type,
  /// an image count from 1 to 255, and a first directory entry whose
  /// reserved byte is zero and whose image lies after the directory. (A
  /// Targa header opens with the cursor's four bytes, and its zero image
  /// count and colour-map bytes fail here.)
  static func iconDirectory(_ b: Bytes) -> KnownType? {
    let count = Int(b[4])
    guard b.count >= 22, count != 0, b[5] == 0, b[9] == 0, b.littleEndian32(at: 14) > 0,
      b.littleEndian32(at: 18) >= 6 + 16 * count
    else { return nil }
    return b[2] == 1 ? .imageVndMicrosoftIcon : .imageXWinBitmap
  }

  /// SGI: its magic, then a storage flag (0 or 1) and a bytes-per-channel
  /// of 1 or 2.
  static func sgi(_ b: Bytes) -> KnownType? {
    b.count > 3 && b[2] <= 1 && b[3] >= 1 && b[3] <= 2 ? .imageXSgi : nil
  }

  /// An X Window dump: a header size, then file version 7 (big-endian).
  static func xWindowDump(_ b: Bytes) -> KnownType? {
    b.bigEndian32(at: 0) >= 100 && b.bigEndian32(at: 0) < 4_096 ? .imageXXwindowdump : nil
  }

  /// FITS: 80-column header cards, `SIMPLE  =` whose value is `T` in column
  /// 30 (blanks before it), then `BITPIX` as the second card.
  static func fits(_ b: Bytes) -> KnownType? {
    b.count >= 88 && b[29] == UInt8(ascii: "T") && (9..<29).allSatisfy { b[$0] == 0x20 }
      && b.has("BITPIX  =", at: 80) ? .applicationFits : nil
  }

  /// PCX (ZSoft's specification): manufacturer 10, a version (0, 2, 3, 4
  /// or 5), run-length encoding (1), a bit depth and plane count the format
  /// defines together (1 bit in 1 to 4 planes; 2, 4 or 8 bits in one; 8
  /// bits in 3 or 4), a window that is not inverted, and bytes per plane
  /// line enough for the window's width.
  static func pcx(_ b: Bytes) -> KnownType? {
    guard b.count >= 128, b[1] <= 5, b[1] != 1, b[2] == 1 else { return nil }
    let bits = Int(b[3])
    let planes = Int(b[65])
    switch (bits, planes) {
    case (1, 1...4), (2, 1), (4, 1), (8, 1), (8, 3), (8, 4): break
    default: return nil
    }
    let (xMin, yMin, xMax, yMax) = (
      Int(b.littleEndian16(at: 4)), Int(b.littleEndian16(at: 6)), Int(b.littleEndian16(at: 8)),
      Int(b.littleEndian16(at: 10))
    )
    guard xMin <= xMax, yMin <= yMax else { return nil }
    // Bytes a plane's line holds: even, as the specification requires, or
    // at least the line's width (readers take the header's figure).
    let bytesPerLine = Int(b.littleEndian16(at: 66))
    guard bytesPerLine > 0 else { return nil }
    return bytesPerLine % 2 == 0 || bytesPerLine >= ((xMax - xMin + 1) * bits + 7) / 8
      ? .imageVndZbrushPcx : nil
  }
}
