import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The first-level weights the sort key gives one scalar standing alone,
/// made by the key's own writer once a scalar and kept: where two names
/// first differ in scalars no table ranks (a half-width kana against a
/// digit, a Hangul syllable against a symbol), these weights decide as the
/// keys would, when nothing around the scalars can change them. At most
/// one entry a scalar, so the memory is bounded.
enum ScalarWeights {
  private static let cache = Mutex<[UInt32: [UInt8]]>([:])

  /// The first-level weights of `scalar` alone (empty when it weighs
  /// nothing there).
  static func of(_ scalar: Unicode.Scalar) -> [UInt8] {
    if let known = cache.withLock({ $0[scalar.value] }) { return known }
    let weights = SortKeyWriter.levels(of: String(scalar), wholeName: false).primary
    cache.withLock { $0[scalar.value] = weights }
    return weights
  }

  /// The first-level weights the key gives the scalar at `i` of a name,
  /// as far as they are certain there, or `nil`: the scalar neither joins
  /// the one before (it composes with nothing before it) nor is joined by
  /// the one after (no mark follows, or only marks on a Latin letter, which
  /// stays that letter at the first level), and it is no digit beyond
  /// ASCII (a number weighs whole); an ASCII digit and `ß` are known by
  /// their first byte alone.
  static func certain(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> [UInt8]? {
    let (value, length) = LatinFolding.decode(bytes, at: i)
    if value &- 0x30 < 10 { return [SortKeyWriter.asciiWeight[0x30]] }
    // `ß` weighs as `ss`, or `sss` before punctuation: its first weight is
    // `s` either way.
    if value == 0xDF || value == 0x1E9E { return [SortKeyWriter.asciiWeight[0x73]] }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    if !scalar.isASCII {
      guard !ScalarDecompositions.mayCompose(scalar), SortKeyWriter.decimalValue(scalar) == nil else {
        return nil
      }
    }
    let next = i + length
    if next < bytes.count && bytes[next] >= 0x80 {
      let following = Unicode.Scalar(LatinFolding.decode(bytes, at: next).scalar)!
      if ScalarDecompositions.mayCompose(following) {
        guard WeightlessScalars.isPlainMark(following.value), WeightlessScalars.marksLeaveTheWeight(of: value)
        else { return nil }
      }
    }
    let weights = of(scalar)
    return weights.isEmpty ? nil : weights
  }

  /// The order two scalars' weights decide: where they differ within
  /// both, that byte's order; `nil` when one begins the other.
  static func order(_ x: [UInt8], _ y: [UInt8]) -> ComparisonResult? {
    for (p, q) in zip(x, y) where p != q {
      return p < q ? .orderedAscending : .orderedDescending
    }
    return nil
  }
}
