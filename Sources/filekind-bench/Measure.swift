import CAllocCounter
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One timed case: median ns per row over repetitions, and allocations per
/// row counted on one (non-warm-up) pass.
struct Measurement {
  /// Median of the timed passes: what the table and `--json` report.
  var nsPerRow: Double
  /// Fastest pass: what the regression gate compares, since noise on a
  /// shared machine only ever makes a pass slower.
  var bestNsPerRow: Double
  var allocsPerRow: Double?
}

enum Measure {
  static var allocationsAvailable: Bool { fk_alloc_counting_available() != 0 }

  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Runs `pass` (which processes `rows` rows and returns a checksum that is
  /// consumed) once to warm up, then `repetitions` times; reports the median.
  static func run(rows: Int, repetitions: Int, _ pass: () -> Int) -> Measurement {
    var sink = pass()
    let before = fk_alloc_count()
    fk_alloc_counting(1)
    sink &+= pass()
    fk_alloc_counting(0)
    let allocations = fk_alloc_count() - before
    var times: [Double] = []
    for _ in 0..<repetitions {
      let start = now()
      sink &+= pass()
      times.append(Double(now() - start) / Double(rows))
    }
    consume(sink)
    times.sort()
    return Measurement(
      nsPerRow: times[times.count / 2], bestNsPerRow: times[0],
      allocsPerRow: allocationsAvailable ? Double(allocations) / Double(rows) : nil)
  }

  /// Runs two passes over the same rows (a batch on one thread and on
  /// every core) in turn: a warm-up and a counted pass each, then
  /// `repetitions` timed passes of one and of the other, alternately. Both
  /// medians then come from the same stretch of time, so a neighbour that
  /// takes a core for a while slows both, not one, and their ratio says
  /// what the cores gave.
  static func runInTurn(rows: Int, repetitions: Int, _ first: () -> Int, _ second: () -> Int) -> (
    Measurement, Measurement
  ) {
    var sink = first() &+ second()
    func counted(_ pass: () -> Int) -> Double? {
      let before = fk_alloc_count()
      fk_alloc_counting(1)
      sink &+= pass()
      fk_alloc_counting(0)
      return allocationsAvailable ? Double(fk_alloc_count() - before) / Double(rows) : nil
    }
    let allocations = (counted(first), counted(second))
    var times: ([Double], [Double]) = ([], [])
    for _ in 0..<repetitions {
      var start = now()
      sink &+= first()
      times.0.append(Double(now() - start) / Double(rows))
      start = now()
      sink &+= second()
      times.1.append(Double(now() - start) / Double(rows))
    }
    consume(sink)
    func measurement(_ times: [Double], _ allocations: Double?) -> Measurement {
      let sorted = times.sorted()
      return Measurement(
        nsPerRow: sorted[sorted.count / 2], bestNsPerRow: sorted[0], allocsPerRow: allocations)
    }
    return (measurement(times.0, allocations.0), measurement(times.1, allocations.1))
  }

  /// Keeps the optimizer from deleting work whose result is otherwise unused.
  @inline(never)
  static func consume(_ value: Int) {
    if value == 0x5EED_F00D { print("") }
  }

  /// A fixed integer workload: ns per iteration of a dependent xorshift
  /// chain, measured in the same run as the cases so that ratios to it are
  /// comparable across machines.
  static func calibrate() -> Double {
    let iterations = 20_000_000
    var best = Double.infinity
    for _ in 0..<5 {
      var x: UInt64 = 0x1234_5678
      let start = now()
      for _ in 0..<iterations {
        x ^= x << 13
        x ^= x >> 7
        x ^= x << 17
      }
      best = min(best, Double(now() - start) / Double(iterations))
      consume(Int(truncatingIfNeeded: x))
    }
    return best
  }

  /// Peak resident set size of this process, in bytes.
  static func peakRSS() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return usage.ru_maxrss * 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss
    #endif
  }
}
