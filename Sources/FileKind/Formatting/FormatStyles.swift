import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `FormatStyle` for sizes, so SwiftUI can write
/// `Text(bytes, format: .fileKindSize(.tabular))` for any integer type.
///
/// The text is always English (`KB`, `bytes`, `Zero KB`), whatever locale
/// SwiftUI's environment holds.
public struct FileKindSizeFormatStyle<Value: BinaryInteger>: FormatStyle, Sendable, Hashable, Codable {
  /// The style the format applies.
  public var style: SizeFormatter.Style
  /// Whether a kilobyte is 1000 or 1024 bytes.
  public var units: SizeFormatter.Units

  /// A format style; see the type for what it writes.
  public init(_ style: SizeFormatter.Style, units: SizeFormatter.Units = .decimal) {
    self.style = style
    self.units = units
  }

  /// Formats one value (values beyond `Int64` are clamped).
  public func format(_ value: Value) -> String {
    SizeFormatter(style, units: units).string(Int64(clamping: value))
  }

  /// The same style: FileKind's sizes are English in every locale, and
  /// SwiftUI calls this with the environment's locale.
  public func locale(_ locale: Locale) -> Self { self }
}

extension FormatStyle {
  /// FileKind's exact size format (`1.20 GB`, `12 MB`) for any integer type.
  public static func fileKindSize<Value: BinaryInteger>(
    _ style: SizeFormatter.Style, units: SizeFormatter.Units = .decimal
  ) -> Self where Self == FileKindSizeFormatStyle<Value> {
    FileKindSizeFormatStyle(style, units: units)
  }
}

/// `FormatStyle` for relative dates: `Text(date, format: .fileKindRelative(.named))`.
///
/// `now` defaults to the moment of formatting. A style without `now` does
/// not redraw by itself as time passes: SwiftUI re-formats when the view
/// is re-evaluated, so drive it from a `TimelineView` whose schedule is
/// ``RelativeDateFormatter/nextChange(for:)`` (or ``RowRenderer/nextChange(for:)-(FileEntry)``
/// for a list), or pass `now` from the timeline's date.
///
/// Each call costs a table lookup and the formatting: the zone's tables are
/// shared, and the formatter for the current second is reused across calls.
/// The text is always English, whatever `locale(_:)` is given.
public struct FileKindRelativeDateFormatStyle: FormatStyle, Sendable, Hashable, Codable {
  /// The style the format applies.
  public var style: RelativeDateFormatter.Style
  /// The moment dates are relative to; `nil` means the moment of formatting.
  public var now: Date?
  /// The zone whose calendar days are counted.
  public var timeZone: TimeZone

  /// A format style; see the type for what it writes.
  public init(_ style: RelativeDateFormatter.Style, now: Date? = nil, timeZone: TimeZone = .current) {
    self.style = style
    self.now = now
    self.timeZone = timeZone
  }

  /// Formats one value.
  public func format(_ value: Date) -> String {
    RelativeDateFormatter.reused(style, now: now ?? Date(), timeZone: timeZone).string(for: value)
  }

  /// The same style: FileKind's relative dates are English in every
  /// locale, and SwiftUI calls this with the environment's locale.
  public func locale(_ locale: Locale) -> Self { self }
}

extension FormatStyle where Self == FileKindRelativeDateFormatStyle {
  /// FileKind's relative date (`2 days ago`, `yesterday`).
  public static func fileKindRelative(
    _ style: RelativeDateFormatter.Style, now: Date? = nil, timeZone: TimeZone = .current
  ) -> Self {
    FileKindRelativeDateFormatStyle(style, now: now, timeZone: timeZone)
  }
}

extension RelativeDateFormatter {
  /// The last formatter each style built for a format style, so that a list
  /// formatted within one second builds one, not one per row.
  private static let lastBuilt = Mutex<(named: RelativeDateFormatter?, timeAgo: RelativeDateFormatter?)>(
    (nil, nil))

  /// A formatter for `now`: the last one built for this style and zone when
  /// its tables hold for `now` (the same second), else a new one.
  static func reused(_ style: Style, now: Date, timeZone: TimeZone) -> RelativeDateFormatter {
    let last = lastBuilt.withLock { style == .named ? $0.named : $0.timeAgo }
    if let last, last.timeZone == timeZone, let rebased = last.rebased(to: now) { return rebased }
    let built = RelativeDateFormatter(style, now: now, timeZone: timeZone)
    lastBuilt.withLock {
      if style == .named { $0.named = built } else { $0.timeAgo = built }
    }
    return built
  }
}
