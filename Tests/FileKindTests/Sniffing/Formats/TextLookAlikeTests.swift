import Foundation
import Testing

@testable import FileKind

/// Text that rules or heuristics used to read as something else.
@Suite struct TextLookAlikeTests {
  static func sniff(_ bytes: [UInt8]) throws -> String? {
    try ContentSniffer.shared.sniff(bytes: bytes).type.name
  }

  @Test func commentMarkersAreNotFormats() throws {
    let perl = "### the gnu tar specification:\n### http://www.gnu.org/software/tar/\npackage Archive::Tar;\n"
    #expect(try Self.sniff(Array(perl.utf8)) == "text/plain")
  }

  @Test func onlyAMailboxFromLineIsAMailbox() throws {
    #expect(
      try Self.sniff(Array("From the author of this tool: thanks.\nIt reads files.\n".utf8)) == "text/plain")
    let mbox =
      "From jane@example.com Mon Jan  1 00:00:00 2024\nFrom: Jane <jane@example.com>\nSubject: hi\n\nHello\n"
    #expect(try Self.sniff(Array(mbox.utf8)) == "application/mbox")
  }

  @Test func legacyEncodingsAreNotNFOArt() throws {
    // Shift_JIS (CP932), EUC-KR and Windows-1252 prose: high bytes one or
    // two at a time, never the runs an NFO's block art draws.
    let cp932: [UInt8] = Array(
      repeating: [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xCC, 0x95, 0xB6, 0x8F, 0xCD, 0x0A], count: 40
    )
    .flatMap { $0 }
    let eucKR: [UInt8] = Array(
      repeating: [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE, 0x20, 0xB9, 0xAE, 0xC0, 0xE5, 0x0A], count: 40
    )
    .flatMap { $0 }
    let cp1252: [UInt8] = Array(
      repeating: Array("Stra".utf8) + [0xDF, 0x65, 0x20, 0xDC] + Array("ber 20".utf8) + [0xB0, 0x0A],
      count: 40
    )
    .flatMap { $0 }
    for text in [cp932, eucKR, cp1252] { #expect(try Self.sniff(text) == "text/plain") }
    // Art: runs of blocks and shades.
    let art: [UInt8] =
      [UInt8](repeating: 0xDB, count: 20) + [0x0D, 0x0A, 0xB0, 0xB1, 0xB2, 0xB2] + Array(" RELEASE\r\n".utf8)
    #expect(try Self.sniff(art) == "text/x-nfo")
  }

  @Test func aResolutionNeverContradictsItself() {
    let resolution = KindResolver.resolve(
      KindSignals(name: "notes.txt", fileType: .video, contentType: mediaType("text/plain")))
    #expect(resolution.kind == .video)
    #expect(resolution.type == nil)
    let agreeing = KindResolver.resolve(
      KindSignals(name: "a", fileType: .video, contentType: mediaType("video/mp4")))
    #expect(agreeing.type?.name == "video/mp4")
  }
}
