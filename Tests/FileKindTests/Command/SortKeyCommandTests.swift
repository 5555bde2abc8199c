import Foundation
import Testing

@testable import FileKind

/// `filekind ingest --sort-key`, and its keys in a real SQLite database.
@Suite struct SortKeyCommandTests {
  /// put.io pages holding `names`, 1,000 files a page, one page a line;
  /// file `i` has id `i + 1`.
  static func pages(_ names: [String]) throws -> Data {
    var out = Data()
    for start in stride(from: 0, to: names.count, by: 1_000) {
      let files = names[start..<min(start + 1_000, names.count)].enumerated().map { offset, name in
        [
          "id": start + offset + 1, "name": name, "file_type": "FILE", "created_at": "2024-01-02T03:04:05",
          "size": offset, "parent_id": 0,
        ] as [String: Any]
      }
      out += try JSONSerialization.data(withJSONObject: ["files": files, "status": "OK"])
      out += Data("\n".utf8)
    }
    return out
  }

  @Test func ingestWritesEachNamesKey() throws {
    let names = NameFixtures.generated(2_000, seed: 64) + NameFixtures.corpus
    let input = try Self.pages(names)
    let keyed = try CommandTests.run(["ingest", "--sort-key", "--jobs", "2"], input: input)
    #expect(keyed.status == 0, "\(keyed.stderr)")
    let lines = keyed.lines
    #expect(lines.count == names.count)
    for (line, name) in zip(lines, names) {
      #expect(line["name"] as? String == name)
      let key = (line["sort_key"] as? String).flatMap(NameSortKey.init(base64Encoded:))
      #expect(key == NameSortKey(for: name), "\(name.debugDescription)")
    }
    // Without the flag the lines are as before: no sort_key.
    let plain = try CommandTests.run(["ingest", "--jobs", "2"], input: input)
    #expect(plain.lines.count == names.count)
    #expect(plain.lines.allSatisfy { $0["sort_key"] == nil })
  }

  /// A file in two pages (a list page and a search page both hold it) is
  /// one row of the database, holding what its last line says.
  @Test func aFileInTwoPagesIsOneRow() throws {
    let lines =
      [
        #"{"id":1,"name":"b.mkv","sort_key":"AQ=="}"#, #"{"id":2,"name":"a.mkv","sort_key":"AA=="}"#,
        #"{"id":1,"name":"c.mkv","sort_key":"Ag=="}"#,
      ].joined(separator: "\n") + "\n"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", CommandTests.root.appendingPathComponent("Scripts/sort-keys-in-sqlite.py").path,
    ]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(lines.utf8))
    try stdin.fileHandleForWriting.close()
    let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(out.split(separator: "\n").filter { !$0.hasPrefix("plan:") } == ["2", "1"])
  }

  /// 100,000 entries (20,000 outside the scale step) with their keys in
  /// SQLite (Python's sqlite3 module):
  /// `ORDER BY sort_key` is FileKind's name order, read from the index.
  @Test func aDatabaseIndexOrdersByKey() throws {
    let names =
      NameFixtures.benchListing(Scale.count(90_000, quick: 18_000))
      + NameFixtures.generated(Scale.count(10_000, quick: 2_000), seed: 65)
    let ingested = try CommandTests.run(["ingest", "--sort-key"], input: try Self.pages(names))
    #expect(ingested.status == 0, "\(ingested.stderr)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", CommandTests.root.appendingPathComponent("Scripts/sort-keys-in-sqlite.py").path,
    ]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    let writer = stdin.fileHandleForWriting
    let feeding = Thread {
      try? writer.write(contentsOf: ingested.stdout)
      try? writer.close()
    }
    feeding.start()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = output.split(separator: "\n")
    let plans = lines.filter { $0.hasPrefix("plan: ") }
    #expect(plans.count == 2)
    for plan in plans {
      #expect(plan.contains("USING COVERING INDEX files_by_name"), "\(plan)")
      #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    }
    let ids = lines.dropFirst(plans.count).compactMap { Int($0) }
    #expect(ids.count == names.count)
    #expect(ids == NameOrder.sortedIndices(names).map { $0 + 1 })
  }
}
