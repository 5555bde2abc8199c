import FileKind
import Foundation

/// FileKind's cases, each a closure over the whole listing returning a
/// checksum of everything it produced (so no work can be optimised away).
struct FileKindCases {
  let listing: [BenchEntry]
  let entries: [FileEntry]
  let now: Date
  let zone: TimeZone

  init(listing: [BenchEntry], now: Date, zone: TimeZone) {
    self.listing = listing
    self.now = now
    self.zone = zone
    entries = listing.map { FileEntry(name: $0.name, isFolder: $0.isFolder, size: $0.size, date: $0.date) }
  }

  func all() -> [(String, () -> Int)] {
    let tabular = SizeFormatter(.tabular)
    let compact = SizeFormatter(.compact)
    let named = RelativeDateFormatter(.named, now: now, timeZone: zone)
    let ago = RelativeDateFormatter(.timeAgo, now: now, timeZone: zone)
    let swiftui = SubtitleFormatter(tier: .swiftui, now: now, timeZone: zone)
    let uikit = SubtitleFormatter(tier: .uikit, now: now, timeZone: zone)
    let renderers = AppTier.allCases.map { RowRenderer(.init(tier: $0, now: now, timeZone: zone)) }
    let listing = listing
    let entries = entries
    let names = listing.map(\.name)
    // Formatters take sizes and dates: iterate those, not whole rows, so the
    // loop does not retain and release every row's name.
    let sizes = listing.map(\.size)
    let dates = listing.map(\.date)
    return [
      (
        "kind_by_name",
        {
          names.withUnsafeBufferPointer { names in
            var sum = 0
            for i in names.indices { sum &+= NameClassifier.kind(of: names[i]).ordinal }
            return sum
          }
        }
      ),
      (
        "row_model",
        {
          // Half the rows through each tier's renderer.
          var sum = 0
          for (i, entry) in entries.enumerated() {
            let row = renderers[i & 1].row(for: entry)
            sum &+= row.subtitle.utf8.count &+ row.swipe.count &+ row.menu.count &+ row.trailing.count
          }
          return sum
        }
      ),
      ("size_tabular", { sizes.reduce(0) { $0 &+ tabular.string($1).utf8.count } }),
      ("size_compact", { sizes.reduce(0) { $0 &+ compact.string($1).utf8.count } }),
      ("date_named", { dates.reduce(0) { $0 &+ named.string(for: $1).utf8.count } }),
      ("date_time_ago", { dates.reduce(0) { $0 &+ ago.string(for: $1).utf8.count } }),
      (
        "subtitle_swiftui",
        {
          var sum = 0
          for i in sizes.indices { sum &+= swiftui.string(size: sizes[i], date: dates[i]).utf8.count }
          return sum
        }
      ),
      (
        "subtitle_uikit",
        {
          var sum = 0
          for i in sizes.indices { sum &+= uikit.string(size: sizes[i], date: dates[i]).utf8.count }
          return sum
        }
      ),
      (
        "subtitle_buffer",
        {
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SubtitleFormatter.maximumLength) { buffer in
            var sum = 0
            for i in sizes.indices {
              let n = swiftui.write(size: sizes[i], date: dates[i], into: buffer) ?? 0
              sum &+= n &+ Int(buffer[0])
            }
            return sum
          }
        }
      ),
    ]
  }
}

extension IconKind {
  /// A cheap integer per kind for checksums (`hashValue` would run SipHash).
  var ordinal: Int {
    switch self {
    case .folder: 1
    case .video: 2
    case .audio: 3
    case .image: 4
    case .document: 5
    case .archive: 6
    case .other: 7
    }
  }
}

/// Sniffing over the files in Corpus/samples, read into memory first.
struct SniffCases {
  let samples: [[UInt8]]

  init(directory: URL) {
    let files =
      (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    samples = files.filter { $0.lastPathComponent != "manifest.tsv" }.sorted { $0.path < $1.path }
      .compactMap { try? Data(contentsOf: $0) }
      .map { Array($0.prefix(ContentSniffer.prefixLength)) }
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
            sum &+= sample.withUnsafeBytes { NativeSniffer.mimeType(of: $0)?.utf8CodeUnitCount ?? 0 }
          }
          return sum
        }
      )
    ]
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

  func all() -> [(String, () -> Int)] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let locale = Locale(identifier: "en_US")
    let relative = Date.RelativeFormatStyle(
      presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendar)
    let byteStyle = ByteCountFormatStyle(style: .file, locale: locale)
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
        "size_bytecountformatter",
        { listing.reduce(0) { $0 &+ formatter.string(fromByteCount: $1.size).utf8.count } }
      ),
      ("date_named", { listing.reduce(0) { $0 &+ relative.format($1.date).utf8.count } }),
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
