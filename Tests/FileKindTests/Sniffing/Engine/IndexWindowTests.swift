import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// What decides a file is read where it lies: an index that starts in the
/// prefix is read as far as its declared size, within a bound, from bytes
/// and from a file alike, and a read error there is an error.
@Suite struct IndexWindowTests {
  typealias Box = ContainerSniffingTests

  /// An MP4 whose first (sound) track's sample table pushes the second
  /// (video) track's handler past the 64 KiB prefix.
  static var longMovie: [UInt8] {
    let ftyp = Box.box("ftyp", Array("isom".utf8) + [0, 0, 2, 0] + Array("isomiso2mp41".utf8))
    func track(_ handler: String, padding: Int) -> [UInt8] {
      let hdlr = Box.box(
        "hdlr", [0, 0, 0, 0, 0, 0, 0, 0] + Array(handler.utf8) + [UInt8](repeating: 0, count: 12))
      let minf = Box.box("minf", Box.box("stbl", [UInt8](repeating: 0x5A, count: padding)))
      return Box.box("trak", Box.box("mdia", hdlr + minf))
    }
    return ftyp + Box.box("moov", track("soun", padding: 90_000) + track("vide", padding: 100))
  }

  /// An ASF whose cover picture pushes the audio stream's properties past
  /// the prefix.
  static var longASFHeader: [UInt8] {
    let picture =
      [UInt8](repeating: 0x11, count: 16) + le64(24 + 80_000) + [UInt8](repeating: 0xA5, count: 80_000)
    let stream = [UInt8](repeating: 0x22, count: 16) + le64(24 + 16) + NativeSniffer.asfAudioStream
    let body = picture + stream
    let header =
      NativeSniffer.asfHeader + [0x8E, 0x66, 0xCF, 0x11, 0xA6, 0xD9, 0x00, 0xAA, 0x00, 0x62, 0xCE, 0x6C]
      + le64(30 + body.count) + [2, 0, 0, 0, 1, 2]
    return header + body + [UInt8](repeating: 0, count: 1_000)
  }

  static func le64(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt64(value).littleEndian, Array.init) }

  @Test func indexesAreReadPastThePrefixFromBytesAndFiles() throws {
    for (bytes, expected) in [(Self.longMovie, "video/mp4"), (Self.longASFHeader, "audio/x-ms-wma")] {
      #expect(bytes.count > ContentSniffer.prefixLength)
      // The prefix alone says otherwise: the window is what decides.
      let prefixOnly = try Array(bytes.prefix(ContentSniffer.prefixLength)).withUnsafeBytes {
        try ContentSniffer.shared.detect(bytes: $0, libmagic: false)
      }
      #expect(prefixOnly.type.name != expected)
      #expect(try ContentSniffer.shared.sniff(bytes: bytes).type.name == expected)
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID()).bin")
      try Data(bytes).write(to: path)
      defer { try? FileManager.default.removeItem(at: path) }
      #expect(try ContentSniffer.shared.sniff(path: path.path).type.name == expected)
    }
  }

  @Test func theWindowIsBounded() throws {
    // A video handler past the bound is not read: the answer rests on the
    // sound track the bound covers.
    let ftyp = Box.box("ftyp", Array("isom".utf8) + [0, 0, 2, 0] + Array("isomiso2mp41".utf8))
    func track(_ handler: String, padding: Int) -> [UInt8] {
      let hdlr = Box.box(
        "hdlr", [0, 0, 0, 0, 0, 0, 0, 0] + Array(handler.utf8) + [UInt8](repeating: 0, count: 12))
      return Box.box(
        "trak", Box.box("mdia", hdlr + Box.box("minf", [UInt8](repeating: 0x5A, count: padding))))
    }
    let far =
      ftyp
      + Box.box("moov", track("soun", padding: NativeSniffer.indexWindowLimit) + track("vide", padding: 8))
    #expect(try ContentSniffer.shared.sniff(bytes: far).type.name == "audio/mp4")
    let near = ftyp + Box.box("moov", track("soun", padding: 200_000) + track("vide", padding: 8))
    #expect(try ContentSniffer.shared.sniff(bytes: near).type.name == "video/mp4")
  }
}
