import FileKind

// Named time zones need ICU's data, which FoundationInternationalization
// brings; the rest of Foundation (and the time loading it takes at every
// start) is not needed where that module exists on its own.
#if canImport(FoundationInternationalization)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// `filekind rows`: renders a tab-separated listing from stdin as JSON lines,
/// on every core, in input order.
struct RowsCommand {
  let renderer: RowRenderer
  let jobs: Int

  init(parsing arguments: Arguments) {
    var arguments = arguments
    var tier: AppTier?
    var now = Date()
    var zone: TimeZone?
    var trash = true
    var jobs = SystemCalls.activeProcessors
    while let item = arguments.next() {
      guard case .option(let name, let inline) = item else {
        guard case .operand(let word) = item else { continue }
        Usage.fail(
          "rows takes no operands ('\(String(decoding: word, as: UTF8.self))'); the listing comes on standard input",
          command: "rows")
      }
      switch name {
      case "-h", "--help": Usage.show(Usage.rows)
      case "--tier":
        let value = arguments.text(of: name, inline: inline)
        guard let parsed = AppTier(rawValue: value) else {
          Usage.fail("--tier takes swiftui or uikit, not '\(value)'", command: "rows")
        }
        tier = parsed
      case "--now":
        let value = arguments.text(of: name, inline: inline)
        guard let seconds = Double(value), seconds.isFinite else {
          Usage.fail("--now takes Unix epoch seconds, not '\(value)'", command: "rows")
        }
        now = Date(timeIntervalSince1970: seconds)
      case "--time-zone":
        let value = arguments.text(of: name, inline: inline)
        guard let parsed = TimeZone(identifier: value) else {
          Usage.fail("unknown time zone '\(value)'", command: "rows")
        }
        zone = parsed
      case "--trash":
        let value = arguments.text(of: name, inline: inline)
        guard value == "on" || value == "off" else {
          Usage.fail("--trash takes on or off, not '\(value)'", command: "rows")
        }
        trash = value == "on"
      case "--jobs", "-j": jobs = arguments.jobs(of: name, inline: inline)
      default:
        Usage.fail("unknown option '\(name)'", command: "rows")
      }
    }
    guard let tier else { Usage.fail("rows needs --tier swiftui|uikit", command: "rows") }
    // The device's zone is looked up only when none was named: it costs a
    // millisecond of every start.
    renderer = RowRenderer(
      .init(tier: tier, trashEnabled: trash, now: now, timeZone: zone ?? TimeZone.current))
    self.jobs = jobs
  }

  /// One chunk of the listing and what rendering it produced.
  final class Chunk {
    /// The chunk's own renderer and fragments: objects one thread touches
    /// alone, so no reference count is shared between cores per line.
    let json: RowJSON
    init(json: RowJSON) { self.json = json }
    let input = ByteBuffer(capacity: LineChunker.chunkSize + (1 << 16))
    let output = ByteBuffer(capacity: 4 * LineChunker.chunkSize)
    /// Bad lines, by their number within the chunk (from 1).
    var errors: [(line: Int, reason: String)] = []
    var lines = 0
  }

  func run() -> Int32 {
    let settings = renderer.settings
    var chunker = LineChunker(fd: 0)
    let out = OutputStream(fd: 1)
    var linesBefore = 0
    var bad = 0
    // The fragments are rendered once; each chunk takes its own copy.
    let first = RowJSON(renderer: renderer)
    let pipeline = Pipeline(jobs: jobs) {
      Chunk(json: RowJSON(copying: first, renderer: RowRenderer(settings)))
    }
    pipeline.run(
      fill: { chunker.fill($0.input) },
      work: { chunk in
        chunk.output.removeAll()
        chunk.errors.removeAll(keepingCapacity: true)
        var line = 0
        LineChunker.forEachLine(in: chunk.input, separator: 0x0A) { bytes in
          line += 1
          if ListingLine.isBlank(bytes) { return }
          switch ListingLine.parse(bytes) {
          case .success(let parsed): chunk.json.write(parsed, line: bytes, to: chunk.output)
          case .failure(let error): chunk.errors.append((line, error.reason))
          }
        }
        chunk.lines = line
      },
      emit: { chunk in
        out.write(chunk.output)
        for error in chunk.errors {
          printError("filekind: line \(linesBefore + error.line): \(error.reason)")
        }
        bad += chunk.errors.count
        linesBefore += chunk.lines
      })
    return bad == 0 ? 0 : 1
  }
}

/// A row as JSON, written straight into a buffer. Everything a row shows
/// but its name and texts depends only on its kind and flags, so those
/// parts are taken, once, from the renderer's own rows and kept as bytes;
/// a line then costs its parsing, its name, its subtitle and two copies.
/// `@unchecked Sendable`: the fragments are written once, in `init`, and only
/// read after; the renderer is `Sendable` itself.
final class RowJSON: @unchecked Sendable {
  let renderer: RowRenderer
  /// `,"kind":…,"size":"` and `","tap":…}\n` by kind and flags, in one
  /// block of memory: no reference counting per line, which two threads
  /// would otherwise contend for.
  let fragments: UnsafeMutablePointer<UInt8>
  /// The size of `fragments`.
  let byteCount: Int
  /// Where each head and tail lies in `fragments`.
  let heads: UnsafeMutablePointer<(start: Int, count: Int)>
  let tails: UnsafeMutablePointer<(start: Int, count: Int)>

