import Foundation
import FuzzSupport
import Testing

/// Valid page streams whose unknown fields look like a page's start
/// (`"screenshot": {"files": false}`, `"conversion": {"status": "DONE"}`,
/// strings holding `{"cursor":`, nesting near the bound, numbers hundreds of
/// digits long) are read whole: every file `JSONSerialization` finds is
/// written once, in order, nothing is named, and the command exits 0.
@Suite struct ValidStreamTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var printing: ValidPageStream.Printing
    var framing: ValidPageStream.Framing
    var command: [String]
    var testDescription: String { "\(command.joined(separator: " ")), \(printing), \(framing)" }
  }

  /// `ingest` at one and two jobs in both printings and framings, and
  /// `rows --input putio`, which frames pages with the same reader.
  static let cases: [Case] = ValidPageStream.Printing.allCases.flatMap { printing in
    ValidPageStream.Framing.allCases.flatMap { framing in
      [
        ["ingest", "--jobs", "1"], ["ingest", "--jobs", "2"],
        ["rows", "--input", "putio", "--tier", "uikit", "--now", "1773921600", "--jobs", "2"],
      ].map { Case(printing: printing, framing: framing, command: $0) }
    }
  }

  @Test(arguments: cases) func aValidStreamIsReadWhole(_ test: Case) throws {
    var streams = 0
    var files = 0
    // Several streams a case, each from its own seed.
    for seed in 1...3 {
      var choices = ValidPageStream.Choices(
        seed: UInt64(seed) &* 7919
          &+ UInt64(Self.cases.firstIndex { $0.testDescription == test.testDescription }!))
      let stream = ValidPageStream(
        pages: 12, perPage: 40, printing: test.printing, framing: test.framing, choices: &choices)
      // The generator writes JSON, and Foundation reads the files it means.
      let expected = try #require(ValidPageStream.foundationIDs(of: stream.pageBytes))
      #expect(expected == stream.ids)
      let run = try CommandTests.run(test.command, input: Data(stream.bytes))
      let key = test.command[0] == "ingest" ? "id" : "file_id"
      let ids = run.lines.map { ($0[key] as? NSNumber)?.int64Value ?? -1 }
      #expect(
        ids == expected, "seed \(seed): \(ids.count) of \(expected.count) files; \(run.stderr.prefix(300))")
      #expect(run.status == 0 && run.stderr.isEmpty, "seed \(seed): \(run.stderr.prefix(300))")
      streams += 1
      files += expected.count
    }
    report("valid streams: \(test): \(streams) streams, \(files) files")
  }

  /// The two fields the first report found cutting pages in two, at the
  /// scale it found them: 20,000 files in pages of 1,000.
  @Test func unknownFieldsShapedAsPagesCutNothing() throws {
    var stream: [UInt8] = []
    var id = 0
    for _ in 0..<20 {
      var files: [String] = []
      for _ in 0..<1_000 {
        id += 1
        files.append(
          #"{"id":\#(id),"name":"f\#(id).mkv","file_type":"VIDEO","created_at":"2020-01-01T00:00:00","#
            + #""screenshot":{"files":false},"conversion":{"status":"DONE"}}"#)
      }
      stream += Array(#"{"files":[\#(files.joined(separator: ","))],"status":"OK"}"#.utf8) + [0x0A]
    }
    for command in [["ingest"], ["rows", "--input", "putio", "--tier", "swiftui", "--now", "1773921600"]] {
      let run = try CommandTests.run(command, input: Data(stream))

      #expect(run.lines.count == 20_000 && run.status == 0 && run.stderr.isEmpty, "\(command): \(run.stderr)")
    }
  }
}
