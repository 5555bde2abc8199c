import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// The command fed what an attacker, a broken producer or a killed pipeline
/// gives it: lines are never split or cut, input errors set the status, and
/// memory stays bounded.
@Suite struct HostileInputCommandTests {
  @Test func aLongListEntryIsOnePath() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let real = dir.appendingPathComponent("real.txt")
    try Data("hello\n".utf8).write(to: real)
    // 192 KiB of A, then a real path: one entry, which does not exist.
    let long = String(repeating: "A", count: 196_608) + real.path
    let list = dir.appendingPathComponent("list")
    try Data((long + "\n" + real.path + "\n").utf8).write(to: list)
    let out = try CommandTests.run(["classify", "--files-from", list.path])
    #expect(out.status == 1)
    let paths = out.lines.map { $0["path"] as? String }
    #expect(paths == [long, real.path])
    #expect(out.lines.first?["error"] as? String == "File name too long")
  }

  @Test func aListingLineIsNeverCutIntoRows() throws {
    // A 300 KiB name ending in a name of its own, then an over-long line.
    let name = String(repeating: "x", count: 300_000) + "\tinjected.mkv"
    var input = name.replacingOccurrences(of: "\t", with: "-") + "\t1\t0\n"
    input += String(repeating: "y", count: 2 << 20) + "\tevil.mkv\t1\t0\n"
    input += "ok.mkv\t1\t0\nbad line\n"
    let out = try CommandTests.run(["rows", "--tier", "uikit", "--now", "0"], input: Data(input.utf8))
    #expect(out.status == 1)
    let names = out.lines.map { $0["name"] as? String }
    #expect(names == [name.replacingOccurrences(of: "\t", with: "-"), "ok.mkv"])
    #expect(
      out.stderr == """
        filekind: line 2: longer than 1 MiB (1048576 bytes); not read
        filekind: line 4: expected 3 to 6 tab-separated fields (name, size, mtime[, flags[, items[, created]]]), found 1

        """)
  }

  @Test func aNULInALineListIsAnError() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("list")
    try Data("/etc/passwd\u{0}.mkv\n".utf8).write(to: list)
    let out = try CommandTests.run(["classify", "--files-from", list.path])
    #expect(out.status == 1)
    #expect(out.lines.count == 1)
    let reason = "the path holds a NUL byte (a list from find -print0 is read with -0)"
    #expect(out.lines.first?["error"] as? String == reason)
    #expect(out.stderr == "filekind: line 1 of the list: \(reason)\n")
  }

  /// Runs a program with its output discarded: its status and standard error.
  static func stderr(
    of program: URL, _ arguments: [String], environment: [String: String]
  ) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = environment
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
  }

  /// Runs a shell line, for redirections `Process` cannot make.
  static func shell(_ line: String) throws -> (status: Int32, stderr: String) {
    try stderr(
      of: URL(fileURLWithPath: "/bin/sh"), ["-c", line], environment: ["FK": CommandTests.binary.path])
  }

  @Test func inputThatCannotBeReadSetsTheStatus() throws {
    let directory = try Self.shell("\"$FK\" rows --tier uikit < /")
    #expect(directory.status == 1)
    #expect(directory.stderr == "filekind: cannot read the input: Is a directory\n")
    let closed = try Self.shell("\"$FK\" rows --tier uikit <&-")
    #expect(closed.status == 1)
    #expect(closed.stderr == "filekind: cannot read the input: Bad file descriptor\n")
    let list = try Self.shell("\"$FK\" classify --files-from /")
    #expect(list.status == 1)
    #expect(list.stderr == "filekind: cannot read the list: Is a directory\n")
  }

  /// Started without a standard input, the command says so every time: no
  /// descriptor its threads or the system open later takes input's place
  /// (one run in about forty once read an event descriptor there and
  /// reported "Invalid argument").
  @Test func aClosedInputIsNeverAnotherDescriptor() throws {
    let script = """
      bad=0; i=0
      while [ $i -lt 100 ]; do
        said=$("$FK" rows --tier uikit --jobs 2 <&- 2>&1); status=$?
        if [ $status -ne 1 ] || [ "$said" != "filekind: cannot read the input: Bad file descriptor" ]; then
          bad=$((bad + 1)); echo "$status $said" >&2
        fi
        i=$((i + 1))
      done
      echo "$bad of 100 differ" >&2
      """
    let runs = try Self.shell(script)
    #expect(runs.status == 0)
    #expect(runs.stderr == "0 of 100 differ\n")
  }

  @Test func aListFromASlowPipeIsReadWhole() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("list").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // A producer slow to start and slow to write, as `find` on a cold disk.
    let writer = Thread {
      usleep(200_000)
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      for batch in 0..<10 {
        let paths = (0..<50).map { "\(dir.path)/missing-\(batch)-\($0).mkv\u{0}" }.joined()
        try? handle.write(contentsOf: Data(paths.utf8))
        usleep(20_000)
      }
      try? handle.close()
    }
    writer.start()
    let out = try CommandTests.run(["classify", "--files-from", fifo, "-0"])
    #expect(out.lines.count == 500)
    #expect(out.lines.last?["path"] as? String == "\(dir.path)/missing-9-49.mkv")
  }

  @Test func jobsNameTheirLimit() throws {
    let out = try CommandTests.run(["rows", "--tier", "uikit", "--jobs", "1025"])
    #expect(out.status == 2)
    #expect(out.stderr.hasPrefix("filekind: --jobs takes a count from 1 to 1024, not '1025'"))
  }

  /// The library and the command word a failure the same, the system's way.
  @Test func theLibraryAndTheCommandSayTheSameThing() throws {
    let path = "/etc/passwd/x"
    #expect(throws: SniffError.system(path: path, operation: .open, errno: .notDirectory)) {
      try ContentSniffer.shared.sniff(path: path).type.name
    }
    var library = ""
    do throws(SniffError) { _ = try ContentSniffer.shared.sniff(path: path).type.name } catch {
      library = error.description
    }
    #expect(library == "/etc/passwd/x: Not a directory")
    let command = try CommandTests.run(["classify", "--sniff", path])
    #expect(command.stderr == "filekind: \(library)\n")
  }

  @Test func aNowInMillisecondsIsRefused() throws {
    for value in ["1773921600000", "1e15", "nan"] {
      let out = try CommandTests.run(["rows", "--tier", "uikit", "--now", value])
      #expect(out.status == 2)
      #expect(out.stderr.hasPrefix("filekind: --now takes Unix epoch seconds from year 1 to 9999"))
    }
    let last = try CommandTests.run(["rows", "--tier", "uikit", "--now", "253402300799"])
    #expect(last.status == 0)
  }

  @Test func anEmptyMKVIsNotPlayable() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = dir.appendingPathComponent("empty.mkv")
    try Data().write(to: empty)
    let out = try CommandTests.run(["classify", "--sniff", empty.path])
    #expect(out.lines.first?["kind"] as? String == "other")
    #expect(out.lines.first?["mime"] as? String == "application/x-zerosize")
  }

  /// Kernel files report no size and may consume what is read (`/proc/kmsg`
  /// eats log messages): they are not read.
  @Test func kernelFilesAreNotRead() throws {
    guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
    #expect(try ContentSniffer.shared.sniff(path: "/proc/self/status").type.name == "application/x-zerosize")
  }

  /// A process killed while it writes into a pipe leaves whole lines.
  @Test func aKilledCommandLeavesWholeLines() throws {
    let listing = (0..<200_000).map { "movie-\($0).mkv\t\($0)\t1700000000\n" }.joined()
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = CommandTests.binary
      process.arguments = ["rows", "--tier", "uikit", "--now", "1700000000", "--jobs", "2"]
      let stdin = Pipe()
      let stdout = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = FileHandle.nullDevice
      try process.run()
      signal(SIGPIPE, SIG_IGN)
      let writer = stdin.fileHandleForWriting
      let feeding = Thread {
        try? writer.write(contentsOf: Data(listing.utf8))
        try? writer.close()
      }
      feeding.start()
      let reader = stdout.fileHandleForReading
      var output = Data()
      while output.count < 200_000, let more = try reader.read(upToCount: 65_536), !more.isEmpty {
        output += more
      }
      kill(process.processIdentifier, SIGTERM)
      output += reader.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 128 + SIGTERM || process.terminationStatus == 0)
      #expect(output.last == UInt8(ascii: "\n"))
      for line in output.split(separator: UInt8(ascii: "\n")).suffix(3) {
        #expect((try? JSONSerialization.jsonObject(with: Data(line))) != nil)
      }
    }
  }

  /// A reader that stalls blocks the command's write; `SIGTERM`, `SIGINT`
  /// and `SIGHUP` still end `rows`, `ingest` and `classify` within a
  /// second, with 128 + the signal, and what reached the pipe is whole
  /// lines.
  @Test(arguments: ["rows", "ingest", "classify"], [SIGTERM, SIGINT, SIGHUP])
  func aSignalEndsACommandWhoseReaderStalled(_ command: String, _ signal: Int32) throws {
    let arguments: [String]
    let input: String
    switch command {
    case "rows":
      arguments = ["rows", "--tier", "uikit", "--now", "1700000000", "--jobs", "2"]
      input = (0..<100_000).map { "movie-\($0).mkv\t\($0)\t1700000000\n" }.joined()
    case "ingest":
      arguments = ["ingest", "--jobs", "2"]
      input = (0..<50).map { page in
        let files = (0..<1_000).map { k in
          #"{"id":\#(page * 1_000 + k),"name":"f\#(k).mkv","file_type":"VIDEO","created_at":"2020-01-01T00:00:00"}"#
        }
        return #"{"files":[\#(files.joined(separator: ","))]}"# + "\n"
      }.joined()
    default:
      arguments = ["classify", "--files-from", "-", "--jobs", "2"]
      input = (0..<100_000).map { "/nonexistent/\($0).mkv\n" }.joined()
    }
    let process = Process()
    process.executableURL = CommandTests.binary
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    Foundation.signal(SIGPIPE, SIG_IGN)
    let writer = stdin.fileHandleForWriting
    let feeding = Thread {
      try? writer.write(contentsOf: Data(input.utf8))
      try? writer.close()
    }
    feeding.start()
    // Nothing is read: the pipe fills and the command's write blocks.
    Thread.sleep(forTimeInterval: 0.5)
    #expect(process.isRunning, "the command ended before its output filled the pipe")
    let sent = ContinuousClock.now
    kill(process.processIdentifier, signal)
    while process.isRunning && ContinuousClock.now - sent < .seconds(5) {
      Thread.sleep(forTimeInterval: 0.01)
    }
    let took = ContinuousClock.now - sent
    #expect(took < .seconds(1), "\(command) took \(took) to end after signal \(signal)")
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return
    }
    #expect(process.terminationStatus == 128 + signal)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    #expect(!output.isEmpty && output.last == UInt8(ascii: "\n"), "\(command): the pipe ends inside a line")
    let lines = output.split(separator: UInt8(ascii: "\n"))
    #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0))) != nil })
  }

  static let python = "/usr/bin/python3"

  /// Runs the command with `input` as a file on standard input and its
  /// output discarded; its exit status and peak resident memory (kB).
  ///
  /// A small Python process runs it and reads the child's `ru_maxrss`: a
  /// process started from this one (by `posix_spawn` or `fork`) would
  /// inherit the test runner's own peak as its starting maximum.
  static func peakMemory(_ arguments: [String], input: Data) throws -> (status: Int32, kilobytes: Int) {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("input")
    try input.write(to: file)
    let script = """
      import resource, subprocess, sys
      with open(sys.argv[1], "rb") as stdin:
          done = subprocess.run(sys.argv[2:], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
      print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script, file.path, CommandTests.binary.path] + arguments
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let words = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    process.waitUntilExit()
    guard words.count == 2 else { throw CocoaError(.executableLoad) }
    // ru_maxrss is in kilobytes on Linux.
    return (Int32(words[0]), words[1])
  }

  /// Megabyte lines of control characters (six megabytes of JSON each) at
  /// a thousand jobs stay within 64 MB, as a plain listing does.
  @Test(.enabled(if: Scale.isOn && FileManager.default.isExecutableFile(atPath: python)))
  func memoryIsBoundedWhateverJobsSays() throws {
    let line = [UInt8](repeating: 1, count: (1 << 20) - 64) + Array("\t1\t0\n".utf8)
    let hostile = Data((0..<6).flatMap { _ in line })
    let plain = Data((0..<100_000).map { "movie-\($0).mkv\t\($0)\t1700000000\n" }.joined().utf8)
    for (input, label) in [(hostile, "megabyte lines"), (plain, "plain lines")] {
      for jobs in ["1", "2", "1024"] {
        let run = try Self.peakMemory(
          ["rows", "--tier", "uikit", "--now", "0", "--jobs", jobs], input: input)
        #expect(run.status == 0)
        #expect(run.kilobytes < 64 * 1024, "\(label) at --jobs \(jobs): peak \(run.kilobytes) kB")
      }
    }
  }
}
