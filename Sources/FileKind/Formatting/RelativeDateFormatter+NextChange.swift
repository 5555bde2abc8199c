#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension RelativeDateFormatter {
  /// The first instant after ``now`` at which the string for `date` differs
  /// from what this formatter writes now, to the millisecond, so a list can
  /// refresh exactly then instead of on a timer.
  ///
  /// - Returns: `nil` for a date or `now` that is not supported (not
  ///   finite, or beyond about 317,000 years from 2001).
  /// - Complexity: a handful of formatter evaluations (a few microseconds).
  public func nextChange(for date: Date) -> Date? {
    let target = date.timeIntervalSinceReferenceDate
    guard nowIsValid, Self.isSupported(target) else { return nil }
    // The string is constant on cells: `named` rounds the span to whole
    // seconds, `timeAgo` truncates it. So the search runs over cell numbers,
    // and a change is always at the start of a cell.
    let current = cell(at: reference, for: target)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * Self.maximumLength) { buffer in
      let original = UnsafeMutableBufferPointer(rebasing: buffer[..<Self.maximumLength])
      let probe = UnsafeMutableBufferPointer(rebasing: buffer[Self.maximumLength...])
      let originalCount = write(date, into: original) ?? 0
      func differs(_ cell: Int) -> Bool {
        let formatter = RelativeDateFormatter(
          style, now: Date(timeIntervalSinceReferenceDate: target + Double(cell)), zone: clock.zone,
          precompute: false)
        let count = formatter.write(date, into: probe) ?? 0
        guard count == originalCount else { return true }
        for i in 0..<count where original[i] != probe[i] { return true }
        return false
      }
      // Strings move one way as time passes (`in 2 days` … `now` …
      // `yesterday` … `2 years ago`), so "differs" is monotone in the cell:
      // search the likely change points first, then between two of them.
      // `timeAgo` reads a future date like a past one, so its strings come
      // back down to `just now` and up again: the date itself splits them.
      var candidates = changeCandidates(for: target, after: current)
      var low = current
      if style == .timeAgo && current < 0 {
        if differs(0) {
          candidates = candidates.filter { $0 < 0 } + [0]
        } else {
          candidates = candidates.filter { $0 > 0 }
          low = 0
        }
      }
      var high: Int? = nil
      var lo = 0
      var hi = candidates.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if differs(candidates[mid]) {
          hi = mid
        } else {
          lo = mid + 1
        }
      }
      if lo > 0 { low = candidates[lo - 1] }
      if lo < candidates.count { high = candidates[lo] }
      if high == nil {
        // Past every candidate (not expected): double the step from there.
        var step = 1
        while true {
          let next = low + step
          if differs(next) {
            high = next
            break
          }
          low = next
          step *= 2
          if step > 800 * 86_400 { return Date(timeIntervalSinceReferenceDate: cellStart(next, for: target)) }
        }
      }
      var upper = high!
      while upper - low > 1 {
        let mid = low + (upper - low) / 2
        if differs(mid) { upper = mid } else { low = mid }
      }
      return Date(timeIntervalSinceReferenceDate: cellStart(upper, for: target))
    }
  }

  /// The cell of `instant`: the span to `target`, rounded as the style rounds it.
  func cell(at instant: Double, for target: Double) -> Int {
    let span = instant - target
    return Int(style == .named ? span.rounded(.toNearestOrAwayFromZero) : span.rounded(.towardZero))
  }

  /// The first instant (to the millisecond) of a cell.
  func cellStart(_ cell: Int, for target: Double) -> Double {
    let k = Double(cell)
    switch style {
    // Halves round away from zero: up into cell k > 0, down out of k <= 0.
    case .named: return cell > 0 ? target + k - 0.5 : target + k - 0.5 + 0.001
    // Truncation: [k, k+1) after the date, (k-1, k] before it.
    case .timeAgo: return cell > 0 ? target + k : target + k - 1 + 0.001
    }
  }

  /// Cells after `current` where the string may change: the starts of the
  /// next local day, week, month and year (which move `named`'s anchors),
  /// the instants a unit's count ticks over (`add(unit, n, date)`), and the
  /// roundings of minutes and hours; each with its neighbours.
  func changeCandidates(for target: Double, after current: Int) -> [Int] {
    var cells: [Int] = []
    cells.reserveCapacity(96)
    func add(_ instant: Double) {
      guard instant.isFinite else { return }
      let c = cell(at: instant, for: target)
      for k in (c - 1)...(c + 1) where k > current { cells.append(k) }
    }
    for unit in GregorianClock.Unit.all where unit.rawValue <= GregorianClock.Unit.day.rawValue {
      add(clock.interval(of: unit, containing: reference).end)
    }
    let (unit, value) = style == .named ? namedValue(target) : timeAgoValue(target)
    let count = abs(value)
    for candidate in GregorianClock.Unit.all where candidate != .second {
      for n in candidate == unit ? count...(count + 1) : 1...1 where n > 0 {
        add(clock.add(candidate, n, to: target))
        add(clock.add(candidate, -n, to: target))
      }
      if candidate == unit && count > 1 {
        add(clock.add(candidate, 1, to: target))
        add(clock.add(candidate, -1, to: target))
      }
    }
    // Sub-day strings tick with the rounded (or truncated) seconds, minutes
    // and hours of the span.
    cells.append(current + 1)
    func nextCell(_ phase: Int, every period: Int) {
      cells.append(current + 1 + (((phase - (current + 1)) % period) + period) % period)
    }
    nextCell(0, every: 60)
    nextCell(30, every: 60)
    nextCell(0, every: 3_600)
    nextCell(1_800, every: 3_600)
    cells.sort()
    var unique: [Int] = []
    unique.reserveCapacity(cells.count)
    for c in cells where c > current && unique.last != c { unique.append(c) }
    return unique
  }
}
