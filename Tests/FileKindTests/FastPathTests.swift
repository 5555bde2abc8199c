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
    #expect(!named.dayTable.isEmpty)
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
    print(
      "named fast path: \(ids.count - slow.count) of \(ids.count) zones; not: \(slow.joined(separator: " "))")
    #expect(Double(slow.count) <= 0.05 * Double(ids.count))
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
