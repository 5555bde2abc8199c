import Foundation
import Synchronization
import Testing

@testable import FileKind

/// Files made to break a parser: each gets a defined answer, no trap, and
/// no walk deeper than a 512 KiB thread's stack allows.
@Suite struct HostileFileTests {
  static func native(_ bytes: [UInt8]) -> String? { NativeSniffer.mimeType(of: bytes) }

  /// A Tracks element of size one whose TrackEntry header runs past it.
  static let matroskaTracksOverrun: [UInt8] =
    [0x1A, 0x45, 0xDF, 0xA3, 0x8B, 0x42, 0x82, 0x88] + Array("matroska".utf8)
    + [0x18, 0x53, 0x80, 0x67, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
    + [0x16, 0x54, 0xAE, 0x6B, 0x81, 0xAE, 0x85]

  @Test func truncatedMatroskaElementsAreClamped() throws {
    #expect(Self.native(Self.matroskaTracksOverrun) == "video/x-matroska")
    // Every cut of the file, and every size byte replaced, still answers.
    for end in 0...Self.matroskaTracksOverrun.count {
      _ = Self.native(Array(Self.matroskaTracksOverrun[..<end]))
    }
    for i in Self.matroskaTracksOverrun.indices {
      for value: UInt8 in [0x00, 0x01, 0x80, 0x81, 0xFF] {
        var bytes = Self.matroskaTracksOverrun
        bytes[i] = value
        _ = Self.native(bytes)
      }
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "filekind-overrun-\(getpid()).mkv")
    try Data(Self.matroskaTracksOverrun).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try ContentSniffer.shared.sniff(path: url.path).type.name == "video/x-matroska")
  }

