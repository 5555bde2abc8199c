import Foundation
import Testing

@testable import FileKind

@Suite struct ClassificationTests {
  /// The sync engine persists these strings: they must never change.
  @Test func rawValuesArePinned() {
    let pinned: [(IconKind, String, String)] = [
      (.folder, "folder", "folder"), (.video, "video", "file-video"), (.audio, "audio", "file-audio"),
      (.image, "image", "file-image"), (.document, "document", "file-text"),
      (.archive, "archive", "file-archive"), (.other, "other", "file"),
    ]
    #expect(IconKind.allCases.count == pinned.count)
    for (kind, raw, glyph) in pinned {
      #expect(kind.rawValue == raw)
      #expect(kind.glyph == glyph)
      #expect(IconKind(rawValue: raw) == kind)
    }
  }

  static let hardCases: [(String, IconKind)] = [
    ("IMG_4392.HEIC", .image), ("MOVIE.MKV", .video), ("backup.tar.gz", .archive),
    ("backup.TAR.GZ", .archive), ("src.tgz", .archive), ("logs.tar.bz2", .archive),
    ("dist.tar.xz", .archive), ("data.tar.zst", .archive), ("movie.r00", .archive),
    ("movie.R42", .archive), ("photos.7z.001", .archive), ("archive.zip.001", .archive),
    ("movie.part1.rar", .archive), ("movie.part01.rar", .archive), (".bashrc", .other),
    (".mkv", .other), ("..mkv", .other), ("file.", .other), ("movie.mkv.", .other), ("", .other),
    (".", .other), ("...", .other), (".hidden.mkv", .video), ("README", .other),
    ("recording.ts", .video), ("00001.m2ts", .video), ("clip.MTS", .video), ("disk.iso", .archive),
    ("Setup.dmg", .archive), ("disk.img", .archive), ("movie.srt", .document), ("subs.vtt", .document),
    ("anime.ass", .document), ("Release.nfo", .document), ("check.sfv", .document),
    ("file.torrent", .other), ("file\u{FF0E}mkv", .other), ("movie.mkv\u{200F}", .other),
    ("\u{202E}vkm.exe", .other), ("Звёздные.войны.mkv", .video), ("写真.JPEG", .image),
    (String(repeating: "a", count: 10_000) + ".mp3", .audio), (String(repeating: ".", count: 50), .other),
  ]

  @Test(arguments: hardCases)
  func hardCase(name: String, kind: IconKind) {
    #expect(NameClassifier.kind(of: name) == kind, "\(name)")
  }

  @Test func bytesThatAreNotUTF8ClassifyByExtension() {
    let name: [UInt8] = [0xFF, 0xFE, 0x80, 0x2E, 0x6D, 0x6B, 0x76]  // "\xff\xfe\x80.mkv"
    #expect(NameClassifier.kind(ofBytes: name) == .video)
    #expect(NameClassifier.kind(ofBytes: [0x2E, 0xC3, 0x28]) == .other)
    #expect(NameClassifier.kind(ofBytes: []) == .other)
    #expect(NameClassifier.kind(ofBytes: [0x61, 0x00, 0x2E, 0x70, 0x64, 0x66]) == .document)
  }

  @Test func mimeTypesFromNames() {
    #expect(NameClassifier.type(of: "a.mkv")?.name == "video/x-matroska")
    #expect(NameClassifier.type(of: "a.tar.gz")?.name == "application/x-compressed-tar")
    #expect(NameClassifier.type(of: "a.r00")?.name == "application/vnd.rar")
    #expect(NameClassifier.type(of: "a.7z.001")?.name == "application/x-7z-compressed")
    #expect(NameClassifier.type(of: "README")?.name == nil)
  }

  /// Every labelled name in Corpus/names.tsv.
  @Test func namesCorpus() throws {
    let url = PackageRoot.file("Corpus/names.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var count = 0
    var wrong: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false)
    where !line.hasPrefix("#") && !line.isEmpty {
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
      try #require(parts.count == 2, "bad corpus line: \(line)")
      let kind = try #require(IconKind(rawValue: String(parts[1])))
      let got = NameClassifier.kind(of: String(parts[0]))
      count += 1
      if got != kind { wrong.append("\(parts[0]): want \(kind) got \(got)") }
    }
    #expect(count >= 300)
    #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
  }

