import FileKind

/// Text from outside the command (a path, a listing's field, an option's
/// value) as a message on standard error may show it: escaped as the JSON
/// output escapes strings, and more, so that no control character reaches
/// a terminal and no message breaks into two lines.
///
/// `\n`, `\r`, `\t` and `\` are written with a backslash; other C0 and C1
/// controls, DEL and the bidirectional controls (which reorder what a
/// terminal shows) as `\u00XX`; a byte that is not part of valid UTF-8 as
/// `\udcXX` (Python's `surrogateescape`), so a message names the byte.
package enum Shown {
  /// The most bytes of one value a message shows; a longer value is cut
  /// (at a character's start) and its length said.
  package static let longestShown = 1_024

  /// `bytes`, escaped for a message: at most ``longestShown`` of them,
  /// then `…` and the value's length in bytes.
  package static func text(_ bytes: some Collection<UInt8>) -> String {
    guard bytes.count > longestShown else { return escaped(Array(bytes)) }
    var cut = Array(bytes.prefix(longestShown))
    // Cut where a character starts, not inside one.
    while let last = cut.last, last & 0xC0 == 0x80 { cut.removeLast() }
    if let last = cut.last, last >= 0xC0 { cut.removeLast() }
    return escaped(cut) + "… (\(bytes.count) bytes)"
  }

  static func escaped(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    bytes.withUnsafeBufferPointer { input in
      var i = 0
      while i < input.count {
        let b = input[i]
        if b >= 0x80 {
          let length = NativeSniffer.utf8SequenceLength(input, at: i)
          guard length > 0 else {
            escape(0xDC00 | UInt32(b), to: &out)
            i += 1
            continue
          }
          let scalar = decode(input[i..<(i + length)])
          if (0x80...0x9F).contains(scalar) || isBidiControl(scalar) {
            escape(scalar, to: &out)
          } else {
            out.append(contentsOf: input[i..<(i + length)])
          }
          i += length
          continue
        }
        switch b {
        case 0x0A: out += Array(#"\n"#.utf8)
        case 0x0D: out += Array(#"\r"#.utf8)
        case 0x09: out += Array(#"\t"#.utf8)
        case 0x5C: out += Array(#"\\"#.utf8)
        case 0..<0x20, 0x7F: escape(UInt32(b), to: &out)
        default: out.append(b)
        }
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text`, escaped for a message.
  package static func text(_ text: String) -> String { Self.text(Array(text.utf8)) }

  /// `bytes` as file(1) prints a name: printable UTF-8 as it is, and every
  /// other byte (a control, a byte that is not UTF-8, a mark that turns the
  /// text's direction) as a backslash and three octal digits (`\351`).
  package static func octal(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    func escape(_ byte: UInt8) {
      out += [UInt8(ascii: "\\"), 0x30 + byte >> 6, 0x30 + (byte >> 3) & 7, 0x30 + byte & 7]
    }
    bytes.withUnsafeBufferPointer { input in
      var i = 0
      while i < input.count {
        let b = input[i]
        guard b >= 0x80 else {
          if b < 0x20 || b == 0x7F { escape(b) } else { out.append(b) }
          i += 1
          continue
        }
        let length = NativeSniffer.utf8SequenceLength(input, at: i)
        guard length > 0 else {
          escape(b)
          i += 1
          continue
        }
        let scalar = decode(input[i..<(i + length)])
        let unprintable = (0x80...0x9F).contains(scalar) || isBidiControl(scalar)
        for byte in input[i..<(i + length)] {
          if unprintable { escape(byte) } else { out.append(byte) }
        }
        i += length
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The scalar of one valid UTF-8 sequence.
  static func decode(_ sequence: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32 {
    var scalar = UInt32(sequence.first! & (0xFF >> (sequence.count + 1)))
    for byte in sequence.dropFirst() { scalar = scalar << 6 | UInt32(byte & 0x3F) }
    return scalar
  }

  /// Marks that change the direction text is drawn in.
  static func isBidiControl(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  static func escape(_ unit: UInt32, to out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out += Array(#"\u"#.utf8)
    for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((unit >> UInt32(shift)) & 0xF)]) }
  }
}
