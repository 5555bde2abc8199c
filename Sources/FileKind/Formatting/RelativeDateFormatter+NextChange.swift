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
  /// Relative strings only ever move one way as time passes (`in 2 days`,
  /// `tomorrow`, `in 23 hours` … `now` … `yesterday`), so the change is found
  /// by doubling a step until the string differs, then bisecting.
  ///
  /// - Returns: `nil` for a date or `now` that is not finite.
  /// - Complexity: about 60 formatter evaluations; call it for visible rows.
  public func nextChange(for date: Date) -> Date? {
    let start = now.timeIntervalSinceReferenceDate
    guard start.isFinite, date.timeIntervalSinceReferenceDate.isFinite else { return nil }
    let current = string(for: date)
    func differs(at instant: Double) -> Bool {
      RelativeDateFormatter(
        style, now: Date(timeIntervalSinceReferenceDate: instant), zone: clock.zone, precompute: false
      )
      .string(for: date) != current
    }
    // Bracket the change: the longest a string lasts is about a year.
    var low = start
    var step = 0.5
    var high = start + step
    while !differs(at: high) {
      low = high
      step *= 2
      high = start + step
      if step > 800 * 86_400 { return Date(timeIntervalSinceReferenceDate: high) }
    }
    while high - low > 0.001 {
      let mid = (low + high) / 2
      if differs(at: mid) { high = mid } else { low = mid }
    }
    return Date(timeIntervalSinceReferenceDate: high)
  }
}
