/// NIST SPHERE: the speech corpora's audio (TIMIT, Switchboard, the LDC's
/// collections), often named `.wav` or `.sph`.
extension NativeSniffer {
  /// A SPHERE header as the format defines it: `NIST_1A` and a line end,
  /// the header's size as seven right-justified decimal digits and a line
  /// end (a multiple of 1,024, at least 1,024, no larger than the file),
  /// then lines of `name -type value` (the type `-i` for an integer, `-r`
  /// a real, `-sN` a string of N bytes), printable ASCII, up to an
  /// `end_head` line inside the header. Prose that names `NIST_1A` has
  /// none of the rest.
  static func nistSphere(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 32, b.has("NIST_1A\n"), b[15] == 0x0A else { return nil }
    var size = 0
    var digits = false
    for i in 8..<15 {
      let byte = b[i]
      if byte == 0x20 && !digits { continue }
      guard isDigit(byte) else { return nil }
      digits = true
      size = size * 10 + Int(byte - 0x30)
    }
    guard digits, size >= 1_024, size % 1_024 == 0, Int64(size) <= source.size else { return nil }
    var at = 16
    var fields = 0
    let limit = Swift.min(size, b.count)
    while at < limit {
      guard let end = b.firstIndex(of: 0x0A, from: at, before: limit) else { return nil }
      if b.has("end_head", at: at) && end - at <= 9 { return fields > 0 ? .audioXNist : nil }
      guard isSphereField(b.slice(at..<end)) else { return nil }
      fields += 1
      at = end + 1
    }
    return nil
  }

  /// `name -type value`: a name of printable bytes, one space, `-i`, `-r`
  /// or `-s` and a length, one space, and a value of printable bytes.
  static func isSphereField(_ line: Bytes) -> Bool {
    var i = 0
    while i < line.count && line[i] > 0x20 && line[i] < 0x7F { i += 1 }
    guard i > 0, i + 4 <= line.count, line[i] == 0x20, line[i + 1] == UInt8(ascii: "-") else { return false }
    i += 2
    switch line[i] {
    case UInt8(ascii: "i"), UInt8(ascii: "r"): i += 1
    case UInt8(ascii: "s"):
      i += 1
      let start = i
      while i < line.count && isDigit(line[i]) { i += 1 }
      guard i > start else { return false }
    default: return false
    }
    guard i + 1 < line.count, line[i] == 0x20 else { return false }
    return (i + 1..<line.count).allSatisfy { line[$0] >= 0x20 && line[$0] < 0x7F || line[$0] == 0x09 }
  }
}
