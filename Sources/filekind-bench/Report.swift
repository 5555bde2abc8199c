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
    let foundationParts = [
      "kind_by_name", "size_tabular", "date_named", "subtitle_swiftui", "date_style_real_clock", "size_style",
      "rows_command_1_job", "sort_names", "search_names",
    ].compactMap {
      name in
      foundation[name].map { "\"\(name)\": {\"ns_per_row\": \(number($0.nsPerRow))}" }
    }
    return """
      {"rows": \(rows), "calibration_ns": \(number(calibrationNs)), "cases": {\(parts.joined(separator: ", "))}, \
      "foundation": {\(foundationParts.joined(separator: ", "))}, "peak_rss_bytes": \(peakRSS)}
      """
  }

  func table() -> String {
    var lines: [String] = []
    lines.append(
      "filekind-bench: \(rows) rows (Foundation on \(foundationRows), sniffing on \(sniffSamples) sample files)"
    )
    lines.append(String(format: "calibration loop: %.3f ns/iteration", calibrationNs))
    lines.append("")
    lines.append(
      "case".padding(toLength: 28, withPad: " ", startingAt: 0)
        + "    ns/row      rows/s  allocs/row   Foundation ns/row  speed-up")
    lines.append(String(repeating: "-", count: 96))
    for name in caseOrder {
      guard let m = cases[name] else { continue }
      let rate = 1e9 / m.nsPerRow
      let allocs = m.allocsPerRow.map { String(format: "%10.2f", $0) } ?? "       n/a"
      var line = name.padding(toLength: 28, withPad: " ", startingAt: 0)
      line += String(format: "%10.1f %11@ %@", m.nsPerRow, Self.compact(rate), allocs)
      if let f = foundation[name] {
        line += String(format: "   %17.1f  %7.0f×", f.nsPerRow, f.nsPerRow / m.nsPerRow)
      }
      lines.append(line)
    }
    if let f = foundation["size_bytecountformatter"], let m = cases["size_tabular"] {
      lines.append(
        "  (ByteCountFormatter: "
          + String(
            format: "%.1f ns/row, %.0f× slower than size_tabular)", f.nsPerRow, f.nsPerRow / m.nsPerRow))
    }
    lines += listNotes.map { "  (\($0))" }
    lines.append("")
    lines.append(String(format: "peak memory: %.1f MB", Double(peakRSS) / 1e6))

    return lines.joined(separator: "\n")
  }

  static func compact(_ rate: Double) -> String {
    rate >= 1e9
      ? String(format: "%.2fG", rate / 1e9)
      : rate >= 1e6 ? String(format: "%.1fM", rate / 1e6) : String(format: "%.1fk", rate / 1e3)
  }
}
