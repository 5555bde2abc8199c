import Foundation
import Testing

@testable import FileKind

/// Plain text is decided by the native checks, before any engine can guess
/// from two letters (zlib's header check passes `x = 1…`).
@Suite struct TextSniffingTests {
  static func native(_ bytes: [UInt8]) -> String? { NativeSniffer.mimeType(of: bytes) }
  static func native(_ text: String) -> String? { native(Array(text.utf8)) }

  /// Each opening passes zlib's `(b0 * 256 + b1) % 31 == 0` with a deflate
  /// nibble; all are text and must stay documents under their own names.
  @Test(arguments: ["x = 1\nx = 2\n", "80s horror night\n", "Hjemmeside: example\n", "hb notes\n"])
  func zlibLookalikesAreText(_ text: String) throws {
    let bytes = Array(text.utf8)
    #expect((Int(bytes[0]) * 256 + Int(bytes[1])) % 31 == 0 && bytes[0] & 0x0F == 8)
    #expect(Self.native(bytes) == "text/plain")
    let sniffed = try ContentSniffer.shared.sniff(bytes: bytes).type.name
    for name in ["release.nfo", "notes.txt", "movie.srt"] {
      #expect(KindResolver.resolve(KindSignals(name: name, sniffed: mediaType(sniffed))).kind == .document)
    }
  }

  @Test func encodingsOfText() {
    #expect(Self.native("plain ASCII\r\nwith CRLF\tand tabs\u{0C}\n") == "text/plain")
    #expect(Self.native("UTF-8: naïve café, 日本語, emoji 🎬\n") == "text/plain")
    #expect(Self.native([0xEF, 0xBB, 0xBF] + Array("with a BOM\n".utf8)) == "text/plain")
    let utf16BE: [UInt8] =
      [0xFE, 0xFF] + "big endian\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(Self.native(utf16BE) == "text/plain")
    // Latin-1 is not UTF-8, but it is text.
    #expect(Self.native(Array("caf".utf8) + [0xE9, 0x0A]) == "text/plain")
    // A multi-byte character cut by the end of the prefix is still UTF-8.
    #expect(Self.native(Array("cut here: ".utf8) + [0xE6, 0x97]) == "text/plain")
  }

  @Test func binaryIsNotText() {
    #expect(Self.native([0x41, 0x42, 0x00, 0x43]) == nil)
    #expect(Self.native(Array("almost text\u{01}".utf8)) == nil)
    #expect(Self.native(Array("delete\u{7F}char\n".utf8)) == nil)
    var random = SeededRandom(seed: 7)
    var calledText = 0
    for _ in 0..<200 {
      let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &random) }
      if Self.native(bytes)?.hasPrefix("text/") == true { calledText += 1 }
    }
    #expect(calledText == 0)
    // UTF-16 with an unpaired surrogate is not text.
    #expect(Self.native([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]) == nil)
  }

  @Test func textFormats() {
    #expect(Self.native("1\n00:00:01,000 --> 00:00:02,000\nHello.\n") == "application/x-subrip")
    #expect(Self.native("\u{FEFF}1\r\n00:00:01,000 --> 00:00:02,000\r\nHi\r\n") == "application/x-subrip")
    #expect(Self.native("{\"a\": [1, 2]}") == "application/json")
    #expect(Self.native("[1, 2, 3]\n") == "application/json")
    #expect(Self.native("[Section]\nkey=value\n") == "text/plain")
    #expect(Self.native("WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n") == "text/vtt")
    // A scene NFO in code page 437: block art, not UTF-8.
    let art: [UInt8] = Array(repeating: 0xDB, count: 20) + [0x0D, 0x0A] + Array("  RELEASE INFO\r\n".utf8)
    #expect(Self.native(art) == "text/x-nfo")
    #expect(KindResolver.resolve(KindSignals(name: "", sniffed: mediaType("text/x-nfo"))).kind == .document)
  }
}
