#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Formats a date relative to a fixed `now` in one time zone.
///
/// Build one per render pass (it precomputes the calendar boundaries around
/// `now`; the zone's tables are shared process-wide), then call it for every
/// row: the common path is a few comparisons, one offset lookup and a table
/// read, with no Foundation call and no allocation, for whole and fractional
/// seconds alike. Dates across a clock change that skips or repeats a
/// midnight take an exact slower path that mirrors Foundation's `Calendar`
/// step by step.
public struct RelativeDateFormatter: Sendable {
  /// The two strings families the apps use.
  public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
    /// Foundation's `Date.RelativeFormatStyle(presentation: .named,
    /// unitsStyle: .wide)` in en_US: `yesterday`, `2 days ago`, `last week`,
    /// `in 3 hours`, `now`.
    case named
    /// The UIKit app's truncating `timeAgo`: `just now`, `an hour ago`,
    /// `yesterday`, `3 weeks ago`; future dates read like past ones.
    case timeAgo
  }

  /// Which strings this formatter writes.
  public let style: Style
  /// The moment dates are relative to.
  public private(set) var now: Date
  /// The zone whose calendar days, weeks and months are counted.
  public let timeZone: TimeZone

  @usableFromInline let clock: GregorianClock
  /// `now` in seconds since 2001-01-01 UTC, fraction included.
  @usableFromInline var reference: Double
  /// Whether `now` is a supported instant (``isSupported(_:)``).
  @usableFromInline let nowIsValid: Bool
  /// `now` rounded to the second the way Foundation's `named` rounds a span
  /// from a whole-second date (halves up): the instant the `named` tables
  /// below are computed from.
  @usableFromInline let wholeReference: Double
  /// Local day of ``wholeReference``.
  @usableFromInline let referenceDay: Int
  /// Local day, whole seconds into it, and fraction of ``reference``.
  @usableFromInline var referenceLocal: (date: CivilDate, day: Int, seconds: Int, fraction: Double)
  /// `add(unit, -1)` and `add(unit, +1)` of ``wholeReference`` for year,
  /// month, week, day.
  @usableFromInline let pastThresholds: (Double, Double, Double, Double)
  @usableFromInline let futureThresholds: (Double, Double, Double, Double)
  /// Anchors of the aligned computation: the local date of the last second of
  /// `now`'s year/month/week/day (past) and of its first second (future).
  @usableFromInline let pastAnchors: (CivilDate, CivilDate, CivilDate, CivilDate)
  @usableFromInline let futureAnchors: (CivilDate, CivilDate, CivilDate, CivilDate)
  /// Whether `named` may use civil-day arithmetic for dates inside
  /// ``fastWindow``: no clock change skips or repeats a midnight within
  /// `now`'s year, nor between it and such a date.
  @usableFromInline let namedFastPath: Bool
  /// Dates strictly inside this range are far from any midnight clock change.
  @usableFromInline let fastWindow: (low: Double, high: Double)
  /// Whether a date whose span rounds to a neighbouring second of
  /// ``wholeReference`` (a fractional date) may use the same tables.
  @usableFromInline let shiftFastPath: Bool
  @usableFromInline var timeAgoFastPath: Bool
  /// `named` texts by local day for the days around `now` that the day
  /// alone decides, so most rows skip the calendar arithmetic (empty when
  /// not precomputed).
  @usableFromInline let dayTable: NamedDayTable

  /// Prepares a formatter for rows rendered at `now` in `timeZone`.
  ///
  /// The zone's offsets are built once per process and shared, so a
  /// formatter for a new `now` costs a few calendar steps.
  public init(_ style: Style, now: Date, timeZone: TimeZone) {
    self.init(style, now: now, zone: ZoneOffsets.shared(timeZone))
  }

  /// A formatter that skips the day table and takes the calendar arithmetic
  /// for every date (`precomputed: false`): the definition the table must
  /// agree with, for tests and fuzzing.
  package init(_ style: Style, now: Date, timeZone: TimeZone, precomputed: Bool) {
    self.init(style, now: now, zone: ZoneOffsets.shared(timeZone), precompute: precomputed)
  }

  /// The same formatter for another `now` (a render pass or a timeline tick).
  public func moved(to now: Date) -> RelativeDateFormatter {
    RelativeDateFormatter(style, now: now, zone: clock.zone)
  }

  /// This formatter at another `now` without rebuilding its tables, when
  /// they hold there (`named`: the same whole second), else `nil`.
  func rebased(to now: Date) -> RelativeDateFormatter? {
    let raw = now.timeIntervalSinceReferenceDate
    guard nowIsValid, Self.isSupported(raw) else { return nil }
    if style == .named {
      guard Self.wholeSecond(raw) == wholeReference else { return nil }
    }
    var copy = self
    copy.now = now
    copy.reference = raw
    copy.referenceLocal = Self.localParts(raw, clock)
    copy.timeAgoFastPath = !Self.hasTransition(clock.zone, near: raw, within: 6 * 3_600)
    return copy
  }

  /// The whole second `named` reads `now` as: half a second or more rounds
  /// up, as a span is rounded to whole seconds.
  static func wholeSecond(_ instant: Double) -> Double {
    let floor = instant.rounded(.down)
    return instant - floor >= 0.5 ? floor + 1 : floor
  }

  /// Local day, whole seconds into it, and the fraction of `instant`.
  static func localParts(_ instant: Double, _ clock: GregorianClock) -> (
    date: CivilDate, day: Int, seconds: Int, fraction: Double
  ) {
    let (day, seconds) = clock.dayAndTime(instant)
    return (CivilDate(dayNumber: day), day, seconds, instant - instant.rounded(.down))
  }

  init(_ style: Style, now: Date, zone: ZoneOffsets, precompute: Bool = true) {
    self.style = style
    self.now = now
    self.timeZone = zone.timeZone
    let clock = GregorianClock(zone: zone)
    self.clock = clock
    let raw = now.timeIntervalSinceReferenceDate
    // An unsupported `now` (NaN, infinite, beyond the range) formats every
    // date as `—` and has no next change; the tables are built at 2001.
    nowIsValid = Self.isSupported(raw)
    let ref = nowIsValid ? raw : 0
    reference = ref
    let whole = Self.wholeSecond(ref)
    wholeReference = whole
    referenceLocal = Self.localParts(ref, clock)
    let exactDay = referenceLocal.day
    timeAgoFastPath = !Self.hasTransition(zone, near: ref, within: 6 * 3_600)

    guard style == .named else {
      // `timeAgo` reads only the exact local time of `now`.
      referenceDay = exactDay
      pastThresholds = (0, 0, 0, 0)
      futureThresholds = (0, 0, 0, 0)
      let none = CivilDate(dayNumber: 0)
      pastAnchors = (none, none, none, none)
      futureAnchors = (none, none, none, none)
      namedFastPath = false
      fastWindow = (0, 0)
      shiftFastPath = false
      dayTable = .empty
      return
    }
    let day = clock.dayAndTime(whole).day
    referenceDay = day
    let past = (
      clock.add(.year, -1, to: whole), clock.add(.month, -1, to: whole), clock.add(.week, -1, to: whole),
      clock.add(.day, -1, to: whole)
    )
    let future = (
      clock.add(.year, 1, to: whole), clock.add(.month, 1, to: whole), clock.add(.week, 1, to: whole),
      clock.add(.day, 1, to: whole)
    )
    pastThresholds = past
    futureThresholds = future
    // Interval bounds: a year holds its month, week (nearly) and day, so the
    // week and day bounds come from their own intervals.
    let year = clock.interval(of: .year, containing: whole)
    let month = clock.interval(of: .month, containing: whole)
    let week = clock.interval(of: .week, containing: whole)
    let today = clock.interval(of: .day, containing: whole)
    func dayOf(_ instant: Double) -> CivilDate { CivilDate(dayNumber: clock.dayAndTime(instant).day) }
    let ends = (dayOf(year.end - 1), dayOf(month.end - 1), dayOf(week.end - 1), dayOf(today.end - 1))
    let starts = (dayOf(year.start), dayOf(month.start), dayOf(week.start), dayOf(today.start))
    pastAnchors = ends
    futureAnchors = starts

    // Only clock changes near the dates being formatted matter: the fast
    // path holds between the midnight changes around `now`, given a margin,
    // when none falls within `now`'s year (whose bounds anchor every answer).
    let margin = 3 * 86_400.0
    let (before, after) = zone.midnightTransitions(around: whole)
    let lowest = Swift.min(year.start, week.start)
    let highest = Swift.max(year.end, week.end)
    namedFastPath = before < lowest - margin && after > highest + margin
    fastWindow = (before + margin, after - margin)
    // A fractional date's span rounds to a neighbour of `whole`; the tables
    // shift with it by one second when that second is on the same local day
    // and no threshold is near an offset change.
    let neighboursShareTheDay =
      clock.dayAndTime(whole - 1).day == day && clock.dayAndTime(whole + 1).day == day
      && !Self.hasTransition(zone, near: whole, within: 2)
    func stable(_ t: (Double, Double, Double, Double)) -> Bool {
      !Self.hasTransition(zone, near: t.0, within: 7_200)
        && !Self.hasTransition(zone, near: t.1, within: 7_200)
        && !Self.hasTransition(zone, near: t.2, within: 7_200)
        && !Self.hasTransition(zone, near: t.3, within: 7_200)
    }
    shiftFastPath = neighboursShareTheDay && stable(past) && stable(future)
    if namedFastPath && precompute {
      dayTable = zone.dayTable(forDay: day) {
        func mark(_ instant: Double) -> (day: Int, seconds: Int) { clock.dayAndTime(instant) }
        return NamedDayTable(
          referenceDay: day, reference: mark(whole),
          past: [mark(past.0), mark(past.1), mark(past.2), mark(past.3)],
          future: [mark(future.0), mark(future.1), mark(future.2), mark(future.3)],
          pastAnchors: [ends.0, ends.1, ends.2, ends.3],
          futureAnchors: [starts.0, starts.1, starts.2, starts.3])
      }
    } else {
      dayTable = .empty
    }
  }

  static func hasTransition(_ zone: ZoneOffsets, near instant: Double, within span: Double) -> Bool {
    guard let next = zone.nextTransition(after: instant - span) else { return false }
    return next <= instant + span
  }

  // MARK: Public API

  /// The relative date as a `String`.
  public func string(for date: Date) -> String {
    String._writing(capacity: Self.maximumLength) { write(date, to: &$0) }
  }

  /// Writes the relative date as UTF-8 into `buffer`; never allocates.
  ///
  /// - Returns: bytes written, or `nil` if `buffer` is too short
  ///   (``maximumLength`` always suffices).
  package func write(_ date: Date, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    var writer = ByteWriter(buffer)
    write(date, to: &writer)
    return writer.overflowed ? nil : writer.count
  }

  /// The longest output in bytes.
  public static let maximumLength = 40

  /// The one rule for instants (seconds since 2001) the formatter reads:
  /// finite and within 10¹³ seconds, about 317,000 years. A date outside it
  /// formats as `—`; a `now` outside it makes every date `—`.
  @inlinable
  static func isSupported(_ instant: Double) -> Bool { instant.isFinite && abs(instant) < 1e13 }

  @inlinable
  func write(_ date: Date, to out: inout ByteWriter) {
    let instant = date.timeIntervalSinceReferenceDate
    guard nowIsValid, Self.isSupported(instant) else { return out.append("—") }
    switch style {
    case .named:
      writeNamed(instant, to: &out)
    case .timeAgo:
      let (unit, value) = timeAgoValue(instant)
      Self.writeTimeAgo(unit, value, to: &out)
    }
  }

  @inlinable
  static func writeUnit(_ unit: GregorianClock.Unit, plural: Bool, to out: inout ByteWriter) {
    switch unit {
    case .year: out.append(" year")
    case .month: out.append(" month")
    case .week: out.append(" week")
    case .day: out.append(" day")
    case .hour: out.append(" hour")
    case .minute: out.append(" minute")
    case .second: out.append(" second")
    }
    if plural { out.append(UInt8(ascii: "s")) }
  }
}
