import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// Corpus/samples: real files from real tools, each asserted through the
/// native checks, through libmagic alone, and through the resolver.
@Suite struct SniffingTests {
  struct Sample: CustomStringConvertible, Sendable {
    var file: String
    var mime: String?
    var kind: IconKind
    var engine: String
    var description: String { file }
    var url: URL { SniffingTests.samples.appendingPathComponent(file) }
  }

  static let samples = PackageRoot.file("Corpus/samples")

  static let manifest: [Sample] = {
    let text =
      (try? String(contentsOf: samples.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let f = line.split(separator: "\t").map(String.init)
      return Sample(file: f[0], mime: f[1] == "-" ? nil : f[1], kind: IconKind(rawValue: f[2])!, engine: f[3])
    }
  }()

  /// Samples whose bytes alone libmagic (5.44) gets wrong: it has no magic
  /// for MPEG transport streams or DTS, and reads audio-only Matroska, ASF,
  /// MP4 and WebM as video. The native checks and the resolver get them right.
  static let libmagicMisses: Set<String> = [
    "sample.ts", "sample.m2ts", "sample.dts", "sample.mka", "sample.wma",
    // Sound-only ISO media and WebM read as video; QuickTime without `ftyp`
    // and Motion JPEG 2000 go unknown; EPS reads as a document; plain text
    // whose first two bytes pass zlib's header check reads as zlib.
    "audio-only.mp4", "dash-audio.mp4", "audio-only.3gp", "opus.webm", "moov-at-end.mp4", "no-ftyp.mov",
    "sample.mj2", "sample.eps", "zlib-lookalike.nfo",
    // Formats it has no magic for, or reads as another kind (audio-only
    // AVI, FLV, MPEG-PS, RealAudio as video; XBM as C source).
    "sample.tta", "sample.caf", "sample.wv", "sample.thd", "sample.sox", "audio-only.avi", "audio-only.flv",
    "audio-only.mpg", "sample.ra", "audio-only.ts", "sample.h264", "sample.hevc", "sample.nut", "sample.ivf",
    "sample.wtv", "sample.roq", "sample.sgi", "sample.sun", "sample.xbm",
    // Zips judged past their first entry, TS read by its program map, HEIF's
    // mif3 brand, UTF-16 SVG, and formats it names with no kind FileKind knows.
    "meta-inf-first.epub", "no-mimetype.odt", "sample.ora", "audio-pmt-low.ts", "ac3-segment.ts",
    "mpeg2-video.ts", "mif3.heic", "utf16.svg", "installshield.cab", "sample.pcd", "sample.dtshd",
    // The last volume of a split zip, known by its end record.
    "split-last-volume.zip",
    // OOXML whose part names are upper-cased or use backslashes.
    "ooxml-backslashes.docx", "ooxml-upper-case.xlsx",
    // Formats found by structure: frames behind junk, text without a BOM,
    // markup behind NULs, WBMP, a short M2TS, HFS+, EMF.
    "junk-then-frames.mp3", "preamble-then-frames.mp3", "junk-then-frames.aac", "utf16be-no-bom.txt",
    "utf16le-no-bom.txt", "nuls-then.html", "type0.wbmp", "three-packets.m2ts", "volume.hfsplus",
    "pdf-quoted.emf",
    // DirectDraw Surface: libmagic describes it but names no MIME type.
    "sample.dds",
    // Transport streams whose map lists audio only (MP2, MPEG-H, AC-4),
    // MPEG audio layer I, LZMA-alone with other properties: libmagic reads
    // them as video or not at all.
    "audio-only-mp2.ts", "mpegh-only.ts", "ac4-private.ts", "layer1.mp1", "props-lc0.lzma", "props-55.lzma",
    // Formats with no magic at the start, or with it late: a comment right
    // after Netpbm's magic, bare BIFF2 and BIFF3 sheets, XPS, Musepack SV4
    // to SV6, raw LATM, frames after 40 KiB of junk, afio's own headers,
    // 7-Zip and RAR behind other data, and self-extracting programs (a
    // program to libmagic), and a zip behind junk.
    "comment-after-magic.pgm", "biff2.xls", "biff3.xls", "truncated-biff3.xls", "sample.xps", "sample.oxps",
    "sample-stored.xps", "sample-stored.oxps",
    "sv4.mpc", "sv5.mpc", "sv6.mpc", "truncated-sv6.mpc", "mono.latm", "stereo.latm",
    "junk-40k-then-frames.mp3", "extended.afio",
    "large.afio", "junk-then.7z", "junk-then.rar", "junk-then-rar4.rar", "sfx-7z.exe", "sfx-zip.exe",
    "junk-then.zip",
    // What players open though it carries no signature at its start:
    // tracker modules beyond libmagic's tags (channel counts, TakeTracker,
    // Digital Tracker, NoiseTracker's N.T., SoundTracker's 15 instruments,
    // MED 2 and 3, AC1D packing, an XM without its text, Astroidea XMF),
    // NIST SPHERE (libmagic describes it but names no type), streams whose
    // first sync lies past the start, Ogg VP8 (audio to libmagic), a WMA
    // header alone (video to libmagic) and text with a stray control byte.
    "tag-10CH.mod", "tag-TDZ4.mod", "tag-FA08.mod", "tag-NT.mod", "soundtracker-15.mod", "med3.med",
    "med4.med",
    "packed.ac1d", "cleared-text.xm", "astroidea.xmf", "speech.sph", "sphere-named.wav", "junk-then.eac3",
    "junk-then.ac3", "cut-mid-packet.ts", "cut-mid-packet.m2ts", "cut-mid-packet-audio.ts", "junk-then.vob",
    "text-then-xing-frame.mp3", "zeros-then.mp3", "vp8.ogv", "header-only.wma", "stray-nul.txt",
  ]

  @Test func manifestCoversFortyFormats() {
    #expect(Self.manifest.count >= 60)
    #expect(Set(Self.manifest.compactMap(\.mime)).count >= 40)
    for kind in IconKind.allCases where kind != .folder {
      #expect(Self.manifest.contains { $0.kind == kind }, "\(kind)")
    }
  }

  @Test(arguments: manifest)
  func nativePath(_ sample: Sample) throws {
    let bytes = try Data(contentsOf: sample.url)
    let native = NativeSniffer.mimeType(of: Array(bytes.prefix(ContentSniffer.prefixLength)))
    // Sniffers answer canonical names; the manifest may spell an alias.
    if sample.engine == "native" {
      #expect(native == sample.mime.flatMap(MediaType.canonical))
    } else if sample.engine == "generated" {
      #expect(native == nil, "native claimed \(native ?? "")")
      let generated = try Data(contentsOf: sample.url).withUnsafeBytes {
        ContentSniffer.generatedRules(bytes: $0)?.name
      }
      #expect(generated == sample.mime)
    } else if sample.engine == "end" {
      // A zip's end decides: its local headers alone say less.
      let local = bytes.withUnsafeBytes { NativeSniffer.zip(Bytes($0)) }
      #expect(local.map { String(describing: $0.name) } != sample.mime)
      #expect(native == sample.mime.flatMap(MediaType.canonical))
      #expect(try ContentSniffer.shared.sniff(path: sample.url.path).type.name == sample.mime)
    } else if sample.engine == "tail" {
      // The prefix holds no `moov`: one read past it decides, from a path
      // and from bytes alike.
      #expect(native == "video/mp4")
      #expect(try ContentSniffer.shared.sniff(path: sample.url.path).type.name == sample.mime)
      #expect(try ContentSniffer.shared.sniff(bytes: Array(bytes)).type.name == sample.mime)
    } else {
      #expect(native == nil, "native claimed \(native ?? "")")
    }
  }

  @Test(.enabled(if: ContentSniffer.hasLibmagic), arguments: manifest)
  func libmagicAlone(_ sample: Sample) throws {
    guard sample.mime != nil else { return }  // empty or random bytes: nothing to find
    let bytes = Array(try Data(contentsOf: sample.url))
    let found = try bytes.withUnsafeBytes { try ContentSniffer.shared.libmagic(bytes: $0) }
    let kind = found.flatMap(MediaType.kind(of:)) ?? .other
    if Self.libmagicMisses.contains(sample.file) {
      #expect(kind != sample.kind, "libmagic now knows \(sample.file): update the note")
    } else {
      #expect(kind == sample.kind, "libmagic said \(found ?? "nil")")
    }
  }

  /// Content only (names stripped): FileKind's path against libmagic alone.
  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func contentOnlyAccuracy() throws {
    let rows = Self.manifest.filter { $0.mime != nil }
    var fileKind = 0
    var libmagic = 0
    for sample in rows {
      let bytes = Array(try Data(contentsOf: sample.url))
      let sniffed = try ContentSniffer.shared.sniff(bytes: bytes).type.name
      if KindResolver.resolve(KindSignals(name: "", sniffed: mediaType(sniffed))).kind == sample.kind {
        fileKind += 1
      }
      let alone = try bytes.withUnsafeBytes { try ContentSniffer.shared.libmagic(bytes: $0) }
      if (alone.flatMap(MediaType.kind(of:)) ?? .other) == sample.kind { libmagic += 1 }
    }
    let total = Double(rows.count)
    report(
      "content-only kind accuracy on \(rows.count) samples: FileKind \(fileKind) (\(Int(Double(fileKind) / total * 100))%), libmagic alone \(libmagic) (\(Int(Double(libmagic) / total * 100))%)"
    )
    #expect(Double(fileKind) >= 0.95 * total)
    #expect(fileKind > libmagic)
  }

  /// Accuracy per engine, nameless and under a lying `.mkv` name, with
  /// and without libmagic: the path without it is what iOS gets. Each file
  /// is given whole, as the path API reads it (a prefix, and a window past
  /// it where a format keeps its index); the generated rules see the prefix.
  @Test func engineAccuracy() throws {
    let rows = Self.manifest.filter { $0.mime != nil }
    var right = (native: 0, generated: 0, withoutLibmagic: 0, lyingWithout: 0, full: 0, lying: 0)
    var unanswered: [String] = []
    var playableLies = 0
    let nonMedia = rows.filter { !$0.kind.isPlayable }.count
    func kind(_ name: String, _ sniffed: String?) -> IconKind {
      KindResolver.resolve(KindSignals(name: name, sniffed: mediaType(sniffed))).kind
    }
    for sample in rows {
      let bytes = Array(try Data(contentsOf: sample.url))
      try bytes.withUnsafeBytes { raw in
        if kind("", NativeSniffer.mimeType(of: raw).map { String(describing: $0) }) == sample.kind {
          right.native += 1
        }
        let prefix = UnsafeRawBufferPointer(rebasing: raw.prefix(ContentSniffer.prefixLength))
        if kind("", ContentSniffer.generatedRules(bytes: prefix)?.name) == sample.kind {
          right.generated += 1
        }
        let without = try ContentSniffer.shared.detect(bytes: raw, libmagic: false)
        if without.engine == .none && !bytes.isEmpty { unanswered.append(sample.url.lastPathComponent) }
        if kind("", without.type.name) == sample.kind { right.withoutLibmagic += 1 }
        if kind("download.mkv", without.type.name) == sample.kind { right.lyingWithout += 1 }
        let full = try ContentSniffer.shared.sniff(bytes: raw).type.name
        if kind("", full) == sample.kind { right.full += 1 }
        let lying = kind("download.mkv", full)
        if lying == sample.kind { right.lying += 1 }
        if lying.isPlayable && !sample.kind.isPlayable { playableLies += 1 }
      }
    }
    let total = Double(rows.count)
    func percent(_ n: Int) -> String {
      String(format: "%d/%d (%.1f%%)", n, rows.count, Double(n) / total * 100)
    }
    report(
      """
      engine accuracy on \(rows.count) samples (kind, no name): native \(percent(right.native)), \
      generated \(percent(right.generated)); without libmagic \(percent(right.withoutLibmagic)) \
      (lying .mkv \(percent(right.lyingWithout))); default build \(percent(right.full)) \
      (lying .mkv \(percent(right.lying))); non-media called playable: \(playableLies) of \(nonMedia)
      """)
    #expect(unanswered.isEmpty, "no engine knew \(unanswered)")
    #expect(Double(right.withoutLibmagic) >= 0.98 * total)
    #expect(Double(right.lyingWithout) >= 0.975 * total)
    #expect(Double(right.full) >= 0.985 * total)
    #expect(Double(right.lying) >= 0.98 * total)
    #expect(playableLies == 0)
  }

  @Test(arguments: manifest)
  func resolverWithTheFileName(_ sample: Sample) throws {
    let sniffed = try ContentSniffer.shared.sniff(path: sample.url.path).type
    let resolution = KindResolver.resolve(KindSignals(name: sample.file, sniffed: sniffed))
    #expect(resolution.kind == sample.kind, "sniffed \(sniffed)")
    if sample.mime != nil { #expect(resolution.source == .sniff) }
  }

  /// Names stripped: the bytes alone must give the kind, audio in video
  /// containers (m4a, mka, wma) included.
  @Test(arguments: manifest)
  func resolverWithoutAName(_ sample: Sample) throws {
    guard sample.mime != nil else { return }
    let sniffed = try ContentSniffer.shared.sniff(path: sample.url.path).type
    let kind = KindResolver.resolve(KindSignals(name: "", sniffed: sniffed)).kind
    #expect(kind == sample.kind, "sniffed \(sniffed)")
  }

  /// A lying `.mkv` name: content must win, and nothing that is not media
  /// may be called playable.
  @Test(arguments: manifest)
  func lyingMKVName(_ sample: Sample) throws {
    guard sample.mime != nil else { return }
    let sniffed = try ContentSniffer.shared.sniff(path: sample.url.path).type
    let kind = KindResolver.resolve(KindSignals(name: "download.mkv", sniffed: sniffed)).kind
    if !sample.kind.isPlayable { #expect(!kind.isPlayable, "sniffed \(sniffed)") }
  }

  /// OLE compound files: the directory's stream names tell Office formats
  /// apart, an installer is told by its root entry's class id, and an
  /// unknown one is left to libmagic.
  @Test func oleCompoundFiles() {
    /// A compound file whose directory (sector 0, right after the 512-byte
    /// header) holds the root entry and one entry of `type` named `name`.
    func ole(_ name: String, type: UInt8 = 2, rootClass: [UInt8] = []) -> [UInt8] {
      func entry(_ name: String, _ type: UInt8, _ classID: [UInt8]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 128)
        let units = Array(name.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }.prefix(62))
        bytes.replaceSubrange(0..<units.count, with: units)
        let length = units.count + 2
        bytes[0x40] = UInt8(length & 0xFF)
        bytes[0x42] = type
        bytes.replaceSubrange(0x50..<(0x50 + classID.count), with: classID)
        return bytes
      }
      var header: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]
      header += [UInt8](repeating: 0, count: 504)
      return header + entry("Root Entry", 5, rootClass) + entry(name, type, [])
        + [UInt8](repeating: 0, count: 256)
    }
    #expect(NativeSniffer.mimeType(of: ole("WordDocument")) == "application/msword")
    #expect(NativeSniffer.mimeType(of: ole("Workbook")) == "application/vnd.ms-excel")
    #expect(NativeSniffer.mimeType(of: ole("Book")) == "application/vnd.ms-excel")
    #expect(NativeSniffer.mimeType(of: ole("PowerPoint Document")) == "application/vnd.ms-powerpoint")
    #expect(NativeSniffer.mimeType(of: ole("__substg1.0_0037001F")) == "application/vnd.ms-outlook")
    // A storage (not a stream) of that name, or a longer name, is not Word.
    #expect(NativeSniffer.mimeType(of: ole("WordDocument", type: 1)) == nil)
    #expect(NativeSniffer.mimeType(of: ole("WordDocumentX")) == nil)
    let installer: [UInt8] = [0x84, 0x10, 0x0C, 0, 0, 0, 0, 0, 0xC0, 0, 0, 0, 0, 0, 0, 0x46]
    #expect(
      NativeSniffer.mimeType(of: ole("SummaryInformation", rootClass: installer)) == "application/x-msi")
    #expect(MediaType.kind(of: "application/x-msi") == .other)
    #expect(NativeSniffer.mimeType(of: ole("SummaryInformation")) == nil)
    #expect(MediaType.kind(of: "application/vnd.ms-outlook") == .document)
    #expect(MediaType.kind(of: "application/CDFV2") == .document)
  }

  /// Unknown bytes under a name claiming a self-describing media format are
  /// not playable; under a name whose format has no header they decide nothing.
  @Test func unknownBytesRefuteSelfDescribingNames() throws {
    var random = SeededRandom(seed: 5)
    let bytes = (0..<4096).map { _ in UInt8.random(in: 1...255, using: &random) }
    let sniffed = try ContentSniffer.shared.sniff(bytes: bytes).type.name
    #expect(sniffed == "application/octet-stream")
    func kind(_ name: String, _ mime: String?) -> IconKind {
      KindResolver.resolve(KindSignals(name: name, sniffed: mediaType(mime))).kind
    }
    #expect(kind("movie.mkv", sniffed) == .other)
    #expect(kind("movie.mp4", sniffed) == .other)
    #expect(kind("song.flac", sniffed) == .other)
    #expect(kind("stream.ts", sniffed) == .video)
    #expect(kind("song.mp3", sniffed) == .audio)
    #expect(kind("movie.mkv", nil) == .video)
    // Bytes that were read and are empty refute the same claims.
    #expect(try ContentSniffer.shared.sniff(bytes: []).type.name == "application/x-zerosize")
    #expect(kind("movie.mkv", "application/x-zerosize") == .other)
    // put.io's type and the declared type do not make junk playable when a
    // claim names a self-describing format (the README's ingest call passes
    // both)…
    let claims = KindSignals(
      name: "movie.mkv", sniffed: mediaType(sniffed), fileType: .video,
      contentType: mediaType("video/x-matroska"))
    #expect(
      KindResolver.resolve(claims) == KindResolution(kind: .other, source: .sniff, type: mediaType(sniffed)))
    let declared = KindSignals(
      name: "movie", sniffed: mediaType(sniffed), contentType: mediaType("video/mp4"))
    #expect(KindResolver.resolve(declared).kind == .other)
    // … but they still decide for formats without a header.
    let stream = KindSignals(name: "stream.ts", sniffed: mediaType(sniffed), fileType: .video)
    #expect(KindResolver.resolve(stream).kind == .video)
  }

  /// Bytes that are recognised but map to no kind refute such claims too:
  /// an encrypted Office file or an installer named `.mkv` is not video.
  @Test(arguments: ["application/encrypted", "application/x-installshield", "application/x-unknown-thing"])
  func kindlessBytesRefuteClaims(_ sniffed: String) {
    #expect(MediaType.kind(of: sniffed) == nil)
    let signals = KindSignals(
      name: "movie.mkv", sniffed: mediaType(sniffed), fileType: .video,
      contentType: mediaType("video/x-matroska"))
    #expect(KindResolver.resolve(signals).kind == .other)
    #expect(
      KindResolver.resolve(KindSignals(name: "notes.txt", sniffed: mediaType(sniffed))).kind == .document)
  }

  /// A name refines bytes only inside the bytes' container family, and the
  /// answer reports the content's type.
  @Test func namesRefineOnlyTheirOwnFamily() {
    func resolve(_ name: String, _ sniffed: String) -> KindResolution {
      KindResolver.resolve(KindSignals(name: name, sniffed: mediaType(sniffed)))
    }
    #expect(
      resolve("report.docx", "application/zip")
        == KindResolution(kind: .document, source: .sniff, type: mediaType("application/zip")))
    #expect(resolve("book.epub", "application/zip").kind == .document)
    #expect(
      resolve("report.pdf", "application/zip")
        == KindResolution(kind: .archive, source: .sniff, type: mediaType("application/zip")))
    #expect(resolve("song.m4a", "video/mp4").kind == .audio)
    #expect(resolve("film.mkv", "audio/x-vorbis+ogg").kind == .audio)
    #expect(resolve("film.mkv", "audio/mp4").kind == .audio)
    #expect(resolve("film.mp4", "audio/x-vorbis+ogg").kind == .audio)
    // Bytes that decided (the first packet is Vorbis) are not refined.
    #expect(resolve("film.ogv", "audio/x-vorbis+ogg").kind == .audio)
    #expect(resolve("film.ogv", "application/ogg").kind == .video)
    #expect(resolve("track.mka", "video/x-matroska").kind == .audio)
    #expect(resolve("track.wma", "video/x-ms-asf").kind == .audio)
  }

  /// Text saved as UTF-16 (common for subtitles) must not pass for MPEG audio.
  @Test func utf16TextIsNotAudio() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    bytes += "1\r\n00:00:01,000 --> 00:00:02,000\r\nHello\r\n".utf16.flatMap {
      [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
    // It is the subtitle it holds, in any encoding.
    let native = NativeSniffer.mimeType(of: bytes)
    #expect(native == "application/x-subrip")
    let sniffed = try ContentSniffer.shared.sniff(bytes: bytes).type.name
    #expect(!KindResolver.resolve(KindSignals(name: "subs.srt", sniffed: mediaType(sniffed))).kind.isPlayable)
  }

  // MARK: Files that must not be read

  static func temporaryDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fk-sniff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func specialFilesAreRefusedWithoutBlocking() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: SniffError.notRegularFile(path: fifo, type: .fifo)) {
      try ContentSniffer.shared.sniff(path: fifo).type.name
    }
    #expect(throws: SniffError.notRegularFile(path: "/dev/zero", type: .characterDevice)) {
      try ContentSniffer.shared.sniff(path: "/dev/zero").type.name
    }
    #expect(throws: SniffError.notRegularFile(path: dir.path, type: .directory)) {
      try ContentSniffer.shared.sniff(path: dir.path).type.name
    }
    let socketPath = dir.appendingPathComponent("sock").path
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      socketPath.utf8CString.withUnsafeBytes {
        raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(raw.count - 1)))
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    defer { close(fd) }
    #expect(bound == 0)
    // A socket cannot be opened as a file at all; either refusal is a typed error.
    #expect(throws: SniffError.self) { try ContentSniffer.shared.sniff(path: socketPath).type.name }
  }

  @Test func missingLoopingEmptyAndSparseFiles() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = dir.appendingPathComponent("vanished.mkv").path
    #expect(throws: SniffError.system(path: missing, operation: .open, errno: .noSuchFileOrDirectory)) {
      try ContentSniffer.shared.sniff(path: missing).type.name
    }
    let a = dir.appendingPathComponent("a").path
    let b = dir.appendingPathComponent("b").path
    #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
    #expect(throws: SniffError.system(path: a, operation: .open, errno: .tooManySymbolicLinkLevels)) {
      try ContentSniffer.shared.sniff(path: a).type.name
    }
    let empty = dir.appendingPathComponent("empty.mkv")
    try Data().write(to: empty)
    // Read and empty: a type that decides nothing and refutes the name.
    #expect(try ContentSniffer.shared.sniff(path: empty.path).type.name == "application/x-zerosize")
    let resolved = KindResolver.resolve(
      KindSignals(name: "empty.mkv", sniffed: mediaType("application/x-zerosize")))
    #expect(resolved.kind == .other)
    // 10 GB of holes: read a bounded prefix of zeros, answer promptly.
    let sparse = dir.appendingPathComponent("sparse.bin").path
    let fd = open(sparse, O_CREAT | O_WRONLY, 0o600)
    #expect(ftruncate(fd, 10 * 1024 * 1024 * 1024) == 0)
    close(fd)
    let answer = try ContentSniffer.shared.sniff(path: sparse).type
    #expect(answer.kind == nil || answer.kind == .other)
  }

  @Test func unreadableFileIsATypedError() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("secret.pdf")
    try Data("%PDF-1.4".utf8).write(to: file)
    chmod(file.path, 0)
    if geteuid() == 0 {
      // Root reads through permissions; the answer is still the content's.
      #expect(try ContentSniffer.shared.sniff(path: file.path).type.name == "application/pdf")
    } else {
      #expect(throws: SniffError.system(path: file.path, operation: .open, errno: .permissionDenied)) {
        try ContentSniffer.shared.sniff(path: file.path).type.name
      }
    }
  }

  @Test func descriptorOffsetIsLeftAlone() throws {
    let fd = open(Self.samples.appendingPathComponent("sample.png").path, O_RDONLY)
    defer { close(fd) }
    lseek(fd, 5, SEEK_SET)
    #expect(try ContentSniffer.shared.sniff(fd: fd).type.name == "image/png")
    #expect(lseek(fd, 0, SEEK_CUR) == 5)
  }

  /// Eight threads sniff every sample at once (run under TSan in CI).
  @Test func concurrentSniffing() async throws {
    let files = Self.manifest.filter { $0.mime != nil }
    let data = try files.map { Array(try Data(contentsOf: $0.url)) }
    let results = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var ok = 0
          for _ in 0..<5 {
            for (i, bytes) in data.enumerated() {
              // libmagic itself where the build has it, and every engine in order.
              if ContentSniffer.hasLibmagic {
                _ = try? bytes.withUnsafeBytes { try ContentSniffer.shared.libmagic(bytes: $0) }
              }
              if (try? ContentSniffer.shared.sniff(bytes: bytes).type.name) != nil { ok += 1 }
              _ = NameClassifier.kind(of: files[i].file)
            }
          }
          return ok
        }
      }
      return await group.reduce(0, +)
    }
    #expect(results == 8 * 5 * data.count)
  }
}
