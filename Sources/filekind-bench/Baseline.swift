import Foundation

/// The committed reference the `--check` gate compares against.
///
/// Times are stored as ratios to the calibration loop of the run that wrote
/// them, so a slower machine scales both sides alike; allocation counts are
/// stored as they are and must match exactly.
struct Baseline: Codable {
  struct Case: Codable {
    var ratio: Double
    var allocsPerRow: Double?
    enum CodingKeys: String, CodingKey {
      case ratio
      case allocsPerRow = "allocs_per_row"
    }
  }

  var rows: Int
  var calibrationNs: Double
  /// A case fails when its ratio exceeds the baseline's by this factor.
  var tolerance: Double
  var cases: [String: Case]

  enum CodingKeys: String, CodingKey {
    case rows
    case calibrationNs = "calibration_ns"
    case tolerance
    case cases
  }

  /// Cases whose time, not allocation count, is over the limit.
  func slowCases(in report: Report) -> [String] {
    cases.keys.sorted().filter { name in
      guard let measured = report.cases[name], let base = cases[name] else { return false }
      return measured.bestNsPerRow / report.calibrationNs > base.ratio * tolerance
    }
  }

  /// Problems found comparing a run against this baseline (empty: pass).
  func problems(in report: Report) -> [String] {
    var problems: [String] = []
    for (name, base) in cases.sorted(by: { $0.key < $1.key }) {
      guard let measured = report.cases[name] else {
        problems.append("\(name): missing from this run")
        continue
      }
      let ratio = measured.bestNsPerRow / report.calibrationNs
      if ratio > base.ratio * tolerance {
        problems.append(
          String(
            format: "%@: %.2f× the calibration loop, baseline %.2f× (%.2f× slower; limit %.2f×)",
            name, ratio, base.ratio, ratio / base.ratio, tolerance))
      }
      if let want = base.allocsPerRow, let got = measured.allocsPerRow, rows == report.rows,
        abs(want - got) > 1e-9
      {
        problems.append(String(format: "%@: %.4f allocations per row, baseline %.4f", name, got, want))
      }
    }
    if rows != report.rows {
      problems.append(
        "allocation counts not compared: baseline has \(rows) rows, this run \(report.rows) (use --rows \(rows))"
      )
    }
    return problems
  }

  init(report: Report, tolerance: Double) {
    rows = report.rows
    calibrationNs = report.calibrationNs
    self.tolerance = tolerance
    cases = report.cases.mapValues {
      Case(ratio: $0.nsPerRow / report.calibrationNs, allocsPerRow: $0.allocsPerRow)
    }
  }
}
