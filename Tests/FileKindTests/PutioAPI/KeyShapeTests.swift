import FileKind
import Foundation
import FuzzSupport
import Testing

/// The page reader guesses each key from the file before; the guess may
/// only ever save time. Every page here is read twice: whole (one shape for
/// all its files) and file by file, each with a shape that knows nothing,
/// and the two readings must agree on every file and problem.
@Suite struct KeyShapeTests {
  /// The keys of a put.io file in the API's order, each with look-alikes
  /// that must never be taken for it: longer, shorter, a letter off, and
  /// the same key spelled with an escape.
  static let keys: [(key: String, value: String, lookAlikes: [String])] = [
    ("id", "7", ["idx", "i", "\\u0069d"]),
    ("name", "\"a.mkv\"", ["nam", "names", "n\\u0061me"]),
    ("parent_id", "3", ["parent_i", "parent_idd"]),
    ("size", "12", ["sizes", "siz", "sha1"]),
    ("file_type", "\"VIDEO\"", ["file_typ", "file_types"]),
    ("folder_type", "\"SHARED_FRIEND\"", ["folder_typ"]),
    ("content_type", "\"video/mp4\"", ["content_typE", "content_type2"]),
    ("created_at", "\"2020-01-02T03:04:05\"", ["created_a", "c\\u0072eated_at"]),
    ("updated_at", "\"2021-01-02T03:04:05.5\"", ["updated_", "updated_at_"]),
    ("first_accessed_at", "\"2022-01-02T03:04:05Z\"", ["first_accessed_a", "first_accessed_at_"]),
    ("is_shared", "true", ["is_hidden", "is_share"]),
    ("is_hidden", "true", ["is_shared", "is_hidde\\u006e"]),
    ("crc32", "\"f4241\"", ["crc3", "crc32c"]),
    ("sha1", "\"a9\"", ["size", "sha12"]),
    ("sort_by", "\"DATE_DESC\"", ["sort_b", "sort_by_"]),
    ("a_field_put_io_added_later_and_long", "{\"id\": 1}", ["a_field_put_io_added_later_and_lon"]),
    ("start_from", "91.7", ["start_fro"]),
  ]

  /// A file whose keys come in the API's order, now and then one of them
  /// a look-alike, dropped, or a place taken by a new key.
  static func file(_ random: inout SeededRandom) -> String {
    var fields: [String] = []
    for (key, value, lookAlikes) in keys {
      let roll = Double.random(in: 0..<1, using: &random)
      if roll < 0.08 { continue }
      let spelling = roll < 0.2 ? lookAlikes.randomElement(using: &random)! : key
      fields.append("\"\(spelling)\": \(value)")
      if roll > 0.97 { fields.append("\"extra\": null") }
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  @Test func aSharedShapeReadsEveryFileAsAFreshOneDoes() throws {
    var random = SeededRandom(seed: 64)
    var hits = 0
    var compared = 0
    for _ in 0..<200 {
      let files = (0..<Int.random(in: 1...30, using: &random)).map { _ in Self.file(&random) }
      let page = try PutioPage(reading: Array(("{\"files\": [" + files.joined(separator: ",") + "]}").utf8))
      var read = page.files.makeIterator()
      var problems = page.problems.makeIterator()
      for (index, text) in files.enumerated() {
        let bytes = Array(text.utf8)
        let alone = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONFault) in
          var reader = JSONReader(buffer)
          return try PutioFile.read(from: &reader, depth: 2, index: index)
        }
        switch alone {
        case .success(let file):
          #expect(read.next() == file, "file \(index): \(text)")
          hits += 1
        case .failure(let problem):
          let whole = problems.next()
          // Offsets count from the page in one reading, the file in the other.
          #expect(whole?.key == problem.key && whole?.reason == problem.reason, "file \(index): \(text)")
        }
        compared += 1
      }
      #expect(read.next() == nil && problems.next() == nil)
    }
    // Both ways a file can go were met.
    #expect(hits > 1_000 && hits < compared)
  }

  /// A key learnt at a place is checked to its closing quote: a longer
  /// key there is another key.
  @Test func aLongerKeyAtALearntPlaceIsAnotherKey() throws {
    let text = """
      {"files": [
      {"size": 1, "id": 1, "name": "a", "file_type": "FILE", "created_at": "2020-01-01T00:00:00"},
      {"sizes": "x", "id": 2, "name": "b", "file_type": "FILE", "created_at": "2020-01-01T00:00:00"},
      {"siz": [], "id": 3, "name": "c", "file_type": "FILE", "created_at": "2020-01-01T00:00:00"},
      {"size": 4, "id": 4, "name": "d", "file_type": "FILE", "created_at": "2020-01-01T00:00:00"}
      ]}
      """
    let page = try PutioPage(reading: Array(text.utf8))
    #expect(page.problems.isEmpty)
    #expect(page.files.map(\.entry.size) == [1, 0, 0, 4])
  }
}