  @Test func ebmlMagicAloneIsNotMatroska() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let bytes = [0x1A, 0x45, 0xDF, 0xA3] + (0..<200).map { _ in UInt8.random(in: 0...255, using: &random) }
      let answer = Self.native(bytes)
      #expect(answer != "video/x-matroska" && answer != "video/webm", "\(bytes.prefix(12))")
    }
  }

  /// `count` boxes of `type`, each inside the one before, `moov` outermost.
  static func nestedBoxes(_ type: String, count: Int, ftyp: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    if ftyp { bytes += [0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 0, 0] }
    let total = count * 8 + 8
    func header(_ size: Int, _ name: String) -> [UInt8] {
      [UInt8(size >> 24 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
        + Array(name.utf8)
    }
    bytes += header(total, "moov")
    for level in 0..<count { bytes += header(total - 8 * (level + 1), type) }
    return bytes
  }

  /// Runs `body` on a thread with a 512 KiB stack, as iOS gives its
  /// secondary threads, and waits for it.
  static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
  }

  @Test func deeplyNestedBoxesFitASmallStack() {
    Self.onSmallStack {
      // 8,190 nested boxes fill a 64 KiB prefix; 32,768 the late-moov window.
      for type in ["mdia", "trak", "moov"] {
        let prefix = Self.nestedBoxes(type, count: 8_190, ftyp: true)
        _ = NativeSniffer.mimeType(of: prefix)
        let window = Self.nestedBoxes(type, count: 32_760, ftyp: false)
        let head: [UInt8] =
          [0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 0, 0, 0, 0x10, 0, 0] + Array("mdat".utf8)
        // The media data runs 1 MiB; the movie header after it is read
        // in its own window.
        let file = head + [UInt8](repeating: 0, count: 0x10_0000 - 8) + window
        #expect((try? ContentSniffer.shared.sniff(bytes: file).type)?.name == "video/mp4")
      }
      // EBML masters nested 10,000 deep inside the Segment.
      var ebml: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x88, 0x42, 0x82, 0x85] + Array("webm".utf8) + [0]
      ebml += [0x18, 0x53, 0x80, 0x67, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
      for _ in 0..<10_000 { ebml += [0x16, 0x54, 0xAE, 0x6B, 0xFF] }
      _ = NativeSniffer.mimeType(of: ebml)
    }
  }

  /// A RIFF AVI whose `LIST` chunk says size 0 and still reads `hdrl`:
  /// the walk once sliced the list's body past its end.
  static let aviEmptyList: [UInt8] =
    Array("RIFF".utf8) + [100, 0, 0, 0] + Array("AVI LIST".utf8) + [0, 0, 0, 0] + Array("hdrl".utf8)
    + [UInt8](repeating: 0, count: 40)

  @Test func anEmptyAVIListIsNotSliced() {
    #expect(Self.native(Self.aviEmptyList) == "video/x-msvideo")
  }

  /// The values hostile sizes take (0, 1, 2^31, 2^32−1, 2^64−1…), written
  /// over every offset of the first bytes of every sample, in both byte
  /// orders: each answer is a type of the table, on a 512 KiB stack.
  @Test func sizeFieldsOfEveryValueHaveAnAnswer() {
    let values: [[UInt8]] = [
      [0, 0, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 0, 8], [8, 0, 0, 0], [0x7F, 0xFF, 0xFF, 0xFF],
      [0xFF, 0xFF, 0xFF, 0x7F], [0x80, 0, 0, 0], [0, 0, 0, 0x80], [0xFF, 0xFF, 0xFF, 0xFF],
      [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
    ]
    let heads = SniffingTests.manifest.compactMap { sample in
      (try? Data(contentsOf: sample.url)).map { Array($0.prefix(2_048)) }
    }
    #expect(heads.count == SniffingTests.manifest.count)
    let unknown = Mutex<[String]>([])
    Self.onSmallStack {
      for (index, head) in heads.enumerated() {
        // Every offset in the scale step, every fourth in the quick run.
        for offset in Scale.sample(Array(0..<Swift.min(head.count, 160)), every: 4, seed: index) {
          for value in values {
            var bytes = head
            for (k, byte) in value.enumerated() where offset + k < bytes.count { bytes[offset + k] = byte }
            // FileKind's own engines, the generated rules and a zip's end included.
            let answer = bytes.withUnsafeBytes {
              try? ContentSniffer.shared.detect(bytes: $0, libmagic: false)
            }
            guard let type = answer?.type, type.known == nil else { continue }
            unknown.withLock { $0.append(type.name) }
          }
        }
      }
    }
    #expect(unknown.withLock { $0 }.isEmpty)
  }

  @Test func movieAfterManyTopLevelBoxesIsRead() {
    var bytes: [UInt8] = [0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 0, 0]
    for _ in 0..<300 { bytes += [0, 0, 0, 8] + Array("free".utf8) }
    // moov → trak → mdia → hdlr "soun": a sound-only movie.
    let hdlr: [UInt8] =
      [0, 0, 0, 32] + Array("hdlr".utf8) + [0, 0, 0, 0, 0, 0, 0, 0] + Array("soun".utf8)
      + [UInt8](repeating: 0, count: 12)
    let mdia: [UInt8] = [0, 0, 0, UInt8(8 + hdlr.count)] + Array("mdia".utf8) + hdlr
    let trak: [UInt8] = [0, 0, 0, UInt8(8 + mdia.count)] + Array("trak".utf8) + mdia
    bytes += [0, 0, 0, UInt8(8 + trak.count)] + Array("moov".utf8) + trak
    #expect(Self.native(bytes) == "audio/mp4")
  }

  @Test func videoAfterManyOggStreamsIsVideo() {
    var bytes: [UInt8] = []
    for serial in 1...20 {
      bytes += ContainerSniffingTests.oggPage(ContainerSniffingTests.vorbis, serial: UInt8(serial))
    }
    bytes += ContainerSniffingTests.oggPage(ContainerSniffingTests.theora, serial: 21)
    #expect(Self.native(bytes) == "video/x-theora+ogg")
  }

  /// Prose that opens with a format's magic word: `file(1)` calls each of
  /// these text, and so must FileKind.
  static let magicWordProse: [(String, String)] = [
    ("ID3", "ID3 is the tag format most MP3 players read.\nIt sits at the start of the file.\n"),
    ("MPEG-TS sync", String(repeating: "G", count: 1_000)),
    (
      "TS-length lines",
      String(repeating: "GET /index.html HTTP/1.1" + String(repeating: " ", count: 163) + "\n", count: 8)
    ),
    ("OggS", "OggS is how every Ogg page begins; this note explains the page header.\n"),
    ("MSCF", "MSCF meeting notes, Tuesday: the cabinet vendor will call back.\n"),
    ("MAC", "MAC address of the living-room box: 00:11:22:33:44:55\n"),
    ("cpio CSV", "070701,Alice,2024-01-01\n070702,Bob,2024-01-02\n"),
    ("BZh9", "BZh9 is not a word, but this line starts with it anyway.\n"),
    ("LZIP", "LZIP compresses better than gzip, says the manual.\n"),
    ("fLaC", "fLaC files sound better, my friend insists.\n"),
    ("MThd", "MThd begins every MIDI file, as the spec says.\n"),
    ("P3 and numbers", "P3 3 2 and so on: the third plan, three weeks, two people.\n"),
    ("P1 and numbers", "P1 2 3 4 lights on the board, then we stop.\n"),
    ("SIMPLE =", "SIMPLE  = not a fits file, T\nThe value sits in column thirty by chance.\n"),
    ("IC", "IC design review, room 4.\nBring the schematics.\n"),
    ("BA", "BA (Hons) in history; the rest of the CV follows.\n"),
  ]

  @Test(arguments: magicWordProse)
  func proseThatOpensWithAMagicWordIsText(label: String, text: String) throws {
    let answer = try ContentSniffer.shared.sniff(bytes: Array(text.utf8)).type.name
    #expect(answer == "text/plain", "\(label)")
    let kind = KindResolver.resolve(KindSignals(name: "notes", sniffed: mediaType(answer))).kind
    #expect(kind != .video && kind != .audio && kind != .archive, "\(label)")
  }
}
