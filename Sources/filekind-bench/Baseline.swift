import Foundation

/// The committed reference the `--check` gate compares against.
///
/// Times are stored as ratios to the calibration loop of the run that wrote
/// them, so a slower machine scales both sides alike. The statistic stored
/// is the one checked: each case's fastest pass (noise only ever slows a
/// pass down). Each case carries its own tolerance, set from the spread its
/// fastest pass showed over several rounds when the baseline was written.
/// Allocation counts are stored as they are and must match exactly, except
/// libmagic's, whose internal mallocs are not FileKind's.
struct Baseline: Codable {
  struct Case: Codable {
    var ratio: Double
    var allocsPerRow: Double?
    /// A run fails when its ratio exceeds `ratio` by more than this factor.
    var tolerance: Double
    enum CodingKeys: String, CodingKey {
      case ratio
      case allocsPerRow = "allocs_per_row"
      case tolerance
    }
  }

  /// Tolerances: never tighter than this (this shared machine wobbles by
  /// up to about 1.4× between runs of an unchanged tree) …
  static let tightest = 1.45
  /// … and never looser than this, so a 2× slowdown always fails.
  static let loosest = 1.65
  /// Cases whose allocation counts are not FileKind's alone: libmagic's own
  /// mallocs, the thread pool's when a batch runs on every core, the floor
  /// loop's paths (their count depends on where the clone lies), and the
  /// hostile sorts, which fill the process-wide cache of Foundation's
  /// decompositions as far as the cases before them left it unfilled.
  static let uncountedAllocations: Set<String> = [
    "sniff_libmagic", "sniff_batch_1_thread", "sniff_batch_all_threads", "resolve_batch_all_threads",
    "rows_batch_all_threads", "rows_command_1_job", "rows_command_all_jobs", "sniff_floor",
    "sort_hostile", "sort_hostile_keys",
  ]

  /// Cases that time every core, with the same work on one thread timed in
  /// the same round. Their absolute time measures the machine's load as much
  /// as the code (another build beside the run halves it), so they are
  /// judged by their speed-up over the one-thread case instead; a slower
  /// code path slows the one-thread case too, which its own limit catches.
  static let threadedPartners: [String: String] = [
    "resolve_batch_all_threads": "resolve_batch_1_thread", "rows_batch_all_threads": "rows_batch_1_thread",
    "sniff_batch_all_threads": "sniff_batch_1_thread", "rows_command_all_jobs": "rows_command_1_job",
  ]
  /// How far a threaded case's speed-up may fall below the baseline's: a
  /// loaded machine costs it up to about 1.8×, and a case twice as slow on
  /// its own still fails.
  static let speedUpTolerance = 1.9

  var rows: Int
  var calibrationNs: Double
  var cases: [String: Case]

  enum CodingKeys: String, CodingKey {
    case rows
    case calibrationNs = "calibration_ns"
    case cases
  }

  /// Cases that time the built command from outside (its start, its pipes
  /// and its threads included): they get the loosest tolerance, and the
  /// command on every core is judged by its speed-up against the
  /// baseline's alone, since one busy neighbour can cost it its second core.
  static func isTimedFromOutside(_ name: String) -> Bool {
    name.hasPrefix("rows_command") || name.hasPrefix("putio_ingest")
  }

  /// Cases whose time, not allocation count, is over the limit.
  func slowCases(in report: Report) -> [String] {
    cases.keys.sorted().filter { name in
      guard let measured = report.cases[name], let base = cases[name] else { return false }
      if let partner = Self.threadedPartners[name] {
        guard let single = report.cases[partner], let singleBase = cases[partner] else { return false }
        return (singleBase.ratio / base.ratio) / (single.bestNsPerRow / measured.bestNsPerRow)
          > Self.speedUpTolerance
          || (Self.slowerOnEveryCore(measured, than: single) && !Self.isTimedFromOutside(name))
      }
      return measured.bestNsPerRow / report.calibrationNs > base.ratio * base.tolerance
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
      if let partner = Self.threadedPartners[name] {
        guard let single = report.cases[partner], let singleBase = cases[partner] else {
          problems.append("\(name): its one-thread case \(partner) is missing from this run")
          continue
        }
        let speedUp = single.bestNsPerRow / measured.bestNsPerRow
        let baseSpeedUp = singleBase.ratio / base.ratio
        if Self.slowerOnEveryCore(measured, than: single) && !Self.isTimedFromOutside(name) {
          problems.append(
            String(
              format: "%@: slower on every core than %@ on one (%.2f×), on a machine with %d cores",
              name, partner, speedUp, Self.cores))
        }
        if baseSpeedUp / speedUp > Self.speedUpTolerance {
          problems.append(
            String(
              format: "%@: %.2f× the speed of %@, baseline %.2f× (limit %.2f× below)",
              name, speedUp, partner, baseSpeedUp, Self.speedUpTolerance))
        }
      } else if ratio > base.ratio * base.tolerance {
        problems.append(
          String(
            format: "%@: %.2f× the calibration loop, baseline %.2f× (%.2f× slower; limit %.2f×)",
            name, ratio, base.ratio, ratio / base.ratio, base.tolerance))
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

  /// The machine's active cores.
  static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// Whether a case on every core took longer than its one-thread partner:
  /// a failure wherever there are two cores or more to use.
  static func slowerOnEveryCore(_ threaded: Measurement, than single: Measurement) -> Bool {
    cores >= 2 && threaded.bestNsPerRow > single.bestNsPerRow
  }

  /// A baseline from several rounds of the same run: each case's ratio is
  /// its fastest pass over all rounds, and its tolerance grows with how far
  /// its rounds' fastest passes spread.
  init(rounds: [Report]) {
    let first = rounds[0]
    rows = first.rows
    calibrationNs = first.calibrationNs
    var cases: [String: Case] = [:]
    for (name, measured) in first.cases {
      let ratios = rounds.compactMap { round in
        round.cases[name].map { $0.bestNsPerRow / round.calibrationNs }
      }
      let best = ratios.min() ?? measured.bestNsPerRow / first.calibrationNs
      let spread = (ratios.max() ?? best) / best
      // Cases on several threads, or timed from outside a process, wobble
      // more than three rounds show: they get the loosest tolerance.
      let threaded = Self.isTimedFromOutside(name) || name.hasSuffix("all_threads")
      let fromSpread = Swift.min(Self.loosest, Swift.max(Self.tightest, Self.tightest + 2 * (spread - 1)))
      let tolerance = threaded ? Self.loosest : fromSpread
      cases[name] = Case(
        ratio: best,
        allocsPerRow: Self.uncountedAllocations.contains(name) ? nil : measured.allocsPerRow,
        tolerance: (tolerance * 100).rounded(.up) / 100)
    }
    self.cases = cases
  }
}
