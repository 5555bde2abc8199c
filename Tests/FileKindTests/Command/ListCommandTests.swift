import Foundation
import Testing

/// `filekind rows --sort/--search` and `filekind empty`, run as a script
/// runs them, with Foundation computing the expected order and matches.
@Suite struct ListCommandTests {
  static let now = "1773921600"

  static func listing(_ names: [String]) -> Data {
    Data(names.enumerated().map { "\($1)\t\($0 * 1000)\t\(1_773_000_000 + $0 % 7)\n" }.joined().utf8)
  }

  static func rows(_ arguments: [String], _ input: Data) throws -> CommandTests.Output {
    try CommandTests.run(["rows", "--now", now, "--time-zone", "UTC"] + arguments, input: input)
  }

  /// Names FileKind has never seen: generated (of the pieces on which
  /// Foundation's answers are an order), with duplicates.
  static let names: [String] = {
    let generated = NameFixtures.generated(1_500, seed: 77, ordinary: true).filter { !$0.contains("\t") }
    return generated + generated.prefix(200)
  }()

  /// The sort keys' order, which is Foundation's wherever Foundation's
  /// answers are an order.
  @Test func sortByNameIsFoundationsOrder() throws {
    for direction in ["ASC", "DESC"] {
      let output = try Self.rows(
        ["--tier", "uikit", "--sort", "NAME_\(direction)"], Self.listing(Self.names))
      #expect(output.status == 0, "\(output.stderr)")
      let expected = ListTests.keyOrder(Self.names, descending: direction == "DESC")
      let got = output.lines.compactMap { $0["name"] as? String }
      #expect(got.count == expected.count)
      #expect(ListTests.expectFoundationsOrderHolds(got, descending: direction == "DESC") > got.count / 2)
      // Compared byte for byte (Swift's == would take é for e + U+0301).
      let pairs = Array(zip(got, expected.map { Self.names[$0] }))
      if let first = pairs.firstIndex(where: { Array($0.0.utf8) != Array($0.1.utf8) }) {
        let (have, want) = pairs[first]
        Issue.record(
          "\(direction): first difference at \(first): \(have.debugDescription), by key: \(want.debugDescription)"
        )
      }
    }
  }

