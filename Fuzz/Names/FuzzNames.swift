import FileKind

// libFuzzer entry point: name classification, name order and name search on
// raw bytes (any bytes, as a file system may hold them).
/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let kind = NameClassifier.kind(ofUTF8: bytes)
  let name = String(decoding: bytes, as: UTF8.self)
  // The String path and the byte path must agree when the bytes are UTF-8.
  if Array(name.utf8) == Array(bytes) && NameClassifier.kind(of: name) != kind {
    fatalError("byte and string classification disagree")
  }
  _ = NameClassifier.type(of: name)
  _ = KindResolver.resolve(KindSignals(name: name, contentType: MediaType(name)))
  // Name order and search: the input's halves as two names, and as a name
  // and a query. A name compares as the same with itself; a query found in
  // a name lies within it.
  let half = name.index(name.startIndex, offsetBy: name.count / 2)
  let (first, second) = (String(name[..<half]), String(name[half...]))
  if NameOrder.compare(first, first) != .orderedSame { fatalError("a name differs from itself") }
  _ = NameOrder.compare(first, second)
  _ = NameOrder.sortedIndices([first, second, name, first], direction: .descending)
  let search = NameSearch(second)
  if let range = search.range(in: first), !(first.startIndex...first.endIndex).contains(range.upperBound) {
    fatalError("a match outside its name")
  }
  _ = NameSearch(String(second.prefix(8))).matches(utf8: bytes)
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzNames) }
  }
#endif
