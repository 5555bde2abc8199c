// The calls an app makes per row, and the batch call the sync engine makes
// on ingest. Run it: swift run filekind-example
import FileKind
import Foundation

let now = Date(timeIntervalSince1970: 1_773_921_600)  // 2026-03-19 12:00 UTC
let day = 86_400.0

// 1. Once per render pass: a renderer for the tier, trash setting, now, zone.
let renderer = RowRenderer(.init(presentation: .uiKit, trashEnabled: true, now: now, timeZone: .gmt))

// 2. Per row: one call gives the icon, subtitle, tap, actions and marks.
let entries = [
  FileEntry(name: "Movies", isFolder: true, size: 8_000_000_000, date: now - 7_200),
  FileEntry(
    name: "Seinfeld.S09E23.The.Finale.Part.2.720p.HDTV.x264-FLEET.mkv", size: 1_170_000_000,
    date: now - 5 * day, flags: [.resumePoint]),
  FileEntry(
    name: "podcast_ep127_final_mixdown_v2.mp3", size: 84_200_000, date: now - 8 * day, flags: [.offline]),
]
for entry in entries {
  let row = renderer.row(for: entry)
  print("\(row.icon.glyph) \(row.name)")
  print("  \(row.subtitle)  tap: \(row.tap.rawValue)")
  print("  swipe: \(row.swipe.map(\.title))  more: \(row.more.map(\.title))")
  if !row.trailing.isEmpty { print("  trailing: \(row.trailing.map(\.glyph))") }
  if let mark = row.offlineMark { print("  offline: \(mark.glyph) \(mark.tint.rawValue)") }
}

// 3. Per row, piecemeal (what a SwiftUI cell might call on its own).
let subtitle = SubtitleFormatter(style: RowPresentation.swiftUI.subtitle, now: now, timeZone: .gmt)
print(NameClassifier.kind(of: "IMG_4392.HEIC").glyph, subtitle.string(size: 2_400_000, date: now - 183 * day))

// 4. Ingest: the sync engine resolves a batch, bytes first.
let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Corpus/samples").standardized
let ingest = ["html-error-page.mkv", "zip-named.mp4", "sample.m4a", "sample.ts"].map { name in
  KindSignals(
    name: name,
    sniffed: try? ContentSniffer.shared.sniff(path: samples.appendingPathComponent(name).path).type,
    fileType: "VIDEO")
}
for (signals, resolution) in zip(ingest, KindResolver.resolve(batch: ingest)) {
  print("ingest \(signals.name): \(resolution.kind.rawValue) (by \(resolution.source.rawValue))")
}

// 5. The next render pass (a real clock): move the renderer, and ask when
//    the visible rows next change so the list redraws exactly then.
let nextPass = renderer.moved(to: now.addingTimeInterval(0.25))
if let refresh = nextPass.nextChange(for: entries) {
  print("refresh in \(Int(refresh.timeIntervalSince(nextPass.settings.now))) s")
}

// 6. The list around the rows: a folder sorted as its ⋯ menu says (the
//    row's date follows the sort), searched, or empty.
let folder = [
  FileEntry(name: "The.Wire.S03E10.mkv", size: 3_420_000_000, date: now - 2 * day, added: now - 40 * day),
  FileEntry(name: "The.Wire.S03E04.mkv", size: 3_420_000_000, date: now - 3 * day, added: now - 50 * day),
  FileEntry(name: "2024", isFolder: true, size: 12_000_000_000, date: now - day, itemCount: 12),
]
let sort = (try? ListingSort(parsing: "DATE_DESC")) ?? .default
let list = RowRenderer(.init(presentation: .swiftUI, now: now, timeZone: .gmt, rowDate: sort.rowDate))
for row in list.rows(for: NameSearch("s03e").filter(sort.sorted(folder))) {
  print("list \(sort): \(row.name)  \(row.subtitle)")
}
print("menu:", sort.menu.map { $0.isSelected ? "[\($0.title): \($0.detail ?? "")]" : $0.title })
print("header:", list.row(for: folder[2]).subtitle)
let empty = EmptyState(
  presentation: .swiftUI, situation: .noSearchResults(query: "the.wire.s09", scope: .folder))
print("empty: \(empty.title) / \(empty.message) / \(empty.action?.title ?? "-")")

// 7. Folder item counts, as a SwiftUI folder row reads them.
print("count:", ItemCountFormatter.string(128), ItemCountFormatter.string(1))

// 8. Finder order as bytes: a key per name, for a database index or a
//    distributed sort; sorting by stored keys is a byte sort.
let names = ["S03E10.mkv", "s03e4.mkv", "Ångström.flac", "10 Years.mp3"]
let keys = names.map { NameSortKey(for: $0) }
print("by key:", NameSortKey.sortedIndices(keys).map { names[$0] }, "key:", keys[0].base64EncodedString)

// 9. Content on every core: a batch of paths, answered in order.
let paths = ["sample.mkv", "sample.flac", "html-error-page.mkv"].map {
  samples.appendingPathComponent($0).path
}
for (path, answer) in zip(paths, ContentSniffer.shared.sniff(paths: paths)) {
  print(
    "sniffed \(URL(fileURLWithPath: path).lastPathComponent): \((try? answer.get())?.type.name ?? "unreadable")"
  )
}

// 10. put.io's API: a /v2/files/list page's bytes straight to entries and rows.
let page = try PutioPage(
  reading: Array(
    #"{"files":[{"id":7,"name":"Tears.of.Steel.2012.mkv","file_type":"VIDEO","size":1200000000,"#.utf8)
    + Array(
      #""created_at":"2026-03-12T09:00:00"},{"id":8,"name":"x","file_type":"VIDEO"}],"cursor":null}"#.utf8))
for file in page.files { print("page file \(file.id): \(renderer.row(for: file.entry).subtitle)") }
print(
  "next page:", page.cursor ?? "none", " problems:", page.problems.map { "file \($0.index ?? -1): \($0.key)" }
)