  @Test func otherKeysSortStablyAndTheDateFollowsTheSort() throws {
    // name, size, mtime, flags, items, created
    let input = Data(
      """
      b.mkv\t300\t1773900000\tresume\t\t1000000000
      a.mp3\t100\t1773800000\t\t\t1700000000
      Films\t900\t1773700000\tfolder\t12\t
      c.pdf\t100\t1773900000
      d.zip\t200\t1773600000\t\t\t1773910000

      """.utf8)
    func names(_ sort: String) throws -> [String] {
      let output = try Self.rows(["--tier", "swiftui", "--sort", sort], input)
      #expect(output.status == 0, "\(output.stderr)")
      return output.lines.compactMap { $0["name"] as? String }
    }
    #expect(try names("SIZE_ASC") == ["a.mp3", "c.pdf", "d.zip", "b.mkv", "Films"])
    #expect(try names("SIZE_DESC") == ["Films", "b.mkv", "d.zip", "a.mp3", "c.pdf"])
    #expect(try names("MODIFIED_DESC") == ["b.mkv", "c.pdf", "a.mp3", "Films", "d.zip"])
    #expect(try names("DATE_ASC") == ["b.mkv", "a.mp3", "Films", "c.pdf", "d.zip"])
    #expect(try names("TYPE_ASC") == ["Films", "b.mkv", "a.mp3", "c.pdf", "d.zip"])
    #expect(try names("WATCH_DESC") == ["b.mkv", "a.mp3", "Films", "c.pdf", "d.zip"])
    // Sorted by Date Added, b.mkv tells 2001; otherwise its modification.
    let added = try Self.rows(["--tier", "uikit", "--sort", "DATE_DESC"], input).lines
    let modified = try Self.rows(["--tier", "uikit", "--sort", "NAME_ASC"], input).lines
    #expect(added.first { $0["name"] as? String == "b.mkv" }?["date"] as? String == "24 years ago")
    #expect(modified.first { $0["name"] as? String == "b.mkv" }?["date"] as? String == "6 hours ago")
    // A UIKit folder keeps size and date; the SwiftUI one reads its count.
    #expect(
      modified.first { $0["name"] as? String == "Films" }?["subtitle"] as? String == "900 bytes - 2 days ago")
    let swiftui = try Self.rows(["--tier", "swiftui"], input).lines
    #expect(swiftui.first { $0["name"] as? String == "Films" }?["subtitle"] as? String == "12 items")
  }

  @Test(arguments: [
    "wire", "S03E0", "RÉSUMÉ", "resume", "ß", "ss", "日本", ".mkv", "(", "bjork", "Björk", "ﬁ", " ",
  ])
  func searchKeepsWhatFoundationKeeps(_ query: String) throws {
    let names =
      Self.names + NameFixtures.benchListing(3_000) + [
        "The.Wire.S03E04.mkv", "résumé.pdf", "Straße.txt", "日本語.mkv", "ﬁle (1).txt", "Björk - Jóga.flac",
      ]
    let output = try Self.rows(["--tier", "swiftui", "--search", query], Self.listing(names))
    #expect(output.status == 0)
    let kept = output.lines.compactMap { $0["name"] as? String }
    #expect(kept == names.filter { $0.localizedStandardContains(query) })
    // With a sort too: the same rows, in Finder order.
    let sorted = try Self.rows(
      ["--tier", "swiftui", "--search", query, "--sort", "NAME_ASC"], Self.listing(names))
    let keptNames = names.filter { $0.localizedStandardContains(query) }
    let sortedNames = sorted.lines.compactMap { $0["name"] as? String }
    #expect(sortedNames == ListTests.keyOrder(keptNames, descending: false).map { keptNames[$0] })
    ListTests.expectFoundationsOrderHolds(sortedNames, descending: false)
  }

  @Test func oldListingsReadAsBeforeAndNewColumnsAreChecked() throws {
    let old = Data("a.mkv\t1\t1773900000\nb\t2\t1773900000\tfolder\n".utf8)
    let output = try Self.rows(["--tier", "swiftui"], old)
    #expect(output.status == 0)
    #expect(output.lines.count == 2)
    let bad = Data("a\t1\t2\t\tmany\nb\t1\t2\t\t3\tlater\nc\t1\t2\t\t\t\t7\nd\t1\t2\t\t-1\n".utf8)
    let refused = try Self.rows(["--tier", "uikit"], bad)
    #expect(refused.status == 1)
    #expect(refused.lines.isEmpty)
    for line in 1...4 { #expect(refused.stderr.contains("line \(line):")) }
  }

  @Test func aBadSortIsAUsageError() throws {
    let output = try Self.rows(["--tier", "uikit", "--sort", "NAME_UP"], Data())
    #expect(output.status == 2)
    #expect(output.stderr.contains("NAME_UP"))
  }

  @Test func emptyPrintsTheCardsWords() throws {
    let swiftui = try CommandTests.run(["empty", "--tier", "swiftui", "--search", "the.wire.s09"])
    #expect(swiftui.status == 0)
    let state = swiftui.lines.first ?? [:]
    #expect(state["title"] as? String == "No Results")
    #expect(
      state["message"] as? String
        == "No files match “the.wire.s09”. Check the spelling or search the whole account instead of this folder."
    )
    #expect((state["action"] as? [String: Any])?["title"] as? String == "Search All Files")
    #expect((state["glyph"] as? [String: Any])?["tint"] as? String == "--solid")
    let account = try CommandTests.run(["empty", "--tier", "swiftui", "--search", "x", "--scope", "account"])
    #expect(account.lines.first?["action"] is NSNull)
    let folder = try CommandTests.run(["empty", "--tier", "uikit", "--folder"])
    #expect(folder.lines.first?["title"] as? String == "No files whatsoever!")
    #expect(folder.lines.first?["message"] as? String == "This folder is empty")
    #expect(folder.lines.first?["glyph"] is NSNull)
    let search = try CommandTests.run(["empty", "--tier", "uikit", "--search", "q"])
    #expect(search.lines.first?["title"] as? String == "No search result")
    #expect(search.lines.first?["message"] as? String == "We couldn't find anything for that.")
    #expect(try CommandTests.run(["empty", "--tier", "uikit"]).status == 2)
    #expect(try CommandTests.run(["empty", "--tier", "uikit", "--folder", "--search", "x"]).status == 2)
  }

  /// Options that contradict each other or stand alone are bad usage, not
  /// quietly ignored; a sort key reads in any case.
  @Test func conflictingAndOrphanedOptionsAreRefused() throws {
    let refused: [[String]] = [
      ["classify", "--mime-type", "--text", "/dev/null"], ["classify", "--text", "-i", "/dev/null"],
      ["empty", "--tier", "swiftui", "--folder", "--scope", "account"],
      ["empty", "--tier", "swiftui", "--search", ""], ["rows", "--tier", "uikit", "--search", ""],
    ]
    for arguments in refused {
      let run = try CommandTests.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("filekind: "), "\(arguments)")
    }
    let sorted = try CommandTests.run(
      ["rows", "--tier", "uikit", "--now", "0", "--sort", "name_asc"], input: Data("b\t1\t0\na\t1\t0\n".utf8))
    #expect(sorted.status == 0)
    #expect(sorted.lines.map { $0["name"] as? String } == ["a", "b"])
  }

  /// Bad numbers in a listing are named with their line and field.
  @Test func badNumbersAreNamedWithTheirLine() throws {
    let listing = "a\t-5\t0\nb\t99999999999999999999999\t0\nc\t1\t99999999999999999999\nd\t1\t0\n"
    let run = try CommandTests.run(["rows", "--tier", "uikit", "--now", "0"], input: Data(listing.utf8))
    #expect(run.status == 1)
    #expect(run.lines.map { $0["name"] as? String } == ["d"])
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first == "filekind: line 1: size must not be negative, not '-5'")
    #expect(lines.dropFirst().first?.contains("line 2: size overflows") == true)
    #expect(lines.last?.contains("line 3: mtime is out of range") == true)
  }
}
