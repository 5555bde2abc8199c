/// Calendar arithmetic in one time zone that reproduces Foundation's Gregorian
/// `Calendar` (en_US week rules) exactly, on plain `Double` instants.
///
/// Instants are seconds since 2001-01-01 UTC (`timeIntervalSinceReferenceDate`)
/// because Foundation rounds fractional seconds on that scale. The rules for
/// adding months and days across DST changes mirror swift-foundation's
/// `_CalendarGregorian.add(_:to:amount:inTimeZone:)`; tests hold them to
/// `Calendar.dateComponents(_:from:to:)` as the oracle.
@usableFromInline
struct GregorianClock: Sendable {
  @usableFromInline let zone: ZoneOffsets

  @usableFromInline
  enum Unit: Int, Sendable, CaseIterable {
    case year, month, week, day, hour, minute, second

    /// Every unit, largest first (stored once: `allCases` builds a new array).
    @usableFromInline static let all: [Unit] = allCases
  }

  /// A signed difference per unit, as `DateComponents` would hold it.
  @usableFromInline
  struct Difference: Sendable {
    @usableFromInline var values: (Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0)
    @usableFromInline var nanosecond = 0

    @inlinable
    subscript(unit: Unit) -> Int {
      get {
        switch unit {
        case .year: values.0
        case .month: values.1
        case .week: values.2
        case .day: values.3
        case .hour: values.4
        case .minute: values.5
        case .second: values.6
        }
      }
      set {
        switch unit {
        case .year: values.0 = newValue
        case .month: values.1 = newValue
        case .week: values.2 = newValue
        case .day: values.3 = newValue
        case .hour: values.4 = newValue
        case .minute: values.5 = newValue
        case .second: values.6 = newValue
        }
      }
    }

    /// The largest unit whose value is not zero, with the value.
    @inlinable
    var largest: (unit: Unit, value: Int)? {
      for unit in Unit.all where self[unit] != 0 { return (unit, self[unit]) }
      return nil
    }

    @inlinable init() {}
  }

  @inlinable
  init(zone: ZoneOffsets) { self.zone = zone }

  // MARK: Local fields

  /// Local wall-clock seconds since 2001-01-01 00:00 local.
  @inlinable
  func local(_ instant: Double) -> Double { instant + Double(zone.offset(at: instant)) }

  /// Local day number and whole seconds into that day.
  @inlinable
  func dayAndTime(_ instant: Double) -> (day: Int, seconds: Int) {
    let seconds = Self.floored(local(instant))
    let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return (day, seconds - day * 86_400)
  }

  /// `x.rounded(.down)` as an `Int`, for `|x|` well inside `Int`'s range.
  /// By integer conversion: x86-64's baseline has no rounding instruction,
  /// so `rounded` is a call into libm on every row.
  @inlinable @inline(__always)
  static func floored(_ x: Double) -> Int {
    let t = Int(x)
    return Double(t) > x ? t - 1 : t
  }

  /// `x.rounded(.toNearestOrAwayFromZero)`, the same way (`x - Double(Int(x))`
  /// is exact).
  @inlinable @inline(__always)
  static func roundedHalfAway(_ x: Double) -> Double {
    let t = Double(Int(x))
    return abs(x - t) >= 0.5 ? t + (x < 0 ? -1 : 1) : t
  }

  // MARK: Adding

  /// `instant` plus `amount` units, as `Calendar.date(byAdding:to:)` computes it.
  @inlinable
  func add(_ unit: Unit, _ amount: Int, to instant: Double) -> Double {
    guard amount != 0 else { return instant }
    var whole = instant.rounded(.down)
    let fraction = instant - whole
    switch unit {
    case .hour: return instant + Double(amount) * 3_600
    case .minute: return instant + Double(amount) * 60
    case .second: return instant + Double(amount)
    case .year, .month:
      let (day, seconds) = dayAndTime(whole)
      let date = CivilDate(dayNumber: day).addingMonths(unit == .year ? amount * 12 : amount)
      whole = zone.instant(
        fromLocal: Double(date.dayNumber) * 86_400 + Double(seconds), repeated: .latter)
    case .week, .day:
      let days = unit == .week ? amount * 7 : amount
      let before = dayAndTime(instant).seconds
      let unadjusted = whole + Double(days) * 86_400
      whole = unadjusted
      if dayAndTime(whole).seconds != before {
        let newOffset = zone.offset(at: whole)
        let oldOffset = zone.offset(at: instant)
        if newOffset != oldOffset {
          whole += Double(oldOffset - newOffset)
          if dayAndTime(whole).seconds != before && oldOffset < newOffset {
            whole = unadjusted
          }
        }
      }
    }
    if amount > 0, let repeated = repeatedSpan(at: whole) {
      whole -= repeated
    }
    return whole + fraction
  }

