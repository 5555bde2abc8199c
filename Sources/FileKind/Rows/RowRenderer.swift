#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns entries into rows for one presentation, `now`, time zone and trash setting.
///
/// Build one per render pass, or move one to a new `now` with
/// ``moved(to:)`` on each pass or timeline tick, then call ``row(for:)`` per
/// entry. A row is its ``RowTemplate`` (evaluated once per presentation
/// and trash setting, and shared) plus its entry's texts; the zone's calendar
/// tables are shared per zone; so a new renderer costs a few calendar steps,
/// and a row costs its subtitle and one table read. A class, so that
/// holding or passing one copies a reference, not its tables.
public final class RowRenderer: Sendable {
  /// How rows are rendered.
  public struct Settings: Sendable, Hashable {
    /// How rows look: ``RowPresentation/swiftUI`` or ``RowPresentation/uiKit``.
    public var presentation: RowPresentation
    /// Whether deleting moves to the trash. On UIKit it retitles the swipe's
    /// first action ("Trash", or "Delete" when off); SwiftUI always reads
    /// "Delete", so there it changes nothing.
    public var trashEnabled: Bool
    /// The moment dates are relative to (`Date()` is fine: fractional
    /// seconds cost nothing extra).
    public var now: Date
    /// The zone whose calendar days are counted (the device's, usually).
    public var timeZone: TimeZone
    /// Decimal (default) or binary kilobytes.
    public var sizeUnits: SizeFormatter.Units
    /// Which date rows tell: the modification date, or the added date when
    /// the listing is sorted by Date Added (``ListingSort/rowDate``).
    public var rowDate: RowDate

    /// Settings for a renderer.
    public init(
      presentation: RowPresentation, trashEnabled: Bool = true, now: Date, timeZone: TimeZone,
      sizeUnits: SizeFormatter.Units = .decimal, rowDate: RowDate = .modified
    ) {
      self.presentation = presentation
      self.trashEnabled = trashEnabled
      self.now = now
      self.timeZone = timeZone
      self.sizeUnits = sizeUnits
      self.rowDate = rowDate
    }
  }

  /// The settings this renderer was built with.
  public let settings: Settings
  /// The subtitle formatter rows use.
  public let subtitle: SubtitleFormatter
  /// The row templates of this presentation and trash setting, by ``RowKey``.
  let templates: [RowTemplate]
  /// The presentation's ``RowPresentation/countsFolderItems``, read per row.
  let countsFolderItems: Bool

  /// A renderer for these settings, given directly.
  public convenience init(
    presentation: RowPresentation, trashEnabled: Bool = true, now: Date, timeZone: TimeZone,
    sizeUnits: SizeFormatter.Units = .decimal, rowDate: RowDate = .modified
  ) {
    self.init(
      Settings(
        presentation: presentation, trashEnabled: trashEnabled, now: now, timeZone: timeZone,
        sizeUnits: sizeUnits,
        rowDate: rowDate))
  }

  /// Prepares a renderer (its formatters and action lists) for `settings`.
  public convenience init(_ settings: Settings) {
    self.init(settings, zone: ZoneOffsets.shared(settings.timeZone))
  }

  init(_ settings: Settings, zone: ZoneOffsets) {
    self.settings = settings
    let storage = settings.presentation.storage
    subtitle = SubtitleFormatter(
      storage.fields.subtitle, separator: storage.separator, now: settings.now, zone: zone,
      units: settings.sizeUnits)
    templates = storage.templates.table(trashEnabled: settings.trashEnabled)
    countsFolderItems = storage.fields.countsFolderItems
  }

  private init(
    settings: Settings, subtitle: SubtitleFormatter, templates: [RowTemplate], countsFolderItems: Bool
  ) {
    self.settings = settings
    self.subtitle = subtitle
    self.templates = templates
    self.countsFolderItems = countsFolderItems
  }

  /// This renderer for another `now`: the same presentation, zone and templates,
  /// with the date formatter moved. Cheaper than building one from settings.
  public func moved(to now: Date) -> RowRenderer {
    var settings = settings
    settings.now = now
    return RowRenderer(
      settings: settings, subtitle: subtitle.moved(to: now), templates: templates,
      countsFolderItems: countsFolderItems)
  }

  /// When the row of `entry` next reads differently (its relative date
  /// changes), so a list can refresh exactly then instead of on a timer.
  public func nextChange(for entry: FileEntry) -> Date? {
    if countsItems(kind: entry.kind, itemCount: entry.itemCount) { return nil }
    return subtitle.date.nextChange(for: shownDate(modified: entry.date, added: entry.added))
  }

  /// The date a row tells, by ``Settings/rowDate``.
  @inline(__always)
  func shownDate(modified: Date, added: Date?) -> Date {
    settings.rowDate == .added ? added ?? modified : modified
  }

  /// Whether a row reads its folder's item count in the subtitle's place:
  /// folders whose count is known, where the presentation counts items.
  @inline(__always)
  func countsItems(kind: IconKind, itemCount: Int?) -> Bool {
    countsFolderItems && kind == .folder && (itemCount ?? -1) >= 0
  }

