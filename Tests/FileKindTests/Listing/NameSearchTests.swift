import Foundation
import Testing

@testable import FileKind

@Suite struct NameSearchTests {
  static let queries = [
    "wire", "The.Wire", "S03", "s03e0", "bjo", "BJORK", "Björk", "ö", "o", "ß", "ss", "SS", "日本", "語",
    "résumé",
    "RESU", "resume", ".mkv", ".MKV", "-", " ", "  ", "1080p", "e", "é", "É", "e\u{301}", "ﬁ", "fi", "１", "1",
    "a b",
    "'", "’", "сплин", "СПЛ", "img_", "IMG_10", "(", "🎬", "x264-DEMAND", "ñ", "n", "i", "İ", "æ", "ø",
  ]

  /// Every answer, the match's range included, must be Foundation's.
  func expectParity(_ names: [String], queries: [String]) -> (checked: Int, own: Int) {
    var own = 0
    var checked = 0
    for query in queries {
      let search = NameSearch(query)
      for name in names {
        checked += 1
        let expected = name.localizedStandardContains(query)
        #expect(
          search.matches(name) == expected, "\(name.debugDescription) contains \(query.debugDescription)")
        let range = search.range(in: name)
        #expect((range != nil) == expected)
        if expected, let range {
          let oracle = name.range(
            of: query, options: [.caseInsensitive, .diacriticInsensitive], locale: .current)
          #expect(range == oracle, "range of \(query.debugDescription) in \(name.debugDescription)")
        }
        if search.find(in: name, firstOnly: false) != .unknown { own += 1 }
      }
    }
    return (checked, own)
  }

  @Test func generatedNamesMatchAsFoundationDoes() {
    _ = expectParity(NameFixtures.generated(3_000, seed: 11), queries: Self.queries)
  }

  @Test func corpusNamesMatchAsFoundationDoes() {
    _ = expectParity(NameFixtures.corpus, queries: Self.queries)
  }

  @Test func benchListingMatchesAsFoundationDoes() {
    let result = expectParity(
      NameFixtures.benchListing(5_000), queries: Self.queries.filter { $0.utf8.allSatisfy { $0 < 0x80 } })
    // An ASCII query is FileKind's own on nearly every name of the listing.
    #expect(result.own * 100 >= result.checked * 99)
  }

  /// Foundation counts a query's trailing NULs past the end of the name
  /// (found by fuzzing): the range FileKind answers stays within the name.
  @Test(arguments: [
    ("\t", "\t\0"), ("ab", "b\0\0\0"), ("x", "x\0"), ("\u{FFFD}.m*\0", "\0\0\0\0\0"), ("", "\0"),
  ])
  func aRangeNeverLeavesItsName(_ name: String, _ query: String) {
    let search = NameSearch(query)
    #expect(search.matches(name) == name.localizedStandardContains(query))
    if let range = search.range(in: name) {
      #expect(range.upperBound <= name.endIndex)
      #expect(name.utf8.distance(from: name.startIndex, to: range.upperBound) <= name.utf8.count)
    }
  }

  /// The empty query answers as Foundation answers it: no name contains it.
  @Test func theEmptyQueryIsFoundations() {
    let search = NameSearch("")
    for name in ["anything.mkv", "", "x", "Björk"] {
      #expect(search.matches(name) == name.localizedStandardContains(""), "\(name)")
      #expect(
        (search.range(in: name) == nil)
          == (name.range(of: "", options: [.caseInsensitive, .diacriticInsensitive]) == nil), "\(name)")
    }
    #expect(
      search.matchingIndices(in: ["a", "b"])
        == ["a", "b"].indices.filter { ["a", "b"][$0].localizedStandardContains("") })
  }

  @Test func aBatchKeepsOrderOnEveryCore() {
    let names = NameFixtures.benchListing(30_000)
    let search = NameSearch("s03")
    let parallel = search.matchingIndices(
      in: names, options: BatchOptions(threads: 4, minimumParallelCount: 1))
    #expect(parallel == names.indices.filter { names[$0].localizedStandardContains("s03") })
    #expect(!parallel.isEmpty)
  }
}
