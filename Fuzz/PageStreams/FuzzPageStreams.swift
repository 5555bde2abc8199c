import FileKind
import FileKindCommandCore
import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

// libFuzzer entry point: a damaged stretch of a page stream costs only
// itself. The input is put between two intact pages (one a line or back
// to back, by its first byte) and the stream is cut into files as the
// command cuts it: the page before is read whole, first; the page after
// is read whole, last, its files in order under one page number; every
// file the reader accepts from the damage is a JSON object to
// Foundation; the reader ends.
//
// With the input's second bit set, the input instead chooses a stream of
// valid pages whose unknown fields look like a page's start (objects keyed
// `files` or `status`, strings holding braces, deep nesting): every file
// Foundation finds in them is read, in order, and nothing is named.

/// The intact pages around the damage: ids no generated seed uses.
let before =
  #"{"files":[{"id":7770001,"name":"a.mkv","file_type":"VIDEO","created_at":"2020-01-01T00:00:00"},"#
  + #"{"id":7770002,"name":"b.mp3","file_type":"AUDIO","created_at":"2020-01-01T00:00:00"}],"total":2}"#
let after =
  #"{"cursor":null,"files":[{"id":7770003,"name":"c.pdf","file_type":"PDF","#
  + #""created_at":"2020-01-01T00:00:00"},{"id":7770004,"name":"d","file_type":"FOLDER","#
  + #""created_at":"2020-01-01T00:00:00"}]}"#

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPageStreams(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  if data[0] & 2 != 0 {
    validStream(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
  let separator: [UInt8] = data[0] & 1 == 0 ? [0x0A] : []
  var stream = Array(before.utf8) + separator
  stream += UnsafeBufferPointer(start: data + 1, count: size - 1)
  stream += separator + Array(after.utf8)
  let read = StreamRead(stream)
  let ids = read.files.map(\.id)
  guard ids.count >= 4, Array(ids.prefix(2)) == [7_770_001, 7_770_002], read.files[0].page == 1,
    read.files[1].page == 1
  else { fatalError("the page before the damage was not read whole, first: \(read.files.prefix(2))") }
  let last = read.files.suffix(2)
  guard last.map(\.id) == [7_770_003, 7_770_004], last.map(\.index) == [0, 1],
    last.first!.page == last.last!.page, last.first!.page > 1
  else { fatalError("the page after the damage was not read whole, last: \(Array(last))") }
  for file in read.files.dropFirst(2).dropLast(2) {
    guard (try? JSONSerialization.jsonObject(with: Data(file.bytes))) is [String: Any] else {
      fatalError(
        "a file read from the damage is not a JSON object: \(String(decoding: file.bytes, as: UTF8.self))")
    }
  }
  return 0
}

/// A valid stream chosen by `input`: read whole, in order, nothing named.
func validStream(_ input: [UInt8]) {
  var choices = ValidPageStream.Choices(input: Array(input.dropFirst(3)))
  let stream = ValidPageStream(
    pages: 1 + Int(input.count > 1 ? input[1] % 4 : 0), perPage: 1 + Int(input.count > 2 ? input[2] % 6 : 0),
    printing: input[0] & 4 == 0 ? .compact : .pretty, framing: input[0] & 1 == 0 ? .oneALine : .backToBack,
    choices: &choices)
  guard let expected = ValidPageStream.foundationIDs(of: stream.pageBytes), expected == stream.ids else {
    fatalError("the generator wrote a stream Foundation reads otherwise")
  }
  let read = StreamRead(stream.bytes)
  guard read.problems.isEmpty, read.files.map(\.id) == expected else {
    fatalError(
      "a valid stream was not read whole: \(read.files.map(\.id)) for \(expected); \(read.problems)\n"
        + String(decoding: stream.bytes, as: UTF8.self))
  }
}

/// The files a stream is cut into, read as the command reads them.
struct StreamRead {
  var files: [(id: Int64, page: Int, index: Int, bytes: [UInt8])] = []
  /// What the reader named: pages and files it refused.
  var problems: [String] = []

  init(_ stream: [UInt8]) {
    guard let file = tmpfile() else { fatalError("no temporary file") }
    defer { fclose(file) }
    _ = stream.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fflush(file)
    rewind(file)
    var framer = PutioPageFramer(fd: fileno(file))
    let chunk = PutioChunk()
    while framer.fill(chunk) {
      var accepted: [Int64] = []
      chunk.forEachFile { accepted.append($0.id) }
      problems += chunk.errors
      // forEachFile calls back in file order, passing over the refused ones.
      let refused = Set(chunk.fileErrors.map(\.at))
      let positions = chunk.files.indices.filter { !refused.contains($0) }
      for (position, id) in zip(positions, accepted) {
        let cut = chunk.files[position]
        files.append((id, cut.page, cut.index, Array(chunk.bytes[cut.range])))
      }
    }
  }
}

#if !FUZZING
  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzPageStreams) }
  }
#endif
