#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Formats a date relative to a fixed `now` in one time zone (SPEC §5).
///
/// Build one per listing render (it precomputes the calendar boundaries around
/// `now`), then call it for every row: the common path is a few comparisons,
/// one offset lookup and civil-date arithmetic, with no Foundation call and
/// no allocation. Dates that need it (fractional seconds, zones with
/// transitions near midnight) take an exact slower path that mirrors
/// Foundation's `Calendar` step by step.
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
  public let now: Date
  /// The zone whose calendar days, weeks and months are counted.
  public let timeZone: TimeZone

  @usableFromInline let clock: GregorianClock
  @usableFromInline let reference: Double
  @usableFromInline let referenceIsWhole: Bool
  @usableFromInline let referenceLocal: (date: CivilDate, day: Int, seconds: Int)
  /// `add(unit, -1)` and `add(unit, +1)` of `now` for year, month, week, day.
  @usableFromInline let pastThresholds: (Double, Double, Double, Double)
  @usableFromInline let futureThresholds: (Double, Double, Double, Double)
  /// Anchors of the aligned computation: the local date of the last second of
  /// `now`'s year/month/week/day (past) and of its first second (future).
  @usableFromInline let pastAnchors: (CivilDate, CivilDate, CivilDate, CivilDate)
  @usableFromInline let futureAnchors: (CivilDate, CivilDate, CivilDate, CivilDate)
  @usableFromInline let namedFastPath: Bool
  @usableFromInline let timeAgoFastPath: Bool
  /// `named` results by (unit, local day) for days near `now`, so most rows
  /// skip the civil-date arithmetic (empty when not precomputed).
  @usableFromInline let dayTable: [Int32]
  /// Days on each side of `now` that ``dayTable`` covers.
  @usableFromInline static let dayTableRadius = 200

  /// Prepares a formatter for rows rendered at `now` in `timeZone`.
  public init(_ style: Style, now: Date, timeZone: TimeZone) {
    self.init(style, now: now, zone: ZoneOffsets(timeZone))
  }

  init(_ style: Style, now: Date, zone: ZoneOffsets, precompute: Bool = true) {
    self.style = style
    self.now = now
    self.timeZone = zone.timeZone
    let clock = GregorianClock(zone: zone)
    self.clock = clock
    let raw = now.timeIntervalSinceReferenceDate
    let ref = raw.isFinite && abs(raw) < 1e13 ? raw : 0
    reference = ref
    referenceIsWhole = ref.rounded(.down) == ref
    let (day, seconds) = clock.dayAndTime(ref)
    referenceLocal = (CivilDate(dayNumber: day), day, seconds)
    let units: [GregorianClock.Unit] = [.year, .month, .week, .day]
    let past = units.map { clock.add($0, -1, to: ref) }
    let future = units.map { clock.add($0, 1, to: ref) }
    pastThresholds = (past[0], past[1], past[2], past[3])
    futureThresholds = (future[0], future[1], future[2], future[3])
    let ends = units.map {
      CivilDate(dayNumber: clock.dayAndTime(clock.interval(of: $0, containing: ref).end - 1).day)
    }
    let starts = units.map {
      CivilDate(dayNumber: clock.dayAndTime(clock.interval(of: $0, containing: ref).start).day)
    }
    pastAnchors = (ends[0], ends[1], ends[2], ends[3])
    futureAnchors = (starts[0], starts[1], starts[2], starts[3])
    namedFastPath = referenceIsWhole && !Self.hasTransitionsNearMidnight(zone)
    dayTable =
      namedFastPath && precompute && style == .named
      ? Self.dayTable(referenceDay: day, past: ends, future: starts) : []
    timeAgoFastPath = referenceIsWhole && !Self.hasTransition(zone, near: ref, within: 6 * 3_600)
  }

  /// Whether some offset change skips or repeats a day's first or last
  /// second (zones that change clocks at midnight), where wall-clock
  /// comparisons of day boundaries would not be exact.
  static func hasTransitionsNearMidnight(_ zone: ZoneOffsets) -> Bool {
    for (i, transition) in zone.transitions.enumerated() {
      let a = transition + Double(zone.offsets[i])
      let b = transition + Double(zone.offsets[i + 1])
      // The local wall times skipped or repeated, widened by two seconds.
      let low = Swift.min(a, b) - 2
      let high = Swift.max(a, b) + 2
      let midnight = (high / 86_400).rounded(.down) * 86_400
      if midnight >= low { return true }
    }
    return false
  }

  /// The `named` answers around one `now`: for year, month, week and day
  /// alignment, the unit and value (packed `value << 3 | unit`) of each local
  /// day within ``dayTableRadius`` days.
  static func dayTable(referenceDay: Int, past: [CivilDate], future: [CivilDate]) -> [Int32] {
    let width = 2 * dayTableRadius + 1
    var entries = [Int32](repeating: 0, count: 4 * width)
    for unit in 0..<4 {
      for offset in 0..<width {
        let day = referenceDay + offset - dayTableRadius
        let anchor = day < referenceDay ? past[unit] : future[unit]
        let (found, value) = civilLargest(from: anchor, to: CivilDate(dayNumber: day))
        entries[unit * width + offset] = Int32(value) << 3 | Int32(found.rawValue)
      }
    }
    return entries
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
  public func write(_ date: Date, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    var writer = ByteWriter(buffer)
    write(date, to: &writer)
    return writer.overflowed ? nil : writer.count
  }

  /// The longest output in bytes.
  public static let maximumLength = 40

  @inlinable
  func write(_ date: Date, to out: inout ByteWriter) {
    let instant = date.timeIntervalSinceReferenceDate
    guard instant.isFinite, reference.isFinite, abs(instant) < 1e13 else {
      return out.append("—")
    }
    switch style {
    case .named:
      let (unit, value) = namedValue(instant)
      Self.writeNamed(unit, value, to: &out)
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
