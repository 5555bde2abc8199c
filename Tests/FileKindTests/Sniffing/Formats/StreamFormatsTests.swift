import Foundation
import Testing

@testable import FileKind

/// The formats real downloads hold in their other framings, each class from
/// its specification: transport streams by their program map, MPEG audio of
/// every layer, LOAS-framed AAC, LZ4 and LZMA framings, tar's first-header
/// variants, and libmagic answers that come from rules with no signature.
@Suite struct StreamFormatsTests {
  static func sniffed(_ bytes: [UInt8], libmagic: Bool = false) throws -> String {
    try bytes.withUnsafeBytes { try ContentSniffer.shared.detect(bytes: $0, libmagic: libmagic) }.type.name
  }

  // MARK: Transport streams

  /// A section with its header and CRC-32 (the CRC is not what decides,
  /// but a stream as a muxer writes it has one).
  static func section(table: UInt8, extension id: UInt16, _ body: [UInt8]) -> [UInt8] {
    let length = 5 + body.count + 4
    var data: [UInt8] = [
      table, 0xB0 | UInt8(length >> 8), UInt8(length & 0xFF), UInt8(id >> 8), UInt8(id & 0xFF), 0xC1, 0, 0,
    ]
    data += body
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte) << 24
      for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
    }
    return data + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
  }

  static func packet(pid: Int, _ payload: [UInt8], counter: Int) -> [UInt8] {
    let header: [UInt8] = [0x47, 0x40 | UInt8(pid >> 8), UInt8(pid & 0xFF), 0x10 | UInt8(counter & 0x0F)]
    return header + payload + [UInt8](repeating: 0xFF, count: 184 - payload.count)
  }

  /// A stream whose map lists `streams` (type, descriptors), then PES
  /// packets with `pesID` on the first elementary PID.
  static func transportStream(_ streams: [(UInt8, [UInt8])], pesID: UInt8) -> [UInt8] {
    let pat = section(table: 0, extension: 1, [0, 1, 0xF0, 0x00])
    var entries: [UInt8] = []
    for (index, (type, descriptors)) in streams.enumerated() {
      let pid = 0x100 + index
      entries +=
        [type, 0xE0 | UInt8(pid >> 8), UInt8(pid & 0xFF), 0xF0, UInt8(descriptors.count)] + descriptors
    }
    let pmt = section(table: 2, extension: 1, [0xE1, 0x00, 0xF0, 0x00] + entries)
    var out = packet(pid: 0, [0] + pat, counter: 0) + packet(pid: 0x1000, [0] + pmt, counter: 0)
    for n in 0..<12 {
      let pes: [UInt8] =
        [0, 0, 1, pesID, 0, 100, 0x80, 0x80, 5, 0x21, 0, 1, 0, 1] + [UInt8](repeating: 0x55, count: 100)
      out += packet(pid: 0x100, pes, counter: n)
    }
    return out
  }

  @Test func everyAudioStreamTypeAloneIsAudio() throws {
    for type in NativeSniffer.audioStreamTypes.sorted() {
      #expect(
        try Self.sniffed(Self.transportStream([(type, [])], pesID: 0xBD)) == "audio/x-mpeg-ts", "\(type)")
      // With any video stream listed, it is video.
      for video in NativeSniffer.videoStreamTypes.sorted() {
        #expect(
          try Self.sniffed(Self.transportStream([(type, []), (video, [])], pesID: 0xBD)) == "video/mp2t",
          "\(type) + \(video)")
      }
    }
  }

  @Test func privateStreamsByTheirDescriptors() throws {
    let audio: [[UInt8]] = [
      [0x6A, 1, 0], [0x7A, 1, 0], [0x7B, 1, 0], [0x7C, 1, 0], [0x81, 1, 0], [0x7F, 1, 0x15], [0x7F, 1, 0x0E],
      [0x05, 4] + Array("AC-3".utf8), [0x05, 4] + Array("Opus".utf8), [0x05, 4] + Array("mhm1".utf8),
      [0x0A, 4] + Array("eng".utf8) + [0, 0x05, 4] + Array("EAC3".utf8),
    ]
    for descriptors in audio {
      #expect(try Self.sniffed(Self.transportStream([(0x06, descriptors)], pesID: 0xBD)) == "audio/x-mpeg-ts")
    }
    let video = Self.transportStream([(0x06, [0x05, 4] + Array("HEVC".utf8)), (0x0F, [])], pesID: 0xBD)
    #expect(try Self.sniffed(video) == "video/mp2t")
  }

  /// A map of stream types FileKind does not know decides nothing: the PES
  /// stream ids do, and with none either, the container's own type stays.
  @Test func unknownStreamTypesNeverDecide() throws {
    #expect(try Self.sniffed(Self.transportStream([(0x99, [])], pesID: 0xC0)) == "audio/x-mpeg-ts")
    #expect(try Self.sniffed(Self.transportStream([(0x99, [])], pesID: 0xE0)) == "video/mp2t")
    // An unknown type beside an audio one does not make it video.
    #expect(
      try Self.sniffed(Self.transportStream([(0x0F, []), (0x99, [])], pesID: 0xFA)) == "audio/x-mpeg-ts")
  }

  // MARK: MPEG audio, every layer, and LOAS

  /// Frames of one layer, version and bitrate as ISO/IEC 11172-3 and
  /// 13818-3 size them; the payload is silence.
  static func mpegFrames(version: UInt8, layer: UInt8, bitrate: UInt8, count: Int = 8) -> [UInt8]? {
    let header: [UInt8] = [0xFF, 0xE0 | version << 3 | layer << 1 | 1, bitrate << 4, 0xC0]
    let bytes = header.withUnsafeBytes { raw in NativeSniffer.mpegFrame(Bytes(raw), at: 0) }
    guard let frame = bytes else { return nil }
    return (0..<count).flatMap { _ in header + [UInt8](repeating: 0, count: frame.length - 4) }
  }

  @Test func mpegAudioOfEveryLayer() throws {
    for version: UInt8 in [3, 2] {
      for layer: UInt8 in [1, 2, 3] {
        for bitrate: UInt8 in 1...14 {
          let frames = try #require(Self.mpegFrames(version: version, layer: layer, bitrate: bitrate))
          #expect(
            try Self.sniffed(frames) == "audio/mpeg", "version \(version) layer \(4 - layer) index \(bitrate)"
          )
          // Behind junk too.
          #expect(
            try Self.sniffed([0x01, 0x02, 0x03] + frames) == "audio/mpeg",
            "junk, version \(version) layer \(4 - layer) index \(bitrate)")
        }
      }
    }
    // Layer I's header is UTF-16's byte order mark: text stays text.
    let text: [UInt8] =
      [0xFF, 0xFE]
      + "Layer one is a byte order mark too.\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(try Self.sniffed(text) == "text/plain")
  }

  @Test func loasFramesChain() throws {
    var random = SeededRandom(seed: 36)
    var stream: [UInt8] = []
    for _ in 0..<6 {
      let length = Int.random(in: 20...400, using: &random)
      stream += [0x56, 0xE0 | UInt8(length >> 8), UInt8(length & 0xFF)]
      stream += (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
    #expect(try Self.sniffed(stream) == "audio/x-mp4a-latm")
    // A sync word whose length leads nowhere is not a stream.
    var broken = stream
    broken[2] &+= 1
    #expect(try Self.sniffed(broken) != "audio/x-mp4a-latm")
  }

  // MARK: Compressed streams' framings

  @Test func lz4AndZstandardBehindEverySkippableFrame() throws {
    let lz4: [UInt8] = [0x04, 0x22, 0x4D, 0x18, 0x64, 0x40, 0xA7] + [UInt8](repeating: 0, count: 16)
    let zstd: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x24, 0x00] + [UInt8](repeating: 0, count: 16)
    for nibble: UInt8 in 0...15 {
      let skippable: [UInt8] = [0x50 | nibble, 0x2A, 0x4D, 0x18, 4, 0, 0, 0, 1, 2, 3, 4]
      #expect(try Self.sniffed(skippable + lz4) == "application/x-lz4")
      #expect(try Self.sniffed(skippable + skippable + zstd) == "application/zstd")
    }
    #expect(
      try Self.sniffed([0x02, 0x21, 0x4C, 0x18, 0x10, 0, 0, 0] + [UInt8](repeating: 0x11, count: 16))
        == "application/x-lz4")
  }

  @Test func lzmaAloneWithAnyProperties() throws {
    for properties in 0..<225 {
      // A 1 MiB dictionary, an unknown size, the range coder's zero.
      let header: [UInt8] =
        [UInt8(properties), 0x00, 0x00, 0x10, 0x00] + [UInt8](repeating: 0xFF, count: 8) + [0x00, 0x41, 0x10]
      #expect(
        try Self.sniffed(header + [UInt8](repeating: 0x37, count: 32)) == "application/x-lzma",
        "\(properties)")
    }
    // A properties byte past 224, or a range coder that does not start at zero, is no LZMA.
    let bad: [UInt8] = [225, 0x00, 0x00, 0x10, 0x00] + [UInt8](repeating: 0xFF, count: 8) + [0x00, 0x41]
    #expect(try Self.sniffed(bad + [UInt8](repeating: 0x37, count: 32)) != "application/x-lzma")
    let noZero: [UInt8] = [0x2C, 0x00, 0x00, 0x10, 0x00] + [UInt8](repeating: 0xFF, count: 8) + [0x01, 0x41]
    #expect(try Self.sniffed(noZero + [UInt8](repeating: 0x37, count: 32)) != "application/x-lzma")
  }

  @Test func tarLabelsNeedTheirChecksum() throws {
    let label = Array(try Data(contentsOf: SniffingTests.samples.appendingPathComponent("volume-label.tar")))
    #expect(try Self.sniffed(label) == "application/x-tar")
    var broken = label
    broken[0] ^= 0x20
    #expect(try Self.sniffed(broken) != "application/x-tar")
  }

  // MARK: libmagic's rules with no signature

  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func signaturelessLibmagicAnswersDoNotDecide() throws {
    // Incrementing bytes: libmagic's Targa rule matches them.
    let ramp = (0..<4_096).map { UInt8($0 & 0xFF) }
    let alone = try ramp.withUnsafeBytes { try ContentSniffer.shared.libmagic(bytes: $0) }
    #expect(alone.map { ContentSniffer.signaturelessLibmagicAnswers.contains($0) } ?? true)
    #expect(try Self.sniffed(ramp, libmagic: true) == "application/octet-stream")
    // An answer with a signature still counts: a DjVu page is known natively,
    // a PGP key only to libmagic.
    #expect(!ContentSniffer.signaturelessLibmagicAnswers.contains("application/pgp-keys"))
  }
}