  static let declared: [(String, IconKind?)] = [
    ("video/x-matroska", .video), ("VIDEO/MP4; codecs=avc1", .video), ("audio/x-m4a", .audio),
    ("application/x-zip-compressed", .archive), ("application/zip", .archive),
    ("application/pdf", .document), ("text/plain; charset=utf-8", .document), ("image/heic", .image),
    (" image/jpeg ", .image), ("inode/directory", .folder), ("application/x-directory", .folder),
    ("application/octet-stream", nil), ("application/x-unknown-thing", nil), ("video/x-new-codec", .video),
    ("", nil), ("garbage", nil), ("/", nil), ("a/", nil), ("/b", nil), ("a/b/c", nil),
    ("text/plain;", .document),
    ("text/plain; charset", .document), ("application/epub+zip", .document),
    ("application/vnd.openxmlformats-officedocument.wordprocessingml.document", .document),
    ("application/x-bittorrent", .other), (String(repeating: "x", count: 10_000), nil),
    ("video/" + String(repeating: "x", count: 10_000), nil),
  ]

  @Test(arguments: declared)
  func declaredMediaTypes(mime: String, kind: IconKind?) {
    #expect(MediaType.kind(of: mime) == kind, "\(mime.prefix(40))")
  }

  @Test func aliasesFold() {
    #expect(MediaType.canonical("application/x-zip-compressed") == "application/zip")
    #expect(MediaType.canonical("Audio/X-M4A; x=1") == "audio/mp4")
    #expect(MediaType.canonical("garbage") == nil)
  }

  @Test func putioFileTypes() {
    let expected: [(PutioFileType, IconKind?)] = [
      (.folder, .folder), (.file, nil), (.audio, .audio), (.video, .video), (.image, .image),
      (.archive, .archive), (.pdf, .document), (.text, .document), (.swf, .other),
      ("HOLOGRAM", nil), ("", nil), ("video", .video),
    ]
    #expect(PutioFileType.known.count == 9)
    for (type, kind) in expected { #expect(type.kind == kind, "\(type.rawValue)") }
    #expect(PutioFileType(rawValue: "HOLOGRAM").rawValue == "HOLOGRAM")
  }

  @Test func resolverOrder() {
    func resolve(_ s: KindSignals) -> (IconKind, KindSource) {
      let r = KindResolver.resolve(s)
      return (r.kind, r.source)
    }
    #expect(resolve(KindSignals(name: "x.mkv", isFolder: true)) == (.folder, .folder))
    #expect(
      resolve(KindSignals(name: "x.mkv", contentType: mediaType("inode/directory"))) == (.folder, .folder))
    #expect(resolve(KindSignals(name: "x.mkv", sniffed: mediaType("text/html"))) == (.document, .sniff))
    #expect(
      resolve(KindSignals(name: "x.docx", sniffed: mediaType("application/zip"))) == (.document, .sniff))
    #expect(resolve(KindSignals(name: "x.mp4", sniffed: mediaType("application/zip"))) == (.archive, .sniff))
    #expect(resolve(KindSignals(name: "x.m4a", sniffed: mediaType("video/mp4"))) == (.audio, .sniff))
    #expect(resolve(KindSignals(name: "x.opus", sniffed: mediaType("video/ogg"))) == (.audio, .sniff))
    // Unknown bytes: a claim of a self-describing format is refuted, by
    // the name or by put.io's type; TEXT claims no such format and stands.
    #expect(
      resolve(KindSignals(name: "x.mkv", sniffed: mediaType("application/octet-stream"), fileType: .audio))
        == (
          .other, .sniff
        ))
    #expect(
      resolve(KindSignals(name: "x.bin", sniffed: mediaType("application/octet-stream"), fileType: .audio))
        == (
          .other, .sniff
        ))
    #expect(
      resolve(KindSignals(name: "x.bin", sniffed: mediaType("application/octet-stream"), fileType: .text))
        == (
          .document, .fileType
        ))
    #expect(
      resolve(KindSignals(name: "x.mkv", fileType: .file, contentType: mediaType("audio/flac"))) == (
        .audio, .contentType
      ))
    #expect(resolve(KindSignals(name: "x.mkv", fileType: "NEWTYPE")) == (.video, .name))
    #expect(resolve(KindSignals(name: "x.pdf", fileType: .pdf)) == (.document, .fileType))
    #expect(resolve(KindSignals(name: "README")) == (.other, .none))
  }
}
