#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `FormatStyle` for sizes, so SwiftUI can write
/// `Text(bytes, format: .fileKindSize(.tabular))`.
public struct FileKindSizeFormatStyle: FormatStyle, Sendable, Hashable, Codable {
  /// The style the format applies.
  public var style: SizeFormatter.Style
  /// Whether a kilobyte is 1000 or 1024 bytes.
  public var units: SizeFormatter.Units

  /// A format style; see the type for what it writes.
  public init(_ style: SizeFormatter.Style, units: SizeFormatter.Units = .decimal) {
    self.style = style
    self.units = units
  }

  /// Formats one value.
  public func format(_ value: Int64) -> String {
    SizeFormatter(style, units: units).string(value)
  }
}

extension FormatStyle where Self == FileKindSizeFormatStyle {
  /// FileKind's exact size format (`1.20 GB`, `12 MB`).
  public static func fileKindSize(
    _ style: SizeFormatter.Style, units: SizeFormatter.Units = .decimal
  ) -> Self {
    FileKindSizeFormatStyle(style, units: units)
  }
}

/// `FormatStyle` for relative dates: `Text(date, format: .fileKindRelative(.named))`.
///
/// `now` defaults to the moment of formatting. For whole lists, prefer one
/// ``RelativeDateFormatter`` per render: this style rebuilds it every call.
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
    RelativeDateFormatter(style, now: now ?? Date(), timeZone: timeZone).string(for: value)
  }
}

extension FormatStyle where Self == FileKindRelativeDateFormatStyle {
  /// FileKind's relative date (`2 days ago`, `yesterday`).
  public static func fileKindRelative(
    _ style: RelativeDateFormatter.Style, now: Date? = nil, timeZone: TimeZone = .current
  ) -> Self {
    FileKindRelativeDateFormatStyle(style, now: now, timeZone: timeZone)
  }
}
