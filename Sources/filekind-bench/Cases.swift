import BenchListing
import CAllocCounter
import FileKind
import Foundation

/// One timed case: a closure over `rows` rows returning a checksum of
/// everything it produced (so no work can be optimised away).
struct BenchCase {
  var name: String
  var rows: Int
  var pass: () -> Int
}

/// put.io's `file_type` and `content_type` for a kind, as the API sends them.
func apiSignals(_ kind: IconKind) -> (PutioFileType, String) {
  switch kind {
  case .folder: (.folder, "application/x-directory")
  case .video: (.video, "video/x-matroska")
  case .audio: (.audio, "audio/flac")
  case .image: (.image, "image/jpeg")
  case .document: (.pdf, "application/pdf")
  case .archive: (.archive, "application/zip")
  case .other: (.file, "application/octet-stream")
  }
}

/// Data several cases read, built when a case first asks for it and let go
/// when the case is done, so the bench holds one case's data at a time.
final class Shared<Value>: @unchecked Sendable {
  private var stored: Value?
  private let make: () -> Value

  init(_ make: @escaping () -> Value) {
    self.make = make
    SharedData.register { [weak self] in self?.stored = nil }
  }

  /// The data, built on first use.
  var value: Value {
    if let stored { return stored }
    let made = make()
    stored = made
    return made
  }
}

/// Every ``Shared`` box made, so the bench can let go of their data between
/// cases.
enum SharedData {
  nonisolated(unsafe) private static var releases: [() -> Void] = []

  static func register(_ release: @escaping () -> Void) { releases.append(release) }

  /// Lets go of every box's data (a case that runs again builds it again,
  /// on its untimed first pass).
  static func releaseAll() {
    for release in releases { release() }
    // Give what the case freed back to the system, every thread's arena
    // included: otherwise each every-core case leaves its rows resident in
    // its workers' arenas, and the next case's data is counted on top.
    fk_release_free_memory()
  }
}

/// FileKind's cases. Two clocks: the pinned `now` (a whole second) that
/// keeps strings reproducible, and the real clock apps pass (`Date()`, with
/// a fraction of a second), labelled `real_clock`.
struct FileKindCases {
  /// How many distinct rows the entry and signal cases are given (they go
  /// round them to do the listing's rows).
  static let distinctRows = 250_000

  /// What the search cases look for: part of a series' name, as typed.
  static let searchQuery = "wire"

  let listing: [BenchEntry]
  let now: Date
  let realNow: Date
  let zone: TimeZone

  init(listing: [BenchEntry], now: Date, zone: TimeZone) {
    self.listing = listing
    self.now = now
    // A fraction of a second, as `Date()` has; not the pinned whole second.
    realNow = now.addingTimeInterval(0.372_915)
    self.zone = zone
  }

