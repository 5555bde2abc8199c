/// The `named` style: Foundation's `Date.RelativeFormatStyle(presentation:
/// .named, unitsStyle: .wide)`, en_US, reproduced exactly.
extension RelativeDateFormatter {
  /// Where a date stands for the table-driven path, or `nil` when it takes
  /// the exact one.
  ///
  /// Foundation rounds the span to whole seconds first, so the answer is that
  /// of the whole date `floor(dest)` against the whole reference
  /// `floor(dest) + span`: ``wholeReference`` itself for every whole date, a
  /// neighbouring second (`shift` ±1) for some fractional ones, which the
  /// tables allow when ``shiftFastPath`` says so.
  @usableFromInline
  struct FastDate {
    /// `dest` without its fraction.
    @usableFromInline let whole: Double
    /// Foundation's rounded span, positive in the past.
    @usableFromInline let span: Double
    /// How far the effective whole reference lies from ``wholeReference``.
    @usableFromInline let shift: Double
    /// The local day of `whole`, and whole seconds into it.
    @usableFromInline let day: Int
    @usableFromInline let seconds: Int

    @inlinable
    init(whole: Double, span: Double, shift: Double, day: Int, seconds: Int) {
      (self.whole, self.span, self.shift, self.day, self.seconds) = (whole, span, shift, day, seconds)
    }
  }

  @inlinable @inline(__always)
  func fastDate(_ dest: Double) -> FastDate? {
    guard namedFastPath && dest > fastWindow.low && dest < fastWindow.high else { return nil }
    let span = GregorianClock.roundedHalfAway(reference - dest)
    let whole = Double(GregorianClock.floored(dest))
    let shift = whole + span - wholeReference
    guard shift == 0 || (shiftFastPath && abs(shift) == 1) else { return nil }
    let (day, seconds) = clock.dayAndTime(whole)
    return FastDate(whole: whole, span: span, shift: shift, day: day, seconds: seconds)
  }

  @inlinable
  func namedValue(_ dest: Double) -> (GregorianClock.Unit, Int) {
    guard let fast = fastDate(dest) else { return namedExact(dest) }
    return namedFast(dest, fast)
  }

  /// Writes the `named` text of `dest`: from ``dayTable`` when the date's
  /// local day alone decides it, else from the calendar arithmetic.
  @inlinable
  func writeNamed(_ dest: Double, to out: inout ByteWriter) {
    guard let fast = fastDate(dest) else {
      let (unit, value) = namedExact(dest)
      return Self.writeNamed(unit, value, to: &out)
    }
    if writeFromDayTable(dest, fast, to: &out) { return }
    let (unit, value) = namedFast(dest, fast)
    Self.writeNamed(unit, value, to: &out)
  }

  /// Writes the `named` text of `dest` from ``dayTable`` when the date's
  /// local day alone decides it; `false` (nothing written) otherwise.
  @inlinable
  func writeFromDayTable(_ dest: Double, to out: inout ByteWriter) -> Bool {
    guard let fast = fastDate(dest) else { return false }
    return writeFromDayTable(dest, fast, to: &out)
  }

  @inlinable @inline(__always)
  func writeFromDayTable(_ dest: Double, _ fast: FastDate, to out: inout ByteWriter) -> Bool {
    // The last second of a day, with a fraction, takes the exact path.
    if fast.seconds == 86_399 && fast.whole != dest { return false }
    return dayTable.write(day: fast.day, offset: fast.day - referenceDay, to: &out)
  }

  /// The largest calendar unit between `now` and `dest`, from the thresholds.
  @inlinable
  func largestUnit(_ dest: Double, past: Bool) -> GregorianClock.Unit? {
    if past {
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

  /// `named` from the thresholds and anchors, for a date on the fast path.
  @inlinable
  func namedFast(_ dest: Double, _ fast: FastDate) -> (GregorianClock.Unit, Int) {
    let past = fast.span > 0
    guard fast.span != 0, let unit = largestUnit(fast.whole - fast.shift, past: past) else {
      return roundedTime(dest, span: Int64(-fast.span))
    }
    let targetDay = fast.day
    // Foundation counts past days from the last whole second of `now`'s
    // interval, which a date with a fraction in the last second of its own
    // day overshoots: that one second takes the exact path.
    if past && fast.seconds == 86_399 && fast.whole != dest { return namedExact(dest) }
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
}
