import FileKind
import Foundation

/// A small, seeded generator (SplitMix64) so every sweep is reproducible.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Foundation, used only as the oracle.
enum Oracle {
  static let enUS = Locale(identifier: "en_US")

  static func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    calendar.locale = enUS
    calendar.firstWeekday = 1
    calendar.minimumDaysInFirstWeek = 1
    return calendar
  }

  /// `Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide)` at a given now.
  static func named(_ date: Date, now: Date, calendar: Calendar) -> String {
    Date.AnchoredRelativeFormatStyle(
      anchor: date, presentation: .named, unitsStyle: .wide, locale: enUS, calendar: calendar
    ).format(now)
  }

  /// The UIKit app's `timeAgo`, written with `Calendar.dateComponents`.
  static func timeAgo(_ date: Date, now: Date, calendar: Calendar) -> String {
    let (early, late) = date < now ? (date, now) : (now, date)
    let c = calendar.dateComponents(
      [.year, .month, .weekOfYear, .day, .hour, .minute, .second], from: early, to: late)
    let steps: [(Int, String, String)] = [
      (c.year!, "years", "last year"), (c.month!, "months", "last month"),
      (c.weekOfYear!, "weeks", "last week"), (c.day!, "days", "yesterday"),
      (c.hour!, "hours", "an hour ago"), (c.minute!, "minutes", "a minute ago"),
    ]
    for (value, plural, one) in steps {
      if value >= 2 { return "\(value) \(plural) ago" }
      if value >= 1 { return one }
    }
    return c.second! >= 10 ? "\(c.second!) seconds ago" : "just now"
  }
}

/// Figures a test measured (accuracy per engine, zones on the fast path),
/// printed only when `FILEKIND_TEST_REPORT=1`: an ordinary run's output is
/// its passes and failures alone.
func report(_ message: @autoclosure () -> String) {
  guard ProcessInfo.processInfo.environment["FILEKIND_TEST_REPORT"] == "1" else { return }
  print(message())
}

/// Scale and soak checks (hundreds of thousands of files, megabyte lines,
/// several runs of the command) run when `FILEKIND_SCALE=1`: CI runs them
/// in a step of their own, so a newcomer's `swift test` answers in minutes.
/// The package's root folder: tests read the Corpus, the sources and the
/// docs from it, wherever their own file lies.
enum PackageRoot {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `path`, relative to the package's root.
  static func file(_ path: String) -> URL { url.appendingPathComponent(path).standardized }
}

/// The scale step of CI (`FILEKIND_SCALE=1`): sweeps at their full size.
/// `swift test` alone runs a seeded sample of each, so it answers in
/// minutes on two cores; the scale step runs every case.
enum Scale {
  static let isOn = ProcessInfo.processInfo.environment["FILEKIND_SCALE"] == "1"

  /// `full` in the scale step, `quick` otherwise.
  static func count(_ full: Int, quick: Int) -> Int { isOn ? full : quick }

  /// Every element in the scale step; otherwise every `step`-th, from an
  /// offset that changes with `seed`, so the quick run still reaches
  /// every kind of case.
  static func sample<T>(_ all: [T], every step: Int, seed: Int = 0) -> [T] {
    guard !isOn, step > 1 else { return all }
    return all.enumerated().filter { ($0.offset + seed) % step == 0 }.map(\.element)
  }
}

/// A media type read from text once, as a caller holding a stored string
/// does before passing values (`nil` for text that is not a type).
func mediaType(_ text: String?) -> MediaType? { text.flatMap(MediaType.init) }
