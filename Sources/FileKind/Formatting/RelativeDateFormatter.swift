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

  // MARK: Named

  @inlinable
  func namedValue(_ dest: Double) -> (GregorianClock.Unit, Int) {
    if namedFastPath && dest.rounded(.down) == dest {
      return namedFast(dest)
    }
    return namedExact(dest)
  }

  /// The largest calendar unit between `now` and `dest`, from the thresholds.
  @inlinable
  func largestUnit(_ dest: Double) -> GregorianClock.Unit? {
    if dest < reference {
      if dest <= pastThresholds.0 { return .year }
      if dest <= pastThresholds.1 { return .month }
      if dest <= pastThresholds.2 { return .week }
      if dest <= pastThresholds.3 { return .day }
    } else {
      if dest >= futureThresholds.0 { return .year }
      if dest >= futureThresholds.1 { return .month }
      if dest >= futureThresholds.2 { return .week }
      if dest >= futureThresholds.3 { return .day }
    }
    return nil
  }

  @inlinable
  func namedFast(_ dest: Double) -> (GregorianClock.Unit, Int) {
    guard let unit = largestUnit(dest) else {
      return roundedTime(dest, span: Int64(dest - reference))
    }
    let targetDay = clock.dayAndTime(dest).day
    if !dayTable.isEmpty {
      let offset = targetDay - referenceLocal.day + Self.dayTableRadius
      if offset >= 0 && offset <= 2 * Self.dayTableRadius {
        let packed = dayTable[unit.rawValue * (2 * Self.dayTableRadius + 1) + offset]
        return (GregorianClock.Unit(rawValue: Int(packed & 7))!, Int(packed >> 3))
      }
    }
    let past = dest < reference
    let anchors = past ? pastAnchors : futureAnchors
    let anchor: CivilDate =
      switch unit {
      case .year: anchors.0
      case .month: anchors.1
      case .week: anchors.2
      default: anchors.3
      }
    return Self.civilLargest(from: anchor, to: CivilDate(dayNumber: targetDay))
  }

  /// A span shorter than a day in whole seconds: the largest of hours,
  /// minutes, seconds, rounded by the next smaller unit, then re-read if the
  /// rounding reached the next larger unit (59.5 minutes is `1 hour`).
  @inlinable
  func roundedTime(_ dest: Double, span: Int64) -> (GregorianClock.Unit, Int) {
    let hours = Int(span / 3_600)
    let minutes = Int(span % 3_600 / 60)
    let seconds = Int(span % 60)
    if hours != 0 {
      let rounded = abs(minutes) * 2 >= 60 ? hours + minutes.signum() : hours
      // 23 or 24 rounded hours may span a calendar day (DST days included).
      if abs(rounded) >= 23 { return Self.reread(clock, dest, .hour, rounded) }
      return (.hour, rounded)
    }
    if minutes != 0 {
      let rounded = abs(seconds) * 2 >= 60 ? minutes + seconds.signum() : minutes
      return abs(rounded) == 60 ? (.hour, rounded.signum()) : (.minute, rounded)
    }
    return (.second, seconds)
  }

  /// Foundation re-reads a rounded value from `dest` shifted back by it, and
  /// keeps the new unit if it is larger.
  @usableFromInline
  static func reread(
    _ clock: GregorianClock, _ dest: Double, _ unit: GregorianClock.Unit, _ value: Int
  ) -> (GregorianClock.Unit, Int) {
    let shifted = clock.add(unit, -value, to: dest)
    let again = clock.difference(GregorianClock.Unit.all, from: shifted, to: dest).largest
    if let again, again.unit != unit { return again }
    return (unit, value)
  }

  /// First non-zero of the year/month/week/day difference between two local
  /// dates, stepping as `Calendar.dateComponents` does (years, then months
  /// from there, then weeks, then days), with days capped to month lengths.
  @inlinable
  static func civilLargest(from start: CivilDate, to end: CivilDate) -> (GregorianClock.Unit, Int) {
    let endDay = end.dayNumber
    let startDay = start.dayNumber
    let forward = endDay > startDay
    @inline(__always) func fits(_ date: CivilDate) -> Bool {
      forward ? date.dayNumber <= endDay : date.dayNumber >= endDay
    }
    var years = end.year - start.year
    if years != 0 && !fits(start.addingMonths(years * 12)) { years += forward ? -1 : 1 }
    if years != 0 { return (.year, years) }
    var months = (end.year - start.year) * 12 + end.month - start.month
    if months != 0 && !fits(start.addingMonths(months)) { months += forward ? -1 : 1 }
    if months != 0 { return (.month, months) }
    let days = endDay - startDay
    let weeks = days / 7
    if weeks != 0 { return (.week, weeks) }
    return (.day, days)
  }

  /// Foundation's algorithm, step by step, on the exact calendar clock.
  @usableFromInline
  func namedExact(_ dest: Double) -> (GregorianClock.Unit, Int) {
    let all = GregorianClock.Unit.all
    // Foundation first rounds the span to whole seconds (half away from zero).
    let ref = dest + (reference - dest).rounded(.toNearestOrAwayFromZero)
    let comps = clock.difference(all, from: ref, to: dest)
    let largest = comps.largest ?? (.second, 0)
    switch largest.unit {
    case .hour, .minute, .second:
      let units = all.filter { $0.rawValue >= largest.unit.rawValue }
      let fine = clock.difference(units, from: ref, to: dest, withNanoseconds: true)
      var values = fine
      if abs(fine.nanosecond) >= 500_000_000 { values[.second] += fine.nanosecond.signum() }
      let unit = values.largest?.unit ?? .second
      let value = values[unit]
      let next: Int
      let range: Int
      switch unit {
      case .hour: (next, range) = (values[.minute], 60)
      case .minute: (next, range) = (values[.second], 60)
      default: (next, range) = (values.nanosecond, 1_000_000_000)
      }
      let rounded = abs(next) * 2 >= range ? value + (next > 0 ? 1 : -1) : value
      return Self.reread(clock, dest, unit, rounded)
    default:
      let (start, end) = clock.interval(of: largest.unit, containing: ref)
      let origin = ref < dest ? start : end - 1
      return clock.difference(all, from: origin, to: dest).largest ?? largest
    }
  }

  @inlinable
  static func writeNamed(_ unit: GregorianClock.Unit, _ value: Int, to out: inout ByteWriter) {
    // Names exist only for -1, 0 and 1; test that before the table of them.
    if value >= -1 && value <= 1, let name = namedForm(unit, value) { return out.append(name) }
    if value > 0 { out.append("in ") }
    out.append(UInt64(value.magnitude), grouped: true)
    writeUnit(unit, plural: value.magnitude != 1, to: &out)
    if value < 0 { out.append(" ago") }
  }

  /// ICU's en "relative" names (`yesterday`, `next week`, `now`…), if any.
  @inlinable
  static func namedForm(_ unit: GregorianClock.Unit, _ value: Int) -> StaticString? {
    switch (unit, value) {
    case (.year, -1): return "last year"
    case (.year, 0): return "this year"
    case (.year, 1): return "next year"
    case (.month, -1): return "last month"
    case (.month, 0): return "this month"
    case (.month, 1): return "next month"
    case (.week, -1): return "last week"
    case (.week, 0): return "this week"
    case (.week, 1): return "next week"
    case (.day, -1): return "yesterday"
    case (.day, 0): return "today"
    case (.day, 1): return "tomorrow"
    case (.hour, 0): return "this hour"
    case (.minute, 0): return "this minute"
    case (.second, 0): return "now"
    default: return nil
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

  // MARK: Time ago

  /// The first unit of `Calendar.dateComponents([.year, .month, .weekOfYear,
  /// .day, .hour, .minute, .second], from: earlier, to: later)` that is not
  /// zero (seconds when none is).
  @inlinable
  func timeAgoValue(_ dest: Double) -> (GregorianClock.Unit, Int) {
    if timeAgoFastPath && dest.rounded(.down) == dest {
      return timeAgoFast(dest)
    }
    return timeAgoExact(dest)
  }

  @inlinable
  func timeAgoFast(_ dest: Double) -> (GregorianClock.Unit, Int) {
    let (day, seconds) = clock.dayAndTime(dest)
    var early = (date: CivilDate(dayNumber: day), day: day, seconds: seconds)
    var late = referenceLocal
    var span = reference - dest
    if dest > reference {
      swap(&early, &late)
      span = -span
    }
    // Wall-clock comparisons are exact here: no offset change within six
    // hours of `now`, so every candidate near `now` shares its offset.
    @inline(__always) func fits(_ date: CivilDate) -> Bool {
      let d = date.dayNumber
      return d < late.day || (d == late.day && early.seconds <= late.seconds)
    }
    var years = late.date.year - early.date.year
    if years > 0 && !fits(early.date.addingMonths(years * 12)) { years -= 1 }
    if years > 0 { return (.year, years) }
    var months = (late.date.year - early.date.year) * 12 + late.date.month - early.date.month
    if months > 0 && !fits(early.date.addingMonths(months)) { months -= 1 }
    if months > 0 { return (.month, months) }
    var days = late.day - early.day
    if days > 0 && early.seconds > late.seconds { days -= 1 }
    if days >= 7 { return (.week, days / 7) }
    if days > 0 { return (.day, days) }
    let whole = Int64(span.rounded(.towardZero))
    if whole >= 3_600 { return (.hour, Int(whole / 3_600)) }
    if whole >= 60 { return (.minute, Int(whole / 60)) }
    return (.second, Int(whole))
  }

  @usableFromInline
  func timeAgoExact(_ dest: Double) -> (GregorianClock.Unit, Int) {
    let (early, late) = dest < reference ? (dest, reference) : (reference, dest)
    let comps = clock.difference(GregorianClock.Unit.all, from: early, to: late)
    return comps.largest ?? (.second, 0)
  }

  @inlinable
  static func writeTimeAgo(_ unit: GregorianClock.Unit, _ value: Int, to out: inout ByteWriter) {
    if value == 1 {
      switch unit {
      case .year: return out.append("last year")
      case .month: return out.append("last month")
      case .week: return out.append("last week")
      case .day: return out.append("yesterday")
      case .hour: return out.append("an hour ago")
      case .minute: return out.append("a minute ago")
      case .second: break
      }
    }
    if unit == .second && value < 10 { return out.append("just now") }
    out.append(UInt64(value))
    writeUnit(unit, plural: true, to: &out)
    out.append(" ago")
  }
}
