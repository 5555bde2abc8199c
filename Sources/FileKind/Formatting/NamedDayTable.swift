/// The `named` text of every local day around one `now` whose answer the day
/// alone decides, rendered once and shared by every formatter of that day.
///
/// A date's `named` answer turns on where it falls against eight instants:
/// `now` one year, month, week and day back and ahead. On a day that holds
/// none of them (nor `now`), every second gives the same unit, counted from
/// the same anchor, so one text serves the whole day. A row on such a day
/// costs one offset lookup, one table read and a copy. Days that hold a
/// threshold or `now`, and days out of range, are left to the calendar
/// arithmetic.
@usableFromInline
struct NamedDayTable: Sendable {
  /// Days on each side of `now` covered: three years.
  @usableFromInline static let radius = 1_100

  /// By day offset from `now`'s day plus ``radius``: the text's start in
  /// ``texts`` shifted left by 8, or'ed with its length; 0 where the time of
  /// day matters.
  @usableFromInline let entries: [UInt32]
  /// Every distinct text once, back to back.
  @usableFromInline let texts: [UInt8]

  @usableFromInline static let empty = NamedDayTable(entries: [], texts: [])

  init(entries: [UInt32], texts: [UInt8]) {
    self.entries = entries
    self.texts = texts
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
    var entries = [UInt32](repeating: 0, count: 2 * Self.radius + 1)
    var texts: [UInt8] = []
    var placed: [Int: UInt32] = [:]
    for offset in 0..<entries.count {
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
      let key = value << 3 | found.rawValue
      if let entry = placed[key] {
        entries[offset] = entry
        continue
      }
      let text = String._writing { RelativeDateFormatter.writeNamed(found, value, to: &$0) }
      let entry = UInt32(texts.count) << 8 | UInt32(text.utf8.count)
      texts.append(contentsOf: text.utf8)
      placed[key] = entry
      entries[offset] = entry
    }
    self.entries = entries
    self.texts = texts
  }

  /// Writes the text for a date on the day `offset` days from `now`'s, if
  /// that day alone decides it; `false` if not.
  @inlinable @inline(__always)
  func write(atOffset offset: Int, to out: inout ByteWriter) -> Bool {
    let index = offset + Self.radius
    guard index >= 0 && index < entries.count else { return false }
    let entry = entries[index]
    guard entry != 0 else { return false }
    texts.withUnsafeBufferPointer {
      out.append(UnsafeBufferPointer(rebasing: $0[Int(entry >> 8)..<Int(entry >> 8) + Int(entry & 0xFF)]))
    }
    return true
  }
}
