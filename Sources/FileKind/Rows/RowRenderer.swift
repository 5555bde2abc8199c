#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns entries into rows for one tier, `now`, time zone and trash setting.
///
/// Build one per render pass, then call ``row(for:)`` per entry; the action
/// lists are evaluated from ``ActionPolicy`` once per (kind, audience,
/// conditions) at build time and shared, so a row costs its kind, its
/// subtitle and a table lookup. A class, so that holding or passing one
/// copies a reference, not its tables.
public final class RowRenderer: Sendable {
  /// How rows are rendered.
  public struct Settings: Sendable, Hashable {
    /// Which app tier to render for.
    public var tier: AppTier
    /// Whether deleting moves to the trash (`Trash`) or deletes (`Delete`).
    public var trashEnabled: Bool
    /// The moment dates are relative to.
    public var now: Date
    /// The zone whose calendar days are counted.
    public var timeZone: TimeZone
    /// Decimal (default) or binary kilobytes.
    public var sizeUnits: SizeFormatter.Units

    /// Prepares a renderer (its formatters and action lists) for `settings`.
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
  /// Action lists by `ActionKey.index`.
  let actionLists: [(swipe: [RowActionItem], more: [RowActionItem], menu: [RowActionItem])]
  /// Tap action by `IconKind.ordinal`, then by needs-conversion.
  let taps: [TapAction]

  /// Prepares a renderer (its formatters and action lists) for `settings`.
  public convenience init(_ settings: Settings) {
    self.init(settings, zone: ZoneOffsets.shared(settings.timeZone))
  }

  init(_ settings: Settings, zone: ZoneOffsets) {
    self.settings = settings
    subtitle = SubtitleFormatter(
      tier: settings.tier, now: settings.now, zone: zone, units: settings.sizeUnits)
    taps = IconKind.allCases.flatMap { kind in
      [false, true].map { ActionPolicy.tap(for: kind, needsConversion: $0) }
    }
    var lists: [(swipe: [RowActionItem], more: [RowActionItem], menu: [RowActionItem])] = []
    for index in 0..<ActionKey.count {
      let key = ActionKey(index: index)
      var conditions: Set<ActionPolicy.Condition> = []
      if !settings.trashEnabled { conditions.insert(.trashOff) }
      if key.needsConversion { conditions.insert(.needsConversion) }
      if key.offline { conditions.insert(.offlineComplete) }
      let context = ActionPolicy.Context(audience: key.audience, conditions: conditions)
      let lists3 = RowSurface.allCases.map {
        ActionPolicy.actions(for: key.kind, on: $0, tier: settings.tier, context: context)
      }
      lists.append((lists3[0], lists3[1], lists3[2]))
    }
    actionLists = lists
  }

  /// The row for one entry.
  public func row(for entry: FileEntry) -> FileRow {
    let kind = entry.kind
    let flags = entry.flags
    let tier = settings.tier
    let key = ActionKey(kind: kind, flags: flags)
    let actions = actionLists[key.index]
    // One pass writes the whole subtitle; size and date are slices of it
    // (short enough to be stored inline, so they allocate nothing).
    let (size, date, subtitle) = texts(entry)
    return FileRow(
      name: entry.name,
      kind: kind,
      icon: TintedGlyph(
        glyph: kind.glyph,
        tint: tier == .swiftui || kind == .folder ? .yellowSolid : .textSecondary),
      size: size,
      date: date,
      subtitle: subtitle,
      tap: taps[kind.ordinal * 2 + (flags.contains(.needsConversion) ? 1 : 0)],
      swipe: actions.swipe,
      more: actions.more,
      menu: actions.menu,
      trailing: Self.trailing(kind: kind, flags: flags, tier: tier),
      offlineMark: Self.offlineMark(flags: flags, tier: tier))
  }

  private func texts(_ entry: FileEntry) -> (size: String, date: String, subtitle: String) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SubtitleFormatter.maximumLength) { buffer in
      var out = ByteWriter(buffer)
      subtitle.size.write(entry.size, to: &out)
      let sizeEnd = out.count
      out.append(settings.tier == .swiftui ? " · " : " - ")
      let dateStart = out.count
      subtitle.date.write(entry.date, to: &out)
      func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
      }
      return (text(0..<sizeEnd), text(dateStart..<out.count), text(0..<out.count))
    }
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

/// The facts the action table depends on, packed into a small index.
struct ActionKey {
  static let count = IconKind.allCases.count * 3 * 2 * 2
  let kind: IconKind
  let audience: ActionPolicy.Audience
  let needsConversion: Bool
  let offline: Bool

  static let kinds = IconKind.allCases

  init(kind: IconKind, flags: EntryFlags) {
    self.kind = kind
    audience =
      flags.contains(.sharedRoot) ? .sharedRoot : flags.contains(.shared) ? .sharedItem : .owner
    needsConversion = flags.contains(.needsConversion)
    offline = flags.contains(.offline)
  }

  init(index: Int) {
    var i = index
    offline = i % 2 == 1
    i /= 2
    needsConversion = i % 2 == 1
    i /= 2
    audience = [.owner, .sharedItem, .sharedRoot][i % 3]
    i /= 3
    kind = Self.kinds[i]
  }

  var index: Int {
    let a =
      switch audience {
      case .owner: 0
      case .sharedItem: 1
      case .sharedRoot: 2
      }
    return ((kind.ordinal * 3 + a) * 2 + (needsConversion ? 1 : 0)) * 2 + (offline ? 1 : 0)
  }
}
