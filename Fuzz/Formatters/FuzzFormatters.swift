import FileKind
import Foundation

// libFuzzer entry point: size and relative-date formatters on arbitrary
// integers and doubles (NaN, infinities, year 1, year 9999 included).
let zones = ["UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"].map {
  TimeZone(identifier: $0)!
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 25 else { return 0 }
  let raw = UnsafeRawPointer(data)
  let bytes = raw.loadUnaligned(fromByteOffset: 0, as: Int64.self)
  var now = raw.loadUnaligned(fromByteOffset: 8, as: Double.self)
  var date = raw.loadUnaligned(fromByteOffset: 16, as: Double.self)
  let selector = Int(data[24])
  // Half the time keep the values in a calendar-sized range, where the
  // interesting arithmetic is.
  if selector & 0x80 != 0 {
    now = now.isFinite ? now.truncatingRemainder(dividingBy: 2e11) : now
    date = date.isFinite ? date.truncatingRemainder(dividingBy: 2e11) : date
  }
  for style in SizeFormatter.Style.allCases {
    for units in SizeFormatter.Units.allCases {
      let text = SizeFormatter(style, units: units).string(bytes)
      if text.isEmpty || text.utf8.count > SizeFormatter.maximumLength { fatalError("size text \(text)") }
    }
  }
  let zone = zones[selector % zones.count]
  let when = Date(timeIntervalSinceReferenceDate: date)
  for style in RelativeDateFormatter.Style.allCases {
    // The calendar arithmetic for every input; the day table (which costs a
    // few hundred microseconds to build for a new day) for one in sixteen,
    // and the two must agree.
    let arithmetic = RelativeDateFormatter(
      style, now: Date(timeIntervalSinceReferenceDate: now), timeZone: zone, precomputed: false)
    let text = arithmetic.string(for: when)
    if text.isEmpty || text.utf8.count > RelativeDateFormatter.maximumLength {
      fatalError("date text \(text)")
    }
    if selector & 0x0F == 0 {
      let tabled = RelativeDateFormatter(
        style, now: Date(timeIntervalSinceReferenceDate: now), timeZone: zone)
      if tabled.string(for: when) != text { fatalError("day table \(tabled.string(for: when)) ≠ \(text)") }
    }
    if selector & 0x30 == 0 { _ = arithmetic.nextChange(for: when) }
  }
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzFormatters) }
  }
#endif
