import FileKind
import Foundation

// libFuzzer entry point: name order and name search against Foundation.
// Each input is read as three names (split at its first two LF bytes, or
// in thirds). Every pair is checked both ways round; pairs inside the bound
// Foundation survives are compared with Foundation itself.
//
// A disagreement stops the run (the input is saved). Pairs Foundation
// orders the same way both ways round (its own contradictions) are
// counted apart, as are triples that are not transitive. With
// FILEKIND_FUZZ_TALLY set, each process appends its counts to that file
// when it exits (Fuzz/run.sh adds them up; in fork mode one line per job).

/// What one process saw.
nonisolated(unsafe) var tally = Tally()

struct Tally {
  var inputs = 0
  var pairs = 0
  var foundationPairs = 0
  var foundationContradictions = 0
  var foundationOverrides = 0
  var pastTheBound = 0
  var intransitiveTriples = 0
  var intransitiveWithinTheBound = 0
  var intransitiveInFoundation = 0
  var sorts = 0
  var unstableSorts = 0
  var unstableAnswers = 0
  var intransitiveSorts = 0
  var searches = 0

  var line: String {
    "inputs \(inputs) pairs \(pairs) foundation_pairs \(foundationPairs) "
      + "foundation_contradictions \(foundationContradictions) "
      + "forced_ordering_overrode_collation \(foundationOverrides) past_bound \(pastTheBound) "
      + "intransitive \(intransitiveTriples) intransitive_within_bound \(intransitiveWithinTheBound) "
      + "intransitive_in_foundation \(intransitiveInFoundation) sorts \(sorts) sorts_unstable_in_foundation \(unstableSorts) "
      + "answers_unstable_in_foundation \(unstableAnswers) "
      + "sorts_of_intransitive_sets \(intransitiveSorts) searches \(searches)\n"
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
/// it; `nil` otherwise. Only for names of printable ASCII without digits:
/// there the two comparisons differ by the tie-break alone (with digits or
/// ignorable controls Foundation's forced comparison also reads numbers
/// and ignorables its own way, which FileKind follows).
func collationOverridden(_ a: String, _ b: String, forced: ComparisonResult) -> ComparisonResult? {
  let plain = { (name: String) in
    name.utf8.allSatisfy { (0x20...0x7E).contains($0) && !(0x30...0x39).contains($0) }
  }
  guard plain(a), plain(b) else { return nil }
  let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive]
  let forward = a.compare(b, options: options, range: nil, locale: Locale.current)
  let backward = b.compare(a, options: options, range: nil, locale: Locale.current)
  guard forward != .orderedSame, forward == flipped(backward), forward != forced else { return nil }
  return forward
}

/// Whether no triple of `order` is `a ≤ b ≤ c` with `a > c`.
func isTransitive(_ order: [[ComparisonResult]]) -> Bool {
  for i in order.indices {
    for j in order.indices where order[i][j] != .orderedDescending {
      for k in order.indices where order[j][k] != .orderedDescending && order[i][k] == .orderedDescending {
        return false
      }
    }
  }
  return true
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

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNameOrder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  registerTally()
  tally.inputs += 1
  let names = names(UnsafeBufferPointer(start: data, count: size))
  let bounded = names.map(NameOrder.isWithinFoundationsBound)
  var order = [[ComparisonResult]](repeating: [.orderedSame, .orderedSame, .orderedSame], count: 3)
  for i in 0..<3 {
    for j in 0..<3 {
      order[i][j] = NameOrder.compare(names[i], names[j])
    }
  }
  for i in 0..<3 {
    if order[i][i] != .orderedSame { failed("a name differs from itself") }
    for j in (i + 1)..<3 {
      tally.pairs += 1
      if order[i][j] != flipped(order[j][i]) {
        // Both ways round ask Foundation the same question; an answer that
        // changes when asked again is Foundation's stale memory (counted).
        let stable = (0..<5).allSatisfy { _ in
          NameOrder.compare(names[i], names[j]) == order[i][j]
            && NameOrder.compare(names[j], names[i]) == order[j][i]
        }
        guard stable else {
          tally.unstableAnswers += 1
          continue
        }
        failed("an answer that is not reversed the other way round")
      }
      guard bounded[i] && bounded[j] else {
        tally.pastTheBound += 1
        continue
      }
      // Foundation, both ways round: its answer where it is consistent.
      let forward = names[i].localizedStandardCompare(names[j])
      let backward = names[j].localizedStandardCompare(names[i])
      guard forward == flipped(backward) else {
        tally.foundationContradictions += 1
        continue
      }
      tally.foundationPairs += 1
      guard order[i][j] != forward else { continue }
      // Foundation's forced ordering may only order names its collation
      // finds equal. Where it overrides a first-level difference instead
      // (a case difference early, the first-level one or the end past
      // unit 64; its answer then changes from process to process), the
      // collation's own answer, asked without forced ordering, is the one
      // FileKind must give.
      if let collation = collationOverridden(names[i], names[j], forced: forward) {
        tally.foundationOverrides += 1
        if order[i][j] == collation { continue }
      }
      failed("unlike Foundation: \(names[i].debugDescription) \(names[j].debugDescription)")
    }
  }
  for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
  where order[i][j] != .orderedDescending && order[j][k] != .orderedDescending
    && order[i][k] == .orderedDescending
  {
    tally.intransitiveTriples += 1
    guard bounded.allSatisfy({ $0 }) else { continue }
    tally.intransitiveWithinTheBound += 1
    // Foundation's own answers on the three pairs, when it gives them.
    let foundation = { (x: Int, y: Int) in names[x].localizedStandardCompare(names[y]) }
    if foundation(i, j) != .orderedDescending && foundation(j, k) != .orderedDescending
      && foundation(i, k) == .orderedDescending
    {
      tally.intransitiveInFoundation += 1
    }
  }
  // A sort of the names and their joins is a permutation, and it puts each
  // before the next wherever the order among them is transitive and
  // Foundation gave the same answers before and after the sort (its
  // answers on long runs of ignorables depend on stale memory: counted).
  let listing = names + [names[0] + names[1], names[2] + names[0]]
  let answers = { listing.map { a in listing.map { b in NameOrder.compare(a, b) } } }
  let before = answers()
  let sorted = NameOrder.sortedIndices(listing)
  tally.sorts += 1
  if sorted.sorted() != Array(listing.indices) { failed("a sort that is no permutation") }
  if answers() != before {
    tally.unstableSorts += 1
  } else if !isTransitive(before) {
    tally.intransitiveSorts += 1
  } else {
    for (x, y) in zip(sorted, sorted.dropFirst()) where before[x][y] == .orderedDescending {
      // Foundation answered one of the sort's questions from stale memory
      // when sorting again gives another order (counted); else it is ours.
      guard (0..<5).allSatisfy({ _ in NameOrder.sortedIndices(listing) == sorted }) else {
        tally.unstableSorts += 1
        break
      }
      failed("a sort out of order")
    }
  }
  // Search: the first name as the query in the others, as Foundation finds it.
  if !names[0].isEmpty && bounded[0] {
    let search = NameSearch(names[0])
    for name in names.dropFirst() where NameOrder.isWithinFoundationsBound(name) {
      tally.searches += 1
      if search.matches(name) != name.localizedStandardContains(names[0]) {
        failed("search unlike Foundation: \(names[0].debugDescription) in \(name.debugDescription)")
      }
    }
  }
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzNameOrder) }
  }
#endif
