import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// One way to sniff each input, and each answers the type and the engine.
@Suite struct FindingTests {
  @Test func pathDescriptorAndBytesAnswerTheSameFinding() throws {
    for (file, engine) in [("moov-at-end.mp4", ContentSniffer.Engine.native), ("random.bin", .none)] {
      let path = SniffingTests.samples.appendingPathComponent(file).path
      let byPath = try ContentSniffer.shared.sniff(path: path)
      #expect(byPath.engine == engine, "\(file)")
      let fd = open(path, O_RDONLY)
      defer { close(fd) }
      #expect(try ContentSniffer.shared.sniff(fd: fd) == byPath)
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(try ContentSniffer.shared.sniff(bytes: bytes) == byPath)
      let batch = ContentSniffer.shared.sniff(paths: [path, path], options: .callerThread)
      #expect(batch.map { try? $0.get() } == [byPath, byPath])
      let back = try JSONDecoder().decode(ContentSniffer.Finding.self, from: JSONEncoder().encode(byPath))
      #expect(back == byPath)
    }
    #expect(
      try ContentSniffer.shared.sniff(bytes: [])
        == .init(type: MediaType(.applicationXZerosize), engine: .none))
  }
}
