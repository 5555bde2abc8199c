/// Calendar date arithmetic on day numbers (days since 2001-01-01,
/// Foundation's reference date), after Howard Hinnant's `days_from_civil` /
/// `civil_from_days`. Pure integer math, no Foundation.
///
/// Like Foundation's Gregorian calendar, days before 1582-10-15 are Julian
/// (the day after 1582-10-04 Julian is 1582-10-15 Gregorian), so even year 1
/// reads the same as in `Calendar`.
@usableFromInline
struct CivilDate: Hashable, Sendable {
  @usableFromInline var year: Int
  @usableFromInline var month: Int  // 1...12
  @usableFromInline var day: Int  // 1...31

  @inlinable
  init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Day number of 1582-10-15, the first Gregorian day (Julian day 2,299,161).
  @usableFromInline static let gregorianStart = -152_750

  /// The date of a day number.
  @inlinable @inline(__always)
  init(dayNumber: Int) {
    if dayNumber < Self.gregorianStart {
      self.init(julianDayNumber: dayNumber)
    } else {
      self.init(gregorianDayNumber: dayNumber)
    }
  }

  /// Proleptic Gregorian date of a day number.
  @inlinable @inline(__always)
  init(gregorianDayNumber dayNumber: Int) {
    let z = dayNumber + 719_468 + 11_323  // shift 1970-based algorithm to 2001 reference
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days since 2001-01-01 (negative before).
  @inlinable
  var dayNumber: Int {
    @inline(__always) get {
      if year <= 1582 {
        let gregorian = gregorianDayNumber
        if gregorian < Self.gregorianStart { return julianCalendarDayNumber }
        return gregorian
      }
      return gregorianDayNumber
    }
  }

  @inlinable
  var gregorianDayNumber: Int {
    @inline(__always) get {
      let y = month <= 2 ? year - 1 : year
      let era = (y >= 0 ? y : y - 399) / 400
      let yoe = y - era * 400
      let mp = month > 2 ? month - 3 : month + 9
      let doy = (153 * mp + 2) / 5 + day - 1
      let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
      return era * 146_097 + doe - 719_468 - 11_323
    }
  }

  /// Gregorian leap years from 1582, Julian ones before, as Foundation.
  @inlinable
  static func isLeap(_ year: Int) -> Bool {
    year >= 1582 ? year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) : year % 4 == 0
  }

  /// Julian-calendar date of a day number (Richards' algorithm, floor-safe).
  @inlinable
  init(julianDayNumber dayNumber: Int) {
    let jdn = dayNumber + 2_451_911
    func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }
    let c = jdn + 32_082
    let d = floorDiv(4 * c + 3, 1461)
    let e = c - floorDiv(1461 * d, 4)
    let m = floorDiv(5 * e + 2, 153)
    day = e - floorDiv(153 * m + 2, 5) + 1
    month = m + 3 - 12 * floorDiv(m, 10)
    year = d - 4800 + floorDiv(m, 10)
  }

  /// Day number of this date read in the Julian calendar.
  @inlinable
  var julianCalendarDayNumber: Int {
    func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }
    let a = floorDiv(14 - month, 12)
    let y = year + 4800 - a
    let m = month + 12 * a - 3
    let jdn = day + floorDiv(153 * m + 2, 5) + 365 * y + floorDiv(y, 4) - 32_083
    return jdn - 2_451_911
  }

  @inlinable
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Weekday of a day number, 1 = Sunday … 7 = Saturday (2001-01-01 was a Monday).
  @inlinable
  static func weekday(ofDay dayNumber: Int) -> Int {
    let r = (dayNumber + 1) % 7
    return (r < 0 ? r + 7 : r) + 1
  }

  /// This date moved by whole months, the day capped to the new month's length
  /// (Jan 31 + 1 month = Feb 28/29), as `Calendar` does.
  @inlinable @inline(__always)
  func addingMonths(_ months: Int) -> CivilDate {
    let zeroBased = year * 12 + (month - 1) + months
    let y = zeroBased >= 0 ? zeroBased / 12 : (zeroBased - 11) / 12
    let m = zeroBased - y * 12 + 1
    return CivilDate(year: y, month: m, day: Swift.min(day, Self.daysIn(month: m, year: y)))
  }
}
