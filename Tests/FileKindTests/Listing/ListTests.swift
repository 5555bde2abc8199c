import Foundation
import Testing

@testable import FileKind

/// The list around the rows: item counts, the row's date, sort orders,
/// sorting and empty states.
@Suite struct ListTests {
  static let now = Date(timeIntervalSince1970: 1_773_921_600)
  static let utc = TimeZone(identifier: "UTC")!

  @Test(arguments: [0, 1, 2, 12, 128, 999, 1_000, 1_234, 64_000, 1_234_567, Int.max])
  func itemCountsReadAsEnglishDoes(_ count: Int) {
    let number = count.formatted(.number.locale(Locale(identifier: "en_US")))
    #expect(ItemCountFormatter.string(count) == "\(number) \(count == 1 ? "item" : "items")")
  }

  @Test func aNegativeCountIsNoCount() {
    // Written as a negative size is.
    #expect(ItemCountFormatter.string(-1) == SizeFormatter(.tabular).string(-1))
    #expect(ItemCountFormatter.string(Int.min) == "—")
    // The longest count fits the stated bound.
    #expect(ItemCountFormatter.string(Int.max).utf8.count <= ItemCountFormatter.maximumLength)
  }

  @Test func swiftUIFoldersReadTheirCount() {
    let swiftui = RowRenderer(presentation: .swiftUI, now: Self.now, timeZone: Self.utc)
    let uikit = RowRenderer(presentation: .uiKit, now: Self.now, timeZone: Self.utc)
    let films = FileEntry(
      name: "Films", isFolder: true, size: 8_000_000_000, date: Self.now - 7_200, itemCount: 128)
    #expect(swiftui.row(for: films).subtitle == "128 items")
    #expect(swiftui.nextChange(for: films) == nil)
    // UIKit folders keep size and date; so do folders of unknown count.
    let uikitRow = uikit.row(for: films)
    #expect(uikitRow.subtitle == "\(uikitRow.size) - \(uikitRow.date)")
    var unknown = films
    unknown.itemCount = nil
    let unknownRow = swiftui.row(for: unknown)
    #expect(unknownRow.subtitle == "\(unknownRow.size) · \(unknownRow.date)")
    unknown.itemCount = -3
    #expect(swiftui.row(for: unknown).subtitle == unknownRow.subtitle)
    // A file never reads a count.
    let file = FileEntry(name: "a.mkv", size: 10, date: Self.now, itemCount: 3)
    #expect(swiftui.row(for: file).subtitle != "3 items")
  }

  @Test func rowsSortedByDateAddedTellTheAddedDate() {
    let added = Self.now - 3 * 86_400
    let modified = Self.now - 3_600
    let entry = FileEntry(name: "a.mkv", size: 10, date: modified, added: added)
    for tier in RowPresentation.all {
      let byModified = RowRenderer(presentation: tier, now: Self.now, timeZone: Self.utc)
      let byAdded = RowRenderer(
        presentation: tier, now: Self.now, timeZone: Self.utc,
        rowDate: ListingSort(.added, .descending).rowDate)
      #expect(byModified.row(for: entry).date == byModified.subtitle.date.string(for: modified))
      #expect(byAdded.row(for: entry).date == byAdded.subtitle.date.string(for: added))
      // No added date known: the modification date.
      var unknown = entry
      unknown.added = nil
      #expect(byAdded.row(for: unknown).date == byModified.row(for: entry).date)
    }
  }

  @Test func sortOrdersSpeakTheAPIsSpelling() throws {
    for key in ListingSort.Key.allCases {
      for direction in ListingSort.Direction.allCases {
        let spelled = "\(key.rawValue)_\(direction.rawValue)"
        let sort = try ListingSort(parsing: spelled)
        #expect(sort == ListingSort(key, direction))
        #expect(sort.description == spelled)
        let coded = try JSONDecoder().decode(ListingSort.self, from: JSONEncoder().encode(sort))
        #expect(coded == sort)
      }
    }
    for bad in ["", "NAME", "name_asc", "NAME_UP", "SIZE_ASC ", "_ASC", "NAME__ASC", "WATCH_DESC_ASC"] {
      #expect(throws: ListingSort.ParseError.self) { try ListingSort(parsing: bad) }
      #expect(ListingSort(bad) == nil)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ListingSort.self, from: Data("\"UP\"".utf8))
    }
  }

