import Foundation
import Testing

/// The command's output is part of the contract: fixed inputs through each
/// command, compared byte for byte with `Tests/Golden`. A deliberate change
/// rewrites the files (`FILEKIND_WRITE_GOLDEN=1 swift test --filter
/// GoldenOutputTests`) and must be named in the changelog.
@Suite struct GoldenOutputTests {
  static let folder = CommandTests.root.appendingPathComponent("Tests/Golden")

  /// One golden file: the command that writes it, its arguments and input.
  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var command: String
    var arguments: [String]
    var input: String?
    var testDescription: String { file }
  }

  static let now = ["--now", "1773921600", "--time-zone", "Europe/Istanbul"]
  static let samples = ["sample.ogg", "sample.webp", "sample.tar", "utf16.txt", "empty.mp4"]

  static let cases: [Case] = [
    Case(
      file: "rows-uikit.out", command: "rows", arguments: ["--tier", "uikit"] + now, input: "listing.tsv"),
    Case(
      file: "rows-swiftui-sorted.out", command: "rows",
      arguments: ["--tier", "swiftui", "--sort", "SIZE_DESC"] + now, input: "listing.tsv"),
    Case(
      file: "rows-putio.out", command: "rows", arguments: ["--input", "putio", "--tier", "swiftui"] + now,
      input: "pages.json"),
    Case(file: "ingest.out", command: "ingest", arguments: [], input: "pages.json"),
    Case(
      file: "classify.out", command: "classify",
      arguments: ["--sniff", "--"] + samples.map { "Corpus/samples/\($0)" } + ["Corpus/no-such-file"],
      input: nil),
    Case(
      file: "classify-mime.out", command: "classify", arguments: ["--mime-type", "a.mkv", "b.heic"],
      input: nil),
    Case(file: "empty-folder.out", command: "empty", arguments: ["--tier", "uikit", "--folder"], input: nil),
    Case(
      file: "empty-search.out", command: "empty",
      arguments: ["--tier", "swiftui", "--search", "the.wire", "--scope", "account"], input: nil),
  ]

  /// What the command wrote, with its standard error and exit status; the
  /// package's root is written `ROOT` so the files hold on any checkout.
  static func render(_ test: Case) throws -> Data {
    let root = CommandTests.root.path + "/"
    let arguments = test.arguments.map { $0.hasPrefix("Corpus/") ? root + $0 : $0 }
    let input = try test.input.map { try Data(contentsOf: folder.appendingPathComponent($0)) } ?? Data()
    let run = try CommandTests.run([test.command] + arguments, input: input)
    var text = Data(run.stdout)
    text.append(Data("--- standard error\n\(run.stderr)--- exit status \(run.status)\n".utf8))
    return Data(String(decoding: text, as: UTF8.self).replacingOccurrences(of: root, with: "ROOT/").utf8)
  }

  @Test(arguments: cases) func theOutputIsTheGoldenFile(_ test: Case) throws {
    let golden = Self.folder.appendingPathComponent(test.file)
    let output = try Self.render(test)
    if ProcessInfo.processInfo.environment["FILEKIND_WRITE_GOLDEN"] == "1" {
      try output.write(to: golden)
    }
    let expected = try Data(contentsOf: golden)
    #expect(
      output == expected,
      """
      filekind \(test.command) no longer writes \(test.file). If the change is meant, rewrite the file \
      (FILEKIND_WRITE_GOLDEN=1) and name `filekind \(test.command)` in CHANGELOG.md's Unreleased section.
      \(String(decoding: output, as: UTF8.self))
      """)
  }

  /// A 64-bit FNV-1a hash: enough to tell a file changed.
  static func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return String(hash, radix: 16)
  }

  /// Each golden file that differs from the last release's (its fingerprint
  /// in `released.fnv`, rewritten when a version is cut) has its command
  /// named in the changelog's Unreleased section.
  @Test func aChangedOutputIsInTheChangelog() throws {
    let released = try String(
      contentsOf: Self.folder.appendingPathComponent("released.fnv"), encoding: .utf8
    ).split(separator: "\n").reduce(into: [String: String]()) { table, line in
      let fields = line.split(separator: " ")
      if fields.count == 2 { table[String(fields[1])] = String(fields[0]) }
    }
    let changelog = try String(
      contentsOf: CommandTests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let unreleased = changelog.components(separatedBy: "\n## ").first { $0.hasPrefix("[Unreleased]") } ?? ""
    for test in Self.cases {
      let current = Self.fingerprint(try Data(contentsOf: Self.folder.appendingPathComponent(test.file)))
      #expect(released[test.file] != nil, "\(test.file) has no fingerprint in released.fnv")
      if released[test.file] != current {
        #expect(
          unreleased.contains("`filekind \(test.command)"),
          "\(test.file) changed since the release: CHANGELOG.md's Unreleased section must name `filekind \(test.command)`"
        )
      }
    }
  }

  /// Writes `released.fnv` from the golden files, as a release does
  /// (`FILEKIND_WRITE_GOLDEN=release`).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["FILEKIND_WRITE_GOLDEN"] == "release"))
  func recordTheRelease() throws {
    let lines = try Self.cases.map {
      "\(Self.fingerprint(try Data(contentsOf: Self.folder.appendingPathComponent($0.file)))) \($0.file)\n"
    }
    try Data(lines.joined().utf8).write(to: Self.folder.appendingPathComponent("released.fnv"))
  }
}
