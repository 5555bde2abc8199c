import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A time zone's UTC offsets as a sorted transition table, so the hot path
/// finds an offset with a binary search instead of asking `TimeZone`.
///
/// Built from `TimeZone` itself (its `nextDaylightSavingTimeTransition`
/// walk from 1900 to 2200), so it agrees with Foundation by construction.
/// Instants outside that range ask `TimeZone` directly. Building one walks
/// hundreds of transitions, so each zone is built once per process and
/// shared (``shared(_:)``); formatters for a new `now` only look it up.
@usableFromInline
final class ZoneOffsets: Sendable {
  /// Instants (seconds since 2001-01-01 UTC) at which the offset changes.
  @usableFromInline let transitions: [Double]
  /// `offsets[i]` is in force before `transitions[i]` (and after `[i-1]`).
  @usableFromInline let offsets: [Int]
  @usableFromInline let timeZone: TimeZone
  @usableFromInline let covered: ClosedRange<Double>
  /// For each week since the start of coverage, how many transitions happen
  /// before it: an O(1) start for `index(at:)` instead of a binary search.
  @usableFromInline let weekStarts: [Int32]
  @usableFromInline static let week = 604_800.0
  /// 1/604,800 cut short (it is 1.65343915343915…e-6).
  @usableFromInline static let inverseWeek = 1.653439153439e-6
  /// Transitions that skip or repeat a local midnight (zones that change
  /// clocks at 00:00 or 24:00), sorted. Only those near the dates being
  /// formatted take a formatter off its fast path.
  let midnightTransitions: [Double]
  /// `named` day tables by the local day of `now`, so the formatters of one
  /// day (every render pass, every format-style call) build it once.
  private let dayTables = Mutex<[Int: NamedDayTable]>([:])

  /// Every zone built so far, by identifier.
  private static let cache = Mutex<[String: ZoneOffsets]>([:])

  /// The offsets of `timeZone`, built on first use and then shared by every
  /// formatter and thread of the process.
  static func shared(_ timeZone: TimeZone) -> ZoneOffsets {
    let key = timeZone.identifier
    if let found = cache.withLock({ $0[key] }) { return found }
    // Built outside the lock: two threads may both build a new zone once.
    let built = ZoneOffsets(timeZone)
    return cache.withLock { zones in
      if let found = zones[key] { return found }
      zones[key] = built
      return built
    }
  }

  /// The day table for `day`, built by `build` the first time it is asked.
  func dayTable(forDay day: Int, build: () -> NamedDayTable) -> NamedDayTable {
    if let found = dayTables.withLock({ $0[day] }) { return found }
    let table = build()
    dayTables.withLock { tables in
      // A handful of days is all a process formats around at once.
      if tables.count >= 8 { tables.removeAll(keepingCapacity: true) }
      tables[day] = table
    }
    return table
  }

  /// The latest midnight transition at or before `instant` and the first
  /// after it (infinite where there is none).
  func midnightTransitions(around instant: Double) -> (before: Double, after: Double) {
    var low = 0
    var high = midnightTransitions.count
    while low < high {
      let mid = (low + high) >> 1
      if midnightTransitions[mid] <= instant { low = mid + 1 } else { high = mid }
    }
    let before = low > 0 ? midnightTransitions[low - 1] : -Double.infinity
    let after = low < midnightTransitions.count ? midnightTransitions[low] : Double.infinity
    return (before, after)
  }

  /// 1900-01-01 and 2200-01-01 as reference-date seconds.
  static let coverage: ClosedRange<Double> = -3_187_296_000...6_279_350_400

  init(_ timeZone: TimeZone) {
    self.timeZone = timeZone
    var transitions: [Double] = []
    var offsets: [Int] = [
      timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: Self.coverage.lowerBound))
    ]
    var cursor = Date(timeIntervalSinceReferenceDate: Self.coverage.lowerBound)
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSinceReferenceDate <= Self.coverage.upperBound, next > cursor
    {
      transitions.append(next.timeIntervalSinceReferenceDate)
      offsets.append(timeZone.secondsFromGMT(for: next))
      cursor = next
    }
    self.transitions = transitions
    self.offsets = offsets
    self.covered = Self.coverage
    let weeks = Int((Self.coverage.upperBound - Self.coverage.lowerBound) / Self.week) + 1
    var starts = [Int32](repeating: 0, count: weeks + 1)
    var next = 0
    for w in 0...weeks {
      let start = Self.coverage.lowerBound + Double(w) * Self.week
      while next < transitions.count && transitions[next] <= start { next += 1 }
      starts[w] = Int32(next)
    }
    weekStarts = starts
    midnightTransitions = transitions.indices.filter { i in
      // The local wall times skipped or repeated, widened by two seconds.
      let a = transitions[i] + Double(offsets[i])
      let b = transitions[i] + Double(offsets[i + 1])
      let low = Swift.min(a, b) - 2
      let high = Swift.max(a, b) + 2
      let midnight = (high / 86_400).rounded(.down) * 86_400
      return midnight >= low
    }.map { transitions[$0] }
  }

  /// Number of transitions at or before `instant`.
  @inlinable
  func index(at instant: Double) -> Int {
    if covered.contains(instant) {
      // Times a reciprocal a hair under 1/week, not a division: the week
      // found may be one early (the scan then walks it), never one late.
      var i = Int(weekStarts[Int((instant - covered.lowerBound) * Self.inverseWeek)])
      while i < transitions.count && transitions[i] <= instant { i += 1 }
      return i
    }
    var low = 0
    var high = transitions.count
    while low < high {
      let mid = (low + high) >> 1
      if transitions[mid] <= instant { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Seconds east of UTC in force at `instant`.
  @inlinable
  func offset(at instant: Double) -> Int {
    if !covered.contains(instant) {
      guard instant.isFinite else { return offsets[0] }
      return timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: instant))
    }
    return offsets[index(at: instant)]
  }

  /// The first transition strictly after `instant`, if any within coverage.
  @inlinable
  func nextTransition(after instant: Double) -> Double? {
    let i = index(at: instant)
    return i < transitions.count ? transitions[i] : nil
  }

  /// Which of two instants a local wall time that occurs twice (or never)
  /// stands for.
  @usableFromInline
  enum Policy: Sendable { case former, latter }

  /// The instant at which local wall-clock seconds `local` occur.
  ///
  /// Repeated wall times (a fall-back hour) follow `repeated`; skipped ones (a
  /// spring-forward gap) read with the offset before the gap, like ICU's
  /// `UCAL_TZ_LOCAL_FORMER` that Foundation passes.
  @inlinable
  func instant(fromLocal local: Double, repeated: Policy) -> Double {
    let window = 172_800.0
    guard covered.contains(local - window), covered.contains(local + window) else {
      return local - Double(offset(at: local - Double(offset(at: local))))
    }
    let first = index(at: local - window)
    let last = index(at: local + window)
    if first == last { return local - Double(offsets[first]) }
    var earliest = Double.infinity
    var latest = -Double.infinity
    for i in first...last {
      let candidate = local - Double(offsets[i])
      if offsets[index(at: candidate)] == offsets[i] {
        earliest = Swift.min(earliest, candidate)
        latest = Swift.max(latest, candidate)
      }
    }
    if earliest.isFinite { return repeated == .former ? earliest : latest }
    // A gap: use the offset in force just before the transition it falls in.
    for i in first..<last {
      let transition = transitions[i]
      if local >= transition + Double(offsets[i]) && local < transition + Double(offsets[i + 1]) {
        return local - Double(offsets[i])
      }
    }
    return local - Double(offsets[first])
  }
}
