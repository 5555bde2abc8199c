/// Truevision Targa: no magic number at the start, so the 18-byte header is
/// read as the specification defines it, each field against the others and
/// the whole against the file's size.
extension NativeSniffer {
  /// The TGA 2.0 footer's signature, the file's last 18 bytes.
  static let targaFooter: StaticString = "TRUEVISION-XFILE.\0"

  /// A Targa image, TGA 1.0 or 2.0, by its header as the specification
  /// defines it: a known image type (colour-mapped, true-colour or grey,
  /// raw or run-length encoded), colour-map fields that agree with it (all
  /// zero without a map; an entry size of 8, 15, 16, 24 or 32 bits with
  /// one), a pixel depth the type allows, a descriptor whose two reserved
  /// bits are clear and whose alpha bits fit the depth, and a width and
  /// height. Any image ID (0 to 255 bytes), any origin, with or without a
  /// footer and extension area.
  ///
  /// The image data confirms what it can: run-length packets, where the
  /// prefix holds them, decode to the image's pixels without a packet
  /// running past its last one. A file cut short is still a Targa image
  /// (its header says so); trailing bytes after the image (padding, an
  /// extension area without a footer) are allowed, as readers allow them.
  static func targa(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 18 else { return nil }
    let mapType = b[1]
    let imageType = b[2]
    let mapFirst = Int(b.littleEndian16(at: 3))
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
      guard mapLength > 0, [8, 15, 16, 24, 32].contains(mapDepth), mapFirst + mapLength <= 65_536 else {
        return nil
      }
    default: return nil
    }
    switch imageType {
    case 1, 9:  // colour-mapped: an index of 8 or 16 bits into the map
      guard mapType == 1, depth == 8 || depth == 16, alpha == 0 || alpha == 1 || alpha == 8 else {
        return nil
      }
    case 2, 10:  // true colour; a 16-bit pixel's alpha bit is often written as 8
      switch depth {
      case 15, 24: guard alpha == 0 else { return nil }
      case 16: guard alpha <= 1 || alpha == 8 else { return nil }
      case 32: guard alpha == 0 || alpha == 8 else { return nil }
      default: return nil
      }
    case 3, 11:  // grey, with an 8-bit alpha channel at 16 bits
      guard depth == 8 || depth == 16, alpha == 0 || alpha == 8 else { return nil }
    default: return nil
    }
    guard imageType >= 8 else { return .imageXTga }
    // Run-length encoded: a packet is a count byte (high bit: one pixel
    // repeated) and its pixels. The packets the prefix holds may end the
    // image, or be cut short with it; one that runs past the image's last
    // pixel is damage.
    let pixelBytes = (depth + 7) / 8
    let pixels = width * height
    var at = 18 + Int(b[0]) + mapLength * ((mapDepth + 7) / 8)
    var decoded = 0
    while at < b.count && decoded < pixels {
      let packet = b[at]
      let count = Int(packet & 0x7F) + 1
      at += 1 + (packet & 0x80 != 0 ? pixelBytes : count * pixelBytes)
      decoded += count
    }
    return decoded <= pixels ? .imageXTga : nil
  }
}