  func all() -> [BenchCase] {
    let rows = listing.count
    let zone = zone
    let now = now
    let realNow = realNow
    let tabular = SizeFormatter(.tabular)
    let compact = SizeFormatter(.compact)
    let named = RelativeDateFormatter(.named, now: now, timeZone: zone)
    let ago = RelativeDateFormatter(.timeAgo, now: now, timeZone: zone)
    let namedReal = RelativeDateFormatter(.named, now: realNow, timeZone: zone)
    let swiftui = SubtitleFormatter(style: RowPresentation.swiftUI.subtitle, now: now, timeZone: zone)
    let uikit = SubtitleFormatter(style: RowPresentation.uiKit.subtitle, now: now, timeZone: zone)
    let renderers = RowPresentation.all.map { RowRenderer(.init(presentation: $0, now: now, timeZone: zone)) }
    let realRenderers = RowPresentation.all.map {
      RowRenderer(.init(presentation: $0, now: realNow, timeZone: zone))
    }
    let listing = listing
    // What the cases read, built on a case's first (untimed) pass and let
    // go after it (``SharedData/releaseAll()``): the bench holds one case's
    // data at a time, not every case's. Entries and signals (150 bytes a
    // row and more) are made for the listing's first `distinct` rows, which
    // the cases go through again until they have done `rows` rows: the same
    // work per row, in a quarter of the memory at a million rows.
    let distinct = min(rows, Self.distinctRows)
    let entriesData = Shared {
      listing.prefix(distinct).map {
        FileEntry(name: $0.name, isFolder: $0.isFolder, size: $0.size, date: $0.date)
      }
    }
    // Every put.io entry carries `file_type` and `content_type`.
    let signalEntriesData = Shared {
      listing.prefix(distinct).map {
        let (fileType, contentType) = apiSignals(NameClassifier.kind(of: $0.name))
        return FileEntry(
          name: $0.name, isFolder: $0.isFolder, size: $0.size, date: $0.date, fileType: fileType,
          contentType: MediaType(contentType))
      }
    }
    let namesData = Shared { listing.map(\.name) }
    // Formatters take sizes and dates: iterate those, not whole rows, so the
    // loop does not retain and release every row's name.
    let sizesData = Shared { listing.map(\.size) }
    let datesData = Shared { listing.map(\.date) }
    func rowModel(_ renderers: [RowRenderer], _ entriesData: Shared<[FileEntry]>) -> () -> Int {
      {
        // Half the rows through each tier's renderer.
        let entries = entriesData.value
        var sum = 0
        var k = 0
        for i in 0..<rows {
          let row = renderers[i & 1].row(for: entries[k])
          sum &+= row.subtitle.utf8.count &+ row.swipe.count &+ row.menu.count &+ row.trailing.count
          k = k + 1 == entries.count ? 0 : k + 1
        }
        return sum
      }
    }
    var cases: [BenchCase] = [
      BenchCase(name: "kind_by_name", rows: rows) {
        namesData.value.withUnsafeBufferPointer { names in
          var sum = 0
          for i in names.indices { sum &+= NameClassifier.kind(of: names[i]).ordinal }
          return sum
        }
      },
      BenchCase(name: "row_model", rows: rows, pass: rowModel(renderers, entriesData)),
      BenchCase(name: "row_model_real_clock", rows: rows, pass: rowModel(realRenderers, entriesData)),
      BenchCase(name: "row_model_signals", rows: rows, pass: rowModel(realRenderers, signalEntriesData)),
      BenchCase(name: "size_tabular", rows: rows) {
        sizesData.value.reduce(0) { $0 &+ tabular.string($1).utf8.count }
      },
      BenchCase(name: "size_compact", rows: rows) {
        sizesData.value.reduce(0) { $0 &+ compact.string($1).utf8.count }
      },
      BenchCase(name: "date_named", rows: rows) {
        datesData.value.reduce(0) { $0 &+ named.string(for: $1).utf8.count }
      },
      BenchCase(name: "date_named_real_clock", rows: rows) {
        datesData.value.reduce(0) { $0 &+ namedReal.string(for: $1).utf8.count }
      },
      BenchCase(name: "date_time_ago", rows: rows) {
        datesData.value.reduce(0) { $0 &+ ago.string(for: $1).utf8.count }
      },
      BenchCase(name: "subtitle_swiftui", rows: rows) {
        let (sizes, dates) = (sizesData.value, datesData.value)
        var sum = 0
        for i in sizes.indices { sum &+= swiftui.string(size: sizes[i], date: dates[i]).utf8.count }
        return sum
      },
      BenchCase(name: "subtitle_uikit", rows: rows) {
        let (sizes, dates) = (sizesData.value, datesData.value)
        var sum = 0
        for i in sizes.indices { sum &+= uikit.string(size: sizes[i], date: dates[i]).utf8.count }
        return sum
      },
      BenchCase(name: "subtitle_buffer", rows: rows) {
        let (sizes, dates) = (sizesData.value, datesData.value)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SubtitleFormatter.maximumLength) {
          buffer in
          var sum = 0
          for i in sizes.indices {
            let n = swiftui.write(size: sizes[i], date: dates[i], into: buffer) ?? 0
            sum &+= n &+ Int(buffer[0])
          }
          return sum
        }
      },
    ]
    // The SwiftUI entry points, as `Text(value, format:)` calls them: the
    // date style with no `now` reads the real clock on every call.
    let styleRows = min(rows, 200_000)
    let sizeStyle = FileKindSizeFormatStyle<Int64>(.tabular)
    let dateStyle = FileKindRelativeDateFormatStyle(.named, timeZone: zone)
    cases += [
      BenchCase(name: "size_style", rows: styleRows) {
        let sizes = sizesData.value
        var sum = 0
        for i in 0..<styleRows { sum &+= sizes[i].formatted(sizeStyle).utf8.count }
        return sum
      },
      BenchCase(name: "date_style_real_clock", rows: styleRows) {
        let dates = datesData.value
        var sum = 0
        for i in 0..<styleRows { sum &+= dates[i].formatted(dateStyle).utf8.count }
        return sum
      },
    ]
    // A renderer per render pass, each for a new real-clock `now`.
    let builds = min(rows, 20_000)
    cases += [
      BenchCase(name: "renderer_new", rows: builds) {
        var sum = 0
        for i in 0..<builds {
          let settings = RowRenderer.Settings(
            presentation: i & 1 == 0 ? .swiftUI : .uiKit, now: realNow.addingTimeInterval(Double(i) * 0.016),
            timeZone: zone)
          sum &+= RowRenderer(settings).settings.presentation.countsFolderItems ? 1 : 2
        }
        return sum
      },
      BenchCase(name: "renderer_moved", rows: builds) {
        var sum = 0
        for i in 0..<builds {
          let moved = realRenderers[i & 1].moved(to: realNow.addingTimeInterval(Double(i) * 0.016))
          sum &+= moved.settings.presentation.countsFolderItems ? 1 : 2
        }
        return sum
      },
    ]
    // The list around the rows: a whole listing's names in Finder order,
    // and a query typed into search over every name (one thread, as
    // Foundation's side runs).
    let search = NameSearch(FileKindCases.searchQuery)
    cases += [
      BenchCase(name: "sort_names", rows: rows) { NameOrder.sortedIndices(namesData.value)[rows / 2] },
      BenchCase(name: "search_names", rows: rows) {
        search.matchingIndices(in: namesData.value, options: .callerThread).count
      },
    ]
    // Sort keys: made once per name (as a value, and appended to one
    // buffer), a listing sorted by keys made before, and both at once.
    let keysData = Shared { namesData.value.map(NameSortKey.init(for:)) }
    cases += [
      BenchCase(name: "sort_key_make", rows: rows) {
        var sum = 0
        for name in namesData.value { sum &+= NameSortKey(for: name).bytes.count }
        return sum
      },
      BenchCase(name: "sort_key_append", rows: rows) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 12)
        var sum = 0
        for name in namesData.value {
          buffer.removeAll(keepingCapacity: true)
          NameOrder.appendSortKey(for: name, to: &buffer)
          sum &+= buffer.count
        }
        return sum
      },
      BenchCase(name: "sort_key_sort", rows: rows) { NameSortKey.sortedIndices(keysData.value)[rows / 2] },
      BenchCase(name: "sort_key_make_and_sort", rows: rows) {
        NameSortKey.sortedIndices(namesData.value.map(NameSortKey.init(for:)))[rows / 2]
      },
    ]
    // Hostile names (stacks of marks, controls, long digit runs, mixed
    // scripts) beside as many release names: by the comparison, and by
    // keys made and sorted.
    let hostileData = Shared { HostileNames.make() }
    let releaseData = Shared { Array(namesData.value.prefix(HostileNames.count)) }
    let hostile = HostileNames.count
    cases += [
      BenchCase(name: "sort_hostile", rows: hostile) {
        NameOrder.sortedIndices(hostileData.value)[hostile / 2]
      },
      BenchCase(name: "sort_hostile_keys", rows: hostile) {
        NameSortKey.sortedIndices(hostileData.value.map(NameSortKey.init(for:)))[hostile / 2]
      },
      BenchCase(name: "sort_release_5000", rows: hostile) {
        NameOrder.sortedIndices(releaseData.value)[hostile / 2]
      },
      BenchCase(name: "sort_release_5000_keys", rows: hostile) {
        NameSortKey.sortedIndices(releaseData.value.map(NameSortKey.init(for:)))[hostile / 2]
      },
    ]
    // When a visible row next changes, for a list's refresh.
    let changeRows = min(rows, 20_000)
    cases.append(
      BenchCase(name: "next_change", rows: changeRows) {
        let entries = entriesData.value
        var sum = 0
        for i in 0..<changeRows {
          sum &+= Int(realRenderers[i & 1].nextChange(for: entries[i])?.timeIntervalSinceReferenceDate ?? 0)
        }
        return sum
      })
    // Ingest batches, at one thread and on every core.
    let signalsData = Shared {
      listing.prefix(distinct).map { KindSignals(name: $0.name, isFolder: $0.isFolder) }
    }
    /// The `rows` rows as ranges of the `distinct` ones, in batches of at
    /// most `batch`: a listing screen's batches, going round the distinct
    /// rows.
    func batches(of batch: Int) -> [Range<Int>] {
      var ranges: [Range<Int>] = []
      var done = 0
      while done < rows {
        let start = done % distinct
        let count = min(batch, distinct - start, rows - done)
        ranges.append(start..<(start + count))
        done += count
      }
      return ranges
    }
    let resolveBatches = batches(of: distinct)
    // Rows in batches of 50,000, as a listing screen asks for them (a
    // million rows at once would hold 400 MB of rows): the distinct
    // entries as arrays of a batch each, gone round, `(batch, count)`.
    let rowBatchSize = 50_000
    let entryBatchesData = Shared {
      stride(from: 0, to: distinct, by: rowBatchSize).map { start in
        listing[start..<min(start + rowBatchSize, distinct)].map {
          FileEntry(name: $0.name, isFolder: $0.isFolder, size: $0.size, date: $0.date)
        }
      }
    }
    let rowBatches = batches(of: rowBatchSize).map { ($0.lowerBound / rowBatchSize, $0.count) }
    let uikitRenderer = realRenderers[1]
    for (label, options) in [("1_thread", BatchOptions.callerThread), ("all_threads", BatchOptions.allCores)]
    {
      cases.append(
        BenchCase(name: "resolve_batch_\(label)", rows: rows) {
          let signals = signalsData.value
          var sum = 0
          for range in resolveBatches {
            // A whole array is handed over as it is; only a last, partial
            // round is copied.
            let batch = range.count == signals.count ? signals : Array(signals[range])
            // Read in place, as the rows case reads its rows: `reduce`
            // copies each result (a media type may hold a string).
            KindResolver.resolve(batch: batch, options: options).withUnsafeBufferPointer { results in
              for i in results.indices { sum &+= results[i].kind.ordinal }
            }
          }
          return sum
        })
      // In batches of 50,000 rows, as a listing screen asks for them: the
      // rows of the whole million would hold 400 MB at once.
      cases.append(
        BenchCase(name: "rows_batch_\(label)", rows: rows) {
          let batches = entryBatchesData.value
          var sum = 0
          for (index, count) in rowBatches {
            let batch = count == batches[index].count ? batches[index] : Array(batches[index].prefix(count))
            // The checksum reads each row in place: `reduce` copied every
            // row (six reference counts), 70 ns a row on the caller's
            // thread, a quarter of the one-thread case and none of it
            // FileKind's.
            uikitRenderer.rows(for: batch, options: options).withUnsafeBufferPointer { rows in
              for i in rows.indices { sum &+= rows[i].texts.subtitle.utf8.count }
            }
          }
          return sum
        })
    }
    // Real-clock dates in the zones apps run in: each should cost what UTC costs.
    for id in ["UTC", "Europe/London", "Europe/Berlin", "Asia/Tokyo", "America/Sao_Paulo"] {
      let formatter = RelativeDateFormatter(.named, now: realNow, timeZone: TimeZone(identifier: id)!)
      let label = id.split(separator: "/").last!.lowercased()
      cases.append(
        BenchCase(name: "date_named_zone_\(label)", rows: rows) {
          datesData.value.reduce(0) { $0 &+ formatter.string(for: $1).utf8.count }
        })
    }
    return cases
  }
}

