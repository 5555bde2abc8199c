import FileKind
import Foundation
import FuzzSupport

// libFuzzer entry point: name order, sort keys and name search against
// Foundation. Each input is read as three names (split at its first two LF
// bytes, or in thirds), and two joins of them are added.
//
// For every pair FileKind's comparison must be the byte order of the two
// sort keys, both ways round, and the reverse the other way. Where
// Foundation may be asked (both names within the bound its comparison
// survives), its answer must be FileKind's wherever it is an order: the
// same both ways round, transitive among all five names, and neither name
// of a shape on which its answers form cycles. Pairs left out are counted
// by why. A disagreement stops the run (the input is saved). With
// FILEKIND_FUZZ_TALLY set, each process appends its counts to that file
// when it exits (Fuzz/run.sh adds them up; in fork mode one line per job).

/// What one process saw.
nonisolated(unsafe) var tally = Tally()

struct Tally {
  var inputs = 0
  var pairs = 0
  var keyPairs = 0
  var foundationPairs = 0
  var foundationAgreed = 0
  var foundationContradictions = 0
  var foundationIntransitive = 0
  var foundationWitnessed = 0
  var foundationOverrides = 0
  var pastTheBound = 0
  var sorts = 0
  var searches = 0

  var line: String {
    "inputs \(inputs) pairs \(pairs) key_pairs_agreeing \(keyPairs) foundation_pairs \(foundationPairs) "
      + "foundation_agreeing \(foundationAgreed) "
      + "foundation_contradictions \(foundationContradictions) "
      + "foundation_intransitive_neighbours \(foundationIntransitive) "
      + "foundation_unlike_with_witness \(foundationWitnessed) "
      + "forced_ordering_overrode_collation \(foundationOverrides) past_bound \(pastTheBound) "
      + "sorts \(sorts) searches \(searches)\n"
  }
}

nonisolated(unsafe) var tallyRegistered = false

func registerTally() {
  guard !tallyRegistered, let path = ProcessInfo.processInfo.environment["FILEKIND_FUZZ_TALLY"] else {
    return
  }
  tallyRegistered = true
  tallyPath = path
  atexit {
    guard let path = tallyPath, let handle = FileHandle(forWritingAtPath: path) ?? create(path) else {
      return
    }
    handle.seekToEndOfFile()
    handle.write(Data(tally.line.utf8))
    handle.closeFile()
  }
}

nonisolated(unsafe) var tallyPath: String?

func create(_ path: String) -> FileHandle? {
  _ = FileManager.default.createFile(atPath: path, contents: nil)
  return FileHandle(forWritingAtPath: path)
}

func flipped(_ order: ComparisonResult) -> ComparisonResult {
  ComparisonResult(rawValue: -order.rawValue)!
}

/// A check of FileKind's that failed: the message `Fuzz/run.sh` looks for
/// when it replays a saved input, so a fault inside Foundation's own calls
/// is never taken for one.
func failed(_ what: String) -> Never {
  fatalError("FileKind check failed: \(what)")
}

/// Foundation's first-level answer for `a` and `b` (its comparison without
/// forced ordering, consistent both ways round) when that answer is not
/// `orderedSame` and `forced`, `localizedStandardCompare`'s, differs from
/// it; `nil` otherwise. Only for names of ASCII without digits: there the
/// two comparisons differ by the tie-break alone (with digits Foundation's
/// forced comparison also reads numbers its own way).
func collationOverridden(_ a: String, _ b: String, forced: ComparisonResult) -> ComparisonResult? {
  let plain = { (name: String) in
    name.utf8.allSatisfy { $0 < 0x80 && !(0x30...0x39).contains($0) }
  }
  guard plain(a), plain(b) else { return nil }
  let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive]
  let forward = a.compare(b, options: options, range: nil, locale: Locale.current)
  let backward = b.compare(a, options: options, range: nil, locale: Locale.current)
  guard forward != .orderedSame, forward == flipped(backward), forward != forced else { return nil }
  return forward
}

/// The three names an input holds.
func names(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
  var parts: [ArraySlice<UInt8>] = []
  var rest = Array(bytes)[...]
  for _ in 0..<2 {
    if let cut = rest.firstIndex(of: 0x0A) {
      parts.append(rest[..<cut])
      rest = rest[(cut + 1)...]
    } else {
      let cut = rest.startIndex + rest.count / 2
      parts.append(rest[..<cut])
      rest = rest[cut...]
    }
  }
  parts.append(rest)
  return parts.map { String(decoding: $0, as: UTF8.self) }
}