  /// When `instant` falls in the second pass of a fall-back hour, how far back
  /// its first pass is (Foundation's `timeZoneTransitionInterval(at:)`).
  @inlinable
  func repeatedSpan(at instant: Double) -> Double? {
    guard instant >= -3_187_299_600 else { return nil }
    guard let transition = zone.nextTransition(after: instant - 172_800), transition <= instant
    else { return nil }
    let span = Double(zone.offset(at: transition - 1) - zone.offset(at: transition + 1))
    return span > 0 && instant < transition + span ? span : nil
  }

  // MARK: Differences

  /// How many whole `unit`s fit from `start` toward `end`, and where they end.
  @inlinable
  func difference(_ unit: Unit, from start: Double, to end: Double) -> (Int, Double) {
    guard start != end else { return (0, start) }
    let forward = end > start
    var high = forward ? 1 : -1
    var low = 0
    while true {
      let moved = add(unit, high, to: start)
      guard forward ? moved > start : moved < start else { return (low, start) }
      if moved == end { return (high, moved) }
      if forward ? moved > end : moved < end { break }
      low = high
      guard abs(high) < (1 << 40) else { return (low, add(unit, low, to: start)) }
      high <<= 1
    }
    while forward ? high - low > 1 : low - high > 1 {
      let mid = low + (high - low) / 2
      let moved = add(unit, mid, to: start)
      if moved == end { return (mid, moved) }
      if forward ? moved > end : moved < end { high = mid } else { low = mid }
    }
    return (low, add(unit, low, to: start))
  }

  /// `Calendar.dateComponents(units, from:to:)` for these units, with
  /// `withNanoseconds` adding `.nanosecond` to the set as Foundation does.
  @inlinable
  func difference(
    _ units: [Unit], from start: Double, to end: Double, withNanoseconds: Bool = false
  ) -> Difference {
    var result = Difference()
    var current = start
    var goal = end
    var subsecond = 0
    if withNanoseconds, start != end {
      let (small, large) = start < end ? (start, end) : (end, start)
      subsecond = Int(
        ((small.rounded(.up) - small + large - large.rounded(.down)) * 1_000_000_000).rounded())
      let towards: (Double, Double) -> Double = { a, b in b > a ? a.rounded(.up) : a.rounded(.down) }
      let away: (Double, Double) -> Double = { a, b in b > a ? a.rounded(.down) : a.rounded(.up) }
      if subsecond >= 1_000_000_000 {
        subsecond -= 1_000_000_000
        current = away(start, end)
      } else {
        current = towards(start, end)
      }
      goal = towards(end, start)
    }
    for unit in units {
      let (value, reached) = difference(unit, from: current, to: goal)
      result[unit] = value
      current = reached
    }
    if withNanoseconds {
      let rest = Int((goal - current) * 1_000_000_000)
      result.nanosecond = end >= start ? rest + subsecond : rest - subsecond
    }
    return result
  }

  /// The start of the local day, week (Sunday first), month or year holding
  /// `instant`, and the start of the next one.
  @inlinable
  func interval(of unit: Unit, containing instant: Double) -> (start: Double, end: Double) {
    let (day, _) = dayAndTime(instant)
    let date = CivilDate(dayNumber: day)
    let firstDay: Int
    let nextDay: Int
    switch unit {
    case .year:
      firstDay = CivilDate(year: date.year, month: 1, day: 1).dayNumber
      nextDay = CivilDate(year: date.year + 1, month: 1, day: 1).dayNumber
    case .month:
      firstDay = CivilDate(year: date.year, month: date.month, day: 1).dayNumber
      nextDay = CivilDate(year: date.year, month: date.month, day: 1).addingMonths(1).dayNumber
    case .week:
      firstDay = day - (CivilDate.weekday(ofDay: day) - 1)
      nextDay = firstDay + 7
    default:
      firstDay = day
      nextDay = day + 1
    }
    return (startOfDay(firstDay), startOfDay(nextDay))
  }

  /// The first instant of a local day (after a gap if midnight is skipped).
  @inlinable
  func startOfDay(_ day: Int) -> Double {
    zone.instant(fromLocal: Double(day) * 86_400, repeated: .former)
  }
}
