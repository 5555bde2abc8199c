#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The second line of a row: size, separator, relative date, as a
/// ``SubtitleStyle`` says.
///
/// | style                                   | example                |
/// |-----------------------------------------|------------------------|
/// | `.tabular`, `.named`, `" · "`           | `3.42 GB · 2 days ago` |
/// | `.compact`, `.timeAgo`, `" - "`         | `8 GB - 2 hours ago`   |
///
/// Build one per render pass (it holds a prepared ``RelativeDateFormatter``)
/// and reuse it for every row.
public struct SubtitleFormatter: Sendable {
  /// The size half.
  public let size: SizeFormatter
  /// The date half.
  public let date: RelativeDateFormatter
  /// The separator's bytes, held inline so that copying the formatter
  /// into a row's hot path retains nothing.
  @usableFromInline let separator: SIMD8<UInt8>
  @usableFromInline let separatorCount: Int

  /// The style this formatter writes.
  public var style: SubtitleStyle {
    var bytes: [UInt8] = []
    for i in 0..<separatorCount { bytes.append(separator[i]) }
    return SubtitleStyle(
      size: size.style, date: date.style, separator: String(decoding: bytes, as: UTF8.self))
  }

  /// Prepares subtitles in `style` for rows rendered at `now` in `timeZone`.
  public init(style: SubtitleStyle, now: Date, timeZone: TimeZone, units: SizeFormatter.Units = .decimal) {
    self.init(style: style, now: now, zone: ZoneOffsets.shared(timeZone), units: units)
  }

  init(style: SubtitleStyle, now: Date, zone: ZoneOffsets, units: SizeFormatter.Units) {
    self.init(style, separator: style.separatorBytes, now: now, zone: zone, units: units)
  }

  /// A formatter whose separator was written out already.
  init(
    _ style: borrowing SubtitleStyle, separator: (bytes: SIMD8<UInt8>, count: Int), now: Date,
    zone: ZoneOffsets,
    units: SizeFormatter.Units
  ) {
    size = SizeFormatter(style.size, units: units)
    date = RelativeDateFormatter(style.date, now: now, zone: zone)
    (self.separator, separatorCount) = separator
  }

  private init(size: SizeFormatter, date: RelativeDateFormatter, separator: SIMD8<UInt8>, separatorCount: Int)
  {
    self.size = size
    self.date = date
    self.separator = separator
    self.separatorCount = separatorCount
  }

  /// The same subtitle for another `now`.
  public func moved(to now: Date) -> SubtitleFormatter {
    SubtitleFormatter(
      size: size, date: date.moved(to: now), separator: separator, separatorCount: separatorCount)
  }

  /// The longest subtitle in bytes.
  public static let maximumLength =
    SizeFormatter.maximumLength + SubtitleStyle.maximumSeparatorLength + RelativeDateFormatter.maximumLength

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

  /// The one home of the subtitle's layout: the size, the style's
  /// separator, the date. Returns where the size ends and the date starts.
  // Always inlined: called through a renderer's stored formatter, an
  // out-of-line call copies the whole formatter first.
  @inlinable @inline(__always)
  @discardableResult
  func write(size bytes: Int64, date when: Date, to out: inout ByteWriter) -> (sizeEnd: Int, dateStart: Int) {
    size.write(bytes, to: &out)
    let sizeEnd = out.count
    for i in 0..<separatorCount { out.append(separator[i]) }
    let dateStart = out.count
    date.write(when, to: &out)
    return (sizeEnd, dateStart)
  }
}
