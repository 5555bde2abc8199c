import Foundation
import Testing

@testable import FileKind

/// A presentation is one value: a third one changes rows without any
/// change elsewhere, and the command writes every field the library's row has.
@Suite struct PresentationTests {
  static let now = Date(timeIntervalSince1970: 1_773_921_600)

  /// A made-up third presentation, unlike both shipped ones in every field.
  static let widget = RowPresentation(
    name: "widget",
    subtitle: SubtitleStyle(size: .compact, date: .named, separator: " • "),
    iconTint: .solid, folderIconTint: .textSecondary, countsFolderItems: true,
    folderAccessories: [TintedGlyph(glyph: "chevron", tint: .solid)],
    resumePointAccessories: [TintedGlyph(glyph: "clock", tint: .solid)],
    offlineMark: TintedGlyph(glyph: "check", tint: .solid),
    downloadingMark: nil,
    actionRules: [
      .swipe: [ActionPolicy.Rule(.play, "Watch", kinds: [.video])],
      .menu: [ActionPolicy.Rule(.trash, "Bin", role: .destructive, retitles: [(.trashOff, "Erase")])],
    ],
    emptyStates: EmptyState.Wording(
      emptyFolder: EmptyState(title: "Nothing", message: "Empty.", glyph: nil, action: nil),
      noResultsInFolder: EmptyState(title: "{query}?", message: "No {query} here.", glyph: nil, action: nil),
      noResultsInAccount: EmptyState(title: "None", message: "No {query} at all.", glyph: nil, action: nil)))

  @Test func aThirdPresentationIsOneValue() {
    let renderer = RowRenderer(presentation: Self.widget, trashEnabled: false, now: Self.now, timeZone: .gmt)
    let video = renderer.row(
      for: FileEntry(
        name: "a.mkv", isFolder: false, size: 8_000_000_000, date: Self.now - 7200,
        flags: [.resumePoint, .downloading]))
    let size = SizeFormatter(.compact).string(8_000_000_000)
    let date = RelativeDateFormatter(.named, now: Self.now, timeZone: .gmt).string(for: Self.now - 7200)
    #expect(video.subtitle == "\(size) • \(date)")
    #expect(video.icon == TintedGlyph(glyph: IconKind.video.glyph, tint: .solid))
    #expect(video.trailing.map(\.glyph) == ["clock"])
    #expect(video.offlineMark == nil)
    #expect(video.swipe.map(\.title) == ["Watch"])
    #expect(video.menu.map(\.title) == ["Erase"])
    #expect(video.more.isEmpty)
    let folder = renderer.row(
      for: FileEntry(name: "Films", isFolder: true, size: 1, date: Self.now, itemCount: 3, flags: [.offline]))
    #expect(folder.subtitle == "3 items")
    #expect(folder.icon.tint == .textSecondary)
    #expect(folder.trailing.map(\.glyph) == ["chevron"])
    #expect(folder.offlineMark?.glyph == "check")
    #expect(folder.swipe.isEmpty)
    #expect(RowPresentation(named: "widget") == nil, "only shipped presentations are found by name")
  }

  @Test func emptyStatesPutTheQueryInOnce() {
    let state = EmptyState(
      presentation: Self.widget, situation: .noSearchResults(query: "{query}", scope: .folder))
    #expect(state.title == "{query}?")
    #expect(state.message == "No {query} here.")
    let account = EmptyState(
      presentation: Self.widget, situation: .noSearchResults(query: "x", scope: .account))
    #expect(account.message == "No x at all.")
  }

