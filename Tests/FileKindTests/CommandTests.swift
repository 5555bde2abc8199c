import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `filekind` the way a script would.
@Suite struct CommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("filekind")
  }

  struct Output {
    var status: Int32
    var stdout: Data
    var stderr: String
    var lines: [[String: Any]] {
      String(decoding: stdout, as: UTF8.self).split(separator: "\n").map {
        (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
      }
    }
  }

  static func run(_ arguments: [String], input: Data = Data()) throws -> Output {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
  }

  @Test func rowsRendersTheUIKitSeedListing() throws {
    let listing = try Data(contentsOf: Self.root.appendingPathComponent("Corpus/seed-listing.tsv"))
    let out = try Self.run(
      ["rows", "--tier", "uikit", "--now", "1773921600", "--time-zone", "UTC"], input: listing)
    #expect(out.status == 0)
    let rows = out.lines
    #expect(rows.count == 15)
    let keys: Set = [
      "name", "kind", "glyph", "tint", "size", "date", "subtitle", "tap", "swipe", "more", "menu", "trailing",
      "offline_mark",
    ]
    for row in rows { #expect(Set(row.keys) == keys) }
    let wire = rows[3]
    #expect(wire["name"] as? String == "The.Wire.S03E04.Back.Burners.1080p.BluRay.x264-DEMAND.mkv")
    #expect(wire["subtitle"] as? String == "3.42 GB - 2 days ago")
    #expect(wire["swipe"] as? [String] == ["Trash", "Download", "More"])
    #expect(wire["more"] as? [String] == ["Rename", "Move", "Play original in VLC", "Cancel"])
    #expect(wire["menu"] as? [String] == [])
    #expect(wire["tint"] as? String == "--text-secondary")
    #expect(rows[0]["trailing"] as? [String] == ["caret-right"])
    #expect(rows[0]["subtitle"] as? String == "8 GB - 2 hours ago")
    #expect(rows[2]["swipe"] as? [String] == [])
    #expect(rows[4]["trailing"] as? [String] == ["eye"])
    let podcast = rows[5]
    #expect(podcast["swipe"] as? [String] == ["Trash", "Play Downloaded", "More"])
    #expect(
      (podcast["offline_mark"] as? [String: String]) == [
        "glyph": "download-simple", "tint": "--yellow-text-secondary",
      ])
    #expect(rows[8]["subtitle"] as? String == "2.4 MB - 6 months ago")
    #expect(rows[14]["swipe"] as? [String] == ["Trash", "Convert and Download", "More"])
  }

  @Test func rowsRendersTheSwiftUISeedListingWithTrashOff() throws {
    let listing = try Data(contentsOf: Self.root.appendingPathComponent("Corpus/seed-listing.tsv"))
    let out = try Self.run(
      ["rows", "--tier", "swiftui", "--now", "1773921600", "--time-zone", "UTC", "--trash", "off"],
      input: listing)
    #expect(out.status == 0)
    let rows = out.lines
    #expect(rows[3]["subtitle"] as? String == "3.42 GB · 2 days ago")
    #expect(
      rows[3]["menu"] as? [String] == ["Play", "Download", "Share Link", "Rename", "Move to…", "Delete"])
    #expect(rows[3]["more"] as? [String] == [])
    #expect(rows[3]["tint"] as? String == "--yellow-solid")
    #expect(
      rows[10]["offline_mark"] as? [String: String] == [
        "glyph": "arrow-down-circle", "tint": "--yellow-solid",
      ])
  }

  @Test func badLinesAreNamedAndSkipped() throws {
    var input = Data(
      "good.mkv\t1\t0\nno tabs here\nx.mkv\tbig\t0\nx.mkv\t1\tyesterday\nx.mkv\t1\t0\tbogus\n\t1\t0\nlast.mp3\t5\t0.5\n"
        .utf8)
    input.append(contentsOf: [0xFF, 0xFE, 0x2E, 0x6D, 0x6B, 0x76, 0x09, 0x31, 0x09, 0x30, 0x0A])
    let out = try Self.run(["rows", "--tier", "uikit", "--now", "0"], input: input)
    #expect(out.status == 1)
    let rows = out.lines
    #expect(rows.count == 3)
    #expect(rows.prefix(2).map { $0["kind"] as? String } == ["video", "audio"])
    // Foundation's JSON parser refuses lone surrogates, so read the last line as text.
    let last = String(decoding: out.stdout, as: UTF8.self).split(separator: "\n").last ?? ""
    #expect(last.contains("\"kind\":\"video\""))
    for n in 2...6 { #expect(out.stderr.contains("line \(n):"), "line \(n)") }
    #expect(!out.stderr.contains("line 1:") && !out.stderr.contains("line 7:"))
    // The invalid bytes survive as surrogate escapes.
    #expect(String(decoding: out.stdout, as: UTF8.self).contains("\"\\udcff\\udcfe.mkv\""))
  }

  @Test(arguments: [
    ["rows"], ["rows", "--tier", "android"], ["rows", "--tier"],
    ["rows", "--tier", "uikit", "--trash", "maybe"],
    ["rows", "--tier", "uikit", "--time-zone", "Mars/Olympus"], ["rows", "--tier", "uikit", "--now", "soon"],
    ["frobnicate"], [], ["classify"], ["classify", "--bogus", "x"],
  ])
  func badUsageExitsTwo(arguments: [String]) throws {
    let out = try Self.run(arguments)
    #expect(out.status == 2)
    #expect(out.stderr.contains("USAGE"))
    #expect(out.stdout.isEmpty)
  }

  @Test func classifyByNameAndFolder() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("clip.mkv")
    try Data("<!DOCTYPE html><html><body>404</body></html>".utf8).write(to: file)
    let out = try Self.run(["classify", dir.path, file.path, dir.appendingPathComponent("missing.mp3").path])
    #expect(out.status == 1)
    let rows = out.lines
    #expect(rows.count == 2)
    #expect(rows[0]["kind"] as? String == "folder")
    #expect(rows[0]["source"] as? String == "folder")
    #expect(rows[1]["kind"] as? String == "video")
    #expect(rows[1]["source"] as? String == "name")
    #expect(out.stderr.contains("missing.mp3"))
    let sniffed = try Self.run(["classify", "--sniff", file.path])
    #expect(sniffed.lines.first?["kind"] as? String == "document")
    #expect(sniffed.lines.first?["mime"] as? String == "text/html")
    #expect(sniffed.lines.first?["source"] as? String == "sniff")
  }

  /// The Examples/ walkthrough runs and says what the README says it does.
  @Test func exampleWalkthrough() throws {
    let process = Process()
    process.executableURL = Self.binary.deletingLastPathComponent().appendingPathComponent("filekind-example")
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.contains("8 GB - 2 hours ago  tap: open"))
    #expect(text.contains("trailing: [\"eye\"]"))
    #expect(text.contains("file-image 2.40 MB · 6 months ago"))
    #expect(text.contains("ingest html-error-page.mkv: document (by sniff)"))
    #expect(text.contains("ingest sample.m4a: audio (by sniff)"))
  }

  /// `classify --sniff` answers at once for files that must not be read.
  @Test func classifySniffNeverBlocks() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fk-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("pipe.mkv").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let sparse = dir.appendingPathComponent("huge.iso").path
    #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: sparse))
    try handle.truncate(atOffset: 10 * 1024 * 1024 * 1024)
    try handle.close()
    // A blocking read would hang this test; there is no clock in it.
    let out = try Self.run(["classify", "--sniff", "/dev/zero", fifo, sparse])
    #expect(out.status == 1)
    #expect(out.stderr.contains("/dev/zero: not a regular file"))
    #expect(out.stderr.contains("pipe.mkv: not a regular file (FIFO)"))
    let rows = out.lines
    #expect(rows.count == 1)
    #expect(rows.first?["path"] as? String == sparse)
    #expect(rows.first?["kind"] as? String == "archive")
  }
}
