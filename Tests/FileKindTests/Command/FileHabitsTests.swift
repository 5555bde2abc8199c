import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// `filekind classify` as people used to file(1), find and jq use it:
/// what it prints, what it echoes, what a walk reaches, what it costs.
@Suite struct FileHabitsTests {
  static let samples = PackageRoot.file("Corpus/samples")

  /// Nothing echoed to standard error carries a control character, and each
  /// message is one line, whatever a path, a field or an option holds.
  @Test func messagesEscapeWhatTheyEcho() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let hostile = "x\u{1B}]0;pwned\u{07}\nsecond\u{9B}line\u{202E}"
    let link = dir.appendingPathComponent(hostile).path
    #expect(symlink("/nonexistent/\(hostile)", link) == 0)
    // A link to a missing file is no error; a missing path is.
    let missing = dir.appendingPathComponent(hostile + ".gone").path
    let runs = [
      try CommandTests.run(["classify", "--sniff", link, missing]),
      try CommandTests.run(["classify", "--jobs", "\u{1B}[2J"]),
      try CommandTests.run(["rows", "--tier", "uikit"], input: Data("a.mkv\t\u{1B}[31m1\t0\n".utf8)),
      try CommandTests.run(["rows", "--tier", "x\u{1B}]0;t\u{07}"]),
      try CommandTests.run(["rows", "--tier", "uikit", "--sort", "NAME\u{1B}[1m"]),
      try CommandTests.run(["classify", "--\u{1B}x"]),
      try CommandTests.run(["\u{1B}[2Jnosuch"]),
    ]
    for run in runs {
      #expect(!run.stderr.isEmpty)
      let bytes = Array(run.stderr.utf8)
      #expect(!bytes.contains { $0 < 0x20 && $0 != 0x0A }, "\(run.stderr.debugDescription)")
      #expect(!run.stderr.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    }
    // One message a line: the missing path's message is one line.
    #expect(runs[0].stderr.split(separator: "\n").count == 1)
    #expect(runs[0].stderr.contains(#"x\u001b]0;pwned\u0007\nsecond\u009bline\u202e.gone"#))
  }

  @Test func anUnknownOptionSuggestsTheNearest() throws {
    let run = try CommandTests.run(["classify", "--snif", "x"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("did you mean '--sniff'?"))
    let rows = try CommandTests.run(["rows", "--tire", "uikit"])
    #expect(rows.stderr.contains("did you mean '--tier'?"))
    let far = try CommandTests.run(["classify", "--zzzzzzzz"])
    #expect(!far.stderr.contains("did you mean"))
  }

  /// `--text` and `--mime-type` lines show a name as file(1) does: a byte
  /// that is not UTF-8, or a control, as a backslash and three octal digits
  /// (`caf\351.mp3`), printable UTF-8 as it is.
  @Test func answerLinesEscapeNamesAsFileDoes() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array("-\u{e9}\t.mp3".utf8)
    let path = Array(dir.path.utf8) + [UInt8(ascii: "/")] + name
    let fd = path.withUnsafeBufferPointer { bytes -> Int32 in
      let cString = Array(bytes) + [0]
      return cString.withUnsafeBufferPointer {
        open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
      }
    }
    #expect(fd >= 0)
    close(fd)
    for format in ["--text", "--mime-type"] {
      let run = try CommandTests.run(["classify", format, "-r", dir.path])
      let line = String(decoding: run.stdout, as: UTF8.self)
      #expect(line.hasPrefix(dir.path + "/caf\\351-\u{e9}\\011.mp3: "), "\(format): \(line)")
    }
  }

