import BenchCommandLine
import FileKindCommandCore
import Foundation
import Testing

/// Each command's options are declared once, in a table that parses the
/// command line, writes the help, suggests the nearest option for a typo
/// and refuses conflicts; the bench reads its options the same way.
@Suite struct OptionTableTests {
  static let table = OptionTable(
    command: "demo",
    [
      OptionSpec(["--sniff"], "sniff"),
      OptionSpec(["--files-from"], value: "FILE", "paths from FILE"),
      OptionSpec(["-0", "--null"], requires: ["--files-from"], "NUL-separated"),
      OptionSpec(["--mime-type", "-i"], conflicts: ["--text"], "types"),
      OptionSpec(["--text"], "text"),
      OptionSpec(["--jobs", "-j"], value: "N", "threads"),
    ])

  static func parse(_ words: [String]) throws(OptionTable.Problem) -> OptionTable.Parsed {
    try table.parse(words.map { Array($0.utf8) })
  }

  @Test func optionsAreReadByEverySpelling() throws {
    let parsed = try Self.parse(["--jobs=3", "-i0", "--files-from", "list", "a", "--", "-b"])
    #expect(parsed.options.map(\.key) == ["--jobs", "--mime-type", "--null", "--files-from"])
    #expect(parsed.options.map(\.value) == [Array("3".utf8), nil, nil, Array("list".utf8)])
    #expect(parsed.operands == [Array("a".utf8), Array("-b".utf8)])
    #expect(try Self.parse(["-j", "2", "--help", "--bogus"]).help)
  }