  @Test func theMenuMarksTheSelectedKeyAndChoosingFlipsOrSwitches() {
    let sort = ListingSort(.modified, .descending)
    #expect(
      sort.menu.map(\.title) == ["Name", "Size", "Date Added", "Date Modified", "Type", "Watch Status"])
    #expect(sort.menu.filter(\.isSelected).map(\.key) == [.modified])
    #expect(sort.menu.compactMap(\.detail) == ["Descending"])
    #expect(sort.choosing(.modified) == ListingSort(.modified, .ascending))
    #expect(sort.choosing(.modified).choosing(.modified) == sort)
    #expect(sort.choosing(.name) == ListingSort(.name, .ascending))
    #expect(sort.choosing(.size) == ListingSort(.size, .descending))
    #expect(ListingSort.default == ListingSort(.name, .ascending))
    #expect(ListingSort(.added, .ascending).rowDate == .added)
    #expect(ListingSort(.modified, .ascending).rowDate == .modified)
  }

  /// Foundation's stable order: names by `localizedStandardCompare`, the
  /// listing's order among equal names, in both directions.
  /// Foundation's sort of `names`, stable on ties. Each pair is asked of
  /// Foundation one fixed way round (by UTF-8) and the answer turned for the
  /// other, as name order promises: Foundation answers a few pairs alike
  /// both ways round (`sß` and `ße`), and a sort must see one answer.
  static func foundationOrder(_ names: [String], descending: Bool) -> [Int] {
    names.indices.sorted { x, y in
      let order = descending ? foundationCompare(names[y], names[x]) : foundationCompare(names[x], names[y])
      return order == .orderedAscending || (order == .orderedSame && x < y)
    }
  }

  /// The positions of `names` in their sort keys' byte order (or its
  /// reverse), ties in the listing's order.
  static func keyOrder(_ names: [String], descending: Bool) -> [Int] {
    let keys = names.map(NameSortKey.init(for:))
    return names.indices.sorted { x, y in
      let (a, b) = descending ? (keys[y], keys[x]) : (keys[x], keys[y])
      return a < b || (a == b && x < y)
    }
  }

  /// Expects no name of `sorted` to follow the next in Foundation's
  /// order, unless a witness among `sorted` shows Foundation's answers are
  /// no order there; how many pairs Foundation was asked about.
  @discardableResult
  static func expectFoundationsOrderHolds(
    _ sorted: [String], descending: Bool, label: String = "a sorted listing",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var parity = FoundationParity(pool: sorted)
    parity.checkNeighbours(sorted, descending: descending)
    parity.expectEveryDifferenceWitnessed(label, sourceLocation: sourceLocation)
    return parity.agreed + parity.differing.count
  }

  /// `a.localizedStandardCompare(b)`, asked with the names in UTF-8 order.
  static func foundationCompare(_ a: String, _ b: String) -> ComparisonResult {
    if !b.utf8.lexicographicallyPrecedes(a.utf8) {
      return a.localizedStandardCompare(b)
    }
    return b.localizedStandardCompare(a).flipped
  }

  /// The sort is the sort keys' order, and Foundation's wherever a
  /// witness does not show Foundation's answers are no order.
  @Test func namesSortExactlyAsFoundationSortsThem() {
    // Duplicates, so ties must keep the listing's order both ways.
    let generated = NameFixtures.generated(2_000, seed: 21, ordinary: true)
    let sets = [
      ("the bench listing", NameFixtures.benchListing(20_000)),
      ("names of stressing pieces", generated + generated.shuffled()),
      ("the Corpus's names", NameFixtures.corpus),
    ]
    for (label, names) in sets {
      let keys = names.map(NameSortKey.init(for:))
      for descending in [false, true] {
        let direction: ListingSort.Direction = descending ? .descending : .ascending
        // Each name against the next: never the other way round, unless
        // Foundation's answers are no order there.
        let sorted = NameOrder.sortedIndices(names, direction: direction).map { names[$0] }
        let checked = Self.expectFoundationsOrderHolds(
          sorted, descending: descending, label: "\(label), \(direction) sort")
        #expect(checked * 10 > names.count * 9)
        let byKey = names.indices.sorted { x, y in
          let (a, b) = descending ? (keys[y], keys[x]) : (keys[x], keys[y])
          return a < b || (a == b && x < y)
        }
        #expect(NameOrder.sortedIndices(names, direction: direction) == byKey)
      }
    }
  }

  @Test func otherKeysSortStablyInBothDirections() {
    var random = SeededRandom(seed: 9)
    let kinds = IconKind.allCases
    let entries = (0..<3_000).map { i in
      FileEntry(
        name: "f\(i).\(["mkv", "mp3", "jpg", "pdf", "zip", "bin"].randomElement(using: &random)!)",
        isFolder: i % 17 == 0, size: Int64.random(in: 0...20, using: &random),
        date: Self.now - Double(Int.random(in: 0...30, using: &random)),
        added: i % 3 == 0 ? nil : Self.now - Double(Int.random(in: 0...30, using: &random)),
        flags: Bool.random(using: &random) ? [.resumePoint] : [])
    }
    #expect(Set(entries.map(\.kind)).count > 4)
    func expected(_ key: (FileEntry) -> Double, _ direction: ListingSort.Direction) -> [Int] {
      entries.indices.sorted { x, y in
        let (a, b) = (key(entries[x]), key(entries[y]))
        return (direction == .ascending ? a < b : b < a) || (a == b && x < y)
      }
    }
    let keys: [(ListingSort.Key, (FileEntry) -> Double)] = [
      (.size, { Double($0.size) }), (.modified, { $0.date.timeIntervalSince1970 }),
      (.added, { ($0.added ?? $0.date).timeIntervalSince1970 }),
      (.type, { Double(kinds.firstIndex(of: $0.kind)!) }),
      (.watch, { $0.flags.contains(.resumePoint) ? 1 : 0 }),
    ]
    for (key, value) in keys {
      for direction in ListingSort.Direction.allCases {
        let sort = ListingSort(key, direction)
        #expect(sort.sortedIndices(entries) == expected(value, direction), "\(sort)")
        #expect(sort.sorted(entries).map(\.name) == expected(value, direction).map { entries[$0].name })
      }
    }
  }

  @Test func emptyStatesSpeakEachAppsWords() {
    let search = EmptyState(
      presentation: .swiftUI, situation: .noSearchResults(query: "the.wire.s09", scope: .folder))
    #expect(search.title == "No Results")
    #expect(
      search.message
        == "No files match “the.wire.s09”. Check the spelling or search the whole account instead of this folder."
    )
    #expect(search.glyph == TintedGlyph(glyph: "magnifying-glass", tint: .solid))
    #expect(search.action?.title == "Search All Files")
    let account = EmptyState(presentation: .swiftUI, situation: .noSearchResults(query: "x", scope: .account))
    #expect(account.action == nil)
    #expect(account.message.hasPrefix("No files match “x”."))
    let uikitFolder = EmptyState(presentation: .uiKit, situation: .emptyFolder)
    #expect(
      uikitFolder
        == EmptyState(title: "No files whatsoever!", message: "This folder is empty", glyph: nil, action: nil)
    )
    for scope in EmptyState.SearchScope.allCases {
      let uikitSearch = EmptyState(
        presentation: .uiKit, situation: .noSearchResults(query: "q", scope: scope))
      #expect(uikitSearch.title == "No search result")
      #expect(uikitSearch.message == "We couldn't find anything for that.")
      #expect(uikitSearch.glyph == nil && uikitSearch.action == nil)
    }
    // The query is shown as typed, quotes and all.
    let typed = EmptyState(
      presentation: .swiftUI, situation: .noSearchResults(query: " “Ünï” ", scope: .folder))
    #expect(typed.message.hasPrefix("No files match “ “Ünï” ”."))
    let swiftuiFolder = EmptyState(presentation: .swiftUI, situation: .emptyFolder)
    #expect(swiftuiFolder.glyph?.tint == .solid)
  }
}
