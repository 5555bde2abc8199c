import Foundation
import Testing

@testable import FileKind

/// The table-driven path is taken for the `now` apps pass (a real clock) in
/// every zone whose clocks do not change at midnight around that `now`;
/// Foundation parity for those answers is the parity sweep's job.
@Suite struct FastPathTests {
  /// 2026-03-19 12:00:00.123 UTC, as `Date()` would carry it.
  static let now = Date(timeIntervalSince1970: 1_773_921_600.123)

  @Test(arguments: [
    "UTC", "America/New_York", "Europe/London", "Europe/Berlin", "Asia/Tokyo", "America/Sao_Paulo",
  ])
  func realClockTakesTheFastPath(zoneID: String) {
    let zone = TimeZone(identifier: zoneID)!
    let named = RelativeDateFormatter(.named, now: Self.now, timeZone: zone)
    let ago = RelativeDateFormatter(.timeAgo, now: Self.now, timeZone: zone)
    #expect(named.namedFastPath)
    #expect(!named.dayTable.entries.isEmpty)
    #expect(ago.timeAgoFastPath)
    // A date from years ago is inside the window in these zones.
    let old = Self.now.timeIntervalSinceReferenceDate - 5 * 365 * 86_400
    #expect(old > named.fastWindow.low && old < named.fastWindow.high)
  }

  /// Old midnight clock changes (London 1940s, Tokyo 1950s) no longer count:
  /// only the zones that change clocks at midnight near now leave the path.
  @Test func nearlyEveryZoneIsFast() {
    let ids = TimeZone.knownTimeZoneIdentifiers
    let slow = ids.filter { id in
      !RelativeDateFormatter(.named, now: Self.now, timeZone: TimeZone(identifier: id)!).namedFastPath
    }
    report(
      "named fast path: \(ids.count - slow.count) of \(ids.count) zones; not: \(slow.joined(separator: " "))")
    #expect(Double(slow.count) <= 0.05 * Double(ids.count))
  }

  /// Dates up to eleven years away (day by day, then by calendar year) read
  /// their text from the day table on all but the days that hold a
  /// threshold, and the text is the one the calendar arithmetic gives, at
  /// any second of the day.
  @Test(arguments: ["America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe"])
  func dayTableAgreesWithTheArithmetic(zoneID: String) {
    let zone = TimeZone(identifier: zoneID)!
    var random = SeededRandom(seed: 21)
    for now in [
      Self.now, Self.now.addingTimeInterval(200 * 86_400 + 0.4), Self.now.addingTimeInterval(-37.6),
    ] {
      let named = RelativeDateFormatter(.named, now: now, timeZone: zone)
      var fromTable = 0
      var checked = 0
      for day in -4_000...4_000 where abs(day) >= 2 {
        for _ in 0..<2 {
          let dest =
            now.timeIntervalSinceReferenceDate + Double(day) * 86_400
            + Double.random(in: -43_200...43_200, using: &random).rounded(.down)
          var table = [UInt8](repeating: 0, count: RelativeDateFormatter.maximumLength)
          let written = table.withUnsafeMutableBufferPointer { buffer -> Int? in
            var out = ByteWriter(buffer)
            return named.writeFromDayTable(dest, to: &out) ? out.count : nil
          }
          checked += 1
          guard let written else { continue }
          fromTable += 1
          let (unit, value) = named.namedValue(dest)
          let want = String._writing { RelativeDateFormatter.writeNamed(unit, value, to: &$0) }
          #expect(String(decoding: table[..<written], as: UTF8.self) == want, "\(zoneID) \(now) \(dest)")
        }
      }
      // Eight threshold days and their neighbours are all that is left out.
      #expect(Double(fromTable) > 0.97 * Double(checked), "\(zoneID): \(fromTable) of \(checked)")
    }
  }

  /// Formatters for one zone share its offsets, built once per process.
  @Test func zonesAreBuiltOnce() {
    let zone = TimeZone(identifier: "Europe/Paris")!
    let a = RelativeDateFormatter(.named, now: Self.now, timeZone: zone)
    let b = RelativeDateFormatter(.timeAgo, now: Self.now.addingTimeInterval(3_600), timeZone: zone)
    #expect(a.clock.zone === b.clock.zone)
    #expect(a.moved(to: Self.now.addingTimeInterval(60)).clock.zone === a.clock.zone)
  }
}
