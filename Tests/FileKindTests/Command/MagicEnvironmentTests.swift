import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// The `MAGIC` environment variable names libmagic's database: only a
/// regular, compiled database is loaded, and anything else is refused with
/// its cause, never read without end.
@Suite struct MagicEnvironmentTests {
  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func onlyACompiledRegularFileLoads() throws {
    #if Libmagic && canImport(CMagic)
      func refusal(_ path: String) -> String? {
        if case .failure(let refused) = MagicDatabase.read(Array(path.utf8)) { return refused.reason }
        return nil
      }
      #expect(refusal("/dev/zero") == "not a regular file (character device)")
      #expect(refusal("/nonexistent") == "No such file or directory")
      #expect(refusal("/etc/passwd") == "not a compiled magic database")
      let dir = try SniffingTests.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: dir) }
      let fifo = dir.appendingPathComponent("fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(refusal(fifo) == "not a regular file (FIFO)")
      for installed in ["/usr/share/misc/magic.mgc", "/usr/share/file/magic.mgc"]
      where FileManager.default.fileExists(atPath: installed) {
        #expect(refusal(installed) == nil)
      }
    #endif
  }

  /// The command, asked about bytes only libmagic would know, says what is
  /// wrong with `MAGIC` once, in a bounded time instead of hanging on
  /// `/dev/zero`, and answers from FileKind's own engines.
  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func theCommandNamesTheCause() throws {
    let dir = try SniffingTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let unknown = dir.appendingPathComponent("blob")
    try Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }).write(to: unknown)
    for (magic, cause) in [
      ("/dev/zero", "not a regular file (character device)"), ("/nonexistent", "No such file or directory"),
    ] {
      let (status, message) = try HostileInputCommandTests.stderr(
        of: CommandTests.binary, ["classify", "--sniff", unknown.path, unknown.path],
        environment: ["MAGIC": magic])
      #expect(status == 0)
      #expect(message.split(separator: "\n").count == 1, "\(message)")
      #expect(message.contains("libmagic unavailable: MAGIC=\(magic): \(cause)"), "\(message)")
      #expect(!message.contains("Install"))
    }
  }
}
