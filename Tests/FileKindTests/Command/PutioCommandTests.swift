import FileKind
import Foundation
import Testing

/// `filekind ingest` and `rows --input putio` on generated page streams.
@Suite struct PutioCommandTests {
  /// Forty generated pages, one a line and back to back.
  static func stream(seed: UInt64, pages: Int = 40) -> (text: String, pages: [String]) {
    var generator = PageGenerator(random: SeededRandom(seed: seed))
    let texts = (0..<pages).map { _ in
      generator.page(files: 50).text.replacingOccurrences(of: "\n", with: " ")
    }
    // Half the pages one a line, half back to back, as saved API calls come.
    let text = texts.enumerated().map { $0.offset % 2 == 0 ? $0.element + "\n" : $0.element }.joined()
    return (text, texts)
  }

  /// Every good file is one line, in order, with what the library reads;
  /// every bad one is named on standard error; the status is 1.
  @Test func ingestWritesWhatTheLibraryReads() throws {
    let (text, pages) = Self.stream(seed: 5)
    var expected: [PutioFile] = []
    var problems = 0
    for page in pages {
      let read = try PutioPage(reading: Array(page.utf8))
      expected += read.files
      problems += read.problems.filter { $0.index != nil }.count
    }
    let output = try CommandTests.run(["ingest", "--jobs", "2"], input: Data(text.utf8))
    let lines = output.lines
    #expect(lines.count == expected.count)
    for (line, file) in zip(lines, expected) {
      #expect((line["id"] as? NSNumber)?.int64Value == file.id)
      #expect(line["name"] as? String == file.entry.name)
      #expect(line["kind"] as? String == file.entry.kind.rawValue)
      #expect(line["type"] as? String == file.resolution.type?.name)
      #expect((line["parent_id"] as? NSNumber)?.int64Value == file.parentID)
      #expect((line["size"] as? NSNumber)?.int64Value == file.entry.size)
      // Dates as Unix seconds, to the microsecond.
      func near(_ value: Any?, _ date: Date?) -> Bool {
        guard let seconds = (value as? NSNumber)?.doubleValue, let date else { return false }
        let expected = date.timeIntervalSince1970
        // Half a microsecond of rounding, and a few units in the last place
        // for dates centuries away.
        return abs(seconds - expected) <= 1e-6 + 4 * expected.ulp
      }
      #expect(near(line["updated_at"], file.entry.date))
      #expect(near(line["created_at"], file.entry.added))
      let flags = (line["flags"] as? [String]) ?? []
      #expect(flags.count == file.entry.flags.rawValue.nonzeroBitCount)
    }
    #expect(output.stderr.split(separator: "\n").count == problems)
    #expect(output.stderr.contains("page 1: file "))
    #expect(output.status == (problems > 0 ? 1 : 0))
  }

  /// The output is the same for every number of jobs.
  @Test func ingestIsTheSameOnEveryCore() throws {
    let input = Data(Self.stream(seed: 6).text.utf8)
    let one = try CommandTests.run(["ingest", "--jobs", "1"], input: input)
    let four = try CommandTests.run(["ingest", "--jobs", "4"], input: input)
    #expect(one.stdout == four.stdout)
    #expect(one.stderr == four.stderr)
    let rowsOne = try CommandTests.run(
      ["rows", "--input", "putio", "--tier", "uikit", "--now", "1773921600", "--jobs", "1"], input: input)
    let rowsFour = try CommandTests.run(
      ["rows", "--input", "putio", "--tier", "uikit", "--now", "1773921600", "--jobs", "4"], input: input)
    #expect(rowsOne.stdout == rowsFour.stdout)
  }

