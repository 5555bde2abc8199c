import FileKind

/// How a sort's comparisons were decided, for the benchmark's notes: the
/// library's sort tells a tally, and only the benchmark's tally counts.
struct SortCounts: SortTally {
  var comparisons = 0
  /// Comparisons the prefix weights could not decide (the names were read).
  var walked = 0
  /// Comparisons the walk could not decide, decided by the beginnings of
  /// the names' first levels.
  var prefixed = 0
  /// Comparisons the walk could not decide either: the two names' sort keys.
  var keyed = 0

  mutating func decided(by decision: SortDecision) {
    comparisons += 1
    switch decision {
    case .prefixWeights: break
    case .walk: walked += 1
    case .firstLevelPrefix:
      walked += 1
      prefixed += 1
    case .sortKeys:
      walked += 1
      keyed += 1
    }
  }
}
