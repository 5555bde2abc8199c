/// The `timeAgo` style: the UIKit app's truncating strings.
extension RelativeDateFormatter {
  /// The first unit of `Calendar.dateComponents([.year, .month, .weekOfYear,
  /// .day, .hour, .minute, .second], from: earlier, to: later)` that is not
  /// zero (seconds when none is).
  @inlinable
  func timeAgoValue(_ dest: Double) -> (GregorianClock.Unit, Int) {
    timeAgoFastPath ? timeAgoFast(dest) : timeAgoExact(dest)
  }

  @inlinable
  func timeAgoFast(_ dest: Double) -> (GregorianClock.Unit, Int) {
    let whole = dest.rounded(.down)
    let fraction = dest - whole
    // Equal times but for a rounding error in the fractions: `Calendar`'s own
    // arithmetic decides those, so they take the exact path.
    let fractionGap = fraction - referenceLocal.fraction
    if fractionGap != 0 && abs(fractionGap) < 1e-6 { return timeAgoExact(dest) }
    let (day, seconds) = clock.dayAndTime(whole)
    var early = (date: CivilDate(dayNumber: day), day: day, seconds: seconds, fraction: fraction)
    var late = referenceLocal
    var span = reference - dest
    if dest > reference {
      swap(&early, &late)
      span = -span
    }
    // Wall-clock comparisons are exact here: no offset change within six
    // hours of `now`, so every candidate near `now` shares its offset.
    // Times of day keep their fractions, as `Calendar` does.
    let earlyTimeFits =
      early.seconds < late.seconds || (early.seconds == late.seconds && early.fraction <= late.fraction)
    @inline(__always) func fits(_ date: CivilDate) -> Bool {
      let d = date.dayNumber
      return d < late.day || (d == late.day && earlyTimeFits)
    }
    var years = late.date.year - early.date.year
    if years > 0 && !fits(early.date.addingMonths(years * 12)) { years -= 1 }
    if years > 0 { return (.year, years) }
    var months = (late.date.year - early.date.year) * 12 + late.date.month - early.date.month
    if months > 0 && !fits(early.date.addingMonths(months)) { months -= 1 }
    if months > 0 { return (.month, months) }
    var days = late.day - early.day
    if days > 0 && !earlyTimeFits { days -= 1 }
    if days >= 7 { return (.week, days / 7) }
    if days > 0 { return (.day, days) }
    let truncated = Int64(span.rounded(.towardZero))
    if truncated >= 3_600 { return (.hour, Int(truncated / 3_600)) }
    if truncated >= 60 { return (.minute, Int(truncated / 60)) }
    return (.second, Int(truncated))
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
