import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `filekind` the way a script would.
@Suite struct CommandTests {
  static let root = PackageRoot.url

  /// The command under test: the `filekind` built beside the tests, or
  /// the one `FILEKIND_COMMAND` names (CI's scale step runs the release
  /// build, the one that ships, where the debug build would take minutes).
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["FILEKIND_COMMAND"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return products.appendingPathComponent("filekind")
  }

  /// The folder of the products built beside the tests.
  static var products: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
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

  static func run(_ arguments: [String], input: Data = Data(), environment: [String: String]? = nil) throws
    -> Output
  {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let environment { process.environment = environment }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Feed the input on its own thread: a large listing fills the pipes both
    // ways, and writing it all before reading would deadlock.
    // A command that dies early closes its end; that must fail this test,
    // not kill the test process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let writer = stdin.fileHandleForWriting
    let feeding = Thread {
      try? writer.write(contentsOf: input)
      try? writer.close()
    }
    feeding.start()
    let errors = ErrorCollector(stderr.fileHandleForReading)
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = errors.finish()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
  }

  /// Reads standard error on its own thread while standard output is read.
  final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
      Thread {
        self.data = handle.readDataToEndOfFile()
        self.done.signal()
      }.start()
    }
    func finish() -> Data {
      done.wait()
      return data
    }
  }

  /// The titles of a row's action list, as the row schema writes them.
  static func titles(_ value: Any?) -> [String]? {
    (value as? [[String: Any]])?.map { $0["title"] as? String ?? "" }
  }

  /// The glyph names of a row's accessories.
  static func glyphs(_ value: Any?) -> [String]? {
    (value as? [[String: Any]])?.map { $0["glyph"] as? String ?? "" }
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
    #expect(Self.titles(wire["swipe"]) == ["Trash", "Download", "More"])
    #expect(Self.titles(wire["more"]) == ["Rename", "Move", "Play original in VLC", "Cancel"])
    #expect(Self.titles(wire["menu"]) == [])
    #expect(wire["tint"] as? String == "--text-secondary")
    #expect(Self.glyphs(rows[0]["trailing"]) == ["caret-right"])
    #expect(rows[0]["subtitle"] as? String == "8 GB - 2 hours ago")
    #expect(Self.titles(rows[2]["swipe"]) == [])
    #expect(Self.glyphs(rows[4]["trailing"]) == ["eye"])
    let podcast = rows[5]
    #expect(Self.titles(podcast["swipe"]) == ["Trash", "Play Downloaded", "More"])
    #expect(
      (podcast["offline_mark"] as? [String: String]) == [
        "glyph": "download-simple", "tint": "--yellow-text-secondary",
      ])
    #expect(rows[8]["subtitle"] as? String == "2.4 MB - 6 months ago")
    #expect(Self.titles(rows[14]["swipe"]) == ["Trash", "Convert and Download", "More"])
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
      Self.titles(rows[3]["menu"]) == ["Play", "Download", "Share Link", "Rename", "Move to…", "Delete"])
    #expect(Self.titles(rows[3]["more"]) == [])
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
    // The last line is valid JSON: the name with U+FFFD, its bytes beside it.
    let last = try #require(out.lines.last)
    #expect(last["kind"] as? String == "video")
    #expect(last["name"] as? String == "\u{FFFD}\u{FFFD}.mkv")
    let bytes = try #require(Data(base64Encoded: last["name_bytes"] as? String ?? ""))
    #expect(Array(bytes) == [0xFF, 0xFE, 0x2E, 0x6D, 0x6B, 0x76])
    #expect(out.lines.prefix(2).allSatisfy { $0["name_bytes"] == nil })
    for n in 2...6 { #expect(out.stderr.contains("line \(n):"), "line \(n)") }
    #expect(!out.stderr.contains("line 1:") && !out.stderr.contains("line 7:"))
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
    // One line naming the problem, one pointing to the right help.
    let lines = out.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(out.stderr)")
    #expect(lines.last?.hasPrefix("Try 'filekind") == true)
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
    // A line for every path, the failed one with the system's words.
    #expect(rows.count == 3)
    #expect(rows[2]["kind"] as? String == "other")
    #expect(rows[2]["mime"] is NSNull)
    #expect(rows[2]["error"] as? String == "No such file or directory")
    #expect(rows[0]["kind"] as? String == "folder")
    #expect(rows[0]["source"] as? String == "folder")
    #expect(rows[1]["kind"] as? String == "video")
    #expect(rows[1]["source"] as? String == "name")
    #expect(
      out.stderr == "filekind: \(dir.appendingPathComponent("missing.mp3").path): No such file or directory\n"
    )
    let sniffed = try Self.run(["classify", "--sniff", file.path])
    #expect(sniffed.lines.first?["kind"] as? String == "document")
    #expect(sniffed.lines.first?["mime"] as? String == "text/html")
    #expect(sniffed.lines.first?["source"] as? String == "sniff")
  }

  /// The Examples/ walkthrough runs and says what the README says it does.
  @Test func exampleWalkthrough() throws {
    let process = Process()
    process.executableURL = Self.products.appendingPathComponent("filekind-example")
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

  /// `classify --sniff` answers at once for files that must not be read:
  /// they are named for what they are, not read, not errors.
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
    for arguments in [["classify", "--sniff"], ["classify"]] {
      let out = try Self.run(arguments + ["/dev/zero", fifo, sparse])
      #expect(out.status == 0)
      let rows = out.lines
      // Sniffed, the sparse file's zeros are what its bytes are; named, an ISO.
      let sparseType = arguments.contains("--sniff") ? "application/octet-stream" : "application/x-cd-image"
      #expect(rows.map { $0["mime"] as? String } == ["inode/chardevice", "inode/fifo", sparseType])
      #expect(rows.map { $0["kind"] as? String } == ["other", "other", "archive"])
      #expect(rows[0]["source"] as? String == "none")
    }
  }

  /// `-r`, `--files-from - -0`, a symbolic link loop, a path that is not
  /// UTF-8, and the usual conventions of a command-line tool.
  @Test func classifyWalksListsAndSpeaksTheSystemsWords() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fk-walk-\(UUID().uuidString)")
    let sub = dir.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("plain words\n".utf8).write(to: sub.appendingPathComponent("notes.txt"))
    try Data("<html><body>404</body></html>".utf8).write(to: sub.appendingPathComponent("movie.mkv"))
    // A cycle through a symbolic link, and a link that loops on itself.
    #expect(symlink("..", sub.appendingPathComponent("up").path) == 0)
    #expect(symlink("loop", dir.appendingPathComponent("loop").path) == 0)
    // A Latin-1 name: the bytes are not UTF-8.
    var latin = Array(dir.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".mp3".utf8)
    latin.append(0)
    let fd = latin.withUnsafeBufferPointer {
      open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
    }
    #expect(fd >= 0)
    close(fd)

    let walked = try Self.run(["classify", "-r", "--sniff", "--jobs=2", dir.path])
    #expect(walked.status == 1)
    // Each directory in the order the file system keeps it; the link to
    // `..` is a folder, answered and not followed.
    let kinds = Dictionary(
      uniqueKeysWithValues: walked.lines.compactMap { line in
        (line["path"] as? String).map { ($0, line["kind"] as? String ?? "") }
      })
    #expect(
      kinds == [
        dir.path + "/loop": "other", dir.path + "/sub/movie.mkv": "document",
        dir.path + "/sub/notes.txt": "document", dir.path + "/sub/up": "folder",
        dir.path + "/caf\u{FFFD}.mp3": "audio",
      ])
    let loopLine = walked.lines.first { $0["path"] as? String == dir.path + "/loop" }
    #expect(loopLine?["error"] as? String == "Too many levels of symbolic links")
    #expect(walked.stderr.contains("loop: Too many levels of symbolic links"))
    // The Latin-1 file is found and classified; its path's bytes come back exactly.
    let latin1 = try #require(
      walked.lines.first { ($0["path"] as? String)?.hasSuffix("caf\u{FFFD}.mp3") == true })
    #expect(latin1["kind"] as? String == "audio")
    let pathBytes = try #require(Data(base64Encoded: latin1["path_bytes"] as? String ?? ""))
    #expect(Array(pathBytes) == Array((dir.path + "/caf").utf8) + [0xE9] + Array(".mp3".utf8))

    let loop = try Self.run(["classify", dir.appendingPathComponent("loop").path])
    #expect(loop.status == 1)
    #expect(loop.stderr == "filekind: \(dir.path)/loop: Too many levels of symbolic links\n")

    var list = Data(sub.appendingPathComponent("notes.txt").path.utf8)
    list.append(0)
    list.append(Data(sub.path.utf8))
    list.append(0)
    let listed = try Self.run(["classify", "--files-from", "-", "-0", "--"], input: list)
    #expect(listed.status == 0)
    #expect(listed.lines.map { $0["kind"] as? String } == ["document", "folder"])

    // An option-like word after `--` is a path, never an option.
    let dashed = try Self.run(["classify", "--", "-r"])
    #expect(dashed.status == 1)
    #expect(dashed.stderr == "filekind: -r: No such file or directory\n")
  }

  @Test func versionAndHelpPerCommand() throws {
    let version = try Self.run(["--version"])
    let printed = String(decoding: version.stdout, as: UTF8.self)
    #expect(version.status == 0 && printed.hasPrefix("filekind "))
    // The release the command names is the README's and What Changed's newest.
    // The first line names the release; the second, the engines.
    let release = printed.prefix { $0 != "\n" }.dropFirst("filekind ".count)
    let minor = release.split(separator: ".").prefix(2).joined(separator: ".")
    #expect(release.split(separator: ".").count == 3)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let changes = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/FileKind/FileKind.docc/WhatChanged.md"),
      encoding: .utf8)
    #expect(readme.contains("## What changed for callers (\(minor))"))
    #expect(readme.contains("from: \"\(release)\""))
    // What Changed's newest release, after what is not released yet.
    let releasedChanges = changes.components(separatedBy: "\n## ").dropFirst(2).filter {
      !$0.hasPrefix("Unreleased")
    }
    #expect(releasedChanges.first?.hasPrefix(minor) == true)
    // The changelog's newest release, after what is not released yet.
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let released = changelog.components(separatedBy: "\n## ").dropFirst().filter {
      !$0.hasPrefix("[Unreleased]")
    }
    #expect(released.first?.hasPrefix("[\(release)]") == true)
    let landing = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/FileKind/FileKind.docc/FileKind.md"),
      encoding: .utf8)
    #expect(landing.contains("FileKind \(minor) keeps its public API"))
    let rows = try Self.run(["rows", "--help"])
    let classify = try Self.run(["classify", "-h"])
    #expect(rows.status == 0 && classify.status == 0)
    #expect(String(decoding: rows.stdout, as: UTF8.self).hasPrefix("filekind rows:"))
    #expect(String(decoding: classify.stdout, as: UTF8.self).hasPrefix("filekind classify:"))
  }

  /// Every `--jobs` writes the same bytes, error lines numbered as in the
  /// input; blank lines are skipped, not counted as bad.
  @Test func rowsJobsWriteTheSameBytes() throws {
    var text = ""
    for i in 0..<30_000 {
      text +=
        i % 997 == 0
        ? "broken line \(i)\n"
        : "file\(i).\(["mkv", "mp3", "jpg", "zip"][i % 4])\t\(i * 7_919)\t\(1_700_000_000 - i * 601)\n"
      if i % 5_000 == 0 { text += "\n" }
    }
    let input = Data(text.utf8)
    let arguments = ["rows", "--tier", "swiftui", "--now", "1773921600", "--time-zone", "Europe/London"]
    let one = try Self.run(arguments + ["--jobs", "1"], input: input)
    let two = try Self.run(arguments + ["--jobs=2"], input: input)
    let eight = try Self.run(arguments + ["--jobs", "8"], input: input)
    #expect(one.status == 1)
    #expect(one.stdout == two.stdout && one.stdout == eight.stdout)
    #expect(one.stderr == two.stderr && one.stderr == eight.stderr)
    #expect(one.lines.count == 30_000 - 31)
    // Line 1 is the first broken one; a blank line follows lines 1, 5001…
    #expect(one.stderr.hasPrefix("filekind: line 1: expected 3 to 6"))
    #expect(one.stderr.contains("filekind: line 999: "))
    #expect(one.stderr.split(separator: "\n").count == 31)
  }

  /// A full disk fails loudly; a closed pipe ends the command quietly.
  @Test func failedWritesAreNamed() throws {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["rows", "--tier", "uikit", "--now", "0"]
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data("a.mkv\t1\t0\n".utf8))
    try stdin.fileHandleForWriting.close()
    let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 3)
    #expect(message == "filekind: cannot write the output: No space left on device\n")
  }
}
