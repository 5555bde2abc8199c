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
    withoutActuallyEscaping(pass) { runInTurn(rows: rows, repetitions: repetitions, [$0])[0] }
  }

  /// Runs passes over the same rows (a batch on one thread and on every
  /// core) in turn: a warm-up and a counted pass each, then `repetitions`
  /// timed passes of each, one after the other. Their medians then come
  /// from the same stretch of time, so a neighbour that takes a core for a
  /// while slows both, not one, and their ratio says what the cores gave.
  static func runInTurn(rows: Int, repetitions: Int, _ passes: [() -> Int]) -> [Measurement] {
    var sink = 0
    for pass in passes { sink &+= pass() }
    let allocations = passes.map { pass -> Double? in
      let before = fk_alloc_count()
      fk_alloc_counting(1)
      sink &+= pass()
      fk_alloc_counting(0)
      return allocationsAvailable ? Double(fk_alloc_count() - before) / Double(rows) : nil
    }
    var times = [[Double]](repeating: [], count: passes.count)
    for _ in 0..<repetitions {
      for (index, pass) in passes.enumerated() {
        let start = now()
        sink &+= pass()
        times[index].append(Double(now() - start) / Double(rows))
      }
    }
    consume(sink)
    return zip(times, allocations).map { times, allocations in
      let sorted = times.sorted()
      return Measurement(
        nsPerRow: sorted[sorted.count / 2], bestNsPerRow: sorted[0], allocsPerRow: allocations)
    }
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