  static func index(_ kind: IconKind, _ flags: EntryFlags) -> Int {
    kind.ordinal * 64 + Int(flags.rawValue & 63)
  }

  init(renderer: RowRenderer) {
    self.renderer = renderer
    var headBytes: [[UInt8]] = []
    var tailBytes: [[UInt8]] = []
    let now = renderer.settings.now
    // In the order of `index(_:_:)`: `ordinal` is the position in `allCases`.
    for kind in IconKind.allCases {
      for bits in 0..<64 {
        let flags = EntryFlags(rawValue: UInt8(bits))
        let row = renderer.row(
          for: FileEntry(name: "x", isFolder: kind == .folder, size: 0, date: now, kind: kind, flags: flags))
        let head = ByteBuffer(capacity: 256)
        head.append(",\"kind\":")
        JSONWriter.string(row.kind.rawValue, to: head)
        head.append(",\"glyph\":")
        JSONWriter.string(row.icon.glyph, to: head)
        head.append(",\"tint\":")
        JSONWriter.string(row.icon.tint.rawValue, to: head)
        head.append(",\"size\":\"")
        headBytes.append(Array(head.bytes))
        let tail = ByteBuffer(capacity: 512)
        tail.append("\",\"tap\":")
        JSONWriter.string(row.tap.rawValue, to: tail)
        tail.append(",\"swipe\":")
        JSONWriter.stringArray(row.swipe.map(\.title), to: tail)
        tail.append(",\"more\":")
        JSONWriter.stringArray(row.more.map(\.title), to: tail)
        tail.append(",\"menu\":")
        JSONWriter.stringArray(row.menu.map(\.title), to: tail)
        tail.append(",\"trailing\":")
        JSONWriter.stringArray(row.trailing.map(\.glyph), to: tail)
        tail.append(",\"offline_mark\":")
        if let mark = row.offlineMark {
          tail.append("{\"glyph\":")
          JSONWriter.string(mark.glyph, to: tail)
          tail.append(",\"tint\":")
          JSONWriter.string(mark.tint.rawValue, to: tail)
          tail.append("}")
        } else {
          tail.append("null")
        }
        tail.append("}\n")
        tailBytes.append(Array(tail.bytes))
      }
    }
    let total = (headBytes + tailBytes).reduce(0) { $0 + $1.count }
    byteCount = total
    fragments = .allocate(capacity: total)
    heads = .allocate(capacity: headBytes.count)
    tails = .allocate(capacity: tailBytes.count)
    var offset = 0
    for (i, bytes) in headBytes.enumerated() {
      (fragments + offset).initialize(from: bytes, count: bytes.count)
      heads[i] = (offset, bytes.count)
      offset += bytes.count
    }
    for (i, bytes) in tailBytes.enumerated() {
      (fragments + offset).initialize(from: bytes, count: bytes.count)
      tails[i] = (offset, bytes.count)
      offset += bytes.count
    }
  }

  /// `other`'s fragments in memory of this object's own, for `renderer`
  /// (built with the same settings): a copy, not 448 rows rendered again.
  init(copying other: RowJSON, renderer: RowRenderer) {
    self.renderer = renderer
    let entries = IconKind.allCases.count * 64
    byteCount = other.byteCount
    fragments = .allocate(capacity: byteCount)
    fragments.initialize(from: other.fragments, count: byteCount)
    heads = .allocate(capacity: entries)
    heads.initialize(from: other.heads, count: entries)
    tails = .allocate(capacity: entries)
    tails.initialize(from: other.tails, count: entries)
  }

  deinit {
    fragments.deallocate()
    heads.deallocate()
    tails.deallocate()
  }

  @inline(__always)
  func fragment(_ range: (start: Int, count: Int)) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: fragments + range.start, count: range.count)
  }

  func write(_ parsed: ListingLine, line: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
    let name = UnsafeBufferPointer(rebasing: line[parsed.nameRange])
    let kind = parsed.isFolder ? .folder : NameClassifier.kind(ofUTF8: name)
    let key = Self.index(kind, parsed.flags)
    out.append("{\"name\":")
    JSONWriter.string(name, to: out, knownPlain: parsed.nameIsPlainJSON)
    out.append(fragment(heads[key]))
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SubtitleFormatter.maximumLength) { texts in
      let parts = renderer.writeTexts(
        size: parsed.size, date: Date(timeIntervalSince1970: parsed.seconds), into: texts)
      // The texts are plain UTF-8 with nothing to escape: copy them as they are.
      let all = UnsafeBufferPointer(texts)
      out.append(UnsafeBufferPointer(rebasing: all[0..<parts.sizeEnd]))
      out.append("\",\"date\":\"")
      out.append(UnsafeBufferPointer(rebasing: all[parts.dateStart..<parts.end]))
      out.append("\",\"subtitle\":\"")
      out.append(UnsafeBufferPointer(rebasing: all[0..<parts.end]))
    }
    out.append(fragment(tails[key]))
  }
}
