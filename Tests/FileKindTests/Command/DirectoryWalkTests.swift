import Foundation
import Synchronization
import Testing

@testable import FileKind

/// The directory walk reads each name only up to its NUL: glibc's readdir
/// buffer ends there, not at `d_name`'s declared 256 bytes (AddressSanitizer
/// caught the old read on a directory of about 2,000 entries).
@Suite struct DirectoryWalkTests {
  @Test func aLargeDirectoryIsListedExactly() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fk-walk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var made: [[UInt8]] = []
    for i in 0..<2_100 {
      let name = "entry-\(i)" + String(repeating: "x", count: i % 200)
      #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: nil))
      made.append(Array(name.utf8))
    }
    let directory = try SystemCalls.openDirectory(Array(dir.path.utf8), in: nil).get()
    defer { SystemCalls.closeDirectory(directory) }
    var listed: [[UInt8]] = []
    while let entry = try SystemCalls.nextEntry(directory).get() {
      listed.append(entry.name)
      // The directory's type, where it gives one, is what `stat` says.
      if let type = entry.type {
        #expect(type == (try SystemCalls.fileType(entry.name, in: directory, follow: false).get()))
      }
    }
    // In the order the file system keeps them; every name, whole.
    #expect(
      listed.sorted { $0.lexicographicallyPrecedes($1) } == made.sorted { $0.lexicographicallyPrecedes($1) })
  }
}
