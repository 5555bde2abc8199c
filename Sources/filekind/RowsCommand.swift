import FileKind
import Foundation

/// `filekind rows`: renders a tab-separated listing from stdin as JSON lines.
struct RowsCommand {
  let renderer: RowRenderer

  init(parsing arguments: [String]) {
    var tier: AppTier?
    var now = Date()
    var zone = TimeZone.current
    var trash = true
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      if flag == "-h" || flag == "--help" {
        print(Usage.text)
        SystemCalls.terminate(0)
      }
      guard let value = rest.popFirst() else { Usage.fail("\(flag) needs a value") }
      switch flag {
      case "--tier":
        guard let parsed = AppTier(rawValue: value) else {
          Usage.fail("--tier takes swiftui or uikit, not '\(value)'")
        }
        tier = parsed
      case "--now":
        guard let seconds = Double(value), seconds.isFinite else {
          Usage.fail("--now takes Unix epoch seconds, not '\(value)'")
        }
        now = Date(timeIntervalSince1970: seconds)
      case "--time-zone":
        guard let parsed = TimeZone(identifier: value) else {
          Usage.fail("unknown time zone '\(value)'")
        }
        zone = parsed
      case "--trash":
        guard value == "on" || value == "off" else { Usage.fail("--trash takes on or off") }
        trash = value == "on"
      default:
        Usage.fail("unknown option '\(flag)'")
      }
    }
    guard let tier else { Usage.fail("rows needs --tier swiftui|uikit") }
    renderer = RowRenderer(
      .init(tier: tier, trashEnabled: trash, now: now, timeZone: zone))
  }

  func run() -> Int32 {
    var out = JSONWriter(fd: 1)
    var reader = LineReader(fd: 0)
    var lineNumber = 0
    var bad = 0
    reader.forEachLine { line in
      lineNumber += 1
      switch ListingLine.parse(line) {
      case .failure(let error):
        bad += 1
        printError("filekind: line \(lineNumber): \(error.reason)")
      case .success(let parsed):
        write(parsed, rawName: UnsafeBufferPointer(rebasing: line[parsed.nameRange]), to: &out)
        out.flushIfFull()
      }
    }
    out.flush()
    return bad == 0 ? 0 : 1
  }

  func write(_ line: ListingLine, rawName: UnsafeBufferPointer<UInt8>, to out: inout JSONWriter) {
    let row = renderer.row(for: line.entry)
    out.raw("{\"name\":")
    out.string(bytes: rawName)
    out.raw(",\"kind\":")
    out.string(row.kind.rawValue)
    out.raw(",\"glyph\":")
    out.string(row.icon.glyph)
    out.raw(",\"tint\":")
    out.string(row.icon.tint.rawValue)
    out.raw(",\"size\":")
    out.string(row.size)
    out.raw(",\"date\":")
    out.string(row.date)
    out.raw(",\"subtitle\":")
    out.string(row.subtitle)
    out.raw(",\"tap\":")
    out.string(row.tap.rawValue)
    out.raw(",\"swipe\":")
    out.stringArray(row.swipe.map(\.title))
    out.raw(",\"more\":")
    out.stringArray(row.more.map(\.title))
    out.raw(",\"menu\":")
    out.stringArray(row.menu.map(\.title))
    out.raw(",\"trailing\":")
    out.stringArray(row.trailing.map(\.glyph))
    out.raw(",\"offline_mark\":")
    if let mark = row.offlineMark {
      out.raw("{\"glyph\":")
      out.string(mark.glyph)
      out.raw(",\"tint\":")
      out.string(mark.tint.rawValue)
      out.raw("}")
    } else {
      out.raw("null")
    }
    out.raw("}\n")
  }
}
