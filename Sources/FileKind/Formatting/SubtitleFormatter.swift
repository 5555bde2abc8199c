#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The second line of a row: size, separator, relative date.
///
/// | tier      | example                  | size      | date      |
/// |-----------|--------------------------|-----------|-----------|
/// | `swiftui` | `3.42 GB · 2 days ago`   | `tabular` | `named`   |
/// | `uikit`   | `8 GB - 2 hours ago`     | `compact` | `timeAgo` |
///
/// Build one per render pass (it holds a prepared ``RelativeDateFormatter``)
/// and reuse it for every row.
public struct SubtitleFormatter: Sendable {
  /// The app tier whose subtitle this writes.
  public let tier: AppTier
  /// The size half: `tabular` on SwiftUI, `compact` on UIKit.
  public let size: SizeFormatter
  /// The date half: `named` on SwiftUI, `timeAgo` on UIKit.
  public let date: RelativeDateFormatter

  /// Prepares the subtitle of `tier` for rows rendered at `now` in `timeZone`.
  public init(tier: AppTier, now: Date, timeZone: TimeZone, units: SizeFormatter.Units = .decimal) {
    self.init(tier: tier, now: now, zone: ZoneOffsets.shared(timeZone), units: units)
  }

  init(tier: AppTier, now: Date, zone: ZoneOffsets, units: SizeFormatter.Units) {
    self.tier = tier
    switch tier {
    case .swiftui:
      size = SizeFormatter(.tabular, units: units)
      date = RelativeDateFormatter(.named, now: now, zone: zone)
    case .uikit:
      size = SizeFormatter(.compact, units: units)
      date = RelativeDateFormatter(.timeAgo, now: now, zone: zone)
    }
  }

  private init(tier: AppTier, size: SizeFormatter, date: RelativeDateFormatter) {
    self.tier = tier
    self.size = size
    self.date = date
  }

  /// The same subtitle for another `now`.
  public func moved(to now: Date) -> SubtitleFormatter {
    SubtitleFormatter(tier: tier, size: size, date: date.moved(to: now))
  }

  /// The longest subtitle in bytes.
  public static let maximumLength = SizeFormatter.maximumLength + 5 + RelativeDateFormatter.maximumLength

  /// The subtitle for a size of any integer type (`Int`, `UInt64`…); values
  /// beyond `Int64` are clamped.
  public func string(size bytes: some BinaryInteger, date: Date) -> String {
    string(size: Int64(clamping: bytes), date: date)
  }

  /// The subtitle as a `String` (one allocation).
  public func string(size bytes: Int64, date: Date) -> String {
    String._writing(capacity: Self.maximumLength) { write(size: bytes, date: date, to: &$0) }
  }

  /// Writes the subtitle as UTF-8 into `buffer` without allocating.
  ///
  /// - Returns: bytes written, or `nil` when `buffer` is too short for the
  ///   text (then nothing useful was written; ``maximumLength`` always
  ///   suffices).
  public func write(
    size bytes: Int64, date: Date, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    var writer = ByteWriter(buffer)
    write(size: bytes, date: date, to: &writer)
    return writer.overflowed ? nil : writer.count
  }

  /// The one home of the subtitle's layout: the size, the tier's
  /// separator, the date. Returns where the size ends and the date starts.
  // Always inlined: called through a renderer's stored formatter, an
  // out-of-line call copies the whole formatter first.
  @inlinable @inline(__always)
  @discardableResult
  func write(size bytes: Int64, date when: Date, to out: inout ByteWriter) -> (sizeEnd: Int, dateStart: Int) {
    size.write(bytes, to: &out)
    let sizeEnd = out.count
    out.append(tier == .swiftui ? " · " : " - ")
    let dateStart = out.count
    date.write(when, to: &out)
    return (sizeEnd, dateStart)
  }
}
