import FileKind
import Foundation
import Testing

/// Names as long as a file object may be, and many short names whose keys
/// are 43 times their length: `ingest`, with and without `--sort-key`,
/// stays within 64 MB and writes every file.
@Suite struct LongNameTests {
  @Test(.enabled(if: Scale.isOn)) func longNamesStayWithinTheMemoryBound() throws {
    func page(_ names: [String], from id: Int = 1) -> String {
      let files = names.enumerated().map { k, name in
        #"{"id":\#(id + k),"name":"\#(name)","file_type":"VIDEO","created_at":"2020-01-01T00:00:00"}"#
      }
      return #"{"files":[\#(files.joined(separator: ","))]}"# + "\n"
    }
    // U+FDFA spells 18 letters: the name whose key weighs the most.
    let ligature = "\u{FDFA}"
    let inputs: [(String, String, Int)] = [
      ("a 3 MiB name of U+FDFA", page([String(repeating: ligature, count: 1 << 20)]), 1),
      ("a 15 MiB name of U+FDFA", page([String(repeating: ligature, count: 5 << 20)]), 1),
      ("a 15 MiB ASCII name", page([String(repeating: "a", count: 15 << 20)]), 1),
      (
        "20,000 short names of U+FDFA",
        (0..<20).map { p in
          page((0..<1_000).map { String(repeating: ligature, count: 33) + "\($0)" }, from: p * 1_000)
        }
        .joined(), 20_000
      ),
    ]
    for (label, input, files) in inputs {
      for arguments in [["ingest"], ["ingest", "--sort-key"], ["ingest", "--sort-key", "--jobs", "1"]] {
        let run = try HostileInputCommandTests.peakMemory(arguments, input: Data(input.utf8))
        #expect(run.status == 0, "\(label), \(arguments)")
        #expect(run.kilobytes < 64 * 1024, "\(label), \(arguments): peak \(run.kilobytes) kB")
        report("long names: \(label), \(arguments.joined(separator: " ")): peak \(run.kilobytes) kB")
      }
      let lines = try CommandTests.run(["ingest", "--sort-key"], input: Data(input.utf8))
      #expect(lines.status == 0 && lines.stdout.filter { $0 == 0x0A }.count == files, "\(label)")
    }
  }
}
