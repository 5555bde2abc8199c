/// AAC in LATM without its LOAS framing: AudioMuxElements one after the
/// other, byte-aligned, as RTP carries them and as a capture of such a
/// stream stores them (ISO/IEC 14496-3, 1.7.3). Nothing marks where an
/// element starts, so the elements are walked: the first carries the
/// stream's configuration, each says its payload's length, and the next
/// must begin where that payload ends.
extension NativeSniffer {
  /// Bits of a ``Bytes`` view, most significant first; reading past the
  /// end yields zeros and marks the reader exhausted.
  struct BitReader {
    let bytes: Bytes
    var position: Int
    var exhausted = false

    init(_ bytes: Bytes, byte: Int) {
      self.bytes = bytes
      position = byte * 8
    }

    mutating func read(_ count: Int) -> Int {
      var value = 0
      for _ in 0..<count {
        let byte = position >> 3
        if byte >= bytes.count { exhausted = true }
        value = value << 1 | Int(bytes[byte] >> (7 - UInt8(position & 7)) & 1)
        position += 1
      }
      return value
    }

    /// Moves on to the next byte boundary; the byte it lands on.
    mutating func alignedByte() -> Int { (position + 7) >> 3 }
  }

  /// What a stream's configuration must stay: audio object type, sample
  /// rate index and channel configuration.
  struct LATMConfiguration: Equatable {
    var objectType: Int
    var rateIndex: Int
    var channels: Int
  }

  /// How many elements make a stream (fewer that end the file exactly do).
  static let latmElementsToConfirm = 4

  /// A raw LATM stream: the first AudioMuxElement holds a StreamMuxConfig
  /// of one program, one layer and one subframe (the form every encoder
  /// writes) with an AudioSpecificConfig of an AAC object type (Main, LC,
  /// SSR, LTP, or SBR or PS over one), a sample rate index of the table and
  /// a channel configuration of 1 to 7, frame length type 0; every element
  /// after it either repeats that configuration or says it uses the same,
  /// its payload opens with the syntactic element the channel
  /// configuration calls for (or a fill element), and the next element
  /// starts at the byte where it ends.
  static func rawLATM(_ b: Bytes) -> KnownType? {
    var at = 0
    var configuration: LATMConfiguration?
    var elements = 0
    while elements < latmElementsToConfirm {
      if at == b.count && elements >= 2 { return .audioXMp4aLatm }
      guard at < b.count, let end = latmElement(b, at: at, configuration: &configuration) else { return nil }
      at = end
      elements += 1
    }
    return .audioXMp4aLatm
  }

  /// Reads one AudioMuxElement at byte `at`; the byte after it, or `nil`
  /// when a field is not what a stream holds.
  static func latmElement(_ b: Bytes, at: Int, configuration: inout LATMConfiguration?) -> Int? {
    var bits = BitReader(b, byte: at)
    if bits.read(1) == 0 {
      guard let found = streamMuxConfig(&bits), configuration == nil || configuration == found else {
        return nil
      }
      configuration = found
    }
    guard let configuration else { return nil }
    // PayloadLengthInfo for frame length type 0: bytes of 255 and a last
    // byte below it, summed.
    var length = 0
    while true {
      let part = bits.read(8)
      length += part
      guard part == 255 else { break }
      guard length < 8_192 else { return nil }
    }
    // The raw data block's first syntactic element: a single channel (0)
    // for mono, a channel pair (1) for stereo and the layouts that open
    // with one, or a fill element (6).
    let expected = configuration.channels == 2 ? 1 : 0
    let first = bits.read(3)
    guard length >= 2, first == expected || first == 6 else { return nil }
    bits.position += length * 8 - 3
    guard !bits.exhausted, bits.position <= b.count * 8 else { return nil }
    return bits.alignedByte()
  }

  /// A StreamMuxConfig of audio mux version 0 with one program, one layer
  /// and one subframe, its AudioSpecificConfig, frame length type 0, and
  /// no other data; `nil` for anything else.
  static func streamMuxConfig(_ bits: inout BitReader) -> LATMConfiguration? {
    // audioMuxVersion 0, allStreamsSameTimeFraming 1, numSubFrames 0,
    // numProgram 0, numLayer 0.
    guard bits.read(1) == 0, bits.read(1) == 1, bits.read(6) == 0, bits.read(4) == 0, bits.read(3) == 0 else {
      return nil
    }
    var objectType = bits.read(5)
    let rateIndex = bits.read(4)
    let channels = bits.read(4)
    guard rateIndex < 13, (1...7).contains(channels) else { return nil }
    if objectType == 5 || objectType == 29 {
      // SBR or PS: the extension's sample rate, then the core's type.
      guard bits.read(4) < 13 else { return nil }
      objectType = bits.read(5)
    }
    guard (1...4).contains(objectType) else { return nil }
    // GASpecificConfig: frame length flag, no core coder, no extension.
    _ = bits.read(1)
    guard bits.read(1) == 0, bits.read(1) == 0 else { return nil }
    // frameLengthType 0, latmBufferFullness, no other data, CRC or not.
    guard bits.read(3) == 0 else { return nil }
    _ = bits.read(8)
    guard bits.read(1) == 0 else { return nil }
    if bits.read(1) == 1 { _ = bits.read(8) }
    guard !bits.exhausted else { return nil }
    return LATMConfiguration(objectType: objectType, rateIndex: rateIndex, channels: channels)
  }
}
