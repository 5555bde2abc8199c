/// Truevision Targa: no magic number at the start, so the 18-byte header is
/// read as the specification defines it, each field against the others and
/// the whole against the file's size.
extension NativeSniffer {
  /// The TGA 2.0 footer's signature, the file's last 18 bytes.
  static let targaFooter: StaticString = "TRUEVISION-XFILE.\0"

  /// A Targa image: a known image type (colour-mapped, true-colour or
  /// grey, raw or run-length encoded), colour-map fields that agree with
  /// it (all zero without a map), a pixel depth the type allows, a
  /// descriptor whose reserved bits are clear and whose alpha bits fit the
  /// depth, a width and height, and image data that fills the file: the
  /// raw raster exactly, or run-length packets that decode to exactly
  /// width × height pixels, up to the footer's areas when a TGA 2.0 footer
  /// ends the file.
  static func targa(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 18 else { return nil }
    let mapType = b[1]
    let imageType = b[2]
    let mapLength = Int(b.littleEndian16(at: 5))
    let mapDepth = Int(b[7])
    let width = Int(b.littleEndian16(at: 12))
    let height = Int(b.littleEndian16(at: 14))
    let depth = Int(b[16])
    let descriptor = b[17]
    let alpha = Int(descriptor & 0x0F)
    guard width > 0, height > 0, descriptor & 0xC0 == 0 else { return nil }
    switch mapType {
    case 0:
      // No colour map: its five bytes are zero.
      guard (3..<8).allSatisfy({ b[$0] == 0 }) else { return nil }
    case 1:
      guard mapLength > 0, mapDepth == 15 || mapDepth == 16 || mapDepth == 24 || mapDepth == 32,
        Int(b.littleEndian16(at: 3)) + mapLength <= 65_536
      else { return nil }
    default: return nil
    }
    switch imageType & 0x07 {
    case 1:  // colour-mapped: an index of 8 or 16 bits into the map
      guard imageType == 1 || imageType == 9, mapType == 1, depth == 8 || depth == 16,
        alpha == 0 || alpha == 1 || alpha == 8
      else { return nil }
    case 2:  // true colour
      guard imageType == 2 || imageType == 10 else { return nil }
      switch depth {
      case 15, 24: guard alpha == 0 else { return nil }
      case 16: guard alpha <= 1 else { return nil }
      case 32: guard alpha == 0 || alpha == 8 else { return nil }
      default: return nil
      }
    case 3:  // grey, with an 8-bit alpha channel at 16 bits
      guard imageType == 3 || imageType == 11, depth == 8 || depth == 16, alpha == 0 || alpha == 8 else {
        return nil
      }
    default: return nil
    }
    let pixelBytes = (depth + 7) / 8
    let dataStart = 18 + Int(b[0]) + mapLength * ((mapDepth + 7) / 8)
    guard let dataEnd = targaDataEnd(source, from: dataStart) else { return nil }
    let pixels = width * height
    if imageType < 8 {
      return dataEnd - dataStart == pixels * pixelBytes ? .imageXTga : nil
    }
    // Run-length encoded: a packet is a count byte (high bit: one pixel
    // repeated) and its pixels. Where the data lies in the prefix its
    // packets must decode to exactly the image; past it, its size must lie
    // between the best and the worst encoding.
    let longest = pixels * (pixelBytes + 1)
    let shortest = (pixels + 127) / 128 * (pixelBytes + 1)
    guard dataEnd - dataStart >= shortest, dataEnd - dataStart <= longest else { return nil }
    var at = dataStart
    var decoded = 0
    while at < Swift.min(dataEnd, b.count) && decoded < pixels {
      let packet = b[at]
      let count = Int(packet & 0x7F) + 1
      at += 1 + (packet & 0x80 != 0 ? pixelBytes : count * pixelBytes)
      decoded += count
    }
    if decoded < pixels { return at <= dataEnd && dataEnd > b.count ? .imageXTga : nil }
    return decoded == pixels && at == dataEnd ? .imageXTga : nil
  }

  /// Where a Targa file's image data must end: the file's end, or with a
  /// TGA 2.0 footer, the first of its extension and developer areas (or
  /// the footer itself). `nil` when the footer's offsets lie outside the
  /// file or before the image data.
  static func targaDataEnd(_ source: SniffSource, from dataStart: Int) -> Int? {
    let size = Int(source.size)
    guard size >= dataStart else { return nil }
    let footer = source.readEnd(length: 26) { tail, _ -> (Int, Int)? in
      guard tail.count == 26, tail.has(targaFooter, at: 8) else { return nil }
      return (Int(tail.littleEndian32(at: 0)), Int(tail.littleEndian32(at: 4)))
    }
    guard let (extensionArea, developerArea) = footer, size - 26 >= dataStart else { return size }
    // Each area, where there is one, lies between the image data and the
    // footer; the first of them ends the image data.
    func fits(_ area: Int) -> Bool { area == 0 || (area >= dataStart && area < size - 26) }
    guard fits(extensionArea), fits(developerArea) else { return nil }
    let areas = (extensionArea == 0 ? size : extensionArea, developerArea == 0 ? size : developerArea)
    return Swift.min(size - 26, areas.0, areas.1)
  }
}
