import FileKind
import FileKindCommandCore
import Foundation

// libFuzzer entry point: the `filekind rows` line parser and the renderer.
let renderers = RowPresentation.all.map {
  RowRenderer(
    .init(
      presentation: $0, trashEnabled: false, now: Date(timeIntervalSince1970: 1_773_921_600),
      timeZone: TimeZone(identifier: "America/New_York")!))
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = UnsafeBufferPointer(start: data, count: size)
  switch ListingLine.parse(line) {
  case .success(let parsed):
    if parsed.nameRange.upperBound > size || parsed.nameRange.isEmpty { fatalError("bad name range") }
    for renderer in renderers {
      let row = renderer.row(for: parsed.entry(in: line))
      if row.subtitle.isEmpty { fatalError("empty subtitle") }
    }
  case .failure(let error):
    if error.reason.isEmpty { fatalError("error without a reason") }
  }
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzRows) }
  }
#endif