  /// The part of a row fixed by `kind` and `flags` (everything but the
  /// entry's identity, name and texts).
  public func template(kind: IconKind, flags: EntryFlags) -> RowTemplate {
    templates[RowKey.index(kind, flags)]
  }

  /// The earliest ``nextChange(for:)`` over `entries` (the visible rows):
  /// the moment the list must be redrawn.
  public func nextChange(for entries: some Sequence<FileEntry>) -> Date? {
    var earliest: Date?
    for entry in entries {
      guard let next = nextChange(for: entry) else { continue }
      if earliest.map({ next < $0 }) ?? true { earliest = next }
    }
    return earliest
  }

  /// The row for one entry.
  public func row(for entry: FileEntry) -> FileRow {
    withUnsafePointer(to: entry) { row(at: $0) { templates[$0] } }
  }

  /// The row for the entry at `entry`, read field by field (a batch never
  /// copies a whole entry and destroys the copy again), with the template
  /// `template` gives for its ``RowKey``.
  @inline(__always)
  private func row(at entry: UnsafePointer<FileEntry>, template: (Int) -> RowTemplate) -> FileRow {
    let flags = entry.pointee.flags
    let kind = FileEntry.kind(
      resolved: entry.pointee.resolvedKind, isFolder: entry.pointee.isFolder, flags: flags)
    // One pass writes the whole subtitle; size and date are slices of it
    // (short enough to be stored inline, so they allocate nothing).
    let texts = texts(
      TextSource(
        kind: kind, size: entry.pointee.size, modified: entry.pointee.date, added: entry.pointee.added,
        itemCount: entry.pointee.itemCount))
    let id = entry.pointee.id
    let name = entry.pointee.name
    return FileRow(
      id: id.map(FileRow.Identity.file) ?? .name(name), fileID: id, name: name,
      template: template(RowKey.index(kind, flags)), texts: texts)
  }

  /// The rows for a batch of entries, in order: a whole listing's rows on
  /// every core (``BatchOptions/allCores``), or on the caller's thread when
  /// the batch is small.
  public func rows(for entries: some Collection<FileEntry>, options: BatchOptions = .allCores) -> [FileRow] {
    let entries = Array(entries)
    // On the caller's thread the renderer's own templates serve. On several
    // threads each chunk copies the templates it uses: every row retains
    // its template, and a reference count all cores write costs more than
    // the row itself.
    if ParallelMap.staysOnCaller(entries.count, options) {
      return ParallelMap.map(entries, options) { row(at: $0) { self.templates[$0] } }
    }
    let templates = templates
    let count = templates.count
    return ParallelMap.map(
      entries, options, local: { TemplateCopies(count: count) },
      { copies, entry in row(at: entry) { copies.template($0, from: templates) } })
  }

  private func texts(_ source: TextSource) -> RowTexts {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumTextLength) { buffer in
      let parts = writeTexts(for: source, into: buffer)
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
      }
      return RowTexts(size: text(parts.size), date: text(parts.date), subtitle: text(parts.subtitle))
    }
  }

  /// The room ``writeTexts(for:into:)`` needs.
  package static let maximumTextLength = SubtitleFormatter.maximumLength + ItemCountFormatter.maximumLength

  /// Where a row's three texts lie in the buffer they were written to.
  package struct TextRanges {
    /// The size.
    package var size: Range<Int>
    /// The relative date.
    package var date: Range<Int>
    /// The subtitle: `size · date`, or a folder's item count.
    package var subtitle: Range<Int>
  }

  /// What a row's texts are written from: the entry's size, the date the
  /// row tells and its item count, as the renderer's settings choose them.
  package struct TextSource {
    package var kind: IconKind
    package var size: Int64
    package var modified: Date
    package var added: Date?
    package var itemCount: Int?

    package init(kind: IconKind, size: Int64, modified: Date, added: Date?, itemCount: Int?) {
      self.kind = kind
      self.size = size
      self.modified = modified
      self.added = added
      self.itemCount = itemCount
    }
  }

  /// Writes a row's texts into `buffer` (at least ``maximumTextLength``
  /// bytes) in one pass: size, separator and date, then, for a row that
  /// counts its items, the count that stands in the subtitle's place.
  package func writeTexts(for source: TextSource, into buffer: UnsafeMutableBufferPointer<UInt8>)
    -> TextRanges
  {
    var out = ByteWriter(buffer)
    let (sizeEnd, dateStart) = subtitle.write(
      size: source.size, date: shownDate(modified: source.modified, added: source.added), to: &out)
    let end = out.count
    guard countsItems(kind: source.kind, itemCount: source.itemCount), let itemCount = source.itemCount else {
      return TextRanges(size: 0..<sizeEnd, date: dateStart..<end, subtitle: 0..<end)
    }
    ItemCountFormatter.write(itemCount, to: &out)
    return TextRanges(size: 0..<sizeEnd, date: dateStart..<end, subtitle: end..<out.count)
  }
}