  @Test func fileHabits() throws {
    let png = Self.samples.appendingPathComponent("sample.png").path
    let brief = try CommandTests.run(["classify", "--sniff", "--brief", "--mime-type", png])
    #expect(String(decoding: brief.stdout, as: UTF8.self) == "image/png\n")
    let mime = try CommandTests.run(["classify", "--sniff", "--mime-type", png])
    #expect(String(decoding: mime.stdout, as: UTF8.self) == "\(png): image/png\n")
    let text = try CommandTests.run(["classify", "--sniff", "--text", png])
    #expect(String(decoding: text.stdout, as: UTF8.self) == "\(png): image, image/png\n")
    // `-` is standard input's bytes, a pipe's included.
    let stdin = try CommandTests.run(
      ["classify", "--sniff", "--text", "-"], input: try Data(contentsOf: URL(fileURLWithPath: png)))
    #expect(String(decoding: stdin.stdout, as: UTF8.self) == "-: image, image/png\n")
    #expect(stdin.status == 0)
    // Bytes no kind decides still say what they are.
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var random = SeededRandom(seed: 5)
    let noise = Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &random) })
    for name in ["noise.bin", "noise.mkv"] { try noise.write(to: dir.appendingPathComponent(name)) }
    let rows = try CommandTests.run(
      ["classify", "--sniff"] + ["noise.bin", "noise.mkv"].map { dir.appendingPathComponent($0).path })
    #expect(
      rows.lines.map { $0["mime"] as? String } == ["application/octet-stream", "application/octet-stream"])
    #expect(rows.lines.map { $0["kind"] as? String } == ["other", "other"])
  }

  @Test func aDanglingLinkIsALinkNotAnError() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let link = dir.appendingPathComponent("src.zip").path
    #expect(symlink("/nonexistent/src.zip", link) == 0)
    let run = try CommandTests.run(["classify", "--sniff", link])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.lines.first?["mime"] as? String == "inode/symlink")
    #expect(run.lines.first?["kind"] as? String == "other")
    let walked = try CommandTests.run(["classify", "-r", dir.path])
    #expect(walked.status == 0)
    #expect(walked.lines.first?["mime"] as? String == "inode/symlink")
  }

  /// Every entry a walk meets gets a line: a file, a FIFO, a link to a
  /// directory (not followed); and operands behave the same.
  @Test func aWalkAnswersEveryEntry() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("notes.txt")
    try Data("plain words\n".utf8).write(to: file)
    #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o600) == 0)
    #expect(symlink("/usr", dir.appendingPathComponent("usr-link").path) == 0)
    let walked = try CommandTests.run(["classify", "-r", "--sniff", dir.path])
    #expect(walked.status == 0)
    let byPath = Dictionary(
      uniqueKeysWithValues: walked.lines.map { ($0["path"] as? String ?? "", $0["mime"] as? String ?? "") })
    #expect(
      byPath == [
        file.path: "text/plain", dir.appendingPathComponent("pipe").path: "inode/fifo",
        dir.appendingPathComponent("usr-link").path: "inode/directory",
      ])
    let operands = try CommandTests.run(
      ["classify", "-r"] + ["notes.txt", "pipe", "usr-link"].map { dir.appendingPathComponent($0).path })
    #expect(operands.lines.map { $0["kind"] as? String } == ["document", "other", "folder"])
  }

  /// A walk reaches files whose paths are longer than the system opens by
  /// name: 3,000 levels deep, and under directory names of 255 bytes.
  @Test func aWalkReachesPathsOfAnyLength() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer {
      _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", dir.path]).waitUntilExit()
    }
    var fd = open(dir.path, O_RDONLY | O_DIRECTORY)
    for level in 0..<3_000 {
      let name = level < 30 ? String(format: "%03d", level) + String(repeating: "x", count: 252) : "a"
      #expect(mkdirat(fd, name, 0o755) == 0)
      let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
      if level % 1_000 == 999 || level < 30 {
        let file = openat(fd, "f\(level).txt", O_WRONLY | O_CREAT, 0o644)
        _ = "deep text\n".withCString { write(file, $0, 10) }
        close(file)
      }
    }
    close(fd)
    let run = try CommandTests.run(["classify", "-r", "--sniff", dir.path])
    #expect(run.status == 0, "\(run.stderr.prefix(300))")
    #expect(run.lines.count == 33)
    #expect(run.lines.allSatisfy { $0["mime"] as? String == "text/plain" && $0["error"] == nil })
    #expect(run.lines.contains { ($0["path"] as? String)?.utf8.count ?? 0 > 6_000 })
  }

  /// A list's paths are their bytes: a carriage return is kept, a NUL in a
  /// list of lines and newlines in a `-0` list each hint at the other mode.
  @Test func listsKeepTheirBytesAndHintAtTheirMode() throws {
    let crlf = try CommandTests.run(["classify", "--files-from", "-"], input: Data("/etc/hostname\r\n".utf8))
    #expect(crlf.lines.first?["path"] as? String == "/etc/hostname\r")
    #expect(crlf.status == 1)
    var nul = Data("/etc/hostname".utf8)
    nul.append(0)
    nul.append(Data("/etc/passwd".utf8))
    nul.append(0)
    let missingZero = try CommandTests.run(["classify", "--files-from", "-"], input: nul)
    #expect(missingZero.stderr.contains("read with -0"))
    let extraZero = try CommandTests.run(
      ["classify", "--files-from", "-", "-0"], input: Data("/etc/hostname\n/etc/passwd\n".utf8))
    #expect(extraZero.stderr.contains("read without -0"))
  }

  /// A read past the prefix that fails (here, on a descriptor that cannot
  /// read) is an error, never an answer from less than it needs: the late
  /// movie header decides that this MP4 is audio.
  @Test func aFailedReadPastThePrefixIsAnError() throws {
    let path = Self.samples.appendingPathComponent("moov-at-end.mp4").path
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try ContentSniffer.shared.sniff(path: path).type.name == "audio/mp4")
    let writeOnly = open(path, O_WRONLY)
    guard writeOnly >= 0 else { return }  // a read-only checkout: nothing to show
    defer { close(writeOnly) }
    var failed: SystemError?
    let prefix = Array(bytes.prefix(ContentSniffer.prefixLength))
    _ = prefix.withUnsafeBytes { prefix in
      withUnsafeMutablePointer(to: &failed) { slot in
        DetectionTree.detect(
          SniffSource(prefix: prefix, descriptor: writeOnly, size: Int64(bytes.count), failedRead: slot))
      }
    }
    #expect(failed != nil)
  }

  /// Memory stays under 64 MB at any `--jobs`: a list of forty megabyte
  /// entries of control characters, and a directory of half a million
  /// entries, read as the system lists it.
  @Test(
    .enabled(if: Scale.isOn && FileManager.default.isExecutableFile(atPath: HostileInputCommandTests.python)))
  func memoryIsBoundedForListsAndWalks() throws {
    let entry = [UInt8](repeating: 1, count: (1 << 20) - 1) + [0x0A]
    let list = Data((0..<40).flatMap { _ in entry })
    let dir = try SniffingTests.temporaryDirectory()
    defer {
      _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", dir.path]).waitUntilExit()
    }
    let fd = open(dir.path, O_RDONLY | O_DIRECTORY)
    for i in 0..<500_000 { close(openat(fd, "f\(i).mkv", O_WRONLY | O_CREAT, 0o644)) }
    close(fd)
    for jobs in ["1", "2", "1024"] {
      let listed = try HostileInputCommandTests.peakMemory(
        ["classify", "--files-from", "-", "--jobs", jobs], input: list)
      #expect(listed.status == 1)
      #expect(listed.kilobytes < 64 * 1024, "long entries at --jobs \(jobs): \(listed.kilobytes) kB")
      let walked = try HostileInputCommandTests.peakMemory(
        ["classify", "-r", "--jobs", jobs, dir.path], input: Data())
      #expect(walked.status == 0)
      #expect(
        walked.kilobytes < 64 * 1024, "a 500,000-entry directory at --jobs \(jobs): \(walked.kilobytes) kB")
    }
  }
}
