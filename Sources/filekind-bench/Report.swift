import FileKind
import Foundation

/// Everything one benchmark run measured.
struct Report {
  var rows: Int
  /// The calibration loop's time, which each case is judged against.
  var calibrationNs: Double
  var cases: [String: Measurement] = [:]
  var caseOrder: [String] = []
  var foundation: [String: Measurement] = [:]
  var foundationRows = 0
  var sniffSamples = 0
  var peakRSS = 0

  /// Which FileKind case each Foundation case is compared with.
  static let counterparts = [
    "kind_by_name": "kind_by_name", "size_tabular": "size_tabular",
    "size_bytecountformatter": "size_tabular", "date_named": "date_named",
    "subtitle_swiftui": "subtitle_swiftui", "date_style_real_clock": "date_style_real_clock",
    "size_style": "size_style", "rows_command_1_job": "rows_command_1_job", "sort_names": "sort_names",
    "search_names": "search_names",
  ]
  /// How the list cases went: comparisons and names handed to Foundation.
  var listNotes: [String] = []

  func json() -> String {
    func number(_ x: Double) -> String { String(format: "%.3f", x) }
    var parts: [String] = []
    for name in caseOrder {
      guard let m = cases[name] else { continue }
      let allocs = m.allocsPerRow.map(number) ?? "null"
      parts.append("\"\(name)\": {\"ns_per_row\": \(number(m.nsPerRow)), \"allocs_per_row\": \(allocs)}")
    }
    let foundationParts = foundation.keys.sorted().compactMap { name in
      foundation[name].map { "\"\(name)\": {\"ns_per_row\": \(number($0.nsPerRow))}" }
    }
    return """
      {"rows": \(rows), "calibration_ns": \(number(calibrationNs)), "cases": {\(parts.joined(separator: ", "))}, \
      "foundation": {\(foundationParts.joined(separator: ", "))}, "peak_rss_bytes": \(peakRSS)}
      """
  }

  /// The table's columns: a title and a width (the case name's is left
  /// aligned, every figure right aligned under its title).
  static let columns: [(title: String, width: Int)] = [
    ("case", 28), ("ns/row", 11), ("rows/s", 9), ("allocs/row", 11), ("Foundation ns/row", 18),
    ("speed-up", 9),
  ]

