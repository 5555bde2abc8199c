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

    /// Settings for a renderer.
    public init(
      tier: AppTier, trashEnabled: Bool = true, now: Date, timeZone: TimeZone,
      sizeUnits: SizeFormatter.Units = .decimal
    ) {
      self.tier = tier
      self.trashEnabled = trashEnabled
      self.now = now
      self.timeZone = timeZone
      self.sizeUnits = sizeUnits
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
    sizeUnits: SizeFormatter.Units = .decimal
  ) {
    self.init(
      Settings(tier: tier, trashEnabled: trashEnabled, now: now, timeZone: timeZone, sizeUnits: sizeUnits))
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
    subtitle.date.nextChange(for: entry.date)
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
    let (size, date, subtitle) = texts(entry)
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

  private func texts(_ entry: FileEntry) -> (size: String, date: String, subtitle: String) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SubtitleFormatter.maximumLength) { buffer in
      let parts = writeTexts(size: entry.size, date: entry.date, into: buffer)
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
      }
      return (text(0..<parts.sizeEnd), text(parts.dateStart..<parts.end), text(0..<parts.end))
    }
  }

  /// Writes a row's subtitle into `buffer` (at least
  /// ``SubtitleFormatter/maximumLength`` bytes) in one pass; the size and
  /// the date are the ranges `0..<sizeEnd` and `dateStart..<end` of it.
  package func writeTexts(size: Int64, date: Date, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (
    sizeEnd: Int, dateStart: Int, end: Int
  ) {
    var out = ByteWriter(buffer)
    let (sizeEnd, dateStart) = subtitle.write(size: size, date: date, to: &out)
    return (sizeEnd, dateStart, out.count)
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
