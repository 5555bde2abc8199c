#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns entries into rows for one tier, `now`, time zone and trash setting.
///
/// Build one per render pass, or move one to a new `now` with
/// ``moved(to:)`` on each pass or timeline tick, then call ``row(for:)`` per
/// entry. The action lists are evaluated from ``ActionPolicy`` once per
/// process for each tier and trash setting and shared; the zone's calendar
/// tables are shared per zone; so a new renderer costs a few calendar steps,
/// and a row costs its subtitle and two table reads. A class, so that
/// holding or passing one copies a reference, not its tables.
public final class RowRenderer: Sendable {
  /// How rows are rendered.
  public struct Settings: Sendable, Hashable {
    /// Which app tier to render for.
    public var tier: AppTier
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
      tier: AppTier, trashEnabled: Bool = true, now: Date, timeZone: TimeZone,
      sizeUnits: SizeFormatter.Units = .decimal, rowDate: RowDate = .modified
    ) {
      self.tier = tier
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
  /// Action lists and taps for this tier and trash setting.
  let actions: ActionTable

  /// A renderer for these settings, given directly.
  public convenience init(
    tier: AppTier, trashEnabled: Bool = true, now: Date, timeZone: TimeZone,
    sizeUnits: SizeFormatter.Units = .decimal, rowDate: RowDate = .modified
  ) {
    self.init(
      Settings(
        tier: tier, trashEnabled: trashEnabled, now: now, timeZone: timeZone, sizeUnits: sizeUnits,
        rowDate: rowDate))
  }

  /// Prepares a renderer (its formatters and action lists) for `settings`.
  public convenience init(_ settings: Settings) {
    self.init(settings, zone: ZoneOffsets.shared(settings.timeZone))
  }

  init(_ settings: Settings, zone: ZoneOffsets) {
    self.settings = settings
    subtitle = SubtitleFormatter(
      tier: settings.tier, now: settings.now, zone: zone, units: settings.sizeUnits)
    actions = ActionTable.shared(tier: settings.tier, trashEnabled: settings.trashEnabled)
  }

  private init(settings: Settings, subtitle: SubtitleFormatter, actions: ActionTable) {
    self.settings = settings
    self.subtitle = subtitle
    self.actions = actions
  }

  /// This renderer for another `now`: the same tier, zone and action lists,
  /// with the date formatter moved. Cheaper than building one from settings.
  public func moved(to now: Date) -> RowRenderer {
    var settings = settings
    settings.now = now
    return RowRenderer(settings: settings, subtitle: subtitle.moved(to: now), actions: actions)
  }

  /// When the row of `entry` next reads differently (its relative date
  /// changes), so a list can refresh exactly then instead of on a timer.
  public func nextChange(for entry: FileEntry) -> Date? {
    if countsItems(kind: entry.kind, itemCount: entry.itemCount) { return nil }
    return subtitle.date.nextChange(for: shownDate(entry))
  }

  /// The date `entry`'s row tells, by ``Settings/rowDate``.
  @inline(__always)
  func shownDate(_ entry: FileEntry) -> Date {
    settings.rowDate == .added ? entry.added ?? entry.date : entry.date
  }

  /// Whether a row reads its folder's item count in the subtitle's place:
  /// SwiftUI folders whose count is known.
  @inline(__always)
  package func countsItems(kind: IconKind, itemCount: Int?) -> Bool {
    settings.tier == .swiftui && kind == .folder && (itemCount ?? -1) >= 0
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
    let kind = entry.kind
    let flags = entry.flags
    let tier = settings.tier
    let key = RowKey.index(kind, flags)
    let actions = self.actions.lists[key]
    // One pass writes the whole subtitle; size and date are slices of it
    // (short enough to be stored inline, so they allocate nothing).
    let (size, date, subtitle) = texts(entry, kind: kind)
    return FileRow(
      id: entry.id.map(FileRow.Identity.file) ?? .name(entry.name), fileID: entry.id,
      name: entry.name,
      kind: kind,
      icon: TintedGlyph(
        glyph: kind.glyph,
        tint: tier == .swiftui || kind == .folder ? .yellowSolid : .textSecondary),
      size: size,
      date: date,
      subtitle: subtitle,
      tap: self.actions.taps[key],
      swipe: actions.swipe,
      more: actions.more,
      menu: actions.menu,
      trailing: Self.trailing(kind: kind, flags: flags, tier: tier),
      offlineMark: Self.offlineMark(flags: flags, tier: tier))
  }

  /// The rows for a batch of entries, in order: a whole listing's rows on
  /// every core (``BatchOptions/allCores``), or on the caller's thread when
  /// the batch is small.
  public func rows(for entries: some Collection<FileEntry>, options: BatchOptions = .allCores) -> [FileRow] {
    let entries = Array(entries)
    return ParallelMap.map(entries.count, options) { self.row(for: entries[$0]) }
  }

  private func texts(_ entry: FileEntry, kind: IconKind) -> (size: String, date: String, subtitle: String) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumTextLength) { buffer in
      let parts = writeTexts(
        size: entry.size, date: shownDate(entry),
        itemCount: countsItems(kind: kind, itemCount: entry.itemCount)
          ? entry.itemCount : nil, into: buffer)
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
      }
      return (text(parts.size), text(parts.date), text(parts.subtitle))
    }
  }

  /// The room ``writeTexts(size:date:itemCount:into:)`` needs.
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

  /// Writes a row's texts into `buffer` (at least ``maximumTextLength``
  /// bytes) in one pass: size, separator and date, then, for a row that
  /// counts its items, the count that stands in the subtitle's place.
  package func writeTexts(
    size: Int64, date: Date, itemCount: Int?, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> TextRanges {
    var out = ByteWriter(buffer)
    let (sizeEnd, dateStart) = subtitle.write(size: size, date: date, to: &out)
    let end = out.count
    guard let itemCount else {
      return TextRanges(size: 0..<sizeEnd, date: dateStart..<end, subtitle: 0..<end)
    }
    ItemCountFormatter.write(itemCount, to: &out)
    return TextRanges(size: 0..<sizeEnd, date: dateStart..<end, subtitle: end..<out.count)
  }

  static let caret = [TintedGlyph(glyph: "caret-right", tint: .yellowSolid)]
  static let eye = [TintedGlyph(glyph: "eye", tint: .yellowSolid)]

  /// UIKit: a caret on folders, a yellow eye on a video with a resume point.
  static func trailing(kind: IconKind, flags: EntryFlags, tier: AppTier) -> [TintedGlyph] {
    guard tier == .uikit else { return [] }
    if kind == .folder { return caret }
    if kind == .video && flags.contains(.resumePoint) { return eye }
    return []
  }

  /// SwiftUI: a trailing yellow `arrow-down-circle`; UIKit: a
  /// `download-simple` leading the subtitle, yellow once complete.
  static func offlineMark(flags: EntryFlags, tier: AppTier) -> TintedGlyph? {
    let complete = flags.contains(.offline)
    guard complete || flags.contains(.downloading) else { return nil }
    switch tier {
    case .swiftui: return TintedGlyph(glyph: "arrow-down-circle", tint: .yellowSolid)
    case .uikit:
      return TintedGlyph(
        glyph: "download-simple", tint: complete ? .yellowTextSecondary : .textSecondary)
    }
  }
}

