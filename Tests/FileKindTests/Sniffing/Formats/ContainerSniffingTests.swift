import Foundation
import Testing

@testable import FileKind

/// Containers that hold more than one kind: the bytes decide where they
/// can (first packets, brands, track types), built here byte by byte for the
/// cases the Debian tools cannot write.
@Suite struct ContainerSniffingTests {
  static func native(_ bytes: [UInt8]) -> String? { NativeSniffer.mimeType(of: bytes) }

  /// One Ogg page: a beginning-of-stream page when `first`, holding `packet`.
  static func oggPage(_ packet: [UInt8], first: Bool = true, serial: UInt8 = 1) -> [UInt8] {
    var page: [UInt8] = Array("OggS".utf8) + [0, first ? 0x02 : 0x00]
    page += [UInt8](repeating: 0, count: 8)  // granule position
    page += [serial, 0, 0, 0] + [0, 0, 0, 0] + [0, 0, 0, 0]  // serial, sequence, CRC
    page += [1, UInt8(packet.count)] + packet
    // Ogg's CRC-32, bit by bit (polynomial 0x04C11DB7, not reflected).
    var crc: UInt32 = 0
    for byte in page {
      crc ^= UInt32(byte) << 24
      for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
    }
    page.replaceSubrange(
      22..<26, with: [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 24)])
    return page
  }

  static let theora: [UInt8] = [0x80] + Array("theora".utf8) + [3, 2, 1, 0, 0, 0]
  static let vorbis: [UInt8] = [0x01] + Array("vorbis".utf8) + [0, 0, 0, 0, 2, 0x44, 0xAC, 0, 0]
  static let skeleton: [UInt8] = Array("fishead\0".utf8) + [0, 3, 0, 0]
  static let ogmVideo: [UInt8] = [0x01] + Array("video\0\0\0".utf8) + Array("XVID".utf8) + [0, 0, 0, 0]

  @Test func oggFirstPacketsDecide() {
    #expect(Self.native(Self.oggPage(Self.theora)) == "video/x-theora+ogg")
    #expect(Self.native(Self.oggPage(Self.vorbis)) == "audio/x-vorbis+ogg")
    #expect(Self.native(Self.oggPage(Self.ogmVideo)) == "video/x-ogm+ogg")
    #expect(Self.native(Self.oggPage(Array("OpusHead".utf8) + [1, 2])) == "audio/x-opus+ogg")
    // Skeleton first: the streams after it decide, video over audio.
    let skeletonThenBoth =
      Self.oggPage(Self.skeleton) + Self.oggPage(Self.vorbis, serial: 2)
      + Self.oggPage(Self.theora, serial: 3)
    #expect(Self.native(skeletonThenBoth) == "video/x-theora+ogg")
    let skeletonThenSound = Self.oggPage(Self.skeleton) + Self.oggPage(Self.vorbis, serial: 2)
    #expect(Self.native(skeletonThenSound) == "audio/x-vorbis+ogg")
    // A `.ogm` of video is video, whatever the old check guessed.
    let sniffed = Self.native(Self.oggPage(Self.ogmVideo))
    #expect(KindResolver.resolve(KindSignals(name: "film.ogm", sniffed: mediaType(sniffed))).kind == .video)
  }

  /// A box: size, type, payload.
  static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let size = UInt32(8 + payload.count)
    return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
      + Array(type.utf8) + payload
  }

  static func movie(handlers: [String]) -> [UInt8] {
    box(
      "moov",
      handlers.flatMap { handler in
        box(
          "trak",
          box(
            "mdia",
            box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0] + Array(handler.utf8) + [UInt8](repeating: 0, count: 12))))
      })
  }

  @Test func isoBrandsAndTracksDecide() {
    let isom = Self.box("ftyp", Array("isom\0\0\0\0isommp41".utf8))
    #expect(Self.native(isom + Self.movie(handlers: ["soun"])) == "audio/mp4")
    #expect(Self.native(isom + Self.movie(handlers: ["vide", "soun"])) == "video/mp4")
    #expect(Self.native(isom + Self.movie(handlers: ["soun", "text"])) == "audio/mp4")
    // DASH audio as downloaders save it: `dash` brand, fragments, an empty moov.
    let dash = Self.box("ftyp", Array("dash\0\0\0\0iso6mp41".utf8))
    #expect(Self.native(dash + Self.movie(handlers: ["soun"]) + Self.box("moof", [])) == "audio/mp4")
    for (brand, type) in [
      ("M4A ", "audio/mp4"), ("M4B ", "audio/x-m4b"), ("M4P ", "audio/mp4"), ("F4A ", "audio/mp4"),
      ("F4B ", "audio/x-m4b"), ("aax ", "audio/x-m4b"), ("heic", "image/heif"), ("mif1", "image/heif"),
      ("avif", "image/avif"), ("mjp2", "video/mj2"),
    ] {
      let bytes = Self.box("ftyp", Array("\(brand)\0\0\0\0isom".utf8)) + Self.movie(handlers: ["vide"])
      #expect(Self.native(bytes) == type, "\(brand)")
    }
    // A generic major brand with a decisive compatible one (an audiobook).
    #expect(Self.native(Self.box("ftyp", Array("mp42\0\0\0\0isomM4B ".utf8))) == "audio/x-m4b")
    // QuickTime may open with `wide`, `free`, `skip` or `mdat`.
    for first in ["wide", "free", "skip", "mdat"] {
      let bytes = Self.box(first, [0, 0, 0, 0]) + Self.movie(handlers: ["vide"])
      #expect(Self.native(bytes) == "video/quicktime", "\(first)")
    }
    // Text that happens to read "free" at offset 4 is not a movie.
    #expect(Self.native(Array("abcdfree for all, and more words follow here\n".utf8)) == "text/plain")
  }

  /// An audiobook named `.mkv`, or Vorbis named `.mp4`: another family's
  /// name refines nothing.
  @Test func audiobooksAreAudio() {
    let m4b = Self.box("ftyp", Array("M4B \0\0\0\0isom".utf8)) + Self.movie(handlers: ["soun"])
    let sniffed = Self.native(m4b)
    for name in ["Dune.m4b", "Dune.mp4", "Dune.mkv", "Dune"] {
      #expect(
        KindResolver.resolve(KindSignals(name: name, sniffed: mediaType(sniffed))).kind == .audio, "\(name)")
    }
  }

  @Test func trackerModulesAreAudio() {
    // A module's tables: 31 empty sample headers, a song one position long.
    var mod = [UInt8](repeating: 0, count: 1_100)
    mod[950] = 1
    mod.replaceSubrange(1_080..<1_084, with: Array("M.K.".utf8))
    #expect(Self.native(mod) == "audio/x-mod")
    // The tag alone, after tables that are none (a volume of 200, a song
    // 0 positions long, a pattern number of 200), is no module.
    for (at, value) in [(20 + 25, UInt8(200)), (950, 0), (960, 200)] {
      var stray = mod
      stray[at] = value
      #expect(Self.native(stray) != "audio/x-mod", "byte \(at)")
    }
    #expect(Self.native(Array("Extended Module: tune".utf8) + [0x1A, 0, 0]) == "audio/x-xm")
    #expect(Self.native(Array("IMPM".utf8) + [0, 0, 0, 0]) == "audio/x-it")
    var s3m = [UInt8](repeating: 0, count: 64)
    s3m.replaceSubrange(44..<48, with: Array("SCRM".utf8))
    #expect(Self.native(s3m) == "audio/x-s3m")
    #expect(Self.native(Array("MTM".utf8) + [0x10, 0, 0]) == "audio/x-mod")
    #expect(Self.native(Array("MMD1".utf8) + [0, 0, 0, 0]) == "audio/x-mod")
    var composer = [UInt8](repeating: 0x20, count: 0x1F1)
    composer.replaceSubrange(0..<2, with: Array("if".utf8))
    composer[0x6E] = 8
    composer[0x6F] = 4
    composer[0x70] = 0
    for i in 0x71..<0xF1 { composer[i] = 0xFF }
    #expect(Self.native(composer) == "audio/x-mod")
    // A C file starting with `if` is text, not a 669 module.
    #expect(Self.native(Array(String(repeating: "if (x) { y(); }\n", count: 40).utf8)) == "text/plain")
  }

  @Test func encapsulatedPostScriptIsAnImage() {
    #expect(Self.native(Array("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 1 1\n".utf8)) == "image/x-eps")
    #expect(Self.native(Array("%!PS-Adobe-3.0\n%%Pages: 1\n".utf8)) == "application/postscript")
    #expect(Self.native([0xC5, 0xD0, 0xD3, 0xC6, 0x20, 0, 0, 0]) == "image/x-eps")
    #expect(MediaType.kind(of: "image/x-eps") == .image)
  }

  /// A Kyocera (Contax N Digital) raw: a 156-byte header of strings stored
  /// backwards and binary fields, then the sensor's data. An image, in the
  /// iOS build too.
  @Test func kyoceraRawIsAnImage() {
    var header = [UInt8](repeating: 0, count: 156)
    func put(_ text: String, at offset: Int) {
      header.replaceSubrange(offset..<offset + text.utf8.count, with: text.utf8)
    }
    put("00.1 reV", at: 1)
    put("ARECOYK", at: 0x19)
    put("latigiD N xatnoC", at: 0x21)
    header[0x3C] = 0x01
    let file = header + (0..<2_048).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    #expect(Self.native(file) == "image/x-kyocera-raw")
    #expect(
      KindResolver.resolve(KindSignals(name: "DSC0001.RAW", sniffed: mediaType(Self.native(file)))).kind
        == .image)
  }

  /// TIFF and the raws built on it need a plausible first IFD: past the
  /// header, and with entries where the prefix holds it.
  @Test func tiffNeedsAPlausibleFirstIFD() {
    func tiff(_ head: [UInt8], ifd: UInt32, entries: UInt16, little: Bool = true) -> [UInt8] {
      let offset =
        little
        ? withUnsafeBytes(of: ifd.littleEndian, Array.init) : withUnsafeBytes(of: ifd.bigEndian, Array.init)
      let count =
        little
        ? withUnsafeBytes(of: entries.littleEndian, Array.init)
        : withUnsafeBytes(of: entries.bigEndian, Array.init)
      return head + offset + count + [UInt8](repeating: 0, count: 12 * Int(entries) + 64)
    }
    func native(_ bytes: [UInt8]) -> String? { NativeSniffer.mimeType(of: bytes) }
    #expect(native(tiff([0x49, 0x49, 42, 0], ifd: 8, entries: 3)) == "image/tiff")
    #expect(native(tiff([0x4D, 0x4D, 0, 42], ifd: 8, entries: 3, little: false)) == "image/tiff")
    #expect(native(tiff(Array("IIRO".utf8), ifd: 8, entries: 2)) == "image/x-olympus-orf")
    #expect(native(tiff([0x49, 0x49, 0x55, 0], ifd: 8, entries: 2)) == "image/x-panasonic-rw2")
    // An IFD inside the header, or one with no entries, is no IFD.
    #expect(native(tiff([0x49, 0x49, 42, 0], ifd: 4, entries: 3)) != "image/tiff")
    #expect(native(tiff([0x49, 0x49, 42, 0], ifd: 8, entries: 0)) != "image/tiff")
    #expect(native(tiff(Array("IIRO".utf8), ifd: 8, entries: 0)) != "image/x-olympus-orf")
    // An IFD past the prefix (written after the image data) is not judged.
    #expect(native(tiff([0x49, 0x49, 42, 0], ifd: 1 << 20, entries: 0)) == "image/tiff")
    // BigTIFF: 8-byte offsets.
    #expect(
      native([0x49, 0x49, 43, 0, 8, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 32))
        == "image/tiff")
    #expect(
      native([0x49, 0x49, 43, 0, 4, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 32))
        != "image/tiff")
  }

  /// RealMedia is confirmed by its header object and decided by its
  /// streams' MIME types, read from their media properties chunks.
  @Test func realMediaIsReadByItsHeaderChunks() throws {
    let audio = [UInt8](try Data(contentsOf: SniffingTests.samples.appendingPathComponent("sample.ra")))
    let audioType = audio.withUnsafeBytes { NativeSniffer.realMedia(Bytes($0)) }
    #expect(audioType == .audioVndRnRealaudio)
    // The same file whose one stream says video is video.
    guard let mime = audio.firstRange(of: Array("audio/x-pn-realaudio".utf8)) else {
      Issue.record("no MIME type in sample.ra")
      return
    }
    var video = audio
    video.replaceSubrange(mime, with: Array("video/x-pn-realvideo".utf8))
    #expect(video.withUnsafeBytes { NativeSniffer.realMedia(Bytes($0)) } == .applicationVndRnRealmedia)
    // A header object whose size or version is not one is no RealMedia.
    var badSize = audio
    badSize[7] = 4
    #expect(badSize.withUnsafeBytes { NativeSniffer.realMedia(Bytes($0)) } == nil)
    var badVersion = audio
    badVersion[9] = 7
    #expect(badVersion.withUnsafeBytes { NativeSniffer.realMedia(Bytes($0)) } == nil)
    // Cut anywhere, it still answers without reading past the cut.
    for end in 0...Swift.min(audio.count, 400) {
      _ = Array(audio[..<end]).withUnsafeBytes { NativeSniffer.realMedia(Bytes($0)) }
    }
  }
}
