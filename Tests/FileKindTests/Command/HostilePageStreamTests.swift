import FileKind
import Foundation
import Testing

/// Hostile page streams: each ends, named, with the good pages around it
/// still read, and nothing held past its bound.
@Suite struct HostilePageStreamTests {
  static let good =
    "{\"files\":[{\"id\":1,\"name\":\"a.mkv\",\"file_type\":\"VIDEO\",\"created_at\":\"2020-01-01T00:00:00\"}]}\n"

  static func ids(_ run: CommandTests.Output) -> [Int] {
    run.lines.compactMap { ($0["id"] as? NSNumber)?.intValue }
  }

  /// A 17 MB file object (a scale check: the debug build reads it slowly).
  @Test(.enabled(if: Scale.isOn)) func aFileObjectPastTheBoundIsRefused() throws {
    let huge = "{\"files\":[{\"id\":2,\"name\":\"" + String(repeating: "x", count: 17 << 20) + "\"}]}\n"
    let run = try CommandTests.run(["ingest"], input: Data((Self.good + huge + Self.good).utf8))
    #expect(Self.ids(run) == [1, 1])
    #expect(run.stderr.contains("page 2: not JSON at byte 10: a value longer than 16 MiB"))
    #expect(run.status == 1)
  }

  @Test func deepNestingAndGarbageEndTheirPagesOnly() throws {
    let deep = "{\"files\":[" + String(repeating: "[", count: 100_000) + "]}\n"
    var random = SeededRandom(seed: 34)
    let garbage = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }.filter { $0 != 0x0A }
    var input = Data((Self.good + deep + Self.good).utf8)
    input.append(contentsOf: garbage + [0x0A])
    input.append(contentsOf: Array(("{\"files\": [" + Self.good.dropFirst(10)).utf8))
    input.append(contentsOf: Array(Self.good.utf8))
    let run = try CommandTests.run(["ingest", "--jobs", "2"], input: input)
    #expect(Self.ids(run) == [1, 1, 1, 1])
    #expect(run.status == 1)
    let errors = run.stderr.split(separator: "\n")
    #expect(errors.count >= 2)
    #expect(errors.allSatisfy { $0.hasPrefix("filekind: page ") })
  }

  @Test func aStreamThatBreaksOffIsNamed() throws {
    let run = try CommandTests.run(["ingest"], input: Data((Self.good + "{\"files\":[{\"id\":3").utf8))
    #expect(Self.ids(run) == [1])
    #expect(
      run.stderr == "filekind: page 2: not JSON at byte 17: the page breaks off at the end of the input\n")
    #expect(run.status == 1)
  }
}
