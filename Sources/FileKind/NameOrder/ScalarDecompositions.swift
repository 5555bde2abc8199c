import Synchronization

/// Foundation's decompositions of single scalars, asked once a scalar and
/// kept: a key's writer needs them for every scalar the collation tables
/// do not rank, and asking Foundation costs a string bridged each time.
/// At most one entry a scalar, so the memory is bounded.
enum ScalarDecompositions {
  /// What Foundation's normalizations make of one scalar alone.
  struct Entry: Sendable {
    /// Its canonical decomposition (NFD).
    let canonical: [Unicode.Scalar]
    /// Its compatibility decomposition (NFKD).
    let compatible: [Unicode.Scalar]
    /// Whether canonical composition (NFC) changes it alone (a singleton
    /// decomposition such as U+212B, the Ångström sign).
    let composesToAnother: Bool
  }

  private static let cache = Mutex<[UInt32: Entry]>([:])

  /// The decompositions of `scalar`.
  static func of(_ scalar: Unicode.Scalar) -> Entry {
    if let known = cache.withLock({ $0[scalar.value] }) { return known }
    let text = String(scalar)
    let entry = Entry(
      canonical: Array(FoundationOracle.canonicalDecomposed(text).unicodeScalars),
      compatible: Array(FoundationOracle.compatibilityDecomposed(text).unicodeScalars),
      composesToAnother: !FoundationOracle.canonicalComposed(text).unicodeScalars.elementsEqual([scalar]))
    cache.withLock { $0[scalar.value] = entry }
    return entry
  }

  /// Whether composing a name can change it at `scalar`: a combining mark
  /// (which composes with the letter before it or is reordered), a Hangul
  /// jamo (which composes into a syllable), or a scalar that composes to
  /// another alone. Every character composition joins as the second of a
  /// pair is a mark or a jamo, so any other scalar stays as it is.
  static func mayCompose(_ scalar: Unicode.Scalar) -> Bool {
    if isMark(scalar) { return true }
    if (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value)
      || (0xD7B0...0xD7FF).contains(scalar.value)
    {
      return true
    }
    return of(scalar).composesToAnother
  }

  /// A combining mark (general category M).
  @inline(__always)
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    // The common combining marks, and ASCII, without a property lookup.
    if scalar.value < 0x300 { return false }
    if scalar.value <= 0x36F { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