/// Sniffing over the files in Corpus/samples whose type the manifest
/// names (known files; the damaged and random ones, which no engine knows,
/// are `sniff_native_unknown`'s kind), read into memory first.
struct SniffCases {
  let samples: [[UInt8]]
  let paths: [String]

  init(directory: URL) {
    let manifest =
      (try? String(contentsOf: directory.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
    let known = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t")
      return fields.count > 1 && fields[1] != "-" ? String(fields[0]) : nil
    }
    let sorted = known.sorted().map { directory.appendingPathComponent($0) }
    paths = sorted.map(\.path)
    samples = sorted.compactMap { try? Data(contentsOf: $0) }.map {
      Array($0.prefix(ContentSniffer.prefixLength))
    }
  }

  /// How many times over a batch case holds the corpus's files.
  static let batchRepeats = 20

  /// The sniffing cases' names, in order (`sniff_libmagic` only where
  /// libmagic is built in).
  static var names: [String] {
    [
      "sniff_native", "sniff_native_unknown", "sniff_generated", "sniff_generated_miss", "sniff_floor",
      "sniff_batch_1_thread",
      "sniff_batch_all_threads", "sniff_batch_native_1_thread",
    ]
      + (ContentSniffer.hasLibmagic ? ["sniff_libmagic"] : [])
  }

  func all() -> [(String, () -> Int)] {
    let samples = samples
    let sniffer = ContentSniffer.shared
    var cases: [(String, () -> Int)] = [
      (
        "sniff_native",
        {
          var sum = 0
          for sample in samples {
            sum &+= sample.withUnsafeBytes { NativeSniffer.knownType(of: $0).map(\.index) ?? 0 }
          }
          return sum
        }
      )
    ]
    // The generated rules alone, on every sample and on prefixes no rule
    // matches (random bytes, plain text): the price of asking them.
    var random = SplitMix(seed: 7)
    let noise = (0..<ContentSniffer.prefixLength).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    // FileKind's own checks on a file none of them knows (a prefix of
    // random bytes): every node that may answer for any bytes is asked,
    // the scans read the whole prefix.
    cases.append(
      (
        "sniff_native_unknown",
        {
          var sum = 0
          for _ in samples {
            sum &+= noise.withUnsafeBytes { NativeSniffer.knownType(of: $0).map(\.index) ?? 1 }
          }
          return sum
        }
      ))
    let prose = Array(String(repeating: "Plain words of a README, nothing more. ", count: 1_700).utf8)
    cases += [
      (
        "sniff_generated",
        {
          var sum = 0
          for sample in samples {
            sum &+= sample.withUnsafeBytes { ContentSniffer.generatedRules(bytes: $0)?.kind == nil ? 0 : 1 }
          }
          return sum
        }
      ),
      (
        "sniff_generated_miss",
        {
          var sum = 0
          for k in 0..<samples.count {
            let bytes = k & 1 == 0 ? noise : prose
            sum &+= bytes.withUnsafeBytes { ContentSniffer.generatedRules(bytes: $0) == nil ? 1 : 2 }
          }
          return sum
        }
      ),
    ]
    // The kernel's floor for the same files, then sniffing them by path
    // in a batch, at one thread and on every core. A batch holds the files
    // ``batchRepeats`` times over: a batch the size a sync engine hands
    // over, which the default options spread over the cores (a batch of the
    // corpus alone is under their minimum, and would stay on one thread).
    let paths = self.paths
    let batch = Array(Array(repeating: paths, count: Self.batchRepeats).joined())
    cases.append(("sniff_floor", { SniffFloor.pass(paths) }))
    for (label, options) in [("1_thread", BatchOptions.callerThread), ("all_threads", BatchOptions.allCores)]
    {
      cases.append(
        (
          "sniff_batch_\(label)",
          {
            sniffer.sniff(paths: batch, options: options).reduce(0) {
              $0 &+ ((try? $1.get())?.type.kind == nil ? 0 : 1)
            }
          }
        ))
    }
    // The same batch as a build without libmagic sniffs it.
    let native = ContentSniffer(libmagic: false)
    cases.append(
      (
        "sniff_batch_native_1_thread",
        {
          native.sniff(paths: batch, options: .callerThread).reduce(0) {
            $0 &+ ((try? $1.get())?.type.kind == nil ? 0 : 1)
          }
        }
      ))
    guard ContentSniffer.hasLibmagic else { return cases }
    cases.append(
      (
        "sniff_libmagic",
        {
          var sum = 0
          for sample in samples {
            sum &+= sample.withUnsafeBytes { (try? sniffer.libmagic(bytes: $0))??.utf8.count ?? 0 }
          }
          return sum
        }
      ))
    return cases
  }
}

/// The same jobs done the way an app does them with Foundation.
struct FoundationCases {
  let listing: [BenchEntry]
  let now: Date
  let zone: TimeZone

