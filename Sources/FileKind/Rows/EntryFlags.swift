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

  /// Every flag and its spellings: first its name in kebab case (as the
  /// command's listings, its help and ``ActionPolicy/Condition`` write it),
  /// then the shorter words early listings used. The one list the command
  /// parses with and documents from.
  package static let spellings: [(flag: EntryFlags, names: [StaticString])] = [
    (.shared, ["shared"]), (.sharedRoot, ["shared-root"]),
    (.needsConversion, ["needs-conversion", "needs-convert"]), (.offline, ["offline"]),
    (.downloading, ["downloading"]), (.resumePoint, ["resume-point", "resume"]),
  ]

  /// How many distinct sets of flags there are: the defined bits, all set.
  package static let combinations = 1 << 6
}

/// A row's kind and flags as one small number. Everything a row shows but
/// its name and texts depends on these two alone, so the action lists, the
/// taps and the command's JSON fragments are tables indexed by it.
package enum RowKey {
  /// How many keys there are: every kind with every set of flags.
  package static let count = IconKind.allCases.count * EntryFlags.combinations

  /// The index of a kind and flags (bits beyond the defined flags ignored).
  @inline(__always)
  package static func index(_ kind: IconKind, _ flags: EntryFlags) -> Int {
    kind.ordinal * EntryFlags.combinations + Int(flags.rawValue) & (EntryFlags.combinations - 1)
  }

  /// The kind and flags of an index.
  package static func key(at index: Int) -> (kind: IconKind, flags: EntryFlags) {
    (
      IconKind.allCases[index / EntryFlags.combinations],
      EntryFlags(rawValue: UInt8(index % EntryFlags.combinations))
    )
  }
}
