import Foundation
import Testing

@testable import FileKind

/// Sweeps (now, date) pairs against Foundation in ten zones, DST included,
/// with whole-second and fractional `now` values (`Date()` is what apps pass).
@Suite struct RelativeDateParityTests {
  /// UTC, New York, Kolkata and Lord Howe (a half-hour DST), then zones that change clocks at
  /// or near midnight (Sao Paulo, Havana, Santiago, Tehran), one on a
  /// quarter-hour offset (Chatham, +12:45) and one that skipped a whole day
  /// (Apia, 2011), then three whose history holds old midnight changes.
  static let zones = [
    "UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "America/Sao_Paulo",
    "America/Havana", "America/Santiago", "Asia/Tehran", "Pacific/Chatham", "Pacific/Apia",
    // Zones with old midnight clock changes in their history.
    "Europe/London", "Europe/Berlin", "Asia/Tokyo",
  ]

  /// `now` values: random instants 2000–2035, the hours around every DST
  /// change 2018–2030, month ends and leap days.
  static func references(_ zone: TimeZone, random: inout SeededRandom) -> [Double] {
    var refs: [Double] = []
    for _ in 0..<Scale.count(200, quick: 60) {
      refs.append(Double(Int.random(in: 0..<(35 * 365 * 86_400), using: &random)))
    }
    var cursor = Date(timeIntervalSinceReferenceDate: 17 * 365 * 86_400)
    var n = 0
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), n < 24 {
      let t = next.timeIntervalSinceReferenceDate
      for shift in [-86_400.0, -3_601, -1, 0, 1, 1_800, 3_599, 3_600, 7_200, 86_399] {
        refs.append(t + shift)
      }
      cursor = next
      n += 1
    }
    let calendar = Oracle.calendar(zone)
    for (y, m, d) in [
      (2024, 2, 29), (2024, 3, 1), (2023, 12, 31), (2025, 1, 31), (2025, 3, 31), (2028, 2, 29),
    ] {
      let date = calendar.date(
        from: DateComponents(year: y, month: m, day: d, hour: 23, minute: 59, second: 59))!
      refs.append(date.timeIntervalSinceReferenceDate)
      refs.append(date.timeIntervalSinceReferenceDate + 1)
    }
    return refs
  }

  /// A signed span, log-spread from a second to 40 years.
  static func span(_ random: inout SeededRandom) -> Double {
    let magnitude = Double.random(in: 0...log(40 * 366 * 86_400.0), using: &random)
    let value = exp(magnitude).rounded()
    return Bool.random(using: &random) ? value : -value
  }

  @Test(arguments: zones)
  func namedAndTimeAgoMatchFoundation(zoneID: String) {
    sweep(zoneID: zoneID, fractionalNow: false)
  }

  /// The same sweep with `now` carrying a fraction of a second, as from
  /// `Date()`: random fractions, and the halves where rounding turns.
  @Test(arguments: zones)
  func fractionalNowMatchesFoundation(zoneID: String) {
    sweep(zoneID: zoneID, fractionalNow: true)
  }

  func sweep(zoneID: String, fractionalNow: Bool) {
    let zone = TimeZone(identifier: zoneID)!
    let calendar = Oracle.calendar(zone)
    var random = SeededRandom(seed: 0xF11E_0000 &+ UInt64(zoneID.utf8.count) &+ (fractionalNow ? 77 : 0))
    var checked = 0
    var failures: [String] = []
    for (n, whole) in Self.references(zone, random: &random).enumerated() {
      let fractions = [0.5, 0.25, 0.75, 0.001, 0.999]
      let ref =
        fractionalNow
        ? whole + (n % 3 == 0 ? fractions[n % fractions.count] : Double.random(in: 0..<1, using: &random))
        : whole
      let now = Date(timeIntervalSinceReferenceDate: ref)
      let named = RelativeDateFormatter(.named, now: now, timeZone: zone)
      let ago = RelativeDateFormatter(.timeAgo, now: now, timeZone: zone)
      // 150 dates a `now` in the scale step, 30 in the quick run.
      for i in 0..<Scale.count(150, quick: 30) {
        var offset = i < 8 ? [0, 1, -1, 86_400, -86_400, 604_800, -604_800, 3_600][i] : Self.span(&random)
        // Every tenth pair has a fractional part: the exact (slow) path.
        if i % 10 == 9 { offset += Double.random(in: -1...1, using: &random) }
        // With a fractional `now`, half the dates are whole seconds (what
        // listings carry) and half share `now`'s fraction.
        let date = Date(
          timeIntervalSinceReferenceDate: fractionalNow && i % 2 == 0 ? whole + offset : ref + offset)
        let want = Oracle.named(date, now: now, calendar: calendar)
        let got = named.string(for: date)
        let wantAgo = Oracle.timeAgo(date, now: now, calendar: calendar)
        let gotAgo = ago.string(for: date)
        checked += 1
        if want != got && failures.count < 20 {
          failures.append(
            "named now=\(ref) date=\(date.timeIntervalSinceReferenceDate): want \(want) got \(got)")
        }
        if wantAgo != gotAgo && failures.count < 20 {
          failures.append(
            "timeAgo now=\(ref) date=\(date.timeIntervalSinceReferenceDate): want \(wantAgo) got \(gotAgo)")
        }
      }
    }
    #expect(failures.isEmpty, "\(zoneID): \(failures.joined(separator: "\n"))")
    #expect(checked > Scale.count(25_000, quick: 2_000))
    if failures.isEmpty {
      report(
        "\(zoneID): \(checked) (\(fractionalNow ? "fractional" : "whole") now, date) pairs agree in both styles"
      )
    }
  }
}