  /// Foundation's relative-date and size styles, en_US, in `zone`.
  static func styles(_ zone: TimeZone) -> (Date.RelativeFormatStyle, ByteCountFormatStyle) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let locale = Locale(identifier: "en_US")
    return (
      Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendar),
      ByteCountFormatStyle(style: .file, locale: locale)
    )
  }

  func all() -> [(String, () -> Int)] {
    let (relative, byteStyle) = FoundationCases.styles(zone)
    let formatter = ByteCountFormatter()
    formatter.countStyle = .file
    // Extension → kind, built once from every extension in the listing.
    var table: [String: IconKind] = [:]
    for entry in listing {
      let ext = (entry.name as NSString).pathExtension.lowercased()
      table[ext] = NameClassifier.kind(of: "x." + ext)
    }
    let listing = listing
    let lookup = table
    return [
      (
        "kind_by_name",
        {
          listing.reduce(0) {
            $0 &+ (lookup[($1.name as NSString).pathExtension.lowercased()] ?? .other).ordinal
          }
        }
      ),
      ("size_tabular", { listing.reduce(0) { $0 &+ $1.size.formatted(byteStyle).utf8.count } }),
      (
        "sort_names",
        { listing.map(\.name).sorted { $0.localizedStandardCompare($1) == .orderedAscending }.count }
      ),
      (
        "search_names",
        { listing.reduce(0) { $0 &+ ($1.name.localizedStandardContains(FileKindCases.searchQuery) ? 1 : 0) } }
      ),
      (
        "size_bytecountformatter",
        { listing.reduce(0) { $0 &+ formatter.string(fromByteCount: $1.size).utf8.count } }
      ),
      ("date_named", { listing.reduce(0) { $0 &+ relative.format($1.date).utf8.count } }),
      // What `Text(date, format: .relative(…))` does: relative to the real clock.
      ("date_style_real_clock", { listing.reduce(0) { $0 &+ $1.date.formatted(relative).utf8.count } }),
      ("size_style", { listing.reduce(0) { $0 &+ $1.size.formatted(byteStyle).utf8.count } }),
      (
        "subtitle_swiftui",
        {
          listing.reduce(0) {
            $0 &+ ($1.size.formatted(byteStyle) + " · " + relative.format($1.date)).utf8.count
          }
        }
      ),
    ]
  }
}
