import FileKind
import Foundation
import FuzzSupport

// libFuzzer entry point: the put.io page reader against Foundation. The
// same bytes go to `JSONSerialization` (and the SDK's reading of its
// values) and to `PutioPage`: both refuse, or both read the same page.
// Bytes Foundation reads as UTF-16 or UTF-32, which FileKind refuses by
// design, are the one allowed difference.

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPutioPages(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let foundation = PutioOracle.read(bytes)
  let fileKind = PutioOracle.fileKind(bytes)
  if !PutioOracle.agree(foundation: foundation, fileKind: fileKind) {
    fatalError("Foundation read \(foundation), FileKind \(fileKind)")
  }
  return 0
}

#if !FUZZING
  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzPutioPages) }
  }
#endif
