import Foundation
import Testing

@testable import FileKind

/// The media-type table every engine answers with, and the detection tree
/// that reads bytes into it.
@Suite struct MediaTypeTableTests {
  typealias Box = ContainerSniffingTests

  // MARK: Byte builders for each self-describing format

  /// An EBML element with a two-byte size.
  static func ebml(_ id: [UInt8], _ payload: [UInt8]) -> [UInt8] {
    id + [0x40 | UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)] + payload
  }

  /// A Matroska file: its header naming `docType`, then one track of
  /// each type (1 video, 2 audio).
  static func matroska(_ docType: String, tracks: [UInt8]) -> [UInt8] {
    let header = ebml([0x1A, 0x45, 0xDF, 0xA3], ebml([0x42, 0x82], Array(docType.utf8)))
    let entries = tracks.flatMap { ebml([0xAE], [0x83, 0x81, $0]) }
    return header + ebml([0x18, 0x53, 0x80, 0x67], ebml([0x16, 0x54, 0xAE, 0x6B], entries))
  }

  /// A RIFF chunk (little-endian size, padded to even).
  static func chunk(_ id: String, _ payload: [UInt8]) -> [UInt8] {
    let size = UInt32(payload.count)
    return Array(id.utf8) + withUnsafeBytes(of: size.littleEndian, Array.init) + payload
      + (payload.count % 2 == 1 ? [0] : [])
  }

  /// An AVI with one stream of each type (`vids`, `auds`).
  static func avi(_ streams: [String]) -> [UInt8] {
    let lists = streams.flatMap {
      chunk("LIST", Array("strl".utf8) + chunk("strh", Array($0.utf8) + [UInt8](repeating: 0, count: 52)))
    }
    let header = chunk("LIST", Array("hdrl".utf8) + chunk("avih", [UInt8](repeating: 0, count: 56)) + lists)
    return chunk("RIFF", Array("AVI ".utf8) + header + chunk("LIST", Array("movi".utf8)))
  }

  /// An ASF header holding stream properties of the given type GUIDs.
  static func asf(_ streams: [[UInt8]]) -> [UInt8] {
    let body = streams.flatMap { [UInt8](repeating: 0, count: 24) + $0 + [UInt8](repeating: 0, count: 16) }
    let size = UInt64(30 + body.count)
    return NativeSniffer.asfHeader + [0x8E, 0x66, 0xCF, 0x11, 0xA6, 0xD9, 0x00, 0xAA, 0x00, 0x62, 0xCE, 0x6C]
      + withUnsafeBytes(of: size.littleEndian, Array.init) + [2, 0, 0, 0, 1, 2] + body
  }

  static func iso(_ brand: String, _ handlers: [String]) -> [UInt8] {
    Box.box("ftyp", Array("\(brand)\0\0\0\0isom".utf8)) + Box.movie(handlers: handlers)
  }

  /// A first-bytes sample of every self-describing format, by type.
  static let selfDescribingSamples: [String: [UInt8]] = [
    "video/x-matroska": matroska("matroska", tracks: [1, 2]),
    "audio/x-matroska": matroska("matroska", tracks: [2]),
    "video/webm": matroska("webm", tracks: [1]),
    "audio/webm": matroska("webm", tracks: [2]),
    "video/mp4": iso("isom", ["vide", "soun"]),
    "audio/mp4": iso("M4A ", ["soun"]),
    "audio/x-m4b": iso("M4B ", ["soun"]),
    "video/quicktime": iso("qt  ", ["vide"]),
    "video/3gpp": iso("3gp4", ["vide"]),
    "audio/3gpp": iso("3gp4", ["soun"]),
    "video/x-msvideo": avi(["vids", "auds"]),
    "audio/x-wav": chunk("RIFF", Array("WAVE".utf8) + chunk("fmt ", [UInt8](repeating: 1, count: 16))),
    "audio/flac": Array("fLaC".utf8) + [0x80, 0x00, 0x00, 0x22] + [UInt8](repeating: 0x10, count: 34),
    "audio/ogg": Box.oggPage(Array("PCM     ".utf8) + [0, 0, 0, 0]),
    "video/ogg": Box.oggPage(Array("BBCD".utf8) + [0, 0, 0, 0]),
    "audio/x-vorbis+ogg": Box.oggPage(Box.vorbis),
    "audio/x-opus+ogg": Box.oggPage(Array("OpusHead".utf8) + [1, 2]),
    "video/x-theora+ogg": Box.oggPage(Box.theora),
    "video/x-ogm+ogg": Box.oggPage(Box.ogmVideo),
    "audio/x-aiff": Array("FORM".utf8) + [0, 0, 0, 30] + Array("AIFFCOMM".utf8)
      + [UInt8](repeating: 0, count: 22),
    "video/x-ms-wmv": asf([NativeSniffer.asfVideoStream]),
    "audio/x-ms-wma": asf([NativeSniffer.asfAudioStream]),
    "application/vnd.ms-asf": asf([]),
    "video/x-flv": Array("FLV".utf8) + [1, 5, 0, 0, 0, 9, 0, 0, 0, 0],
  ]

  /// A name or a declared type claiming a self-describing format is
  /// refuted by bytes that are not it; that is fair only if FileKind's own
  /// checks (the iOS build's) recognise every such format.
  @Test func theNativeChecksKnowEverySelfDescribingType() {
    let claimed = KnownType.all.filter(\.isSelfDescribing).map { String(describing: $0.name) }
    #expect(claimed.count >= 20)
    for type in claimed {
      guard let bytes = Self.selfDescribingSamples[type] else {
        Issue.record("no sample for the self-describing \(type)")
        continue
      }
      #expect(NativeSniffer.mimeType(of: bytes) == type, "\(type)")
    }
  }

  // MARK: The table's columns

  @Test func familiesFollowEveryParent() {
    func family(_ type: String) -> ContainerFamily? { MediaType(type)?.known?.family }
    // text/x-python's first parent is an executable script; text/plain is its second.
    #expect(family("text/x-python") == .text)
    #expect(family("application/vnd.openxmlformats-officedocument.wordprocessingml.document") == .zip)
    #expect(family("audio/x-vorbis+ogg") == .ogg)
    #expect(family("video/x-ms-wmv") == .asf)
    #expect(family("audio/x-m4b") == .isoMedia)
    #expect(family("image/png") == nil)
  }

  @Test func aliasesFoldToTheirRow() {
    #expect(MediaType("audio/x-flac") == MediaType("audio/flac"))
    #expect(MediaType("Video/X-M4V; foo=bar")?.name == "video/mp4")
    #expect(MediaType("application/x-zip")?.name == "application/zip")
    // A type the table does not list keeps its name and its top level's kind.
    #expect(MediaType("video/x-unheard-of")?.name == "video/x-unheard-of")
    #expect(MediaType("video/x-unheard-of")?.kind == .video)
    #expect(MediaType("application/x-unheard-of")?.kind == nil)
    #expect(MediaType("not a type") == nil)
    // Every row's name reads back to that row.
    for known in KnownType.all {
      #expect(MediaType(String(describing: known.name))?.known == known, "\(known.name)")
    }
  }

  @Test func sniffedTypesGoToTheResolverAsRead() throws {
    let bytes = Self.selfDescribingSamples["audio/x-vorbis+ogg"]!
    let type = try ContentSniffer.shared.sniff(bytes: bytes).type
    #expect(type.known == .audioXVorbisOgg)
    let resolution = KindResolver.resolve(KindSignals(name: "film.mkv", sniffed: type))
    #expect(resolution == KindResolution(kind: .audio, source: .sniff, type: type))
    #expect(resolution.type?.name == "audio/x-vorbis+ogg")
  }

  // MARK: The tree

  /// The first-byte dispatch gives the answer the declared order gives: the
  /// same as trying every node from the top, on the corpus and on noise.
  @Test func dispatchKeepsTheDeclaredOrder() throws {
    func sequential(_ bytes: UnsafeRawBufferPointer) -> KnownType? {
      let source = SniffSource(bytes: bytes)
      guard source.prefix.count > 0 else { return nil }
      for node in DetectionTree.nodes {
        if let found = node.run(source) { return found.type }
      }
      return nil
    }
    var inputs: [[UInt8]] = try SniffingTests.manifest.map {
      Array(try Data(contentsOf: $0.url).prefix(ContentSniffer.prefixLength))
    }
    var random = SeededRandom(seed: 17)
    for length in [1, 2, 3, 16, 300, 5_000] {
      for _ in 0..<50 { inputs.append((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }) }
    }
    inputs += Self.selfDescribingSamples.values
    for input in inputs {
      input.withUnsafeBytes { raw in
        #expect(DetectionTree.detect(raw)?.type == sequential(raw), "\(Array(input.prefix(16)))")
      }
    }
  }

  /// Every node is named; binary signatures that look like text come
  /// before text, and the generated binary rules after it, followed only by
  /// the headers with no magic (Musepack's oldest streams, modules), then
  /// streams behind junk and archives behind data (which scan), LZMA-alone
  /// with any properties (whose first byte can be nearly any) and the zip
  /// end record (which reads the file's end).
  @Test func theTreeReadsTopToBottom() {
    let names = DetectionTree.nodes.map { String(describing: $0.name) }
    #expect(Set(names).count == names.count, "a node name is used twice")
    #expect(
      names.suffix(13) == [
        "text", "generated binary rules", "Musepack SV4-6", "SoundTracker, 15 instruments",
        "XM without its text",
        "Astroidea XMF", "MPEG audio / ADTS after junk", "AC-3 after junk",
        "MPEG transport stream at an offset",
        "MPEG program stream after junk", "7-Zip / RAR behind other data", "LZMA-alone, any properties",
        "zip end record",
      ])
    for lookalike in ["Netpbm", "ar", "PostScript", "RTF", "WebVTT", "HTML / XML / SVG", "PDF"] {
      #expect(names.firstIndex(of: lookalike)! < names.firstIndex(of: "text")!, "\(lookalike)")
    }
    #expect(
      DetectionTree.nodes.filter { $0.engine == .generated }.map { String(describing: $0.name) } == [
        "generated binary rules"
      ])
  }
}

