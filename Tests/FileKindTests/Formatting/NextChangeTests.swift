import Foundation
import Testing

@testable import FileKind

@Suite struct NextChangeTests {
  @Test(arguments: RelativeDateFormatter.Style.allCases)
  func nextChangeIsExactlyWhenTheStringChanges(style: RelativeDateFormatter.Style) {
    var random = SeededRandom(seed: 99)
    let zone = TimeZone(identifier: "America/New_York")!
    for _ in 0..<Scale.count(60, quick: 15) {
      let now = Double(Int.random(in: 700_000_000...800_000_000, using: &random))
      let span = exp(Double.random(in: 0...18, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
      let date = Date(timeIntervalSinceReferenceDate: (now + span).rounded())
      let formatter = RelativeDateFormatter(
        style, now: Date(timeIntervalSinceReferenceDate: now), timeZone: zone)
      guard let next = formatter.nextChange(for: date) else {
        Issue.record("no next change")
        continue
      }
      let before = RelativeDateFormatter(style, now: next - 0.002, timeZone: zone).string(for: date)
      let after = RelativeDateFormatter(style, now: next, timeZone: zone).string(for: date)
      #expect(next.timeIntervalSinceReferenceDate > now)
      #expect(before == formatter.string(for: date), "\(now) \(date)")
      #expect(after != before, "\(now) \(date)")
    }
  }

  /// Against a plain search (double a step until the string differs, then
  /// bisect to the millisecond) and samples before the answer, with
  /// real-clock `now` values in two zones.
  @Test(arguments: RelativeDateFormatter.Style.allCases, ["America/New_York", "Europe/London"])
  func matchesAPlainSearch(style: RelativeDateFormatter.Style, zoneID: String) {
    var random = SeededRandom(seed: 4_242)
    let zone = TimeZone(identifier: zoneID)!
    for _ in 0..<Scale.count(150, quick: 40) {
      let now =
        Double(Int.random(in: 700_000_000...800_000_000, using: &random))
        + Double.random(in: 0..<1, using: &random)
      let span = exp(Double.random(in: 0...18, using: &random)) * (Bool.random(using: &random) ? 1 : -1)
      let date = Date(timeIntervalSinceReferenceDate: (now + span).rounded())
      let formatter = RelativeDateFormatter(
        style, now: Date(timeIntervalSinceReferenceDate: now), timeZone: zone)
      let current = formatter.string(for: date)
      func differs(_ instant: Double) -> Bool {
        RelativeDateFormatter(style, now: Date(timeIntervalSinceReferenceDate: instant), timeZone: zone)
          .string(for: date) != current
      }
      var low = now
      var step = 0.5
      while !differs(now + step) {
        low = now + step
        step *= 2
      }
      var high = now + step
      while high - low > 0.0005 {
        let mid = (low + high) / 2
        if differs(mid) { high = mid } else { low = mid }
      }
      let got = formatter.nextChange(for: date)!.timeIntervalSinceReferenceDate
      let context = "now \(now) date \(date.timeIntervalSinceReferenceDate): \(got) vs \(high)"
      // The plain search can step over a change (calendar months are not
      // all alike), so it bounds the answer from above; samples before the
      // answer must all read as now, and the answer must differ.
      #expect(got <= high + 0.0015, "\(context)")
      #expect(differs(got) && !differs(got - 0.002), "\(context)")
      for i in 1..<200 where differs(now + (got - 0.002 - now) * Double(i) / 200) {
        Issue.record("an earlier change: \(context)")
        break
      }
    }
  }

  @Test func examples() {
    let now = Date(timeIntervalSince1970: 1_773_921_600)
    let f = RelativeDateFormatter(.named, now: now, timeZone: .gmt)
    // "30 seconds ago" becomes "31 seconds ago" half a second later (Foundation rounds).
    let change = f.nextChange(for: now - 30)!
    #expect(abs(change.timeIntervalSince(now) - 0.5) < 0.002)
    #expect(f.nextChange(for: Date(timeIntervalSinceReferenceDate: .nan)) == nil)
  }
}