  @Test func badLinesAreRefusedByName() {
    #expect(throws: OptionTable.Problem.unknownOption("--snif", suggestion: "--sniff")) {
      try Self.parse(["--snif"])
    }
    #expect(throws: OptionTable.Problem.unknownOption("--zzz", suggestion: nil)) { try Self.parse(["--zzz"]) }
    #expect(throws: OptionTable.Problem.missingValue("--jobs")) { try Self.parse(["--jobs"]) }
    #expect(throws: OptionTable.Problem.conflict("--mime-type", "--text")) {
      try Self.parse(["--text", "-i"])
    }
    #expect(throws: OptionTable.Problem.missing("--null", needs: "--files-from")) {
      try Self.parse(["-0", "x"])
    }
  }

  @Test func theHelpListsEveryOptionOnce() {
    let help = Self.table.help
    for spec in Self.table.options {
      let label = spec.names.joined(separator: ", ") + (spec.value.map { " " + $0 } ?? "")
      #expect(help.components(separatedBy: "\n  " + label).count == 2, "\(label)")
    }
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 78 })
  }

  /// Every command's help shows each option its table declares, and every
  /// conflict and requirement a table declares is refused with exit 2.
  @Test(arguments: ["rows", "ingest", "classify", "empty"])
  func commandsAnswerFromTheirTables(_ command: String) throws {
    let help = String(decoding: try CommandTests.run([command, "--help"]).stdout, as: UTF8.self)
    #expect(help.contains("OPTIONS\n"))
    let flags = help.components(separatedBy: "OPTIONS\n")[1]
    for line in flags.split(separator: "\n") where line.hasPrefix("  -") {
      // Each option's long name, one letter longer: unknown, and named.
      let names = line.dropFirst(2).split(separator: " ").map { $0.trimmingCharacters(in: [","]) }
      guard let name = names.first(where: { $0.hasPrefix("--") }) else { continue }
      let out = try CommandTests.run([command, name + "x"])
      #expect(out.status == 2, "\(command) \(name)x")
      #expect(out.stderr.contains("unknown option"), "\(out.stderr)")
    }
  }

  @Test func conflictsAndRequirementsExitTwo() throws {
    for (words, problem) in [
      (["classify", "--text", "--mime-type", "x"], "--mime-type and --text cannot go together"),
      (["classify", "-0", "x"], "--null needs --files-from"),
      (
        ["empty", "--tier", "uikit", "--folder", "--search", "q"], "--folder and --search cannot go together"
      ),
      (["empty", "--tier", "uikit", "--scope", "folder"], "--scope needs --search"),
    ] {
      let out = try CommandTests.run(words)
      #expect(out.status == 2, "\(words)")
      #expect(out.stderr.contains(problem), "\(out.stderr)")
    }
  }

  /// The bench reads its options through a table too: a bad value is a
  /// usage problem (the bench exits 2 naming it), never a silent -1.
  @Test func theBenchRefusesBadValues() {
    let cases = ["kind_by_name", "sniff_native"]
    for (words, problem) in [
      (["--rows", "abc"], "--rows takes a count above zero"),
      (["--rows", "0"], "--rows takes a count above zero"),
      (["--emit-listing", "-3"], "--emit-listing takes a count above zero"),
      (["--rwos", "5"], "did you mean '--rows'"), (["--only", "no_such_case"], "no case is named"),
      (["--rows"], "--rows needs a value"),
      (["--check", "a", "--write-baseline", "b"], "cannot go together"),
    ] {
      do throws(BenchSettings.UsageProblem) {
        _ = try BenchSettings.parse(words, caseNames: cases)
        Issue.record("\(words) was accepted")
      } catch {
        #expect(error.message.contains(problem), "\(words): \(error.message)")
      }
    }
    let good = try? BenchSettings.parse(
      ["--rows", "200", "--only", "sniff_native", "--json"], caseNames: cases)
    #expect(good?.rows == 200 && good?.only == "sniff_native" && good?.json == true)
  }

  /// The words an option takes read in any case, as `--sort`'s do: `--tier
  /// SwiftUI` is `--tier swiftui`, and so are `--trash ON`, `--input PUTIO`
  /// and `--scope Account`; a word that is none of them is still refused.
  @Test func optionWordsReadInAnyCase() throws {
    let listing = Data("a.mkv\t1\t1773900000\n".utf8)
    let lower = try CommandTests.run(["rows", "--tier", "swiftui", "--now", "1773921600"], input: listing)
    for words in [
      ["--tier", "SwiftUI"], ["--tier", "SWIFTUI", "--trash", "ON"], ["--tier", "swiftUI", "--input", "TSV"],
    ] {
      let run = try CommandTests.run(["rows", "--now", "1773921600"] + words, input: listing)
      #expect(run.status == 0 && run.stdout == lower.stdout, "\(words): \(run.stderr)")
    }
    let pages = Data(
      #"{"files":[{"id":1,"name":"a.mkv","file_type":"VIDEO","created_at":"2020-01-01T00:00:00"}]}"#.utf8)
    #expect(
      try CommandTests.run(["rows", "--tier", "UIKit", "--input", "PutIO"], input: pages).lines.count == 1)
    let scoped = try CommandTests.run(["empty", "--tier", "UIKIT", "--search", "x", "--scope", "Account"])
    #expect(scoped.status == 0)
    #expect(try CommandTests.run(["rows", "--tier", "swift ui"], input: listing).status == 2)
  }

  /// `--only` runs one case, and the report's notes speak of that case
  /// alone, never of a case it did not run.
  @Test func theBenchNotesOnlyWhatItRan() throws {
    let bench = CommandTests.products.appendingPathComponent("filekind-bench")
    guard FileManager.default.isExecutableFile(atPath: bench.path) else { return }
    let process = Process()
    process.executableURL = bench
    process.arguments = ["--only", "sort_names", "--rows", "3000"]
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // The table and its notes, before the legend of every case.
    let report = text.components(separatedBy: "How to read it")[0]
    #expect(report.contains("sort_names"))
    for other in ["search_names", "sort_key_sort", "putio_", "sniff", "scaling:"] {
      #expect(!report.contains(other), "the report speaks of \(other): \(report)")
    }
  }
}