  /// A page that breaks off is named with its number and byte, the line
  /// after it is read, and the good files before it are written.
  @Test func aBrokenPageIsNamedAndTheNextOneRead() throws {
    let good =
      "{\"files\":[{\"id\":1,\"name\":\"a.mkv\",\"file_type\":\"VIDEO\",\"created_at\":\"2020-01-01T00:00:00\"}]}"
    let broken =
      "{\"files\":[{\"id\":2,\"name\":\"b.mp3\",\"file_type\":\"AUDIO\",\"created_at\":\"2020-01-01T00:00:00\"}, ]]"
    let input = Data([good, broken, good].joined(separator: "\n").utf8)
    let output = try CommandTests.run(["ingest"], input: input)
    #expect(output.lines.compactMap { ($0["id"] as? NSNumber)?.intValue } == [1, 2, 1])
    #expect(
      output.stderr == "filekind: page 2: not JSON at byte \(broken.utf8.count - 1): expected ',' or '}'\n")
    #expect(output.status == 1)
  }

  /// Rows from pages carry the kind put.io's signals decide, in the
  /// library's sort order under `--sort`.
  @Test func rowsFromPagesUseFileTypeAndSort() throws {
    let page = """
      {"files":[{"id":1,"name":"no-extension","file_type":"VIDEO","created_at":"2020-01-01T00:00:00","size":5},
      {"id":2,"name":"b","file_type":"FILE","content_type":"audio/flac","created_at":"2020-01-01T00:00:00","size":9}]}
      """
    let output = try CommandTests.run(
      ["rows", "--input", "putio", "--tier", "swiftui", "--now", "1773921600", "--sort", "SIZE_DESC"],
      input: Data(page.utf8))
    #expect(output.lines.map { $0["name"] as? String } == ["b", "no-extension"])
    #expect(output.lines.map { $0["kind"] as? String } == ["audio", "video"])
    #expect(output.status == 0)
  }

  /// Memory stays within 64 MB at any `--jobs`, for one page of 100,000
  /// files, for a stream of 200,000 files in pages of 1,000, and for one
  /// in pages of 10 with a page in every thousand cut short.
  @Test(
    .enabled(if: Scale.isOn && FileManager.default.isExecutableFile(atPath: HostileInputCommandTests.python)))
  func ingestMemoryIsBounded() throws {
    func file(_ i: Int) -> String {
      """
      {"id": \(i), "name": "Show.S01E\(i % 100).1080p.WEB.x264-GROUP.mkv", "parent_id": 12, "size": \(i * 1_000), \
      "file_type": "VIDEO", "content_type": "video/x-matroska", "extension": "mkv", \
      "created_at": "2024-01-02T03:04:05", "updated_at": "2025-06-07T08:09:10.123456", "is_shared": false, \
      "is_mp4_available": true, "mp4_size": 1000, "start_from": 91.7, "icon": "https://put.io/i/\(i).png", \
      "video_metadata": {"height": 1080, "width": 1920, "codec": "h264", "duration": 2600.5}}
      """
    }
    func page(_ range: Range<Int>) -> String {
      "{\"files\": [" + range.map(file).joined(separator: ", ") + "], \"cursor\": null, \"status\": \"OK\"}\n"
    }
    let onePage = Data(page(0..<100_000).utf8)
    let stream = Data((0..<200).map { page(($0 * 1_000)..<($0 * 1_000 + 1_000)) }.joined().utf8)
    // Every thousandth page cut short inside a file, the next page after it.
    let damaged = Data(
      (0..<20_000).map { (n: Int) -> String in
        let text = page((n * 10)..<(n * 10 + 10))
        return n % 1_000 == 999 ? String(text.prefix(text.utf8.count / 2)) : text
      }.joined().utf8)
    for (input, label, status) in [
      (onePage, "one page of 100,000 files", 0), (stream, "200,000 files in pages of 1,000", 0),
      (damaged, "200,000 files in pages of 10, one in 1,000 cut short", 1),
    ] {
      for jobs in ["1", "2", "1024"] {
        let run = try HostileInputCommandTests.peakMemory(["ingest", "--jobs", jobs], input: input)
        #expect(run.status == status)
        #expect(run.kilobytes < 64 * 1024, "\(label) at --jobs \(jobs): peak \(run.kilobytes) kB")
      }
    }
  }
}
