import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// libmagic is loaded when a file first needs it, not linked: without it,
/// or with one that will not do, the command starts, says why once, and
/// answers as FileKind's own engines do.
@Suite struct LibmagicAtRunTimeTests {
  static var samples: [String] {
    let folder = CommandTests.root.appendingPathComponent("Corpus/samples")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      .filter { $0 != "manifest.tsv" }.map { folder.appendingPathComponent($0).path }
  }

  static func mimes(_ paths: [String], _ environment: [String: String]) throws
    -> (mimes: [String], stderr: String, status: Int32)
  {
    let run = try CommandTests.run(
      ["classify", "--sniff", "--jobs", "2", "--"] + paths, environment: environment)
    return (run.lines.map { $0["mime"] as? String ?? "" }, run.stderr, run.status)
  }

  /// Present, it answers as the library's shared sniffer does; absent (no
  /// such library, a library that is not libmagic), every answer is the
  /// native engines', and the reason is said once.
  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func presentOrAbsentTheRunGoesOn() throws {
    // The Corpus, and a WebAssembly module: a format only libmagic knows.
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let module = dir.appendingPathComponent("module")
    try Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00]).write(
      to: module)
    let paths = Self.samples + [module.path]
    let withLibmagic = try paths.map { try ContentSniffer.shared.sniff(path: $0).type.name }
    let native = try paths.map { try ContentSniffer(libmagic: false).sniff(path: $0).type.name }
    #expect(withLibmagic.last == "application/wasm" && native.last == "application/octet-stream")
    let present = try Self.mimes(paths, [:])
    #expect(present.status == 0 && present.stderr.isEmpty)
    #expect(
      present.mimes == withLibmagic,
      "\(zip(paths, zip(present.mimes, withLibmagic)).filter { $0.1.0 != $0.1.1 })")
    for (library, cause) in [
      ("/nonexistent/libmagic.so.1", "No such file or directory"), ("libz.so.1", "has no magic_open"),
    ] {
      let absent = try Self.mimes(paths, ["FILEKIND_LIBMAGIC": library])
      #expect(absent.status == 0)
      #expect(absent.mimes == native, "\(zip(paths, zip(absent.mimes, native)).filter { $0.1.0 != $0.1.1 })")
      let lines = absent.stderr.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("filekind: libmagic unavailable: "), "\(absent.stderr)")
      #expect(absent.stderr.contains(cause), "\(absent.stderr)")
    }
  }

  /// `FILEKIND_LIBMAGIC` naming what no loader should map (a FIFO, which
  /// it would wait on forever; a library cut short, whose segments it would
  /// map past the file's end and fault on; a folder; a text file) gets the
  /// one line, and FileKind's own engines answer; the whole library, copied
  /// elsewhere, still loads.
  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func aLibraryPathIsCheckedBeforeItIsLoaded() throws {
    let version = try CommandTests.run(["--version"])
    let line = String(decoding: version.stdout, as: UTF8.self).split(separator: "\n").last ?? ""
    let installed = try #require(line.range(of: " loaded from ").map { String(line[$0.upperBound...]) })
    let library = try Data(contentsOf: URL(fileURLWithPath: installed))
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let module = dir.appendingPathComponent("module")
    try Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00]).write(
      to: module)
    let fifo = dir.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    var cases: [(path: String, cause: String)] = [
      (fifo, "is not a regular file"), (dir.path, "is not a regular file"),
      (module.path, "is not an ELF library"),
    ]
    for (name, length) in [
      ("4k", 4_096), ("64k", 65_536), ("half", library.count / 2), ("less one", library.count - 1),
    ] {
      let path = dir.appendingPathComponent("libmagic-\(name).so").path
      try library.prefix(length).write(to: URL(fileURLWithPath: path))
      cases.append((path, "is cut short"))
    }
    for (path, cause) in cases {
      let run = try CommandTests.run(
        ["classify", "--sniff", module.path], environment: ["FILEKIND_LIBMAGIC": path])
      #expect(run.status == 0 && run.lines.first?["mime"] as? String == "application/octet-stream", "\(path)")
      let lines = run.stderr.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("filekind: libmagic unavailable: "), "\(run.stderr)")
      #expect(run.stderr.contains(cause), "\(path): \(run.stderr)")
      let versionRun = try CommandTests.run(["--version"], environment: ["FILEKIND_LIBMAGIC": path])
      #expect(versionRun.status == 0 && String(decoding: versionRun.stdout, as: UTF8.self).contains(cause))
    }
    let whole = dir.appendingPathComponent("libmagic-whole.so")
    try library.write(to: whole)
    let run = try CommandTests.run(
      ["classify", "--sniff", module.path], environment: ["FILEKIND_LIBMAGIC": whole.path])
    #expect(
      run.status == 0 && run.stderr.isEmpty && run.lines.first?["mime"] as? String == "application/wasm")
  }

  /// `--version` names the engines this process has.
  @Test func versionSaysWhichEngines() throws {
    let run = try CommandTests.run(["--version"])
    let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n")
    #expect(run.status == 0 && lines.count == 2)
    if ContentSniffer.hasLibmagic {
      #expect(lines.last?.hasPrefix("libmagic 5.") == true && lines.last?.contains(" loaded from /") == true)
      let (status, _) = try HostileInputCommandTests.stderr(
        of: CommandTests.binary, ["--version"], environment: ["FILEKIND_LIBMAGIC": "/nonexistent"])
      #expect(status == 0)
    } else {
      #expect(lines.last == "libmagic: not in this build (the Libmagic trait is off)")
    }
  }
}
