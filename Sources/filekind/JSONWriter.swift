/// Appends JSON text to a byte buffer, flushing to a file descriptor.
///
/// Strings are written from raw bytes: valid UTF-8 passes through (escaped
/// where JSON requires), and each byte that is not part of valid UTF-8 is
/// written as a lone surrogate `\udcXX` (PEP 383's "surrogateescape"), so a
/// name that is not UTF-8 survives the trip and can be recovered exactly.
struct JSONWriter {
  var bytes: [UInt8] = []
  let fd: Int32

  init(fd: Int32) {
    self.fd = fd
    bytes.reserveCapacity(1 << 17)
  }

  mutating func raw(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { string(bytes: $0) }
  }

  mutating func string(bytes input: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var i = 0
    while i < input.count {
      let b = input[i]
      if b < 0x80 {
        switch b {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        case 0..<0x20, 0x7F: escape(UInt16(b))
        default: bytes.append(b)
        }
        i += 1
        continue
      }
      let length = Self.validSequenceLength(input, at: i)
      if length == 0 {
        escape(0xDC00 | UInt16(b))
        i += 1
      } else {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[i..<(i + length)]))
        i += length
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func escape(_ unit: UInt16) {
    raw("\\u")
    let hex: StaticString = "0123456789abcdef"
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(hex.utf8Start[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }

  /// Length of the well-formed UTF-8 sequence starting at `i`, or 0.
  static func validSequenceLength(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let b0 = s[i]
    func cont(_ j: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      j < s.count && range.contains(s[j])
    }
    switch b0 {
    case 0xC2...0xDF: return cont(i + 1) ? 2 : 0
    case 0xE0: return cont(i + 1, 0xA0...0xBF) && cont(i + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF: return cont(i + 1) && cont(i + 2) ? 3 : 0
    case 0xED: return cont(i + 1, 0x80...0x9F) && cont(i + 2) ? 3 : 0
    case 0xF0: return cont(i + 1, 0x90...0xBF) && cont(i + 2) && cont(i + 3) ? 4 : 0
    case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
    case 0xF4: return cont(i + 1, 0x80...0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
    default: return 0
    }
  }

  mutating func stringArray(_ items: [String]) {
    bytes.append(UInt8(ascii: "["))
    for (n, item) in items.enumerated() {
      if n > 0 { bytes.append(UInt8(ascii: ",")) }
      string(item)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  mutating func flushIfFull() {
    if bytes.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    var offset = 0
    bytes.withUnsafeBytes { buffer in
      while offset < buffer.count {
        let n = SystemCalls.writeBytes(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n <= 0 { if n < 0 && SystemCalls.interrupted { continue } else { return } }
        offset += n
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}