/// The sign of the byte comparison of two keys.
func byteOrder(_ a: NameSortKey, _ b: NameSortKey) -> ComparisonResult {
  a < b ? .orderedAscending : (b < a ? .orderedDescending : .orderedSame)
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNameOrder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  registerTally()
  tally.inputs += 1
  let three = names(UnsafeBufferPointer(start: data, count: size))
  let listing = three + [three[0] + three[1], three[2] + three[0]]
  let keys = listing.map(NameSortKey.init(for:))
  let order = listing.map { a in listing.map { b in NameOrder.compare(a, b) } }
  for i in listing.indices {
    if order[i][i] != .orderedSame { failed("a name differs from itself") }
    for j in listing.indices where i < j {
      tally.pairs += 1
      if order[i][j] != flipped(order[j][i]) { failed("an answer that is not reversed the other way round") }
      if order[i][j] != byteOrder(keys[i], keys[j]) {
        failed("keys unlike the comparison: \(listing[i].debugDescription) \(listing[j].debugDescription)")
      }
      if order[i][j] == .orderedSame && listing[i].utf8.elementsEqual(listing[j].utf8) == false {
        failed("equal keys for different names")
      }
      tally.keyPairs += 1
    }
  }
  // Foundation, where it may be asked: its answers among all five names.
  let bounded = listing.map(NameOrder.isWithinFoundationsBound)
  let inBound = listing.indices.filter { bounded[$0] }
  var foundation = [[ComparisonResult?]](
    repeating: Array(repeating: nil, count: listing.count), count: listing.count)
  for i in inBound {
    for j in inBound { foundation[i][j] = listing[i].localizedStandardCompare(listing[j]) }
  }
  // Transitive among the names it answers, both ways round alike.
  var transitive = true
  for i in inBound {
    for j in inBound where foundation[i][j] != .orderedDescending {
      for k in inBound where foundation[j][k] != .orderedDescending && foundation[i][k] == .orderedDescending
      {
        transitive = false
      }
    }
  }
  for i in listing.indices {
    for j in listing.indices where i < j {
      guard bounded[i] && bounded[j], let forward = foundation[i][j], let backward = foundation[j][i] else {
        tally.pastTheBound += 1
        continue
      }
      guard forward == flipped(backward), !NameOrder.foundationsTieBreakIsUnstable(listing[i], listing[j])
      else {
        tally.foundationContradictions += 1
        continue
      }
      guard transitive else {
        tally.foundationIntransitive += 1
        continue
      }
      tally.foundationPairs += 1
      if order[i][j] == forward {
        tally.foundationAgreed += 1
        continue
      }
      // Foundation's forced ordering may only order names its collation
      // finds equal. Where it overrides a first-level difference instead
      // (a case difference early, the first-level one or the end past
      // unit 64; its answer then changes from process to process), the
      // collation's own answer, asked without forced ordering, is the one
      // FileKind must give.
      if let collation = collationOverridden(listing[i], listing[j], forced: forward) {
        tally.foundationOverrides += 1
        if order[i][j] == collation { continue }
      }
      // No shape is excused: only concrete names closing a circle with
      // the pair (the others here, or ones made from the pair) show that
      // Foundation's answers on it are no order.
      if FoundationWitness.witness(listing[i], listing[j], among: listing) != nil {
        tally.foundationWitnessed += 1
        continue
      }
      failed("unlike Foundation: \(listing[i].debugDescription) \(listing[j].debugDescription)")
    }
  }
  // A sort of the names is a permutation in the keys' order.
  let sorted = NameOrder.sortedIndices(listing)
  tally.sorts += 1
  if sorted.sorted() != Array(listing.indices) { failed("a sort that is no permutation") }
  for (x, y) in zip(sorted, sorted.dropFirst()) where keys[y] < keys[x] { failed("a sort out of order") }
  // Search: the first name as the query in the others, as Foundation finds it.
  if !three[0].isEmpty && bounded[0] {
    let search = NameSearch(three[0])
    for name in three.dropFirst() where NameOrder.isWithinFoundationsBound(name) {
      tally.searches += 1
      if search.matches(name) != name.localizedStandardContains(three[0]) {
        failed("search unlike Foundation: \(three[0].debugDescription) in \(name.debugDescription)")
      }
    }
  }
  return 0
}

#if !FUZZING
  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzNameOrder) }
  }
#endif