  @Test func separatorsAreCutAtAWholeCharacter() {
    // Seven ASCII bytes and a two-byte character: nine bytes, so the
    // character does not fit and is left out whole.
    let style = SubtitleStyle(size: .compact, date: .timeAgo, separator: " ------·")
    let formatter = SubtitleFormatter(style: style, now: Self.now, timeZone: .gmt)
    #expect(formatter.style.separator == " ------")
    #expect(formatter.string(size: 1_000_000, date: Self.now - 7200) == "1 MB ------2 hours ago")
    for presentation in RowPresentation.all {
      #expect(
        SubtitleFormatter(style: presentation.subtitle, now: Self.now, timeZone: .gmt).style
          == presentation.subtitle)
    }
  }

  @Test func presentationsCompareByValue() {
    #expect(RowPresentation.swiftUI == RowPresentation(named: "swiftui"))
    #expect(RowPresentation.swiftUI != RowPresentation.uiKit)
    let copy = RowPresentation(
      name: "uikit", subtitle: RowPresentation.uiKit.subtitle, iconTint: .textSecondary,
      folderIconTint: .yellowSolid, countsFolderItems: false,
      folderAccessories: RowPresentation.uiKit.folderAccessories,
      resumePointAccessories: RowPresentation.uiKit.resumePointAccessories,
      offlineMark: RowPresentation.uiKit.offlineMark, downloadingMark: RowPresentation.uiKit.downloadingMark,
      actionRules: RowPresentation.uiKit.actionRules, emptyStates: RowPresentation.uiKit.emptyStates)
    #expect(copy == RowPresentation.uiKit)
    #expect(Set([copy, RowPresentation.uiKit, RowPresentation.swiftUI]).count == 2)
  }

  @Test func aRowIsItsTemplateAndItsTexts() {
    for presentation in RowPresentation.all {
      let renderer = RowRenderer(presentation: presentation, now: Self.now, timeZone: .gmt)
      for kind in IconKind.allCases {
        for flags: EntryFlags in [
          [], [.shared], [.offline, .resumePoint], [.needsConversion, .downloading],
        ] {
          let entry = FileEntry(
            name: "x", isFolder: kind == .folder, size: 5, date: Self.now, resolvedKind: kind, flags: flags)
          let row = renderer.row(for: entry)
          #expect(row.template == renderer.template(kind: row.kind, flags: flags))
          #expect(row.texts == RowTexts(size: row.size, date: row.date, subtitle: row.subtitle))
        }
      }
    }
  }

  /// Flags from the listing's comma-separated words, read with the
  /// library's own spellings.
  static func flags(_ words: String) -> EntryFlags {
    var flags: EntryFlags = []
    for word in words.split(separator: ",") {
      for (flag, names) in EntryFlags.spellings where names.contains(where: { "\($0)" == word }) {
        flags.insert(flag)
      }
    }
    return flags
  }

  /// One row schema: for every kind, every set of flags, both
  /// presentations and both trash settings, the line `filekind rows`
  /// writes is the JSON `FileRow`'s `Codable` form encodes, and it decodes
  /// back into the library's row.
  @Test func theCommandWritesTheLibrarysRowSchema() throws {
    let names: [(String, Bool)] = [
      ("Films", true), ("a.mkv", false), ("a.mp3", false), ("a.jpg", false), ("a.pdf", false),
      ("a.zip", false), ("a.bin", false),
    ]
    let allFlags: [EntryFlags] = [
      .shared, .sharedRoot, .needsConversion, .offline, .downloading, .resumePoint,
    ]
    var lines: [String] = []
    var entries: [FileEntry] = []
    for (i, (name, folder)) in names.enumerated() {
      for set in 0..<(1 << allFlags.count) {
        let flags = EntryFlags(allFlags.enumerated().filter { set & 1 << $0.offset != 0 }.map(\.element))
        let words = EntryFlags.spellings.filter { flags.contains($0.flag) }.map { "\($0.names[0])" }
        let size = Int64(1 + i * 7_654_321 * (set + 1))
        let seconds = Self.now.timeIntervalSince1970 - Double(i * 86_400 + set * 3_700)
        let items = folder && set % 2 == 0 ? set * 40 : nil
        let flagColumn = ((folder ? ["folder"] : []) + words).joined(separator: ",")
        lines.append("\(name)\t\(size)\t\(Int(seconds))\t\(flagColumn)\t\(items.map(String.init) ?? "")")
        entries.append(
          FileEntry(
            name: name, isFolder: folder, size: size, date: Date(timeIntervalSince1970: Double(Int(seconds))),
            itemCount: items, flags: flags))
      }
    }
    #expect(entries.count == RowKey.count)
    let input = Data(lines.joined(separator: "\n").utf8 + [0x0A])
    for presentation in RowPresentation.all {
      for trash in [true, false] {
        let out = try CommandTests.run(
          [
            "rows", "--tier", presentation.name, "--now", String(Int(Self.now.timeIntervalSince1970)),
            "--time-zone", "UTC", "--trash", trash ? "on" : "off",
          ], input: input)
        #expect(out.status == 0, "\(out.stderr)")
        let renderer = RowRenderer(
          presentation: presentation, trashEnabled: trash, now: Self.now, timeZone: .gmt)
        let written = String(decoding: out.stdout, as: UTF8.self).split(separator: "\n")
        #expect(written.count == entries.count)
        for (line, entry) in zip(written, entries) {
          let row = renderer.row(for: entry)
          let encoded = try JSONEncoder().encode(row)
          let command = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
          let library = try #require(try JSONSerialization.jsonObject(with: encoded) as? NSDictionary)
          #expect(command == library, "\(presentation.name) trash=\(trash) \(entry.name) \(entry.flags)")
          #expect(try JSONDecoder().decode(FileRow.self, from: Data(line.utf8)) == row)
        }
      }
    }
  }
}