extension MediaTypeTableTests {
  /// The detection order is written once: the numbered list in
  /// `DetectionOrder.swift`'s documentation and its numbered sections are
  /// the same steps, in the same order.
  @Test func theOrderIsDocumentedAsItIsDeclared() throws {
    let source = try String(
      contentsOf: PackageRoot.file("Sources/FileKind/Sniffing/Engine/DetectionOrder.swift"),
      encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    func numbers(_ prefix: String) -> [Int] {
      lines.compactMap { line in
        guard line.hasPrefix(prefix) else { return nil }
        return Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
      }
    }
    let documented = numbers("/// ").filter { $0 > 0 }
    let sections = numbers("  // MARK: ")
    #expect(documented == Array(1...documented.count))
    #expect(sections == documented)
  }

  /// Where FileKind's own checks and shared-mime-info's rules both answer,
  /// they agree on the kind, or the native check parsed structure the
  /// rules cannot (tracks, entry names, program maps) and is right: a
  /// native signature is kept for speed, never for a different answer.
  @Test func nativeAndGeneratedAgreeWhereBothAnswer() throws {
    var both = 0
    var disagreements: [String] = []
    for sample in SniffingTests.manifest {
      let bytes = Array(try Data(contentsOf: sample.url).prefix(ContentSniffer.prefixLength))
      bytes.withUnsafeBytes { raw in
        guard let native = NativeSniffer.knownType(of: raw),
          let generated = MagicRules.binary.mimeType(of: raw)
        else { return }
        both += 1
        if native.kind != generated.kind {
          disagreements.append("\(sample.file): \(native.name) / \(generated.name)")
          #expect(native.kind == sample.kind, "\(sample.file)")
        }
      }
    }
    report("native and generated both answer on \(both) samples; they disagree on: \(disagreements)")
    #expect(both >= 40)
    // Each disagreement above is a structure the rules cannot read (an
    // audio-only container, a zip's entries) and checked right; most
    // samples where both answer still agree.
    #expect(disagreements.count * 3 < both)
  }
}

extension MediaTypeTableTests {
  /// Signatures the tree leaves to shared-mime-info's rules, each with the
  /// header bytes a real file opens with: the rules name them, and no
  /// node of FileKind's own claims them first.
  static let formatsLeftToTheRules: [(String, [UInt8])] = [
    (
      "image/jpeg",
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    ),
    ("image/png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8)),
    ("image/x-exr", [0x76, 0x2F, 0x31, 0x01, 0x02, 0, 0, 0] + Array("channels".utf8) + [0]),
    ("image/x-sun-raster", [0x59, 0xA6, 0x6A, 0x95, 0, 0, 0, 0x40, 0, 0, 0, 0x40, 0, 0, 0, 0x18]),
    ("application/gzip", [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]),
    ("application/x-xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00, 0x04, 0xE6, 0xD6, 0xB4, 0x46]),
    ("application/x-7z-compressed", [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0x00, 0x04]),
    ("application/zstd", [0x28, 0xB5, 0x2F, 0xFD, 0x04, 0x58, 0x45, 0x00, 0x00]),
  ]

  @Test(arguments: formatsLeftToTheRules)
  func signaturesLeftToTheRulesAreNamedByThem(type: String, header: [UInt8]) throws {
    var random = SeededRandom(seed: 3)
    let bytes = header + (0..<4_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let found = try bytes.withUnsafeBytes { try ContentSniffer.shared.detect(bytes: $0, libmagic: false) }
    #expect(found.type.name == type)
    #expect(found.engine == .generated)
  }
}