  /// `text` right aligned in `width` columns (its characters counted, so
  /// `×` takes one).
  static func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - text.count)) + text
  }

  /// What each group of cases measures and how to read the figures.
  static let legend = """
    How to read it:
      calibration      a fixed loop of integer arithmetic timed in this run: the gate
                       (--check) judges each case as its time over this loop's, so a
                       slower machine moves both and only a slower change fails
      ns/row, rows/s   the median of five passes over the whole listing, per row (per
                       file for sniff_* and putio_*, per renderer for renderer_*)
      allocs/row       heap allocations per row, counted on one pass
      Foundation       the same job done with Foundation (NSString.pathExtension and a
                       dictionary, ByteCountFormatStyle/ByteCountFormatter,
                       Date.RelativeFormatStyle, localizedStandardCompare and
                       localizedStandardContains, a row written with those), timed on a
                       sample of the listing in this same run; speed-up is its ns/row over
                       FileKind's
      kind_by_name     a raw name to its icon kind
      row_model*       a whole row (kind, icon, subtitle, actions, marks); _real_clock
                       with a now that has a fraction of a second, _signals with put.io's
                       file_type and content_type
      size_*, date_*,  one formatter alone; *_style are the SwiftUI FormatStyle entry
      subtitle_*       points; date_named_zone_* the same dates in five time zones
      renderer_*       building one renderer, as an app does once per render pass (the
                       figure is per renderer built, not per row); next_change: when a
                       row next reads differently
      sort_names       a whole listing's names in Finder order
      sort_key_make    a sort key per name (sort_key_append: into one buffer)
      sort_key_sort    the listing sorted by keys made before (and make_and_sort)
      sort_hostile     5,000 hostile names (stacks of marks, controls, 100-digit runs,
                       mixed scripts) sorted, beside 5,000 release names
                       (sort_release_5000); *_keys: by keys made and sorted
      search_names     one query against every name
      *_1_thread,      the same batch on the calling thread and on every core: on a
      *_all_threads    machine with two or more cores, all_threads must be the faster
      sniff_*          content sniffing per file of Corpus/samples, by engine; batch
                       cases read the files from disk, in one batch of them 20 times
                       over, with the default options; sniff_floor is the kernel alone
                       (open, fstat, one pread of the prefix, close), and the table
                       says sniff_batch_1_thread's multiple of it, and that of
                       sniff_batch_native_1_thread (libmagic never asked)
      rows_command_*   the built `filekind rows` on the listing, timed from outside,
                       beside a Foundation-written renderer of the same lines
      classify_command_1_job, sniff_floor_command
                       `filekind classify --sniff --jobs 1` over the sniffing files
                       (read 20,000 times in all), and the floor loop over the same
                       paths in a process of its own, both timed from outside
      putio_*          the listing as put.io API pages of 1,000 files: read into entries,
                       into rows (beside JSONDecoder decoding the SDK's model), and through
                       the built `filekind ingest` on one job and on every core
      scaling          each every-core case over its one-thread twin, the two timed in
                       turn, pass by pass; on a machine of two or more cores a case that
                       is not faster is marked NOT FASTER (another process held a core, or
                       the batch was too small to split), and one under 1.6× is marked
                       below 1.6×
    """

  /// What every core should give over one, on a machine of two or more
  /// cores with nothing else running: a run below it says so.
  static let expectedSpeedUp = 1.6

  /// Each every-core case and its one-thread twin.
  static let threadedPairs: [(one: String, all: String)] = [
    ("sniff_batch_1_thread", "sniff_batch_all_threads"), ("rows_command_1_job", "rows_command_all_jobs"),
    ("putio_ingest_1_job", "putio_ingest_all_jobs"),
  ]

  /// `scaling: putio_ingest_all_jobs 1.77× putio_ingest_1_job on 2 cores` for
  /// each pair timed, marked when every core was not faster.
  func scalingNotes(cores: Int) -> [String] {
    var notes: [String] = []
    // The named pairs, then any other `X_all_threads` case beside `X_1_thread`.
    let others = caseOrder.filter { name in
      name.hasSuffix("_all_threads") && !Self.threadedPairs.contains { $0.all == name }
    }.map { (one: $0.replacingOccurrences(of: "_all_threads", with: "_1_thread"), all: $0) }
    // Each case over the floor timed beside it.
    let floors = [
      (
        "sniff_batch_1_thread", "sniff_floor",
        "open, fstat, one pread of \(ContentSniffer.prefixLength / 1024) KiB, close"
      ),
      ("sniff_batch_native_1_thread", "sniff_floor", "the same files, libmagic never asked"),
      ("classify_command_1_job", "sniff_floor_command", "both processes timed from outside"),
    ]
    for (name, floorName, what) in floors {
      guard let measured = cases[name], let floor = cases[floorName] else { continue }
      notes.append(
        String(
          format: "floor: %@ %.2f× %@ (%@)", name, measured.bestNsPerRow / floor.bestNsPerRow, floorName, what
        ))
    }
    for (one, all) in Self.threadedPairs + others {
      guard let single = cases[one], let every = cases[all] else { continue }
      let speedUp = single.nsPerRow / every.nsPerRow
      var note = String(format: "scaling: %@ %.2f× %@ on %d cores", all, speedUp, one, cores)
      if cores >= 2 && speedUp <= 1 {
        note += " — NOT FASTER"
      } else if cores >= 2 && speedUp < Self.expectedSpeedUp {
        note += String(format: " — below %.1f×", Self.expectedSpeedUp)
      }
      notes.append(note)
    }
    return notes
  }

  func table() -> String {
    var lines: [String] = []
    // What the run timed beside the listing, when it timed it.
    var beside: [String] = []
    if !foundation.isEmpty { beside.append("Foundation on \(foundationRows)") }
    if caseOrder.contains(where: { $0.hasPrefix("sniff_") }) {
      beside.append("sniffing on \(sniffSamples) sample files")
    }
    lines.append(
      "filekind-bench: \(rows) rows" + (beside.isEmpty ? "" : " (\(beside.joined(separator: ", ")))"))
    lines.append(String(format: "calibration loop: %.3f ns/iteration", calibrationNs))
    lines.append("")
    let columns = Self.columns
    lines.append(
      columns[0].title.padding(toLength: columns[0].width, withPad: " ", startingAt: 0)
        + columns.dropFirst().map { Self.right($0.title, $0.width) }.joined())
    lines.append(String(repeating: "-", count: columns.reduce(0) { $0 + $1.width }))
    for name in caseOrder {
      guard let m = cases[name] else { continue }
      var cells = [
        String(format: "%.1f", m.nsPerRow), Self.compact(1e9 / m.nsPerRow),
        m.allocsPerRow.map { String(format: "%.2f", $0) } ?? "n/a",
      ]
      if let f = foundation[name] {
        cells += [String(format: "%.1f", f.nsPerRow), String(format: "%.0f×", f.nsPerRow / m.nsPerRow)]
      }
      lines.append(
        name.padding(toLength: columns[0].width, withPad: " ", startingAt: 0)
          + zip(cells, columns.dropFirst()).map { Self.right($0, $1.width) }.joined())
    }
    if let f = foundation["size_bytecountformatter"], let m = cases["size_tabular"] {
      lines.append(
        "  (ByteCountFormatter: "
          + String(
            format: "%.1f ns/row, %.0f× slower than size_tabular)", f.nsPerRow, f.nsPerRow / m.nsPerRow))
    }
    lines += listNotes.map { "  (\($0))" }
    if let comparison = cases["sort_names"], let byKey = cases["sort_key_sort"] {
      var note = String(
        format: "sort keys: sort_key_sort %.1f× faster than sort_names", comparison.nsPerRow / byKey.nsPerRow)
      if let both = cases["sort_key_make_and_sort"] {
        note += String(format: ", sort_key_make_and_sort %.2f×", comparison.nsPerRow / both.nsPerRow)
      }
      if let f = foundation["sort_names"] {
        note += String(
          format: "; Foundation's sort %.0f× slower than sort_key_sort", f.nsPerRow / byKey.nsPerRow)
      }
      lines.append("  (\(note))")
    }
    if let hostile = cases["sort_hostile"], let release = cases["sort_release_5000"] {
      var note = String(
        format:
          "sort_hostile: 5,000 hostile names sort in %.2f× the time of 5,000 release names by the comparison",
        hostile.nsPerRow / release.nsPerRow)
      if let hostileKeys = cases["sort_hostile_keys"], let releaseKeys = cases["sort_release_5000_keys"] {
        note += String(format: ", %.2f× by keys", hostileKeys.nsPerRow / releaseKeys.nsPerRow)
      }
      lines.append("  (\(note))")
    }
    lines += scalingNotes(cores: ProcessInfo.processInfo.activeProcessorCount).map { "  (\($0))" }
    lines.append("")
    lines.append(String(format: "peak memory: %.1f MB", Double(peakRSS) / 1e6))
    lines.append("")
    lines.append(Self.legend)
    return lines.joined(separator: "\n")
  }

  static func compact(_ rate: Double) -> String {
    rate >= 1e9
      ? String(format: "%.2fG", rate / 1e9)
      : rate >= 1e6 ? String(format: "%.1fM", rate / 1e6) : String(format: "%.1fk", rate / 1e3)
  }
}
