/// The `named` text of every local day around one `now` whose answer the day
/// alone decides, rendered once and shared by every formatter of that day.
///
/// A date's `named` answer turns on where it falls against eight instants:
/// `now` one year, month, week and day back and ahead. On a day that holds
/// none of them (nor `now`), every second gives the same unit, counted from
/// the same anchor, so one text serves the whole day. A row on such a day
/// costs one offset lookup, one table read and a copy. Days that hold a
/// threshold or `now` are left to the calendar arithmetic.
///
/// Past ``radius`` days every date is more than a year away, and its answer
/// is the difference of calendar years alone (`3 years ago`): counted from
/// the last day of `now`'s year backwards, or its first day forwards, whole
/// years always fit. Those texts are kept by year difference.
@usableFromInline
struct NamedDayTable: Sendable {
  /// Days on each side of `now` kept day by day: beyond every threshold.
  @usableFromInline static let radius = 400
  /// Year differences kept, each way.
  @usableFromInline static let yearSpan = 1_000

  /// By day offset from `now`'s day plus ``radius``, then by year difference
  /// plus ``yearSpan`` after them: the text's start in ``texts`` shifted left
  /// by 8, or'ed with its length; 0 where the time of day matters.
  @usableFromInline let entries: [UInt32]
  /// Every distinct text once, back to back.
  @usableFromInline let texts: [UInt8]
  /// The calendar year of `now`'s local day.
  @usableFromInline let referenceYear: Int

  @usableFromInline static let empty = NamedDayTable(entries: [], texts: [], referenceYear: 0)

  init(entries: [UInt32], texts: [UInt8], referenceYear: Int) {
    self.entries = entries
    self.texts = texts
    self.referenceYear = referenceYear
  }

  /// The table for the formatter whose `now` falls on `referenceDay`.
  ///
  /// - Parameters:
  ///   - past, future: the local day and whole seconds into it of `now`
  ///     moved one year, month, week and day back (`past`) or ahead.
  ///   - reference: the same for `now` itself.
  ///   - pastAnchors, futureAnchors: the dates the calendar difference is
  ///     counted from, by unit, as the formatter counts them.
  init(
    referenceDay: Int, reference: (day: Int, seconds: Int),
    past: [(day: Int, seconds: Int)], future: [(day: Int, seconds: Int)],
    pastAnchors: [CivilDate], futureAnchors: [CivilDate]
  ) {
    // A day is decided when no threshold falls in it, nor within two seconds
    // of its ends (a fractional date's span may round one second either way).
    func touches(_ mark: (day: Int, seconds: Int), _ day: Int) -> Bool {
      mark.day == day || (mark.day == day - 1 && mark.seconds >= 86_398)
        || (mark.day == day + 1 && mark.seconds <= 1)
    }
    let marks = past + future + [reference]
    let days = 2 * Self.radius + 1
    var entries = [UInt32](repeating: 0, count: days + 2 * Self.yearSpan + 1)
    var texts: [UInt8] = []
    var placed: [Int: UInt32] = [:]
    func place(_ unit: GregorianClock.Unit, _ value: Int) -> UInt32 {
      let key = value << 3 | unit.rawValue
      if let entry = placed[key] { return entry }
      let text = String._writing { RelativeDateFormatter.writeNamed(unit, value, to: &$0) }
      let entry = UInt32(texts.count) << 8 | UInt32(text.utf8.count)
      texts.append(contentsOf: text.utf8)
      placed[key] = entry
      return entry
    }
    for offset in 0..<days {
      let day = referenceDay + offset - Self.radius
      guard day != referenceDay, !marks.contains(where: { touches($0, day) }) else { continue }
      // Thresholds run from the largest unit to the smallest; the first one
      // the day lies beyond names the unit. None: the day is within a day of
      // `now`, which the clock arithmetic answers.
      let isPast = day < referenceDay
      let thresholds = isPast ? past : future
      guard let unit = (0..<4).first(where: { isPast ? day < thresholds[$0].day : day > thresholds[$0].day })
      else { continue }
      let anchor = isPast ? pastAnchors[unit] : futureAnchors[unit]
      let (found, value) = RelativeDateFormatter.civilLargest(from: anchor, to: CivilDate(dayNumber: day))
      entries[offset] = place(found, value)
    }
    for difference in -Self.yearSpan...Self.yearSpan where difference != 0 {
      entries[days + Self.yearSpan + difference] = place(.year, difference)
    }
    self.entries = entries
    self.texts = texts
    referenceYear = pastAnchors[0].year
  }

  /// Writes the text for a date on local day `day`, `offset` days from
  /// `now`'s, if the day alone decides it; `false` if not.
  @inlinable @inline(__always)
  func write(day: Int, offset: Int, to out: inout ByteWriter) -> Bool {
    guard !entries.isEmpty else { return false }
    let index: Int
    if offset >= -Self.radius && offset <= Self.radius {
      index = offset + Self.radius
    } else {
      let years = CivilDate(dayNumber: day).year - referenceYear
      guard years >= -Self.yearSpan && years <= Self.yearSpan else { return false }
      index = 2 * Self.radius + 1 + Self.yearSpan + years
    }
    let entry = entries[index]
    guard entry != 0 else { return false }
    texts.withUnsafeBufferPointer {
      out.append(UnsafeBufferPointer(rebasing: $0[Int(entry >> 8)..<Int(entry >> 8) + Int(entry & 0xFF)]))
    }
    return true
  }
}
