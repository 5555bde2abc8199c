/// Per-entry state that changes what a row shows and allows.
///
/// `filekind rows` and ``ActionPolicy/Condition`` spell each flag as its
/// name in kebab case: `shared`, `shared-root`, `needs-conversion`,
/// `offline`, `downloading`, `resume-point`.
public struct EntryFlags: OptionSet, Sendable, Hashable, Codable {
  /// The flags as bits.
  public let rawValue: UInt8
  /// Flags from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Adds `flag` (the `OptionSet` requirement), reporting whether it was new.
  @discardableResult
  public mutating func insert(_ flag: EntryFlags) -> (inserted: Bool, memberAfterInsert: EntryFlags) {
    let inserted = !contains(flag)
    self = EntryFlags(rawValue: rawValue | flag.rawValue)
    return (inserted, flag)
  }

  /// Someone else's item, shared with this account.
  public static let shared = EntryFlags(rawValue: 1 << 0)
  /// The "Items shared with you" root folder itself.
  public static let sharedRoot = EntryFlags(rawValue: 1 << 1)
  /// The video must be converted (MP4) before the apps can play it.
  public static let needsConversion = EntryFlags(rawValue: 1 << 2)
  /// A complete offline copy is on the device.
  public static let offline = EntryFlags(rawValue: 1 << 3)
  /// An offline copy is being downloaded.
  public static let downloading = EntryFlags(rawValue: 1 << 4)
  /// Playback stopped part-way; the app can resume.
  public static let resumePoint = EntryFlags(rawValue: 1 << 5)

}
