#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The beginning of a name's first-level weights, made from the beginning
/// of the name alone: what a sort compares before it makes whole keys.
///
/// A long name's key costs its whole length, yet two names usually differ
/// in their first few letters. The prefix weighs only as much of the name
/// as its first ``length`` bytes of weights need, cut where nothing after
/// the cut can change the weights before it: not inside a run of digits
/// (one number), not before a combining mark or a jamo (which compose with
/// what precedes them) or a character that composes to another, and not
/// after `ß` (which weighs by what follows it). So the prefix is the
/// beginning of the key itself, and where two prefixes differ within both,
/// their keys differ there too.
struct FirstLevelPrefix {
  /// The weights, at most ``length`` of them.
  let bytes: [UInt8]

  /// How many bytes of weights a prefix holds at most.
  static let length = 16

  init(of name: String) {
    var name = SortKeyWriter.weighedPart(of: name)
    if let plain = name.withUTF8({ Self.plainPrefix($0) }) {
      bytes = plain
      return
    }
    if let part = name.withUTF8({ Self.weighedBeginning($0) }) {
      let primary = SortKeyWriter.levels(of: part, wholeName: false).primary
      if primary.count >= Self.length {
        bytes = Array(primary.prefix(Self.length))
        return
      }
    }
    // The rare name whose beginning weighs less than the prefix holds.
    bytes = Array(SortKeyWriter.levels(of: name).primary.prefix(Self.length))
  }

  /// The beginning of a name that the prefix weighs, or `nil` for the
  /// whole name. Every character that is no mark and does not weigh
  /// nothing weighs at least a byte: the name is cut at the first place it
  /// may be cut past as many of them as the prefix holds bytes.
  private static func weighedBeginning(_ name: UnsafeBufferPointer<UInt8>) -> String? {
    var weighing = 0
    var i = 0
    var before: UInt32 = 0
    while i < name.count {
      let (value, length) = LatinFolding.decode(name, at: i)
      let scalar = Unicode.Scalar(value)!
      if weighing >= Self.length, mayCut(before: before, at: scalar) {
        return String(decoding: UnsafeBufferPointer(rebasing: name[..<i]), as: UTF8.self)
      }
      if !ScalarDecompositions.isMark(scalar) && !NameOrder.weighsNothing(scalar) { weighing += 1 }
      before = value
      i += length
    }
    return nil
  }

  /// The prefix of a name of printable ASCII, or `nil` for any other name.
  private static func plainPrefix(_ name: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard SortKeyWriter.isPlain(name) else { return nil }
    // About one weight a character: cut past a number's last digit.
    var end = Swift.min(name.count, length)
    while end < name.count && name[end] &- 0x30 < 10 { end += 1 }
    var out: [UInt8] = []
    SortKeyWriter.asciiWeight.withUnsafeBufferPointer { weights in
      SortKeyWriter.appendPlainFirstLevel(
        UnsafeBufferPointer(rebasing: name[..<end]), weights: weights, to: &out)
    }
    if out.count < length && end < name.count {
      out.removeAll()
      SortKeyWriter.asciiWeight.withUnsafeBufferPointer { weights in
        SortKeyWriter.appendPlainFirstLevel(name, weights: weights, to: &out)
      }
    }
    return Array(out.prefix(length))
  }

  /// Whether a name may be cut before `here`, with `before` the scalar
  /// before it: `here` neither joins the scalar before (a mark, a jamo, a
  /// character that composes to another), nor goes on a number, and the
  /// scalar before is no `ß`.
  @inline(__always)
  static func mayCut(before: UInt32, at here: Unicode.Scalar) -> Bool {
    before != 0xDF && before != 0x1E9E && SortKeyWriter.decimalValue(here) == nil
      && (here.isASCII || !ScalarDecompositions.mayCompose(here))
  }

  /// The order two prefixes decide: where they differ within both, the
  /// order of that byte; `nil` when one is the beginning of the other.
  static func order(_ x: FirstLevelPrefix, _ y: FirstLevelPrefix) -> ComparisonResult? {
    for (p, q) in zip(x.bytes, y.bytes) where p != q {
      return p < q ? .orderedAscending : .orderedDescending
    }
    return nil
  }
}
