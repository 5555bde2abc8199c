#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// put.io's date strings, read to the same instant Foundation's
/// `ISO8601DateFormatter` gives them in the official SDK (the string as it
/// came, then with `Z`, then with `+00:00`, with and without fractional
/// seconds), without a formatter.
///
/// The forms: `2013-09-07T21:32:03` (no zone: UTC), a trailing `Z` or `z`,
/// an offset (`+02:00`, `+0200`, `+02`), fractional seconds of any length
/// (kept to the millisecond, truncated, as Foundation keeps them), and the
/// events form with a space for the `T`, which Foundation refuses and
/// FileKind reads as the `T` form. Foundation's own quirks are kept where
/// they decide a well-formed string: a day up to 31 in any month rolls
/// over (`2013-02-30` is March 2), hour 24 is the next day, and days
/// before 15 October 1582 are Julian, as in its Gregorian calendar.
///
/// Stricter than Foundation, whose ICU parser also takes text no server
/// writes: one- or five-digit fields, leading or trailing spaces, zone
/// names (`GMT`), offsets past 23:59, the ten days of October 1582 the
/// calendar reform skipped, more than nine fraction digits read
/// as an overflowing integer (and, past about 40, a crash). Those are not
/// dates here.
package enum PutioDate {
  /// Reads one date string's bytes, or `nil` when it is not one of the
  /// forms above.
  package static func read(_ s: UnsafeBufferPointer<UInt8>) -> Date? {
    guard s.count >= 19 else { return nil }
    func digits(_ at: Int, _ count: Int) -> Int? {
      var value = 0
      for i in at..<(at + count) {
        let d = s[i] &- UInt8(ascii: "0")
        guard d < 10 else { return nil }
        value = value * 10 + Int(d)
      }
      return value
    }
    guard let year = digits(0, 4), s[4] == UInt8(ascii: "-"), let month = digits(5, 2),
      s[7] == UInt8(ascii: "-"), let day = digits(8, 2),
      s[10] == UInt8(ascii: "T") || s[10] == UInt8(ascii: " "),
      let hour = digits(11, 2), s[13] == UInt8(ascii: ":"), let minute = digits(14, 2),
      s[16] == UInt8(ascii: ":"), let second = digits(17, 2),
      (1...12).contains(month), (1...31).contains(day), hour <= 24, minute <= 59, second <= 59
    else { return nil }
    var at = 19
    var milliseconds = 0
    if at < s.count && s[at] == UInt8(ascii: ".") {
      at += 1
      let start = at
      while at < s.count && s[at] &- UInt8(ascii: "0") < 10 {
        if at - start < 3 { milliseconds = milliseconds * 10 + Int(s[at] - UInt8(ascii: "0")) }
        at += 1
      }
      guard at > start else { return nil }
      for _ in min(at - start, 3)..<3 { milliseconds *= 10 }
    }
    var offsetMinutes = 0
    if at < s.count {
      let sign = s[at]
      if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
        at += 1
      } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        guard at + 3 <= s.count, let hours = digits(at + 1, 2), hours <= 23 else { return nil }
        at += 3
        var minutes = 0
        if at < s.count {
          if s[at] == UInt8(ascii: ":") { at += 1 }
          guard at + 2 <= s.count, let parsed = digits(at, 2), parsed <= 59 else { return nil }
          minutes = parsed
          at += 2
        }
        offsetMinutes = (hours * 60 + minutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
      } else {
        return nil
      }
    }
    guard at == s.count else { return nil }
    // The ten days the calendar reform skipped never existed; ICU reads
    // them inconsistently.
    if year == 1582 && month == 10 && (5...14).contains(day) { return nil }
    let days = dayNumber(year: year, month: month, day: day)
    let seconds = Int64(days) * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offsetMinutes * 60)
    // As Foundation computes it: milliseconds since 1970 as a Double, then
    // seconds since 2001, so the two agree to the last bit.
    let millisecondsSince1970 = Double(seconds * 1_000 + Int64(milliseconds))
    return Date(timeIntervalSinceReferenceDate: millisecondsSince1970 / 1_000 - 978_307_200)
  }

  /// Days from 1970-01-01 to a date: Gregorian from 15 October 1582, Julian
  /// before it. Day and month may roll over (day 31 of a 30-day month).
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    // Months from March, so the leap day ends the year.
    let y = month <= 2 ? year - 1 : year
    let m = month <= 2 ? month + 9 : month - 3
    let dayOfYear = (153 * m + 2) / 5 + day - 1
    let isGregorian = (year, month, day) >= (1582, 10, 15)
    if isGregorian {
      let era = (y >= 0 ? y : y - 399) / 400
      let yearOfEra = y - era * 400
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      return era * 146_097 + dayOfEra - 719_468
    }
    // Julian: a leap year every four, counted from the same March origin;
    // 1582-10-05 Julian is 1582-10-15 Gregorian.
    let era = (y >= 0 ? y : y - 3) / 4
    let yearOfEra = y - era * 4
    return era * 1_461 + yearOfEra * 365 + dayOfYear - 719_470
  }
}
