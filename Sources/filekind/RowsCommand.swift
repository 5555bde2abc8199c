import FileKind
import FileKindCommandCore

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
  /// `--sort`: the whole listing is read, then written in this order.
  let sort: ListingSort?
  /// `--search`: only the rows whose names match are written.
  let search: NameSearch?
  /// `--input`: what standard input holds.
  let input: Input

  /// What `rows` reads.
  enum Input: String {
    /// The tab-separated listing.
    case tsv
    /// put.io API pages (JSON), back to back or one a line.
    case putio
  }

  /// Unix seconds from 0001-01-01 to 9999-12-31 23:59:59 UTC.
  static let nowRange = ListingLine.secondsRange

  /// `rows`' options, declared once.
  static let options = OptionTable(
    command: "rows",
    [
      OptionSpec(["--tier"], value: "swiftui|uikit", "which app's rows to render (required)"),
      OptionSpec(["--input"], value: "tsv|putio", "what standard input holds (default: tsv)"),
      OptionSpec(["--now"], value: "EPOCH", "the moment dates are relative to (default: now)"),
      OptionSpec(["--time-zone"], value: "ID", "IANA zone for calendar days (default: the system's)"),
      OptionSpec(["--trash"], value: "on|off", "whether delete moves to the trash (default: on)"),
      OptionSpec(
        ["--sort"], value: "KEY_DIR",
        "order the rows as put.io's sort_by does: KEY one of NAME, SIZE, DATE (added), MODIFIED, TYPE, WATCH; "
          + "DIR ASC or DESC (NAME_ASC, DATE_DESC...), in any case. Equal keys keep the listing's order. The "
          + "whole listing is read before the first row is written. Under DATE_* each row tells when it was added"
      ),
      OptionSpec(
        ["--search"], value: "QUERY",
        "keep the rows whose names contain QUERY, ignoring case and accents (as Foundation's "
          + "localizedStandardContains); an empty QUERY is refused, as it matches no name"),
      Usage.jobsOption(
        "threads rendering chunks of lines (default: every core); the output is the same for every N"),
    ])

  init(parsing tokens: [[UInt8]]) {
    let parsed = Usage.parse(tokens, Self.options, help: Usage.rows)
    if let word = parsed.operands.first {
      Usage.fail(
        "rows takes no operands ('\(Shown.text(word))'); the listing comes on standard input", command: "rows"
      )
    }
    var presentation: RowPresentation?
    var now = Date()
    var zone: TimeZone?
    var trash = true
    var jobs = SystemCalls.activeProcessors
    var sort: ListingSort?
    var search: NameSearch?
    var input = Input.tsv
    for (key, _, value) in parsed.options {
      let text = Usage.text(value)
      switch key {
      case "--tier": presentation = Usage.presentation(value, command: "rows")
      case "--now":
        // Years 1 to 9999, as Foundation's calendar reads them: a count of
        // milliseconds (13 digits) is refused, not read as year 58,000.
        guard let seconds = Double(text), Self.nowRange.contains(seconds) else {
          Usage.fail(
            "--now takes Unix epoch seconds from year 1 to 9999 (\(Int(Self.nowRange.lowerBound)) to "
              + "\(Int(Self.nowRange.upperBound))), not '\(Shown.text(text))'", command: "rows")
        }
        now = Date(timeIntervalSince1970: seconds)
      case "--time-zone":
        guard let parsed = TimeZone(identifier: text) else {
          Usage.fail("unknown time zone '\(Shown.text(text))'", command: "rows")
        }
        zone = parsed
      case "--trash":
        // Words read in any case, as --sort's are (ON, Off).
        guard text.lowercased() == "on" || text.lowercased() == "off" else {
          Usage.fail("--trash takes on or off, not '\(Shown.text(text))'", command: "rows")
        }
        trash = text.lowercased() == "on"
      case "--jobs": jobs = Usage.jobs(value, command: "rows")
      case "--sort":
        do {
          // The API's spelling, in any case (name_asc is NAME_ASC).
          sort = try ListingSort(parsing: text.uppercased())
        } catch {
          Usage.fail(
            "--sort takes KEY_ASC or KEY_DESC, KEY one of "
              + ListingSort.Key.allCases.map(\.rawValue).joined(separator: ", ")
              + ", not '\(Shown.text(error.value))'", command: "rows")
        }
      case "--search":
        // Foundation's localizedStandardContains("") is false for every
        // name: an empty query is refused rather than quietly keeping all.
        guard !text.isEmpty else {
          Usage.fail("--search needs a query; an empty one matches no name", command: "rows")
        }
        search = NameSearch(text)
      case "--input":
        guard let parsed = Input(rawValue: text.lowercased()) else {
          Usage.fail("--input takes tsv or putio, not '\(Shown.text(text))'", command: "rows")
        }
        input = parsed
      default: break
      }
    }
    guard let presentation else { Usage.fail("rows needs --tier swiftui|uikit", command: "rows") }
    // The device's zone is looked up only when none was named: it costs a
    // millisecond of every start.
    renderer = RowRenderer(
      .init(
        presentation: presentation, trashEnabled: trash, now: now, timeZone: zone ?? TimeZone.current,
        rowDate: sort?.rowDate ?? .modified))
    self.jobs = jobs
    self.sort = sort
    self.search = search
    self.input = input
  }

  /// One chunk of the listing and what rendering it produced.
  final class Chunk {
    /// The chunk's own renderer and fragments: objects one thread touches
    /// alone, so no reference count is shared between cores per line.
    let json: RowJSON
    init(json: RowJSON) { self.json = json }
    let input = LineBlock()
    /// Room for the JSON of a chunk of ordinary lines (about six times its
    /// input): pages of its own, touched only as they are written.
    let output = ByteBuffer(capacity: 16 * LineChunker.chunkSize)
    /// Bad lines, by their number within the chunk (from 1).
    var errors: [(line: Int, reason: String)] = []
    var lines = 0
  }

  func run() -> ExitStatus {
    if input == .putio { return runPages() }
    if let sort { return runSorted(sort) }
    let settings = renderer.settings
    var chunker = LineChunker(fd: 0)
    // A row's JSON is up to twenty times a short line: half-size chunks
    // keep the chunks in flight within 64 MB.
    chunker.target = LineChunker.chunkSize / 2
    let out = OutputStream(fd: 1)
    var linesBefore = 0
    var bad = 0
    // The fragments are rendered once; each chunk reads them through its own object.
    let first = RowJSON(renderer: renderer)
    let pipeline = Pipeline(jobs: jobs) {
      Chunk(json: RowJSON(sharing: first, renderer: RowRenderer(settings)))
    }
    pipeline.run(
      fill: { chunker.fill($0.input) },
      cost: { $0.input.bytes.bytes.count },
      work: { chunk in
        chunk.output.removeAll()
        chunk.errors.removeAll(keepingCapacity: true)
        var line = 0
        LineChunker.forEachLine(in: chunk.input, separator: 0x0A) { bytes in
          line += 1
          switch read(bytes) {
          case .kept(let parsed): chunk.json.write(parsed, line: bytes!, to: chunk.output)
          case .skipped: break
          case .bad(let reason): chunk.errors.append((line, reason))
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
    if let error = chunker.readError {
      printError("filekind: cannot read the input: \(error.description)")
      return .badInput
    }
    return bad == 0 ? .success : .badInput
  }
}

extension RowsCommand {
  /// What one line of the listing comes to.
  enum LineReading {
    /// A row to write.
    case kept(ListingLine)
    /// A blank line, or a row `--search` leaves out.
    case skipped
    /// A line refused, and why.
    case bad(String)
  }

  /// Reads one line (`nil`: a line refused as too long): the one rule
  /// both the streaming and the sorting paths follow.
  func read(_ bytes: UnsafeBufferPointer<UInt8>?) -> LineReading {
    guard let bytes else { return .bad(LineChunker.overlongReason) }
    if ListingLine.isBlank(bytes) { return .skipped }
    switch ListingLine.parse(bytes) {
    case .success(let parsed):
      if let search, !search.matches(utf8: UnsafeBufferPointer(rebasing: bytes[parsed.nameRange])) {
        return .skipped
      }
      return .kept(parsed)
    case .failure(let error): return .bad(error.reason)
    }
  }

  /// `--sort`: reads the whole listing (it cannot know the first row before
  /// the last line), keeps the good lines that match `--search`, orders
  /// them stably and writes them. Bad lines are named as they are read.
  func runSorted(_ sort: ListingSort) -> ExitStatus {
    var chunker = LineChunker(fd: 0)
    let block = LineBlock()
    // Every kept line's bytes, one after another, and each one's parse.
    var kept: [UInt8] = []
    var starts: [Int] = []
    var parsedLines: [ListingLine] = []
    var lineNumber = 0
    var bad = 0
    while chunker.fill(block) {
      LineChunker.forEachLine(in: block, separator: 0x0A) { bytes in
        lineNumber += 1
        switch read(bytes) {
        case .kept(let parsed):
          starts.append(kept.count)
          kept.append(contentsOf: bytes!)
          parsedLines.append(parsed)
        case .skipped: break
        case .bad(let reason):
          printError("filekind: line \(lineNumber): \(reason)")
          bad += 1
        }
      }
    }
    if let error = chunker.readError {
      printError("filekind: cannot read the input: \(error.description)")
      return .badInput
    }
    starts.append(kept.count)
    let order = kept.withUnsafeBufferPointer { kept in
      let line = { (i: Int) in UnsafeBufferPointer(rebasing: kept[starts[i]..<starts[i + 1]]) }
      return Self.order(parsedLines, line: line, by: sort)
    }
    let json = RowJSON(renderer: renderer)
    let out = OutputStream(fd: 1)
    let buffer = ByteBuffer(capacity: 1 << 20)
    kept.withUnsafeBufferPointer { kept in
      for i in order {
        json.write(
          parsedLines[i], line: UnsafeBufferPointer(rebasing: kept[starts[i]..<starts[i + 1]]), to: buffer)
        if buffer.bytes.count >= 1 << 20 {
          out.write(buffer)
          buffer.removeAll()
        }
      }
    }
    out.write(buffer)
    return bad == 0 ? .success : .badInput
  }

  /// The positions of `lines` in `sort`'s order, ties in listing order:
  /// the library's sort, over the lines as they were parsed.
  static func order(
    _ lines: [ListingLine], line: (Int) -> UnsafeBufferPointer<UInt8>, by sort: ListingSort
  ) -> [Int] {
    sort.sortedIndices(of: lines.indices.map { SortedLine(parsed: lines[$0], bytes: line($0)) })
  }
}

/// A listing line as the library's sort reads it: the name and kind
/// computed from the line's bytes when the sort asks (once per line).
struct SortedLine: ListingSortable {
  let parsed: ListingLine
  let bytes: UnsafeBufferPointer<UInt8>

  private var nameBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[parsed.nameRange]) }
  var name: String { String(decoding: nameBytes, as: UTF8.self) }
  var size: Int64 { parsed.size }
  var date: Date { Date(timeIntervalSince1970: parsed.seconds) }
  var added: Date? { parsed.added.map(Date.init(timeIntervalSince1970:)) }
  var flags: EntryFlags { parsed.flags }
  var kind: IconKind {
    FileEntry.kind(
      resolved: NameClassifier.kind(ofUTF8: nameBytes), isFolder: parsed.isFolder, flags: parsed.flags)
  }
}