/// Every action list and tap one tier and trash setting can show, by
/// ``RowKey``, evaluated from ``ActionPolicy`` once per process.
struct ActionTable: Sendable {
  typealias Lists = (swipe: [RowActionItem], more: [RowActionItem], menu: [RowActionItem])
  let lists: [Lists]
  let taps: [TapAction]

  /// The four tables (two tiers, trash on and off), each built on its
  /// first use: a process renders one or two of them.
  static let swiftui = ActionTable(tier: .swiftui, trashEnabled: true)
  static let swiftuiTrashOff = ActionTable(tier: .swiftui, trashEnabled: false)
  static let uikit = ActionTable(tier: .uikit, trashEnabled: true)
  static let uikitTrashOff = ActionTable(tier: .uikit, trashEnabled: false)

  static func shared(tier: AppTier, trashEnabled: Bool) -> ActionTable {
    switch (tier, trashEnabled) {
    case (.swiftui, true): swiftui
    case (.swiftui, false): swiftuiTrashOff
    case (.uikit, true): uikit
    case (.uikit, false): uikitTrashOff
    }
  }

  init(tier: AppTier, trashEnabled: Bool) {
    var lists: [Lists] = []
    var taps: [TapAction] = []
    for index in 0..<RowKey.count {
      let (kind, flags) = RowKey.key(at: index)
      var conditions: Set<ActionPolicy.Condition> = []
      if !trashEnabled { conditions.insert(.trashOff) }
      if flags.contains(.needsConversion) { conditions.insert(.needsConversion) }
      if flags.contains(.offline) { conditions.insert(.offline) }
      let audience: ActionPolicy.Audience =
        flags.contains(.sharedRoot) ? .sharedRoot : flags.contains(.shared) ? .sharedItem : .owner
      let context = ActionPolicy.Context(audience: audience, conditions: conditions)
      let three = RowSurface.allCases.map {
        ActionPolicy.actions(for: kind, on: $0, tier: tier, context: context)
      }
      lists.append((three[0], three[1], three[2]))
      taps.append(ActionPolicy.tap(for: kind, needsConversion: flags.contains(.needsConversion)))
    }
    self.lists = lists
    self.taps = taps
  }
}
