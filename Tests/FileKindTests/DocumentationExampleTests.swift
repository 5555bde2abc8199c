import Foundation
import Testing

@testable import FileKind

/// Every example in the README and the DocC articles prints what its
/// comment says. The claims are read from the documents themselves (a
/// comment after code that gives a value: a quoted string, an enum case,
/// a media type, `true`, a sort's spelling, a date), each is computed here
/// with the library as the document sets it up, and a claim with no
/// computation fails the test, so a new example cannot go unchecked.
@Suite struct DocumentationExampleTests {
  static let root = PackageRoot.url

  static let documents: [URL] = {
    let docc = root.appendingPathComponent("Sources/FileKind/FileKind.docc")
    let articles = (try? FileManager.default.contentsOfDirectory(atPath: docc.path)) ?? []
    return [root.appendingPathComponent("README.md")]
      + articles.filter { $0.hasSuffix(".md") }.sorted().map { docc.appendingPathComponent($0) }
  }()

  /// One claim: the code it is about (white space collapsed) and what the
  /// comment says it gives.
  struct Claim: CustomStringConvertible {
    let document: String
    let code: String
    let value: String
    var description: String { "\(document): \(code) → \(value)" }
  }

  /// The comments that state a value, as opposed to ones that explain.
  static func claimedValue(_ comment: String) -> String? {
    let text = comment.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\"") {
      return String(text[text.index(after: text.startIndex)..<close])
    }
    let word = String(text.prefix { $0 != ":" && $0 != " " && $0 != "," })
    if word.hasPrefix("."), word.dropFirst().allSatisfy(\.isLetter), word.count > 1 { return word }
    if word == "true" || word == "false" { return word }
    if word.range(of: #"^[a-z]+/[a-z0-9.+-]+$"#, options: .regularExpression) != nil { return word }
    if word.range(of: #"^[A-Z]+_(ASC|DESC)$"#, options: .regularExpression) != nil { return word }
    if text.range(of: #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)? UTC, then ""#, options: .regularExpression)
      != nil
    {
      return text
    }
    if text.hasPrefix("Play, ") { return text }
    return nil
  }

  /// Every claim in the Swift blocks (`code // value`, or a comment line of
  /// its own after the code) and the shell blocks (`command # file: type`).
  static func claims() throws -> [Claim] {
    var found: [Claim] = []
    for url in documents {
      let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
      var block: String?
      var previousCode: String?
      var i = 0
      while i < lines.count {
        let line = lines[i]
        i += 1
        if line.hasPrefix("```") {
          block = block == nil ? String(line.dropFirst(3)) : nil
          previousCode = nil
          continue
        }
        guard let language = block else { continue }
        let collapse = { (s: Substring) in
          s.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        if language == "sh", let hash = line.range(of: " # ") {
          let comment = line[hash.upperBound...]
          if comment.range(of: #"^[\w.-]+: [a-z]+/[\w.+-]+$"#, options: .regularExpression) != nil {
            found.append(
              Claim(
                document: url.lastPathComponent, code: collapse(line[..<hash.lowerBound]),
                value: String(comment)))
          }
          continue
        }
        guard language == "swift" else { continue }
        let parts = line.components(separatedBy: "// ")
        let code = collapse(Substring(parts[0]))
        var comment = parts.count > 1 ? parts.dropFirst().joined(separator: "// ") : nil
        // A quote the line leaves open goes on in the next comment lines.
        while let open = comment, open.trimmingCharacters(in: .whitespaces).hasPrefix("\""),
          open.filter({ $0 == "\"" }).count == 1, i < lines.count, lines[i].contains("//")
        {
          let next = lines[i].components(separatedBy: "//").dropFirst().joined(separator: "//")
          comment = open + " " + next.trimmingCharacters(in: .whitespaces)
          i += 1
        }
        if let comment, let value = claimedValue(comment) {
          let subject = code.isEmpty ? previousCode : code
          if let subject { found.append(Claim(document: url.lastPathComponent, code: subject, value: value)) }
        }
        if !code.isEmpty { previousCode = code }
      }
    }
    return found
  }

  // MARK: What each example gives, computed as its document sets it up

  static let now = Date(timeIntervalSince1970: 1_773_921_600)  // 2026-03-19 12:00 UTC

  static func kindCase(_ kind: IconKind) -> String { "." + kind.rawValue }

  static func orderCase(_ order: ComparisonResult) -> String {
    switch order {
    case .orderedAscending: ".orderedAscending"
    case .orderedDescending: ".orderedDescending"
    case .orderedSame: ".orderedSame"
    }
  }

  static var tourRow: FileRow {
    let lastWeek = now.addingTimeInterval(-8 * 86_400)
    let renderer = RowRenderer(.init(presentation: .swiftUI, now: now, timeZone: .gmt))
    return renderer.row(for: FileEntry(name: "tears_of_steel.mkv", size: 1_200_000_000, date: lastWeek))
  }

  static func htmlResolution() throws -> KindResolution {
    let download = Array("<!DOCTYPE html><html><body>404 Not Found</body></html>".utf8)
    let bytes = try ContentSniffer.shared.sniff(bytes: download).type
    return KindResolver.resolve(KindSignals(name: "episode.mkv", sniffed: bytes))
  }

  static func svgType() throws -> MediaType {
    let prefix = Array("<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)
    return try ContentSniffer.shared.sniff(bytes: prefix).type
  }

  static func sniffError() -> SniffError? {
    do {
      _ = try ContentSniffer.shared.sniff(path: "/etc/passwd/x")
      return nil
    } catch { return error }
  }

  static var searchState: EmptyState {
    EmptyState(presentation: .swiftUI, situation: .noSearchResults(query: "the.wire.s09", scope: .folder))
  }

  /// A page whose fourth file's `created_at` is no date, padded so the
  /// value lies at the byte the article names.
  static func pageProblem(at byte: Int) throws -> String {
    func page(padding: Int) -> [UInt8] {
      let files = (0..<4).map { i in
        "{\"id\":\(i + 1),\"name\":\"f\(i).mkv\",\"file_type\":\"VIDEO\",\"created_at\":\""
          + (i == 3 ? "yesterday" : "2024-01-0\(i + 1)T10:00:00") + "\"}"
      }
      return Array(
        ("{" + String(repeating: " ", count: padding) + "\"files\":[" + files.joined(separator: ",") + "]}")
          .utf8)
    }
    let unpadded = try PutioPage(reading: page(padding: 0))
    let offset = try #require(unpadded.problems.first).offset
    let padded = try PutioPage(reading: page(padding: byte - offset))
    return try #require(padded.problems.first).description
  }

  static func dateAndNext() -> String {
    let yesterdayMorning = now.addingTimeInterval(-30 * 3_600)
    let dates = RelativeDateFormatter(.named, now: now, timeZone: .gmt)
    guard let next = dates.nextChange(for: yesterdayMorning) else { return "none" }
    let style = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash)
      .time(includingFractionalSeconds: true).timeSeparator(.colon).dateTimeSeparator(.space)
    var shown = next.formatted(style)
    // "23:59:59.500" as the article writes it: "23:59:59.5".
    while shown.hasSuffix("0") { shown.removeLast() }
    let later = RelativeDateFormatter(.named, now: next.addingTimeInterval(0.5), timeZone: .gmt)
    return "\(shown) UTC, then \"\(later.string(for: yesterdayMorning))\""
  }

  /// The computation for each example, by its code.
  static let examples: [String: @Sendable () throws -> String] = [
    "row.subtitle": { tourRow.subtitle },
    "row.menu": { tourRow.menu.map(\.title).joined(separator: ", ") },
    "NameClassifier.kind(of: \"IMG_4392.HEIC\")": { kindCase(NameClassifier.kind(of: "IMG_4392.HEIC")) },
    "NameClassifier.kind(of: \"backup.tar.gz\")": { kindCase(NameClassifier.kind(of: "backup.tar.gz")) },
    "NameClassifier.kind(of: \"movie.part1.rar\")": { kindCase(NameClassifier.kind(of: "movie.part1.rar")) },
    "NameClassifier.kind(of: \".bashrc\")": { kindCase(NameClassifier.kind(of: ".bashrc")) },
    "EmptyState(presentation: .uiKit, situation: .emptyFolder).title": {
      EmptyState(presentation: .uiKit, situation: .emptyFolder).title
    },
    "NameOrder.compare(\"s03e04.mkv\", \"S03E10.mkv\")": {
      orderCase(NameOrder.compare("s03e04.mkv", "S03E10.mkv"))
    },
    "NameOrder.compare(\"track 5٣\", \"track 6\")": { orderCase(NameOrder.compare("track 5٣", "track 6")) },
    "NameOrder.compare(\"👍 final\", \"❤️ final\")": { orderCase(NameOrder.compare("👍 final", "❤️ final")) },
    "ItemCountFormatter.string(128)": { ItemCountFormatter.string(128) },
    "ItemCountFormatter.string(1_234)": { ItemCountFormatter.string(1_234) },
    "ItemCountFormatter.string(1)": { ItemCountFormatter.string(1) },
    "RowRenderer(presentation: .swiftUI, now: now, timeZone: .current).row(for: films).subtitle": {
      let films = FileEntry(
        name: "Films", isFolder: true, size: 8_000_000_000, date: now - 86_400, itemCount: 128)
      return RowRenderer(presentation: .swiftUI, now: now, timeZone: .current).row(for: films).subtitle
    },
    "SizeFormatter(.tabular).string(1_200_000_000)": { SizeFormatter(.tabular).string(1_200_000_000) },
    "SizeFormatter(.compact).string(1_200_000_000)": { SizeFormatter(.compact).string(1_200_000_000) },
    "dates.string(for: yesterdayMorning)": {
      RelativeDateFormatter(.named, now: now, timeZone: .gmt).string(for: now.addingTimeInterval(-30 * 3_600))
    },
    "dates.nextChange(for: yesterdayMorning)": dateAndNext,
    "let bytes = try ContentSniffer.shared.sniff(bytes: download).type": {
      let download = Array("<!DOCTYPE html><html><body>404 Not Found</body></html>".utf8)
      return try ContentSniffer.shared.sniff(bytes: download).type.name
    },
    "resolution.kind": { kindCase(try htmlResolution().kind) },
    "resolution.source": { "." + (try htmlResolution().source.rawValue) },
    "let type = try ContentSniffer.shared.sniff(bytes: prefix).type": { try svgType().name },
    "let kind = KindResolver.resolve(KindSignals(name: \"poster.mkv\", sniffed: type)).kind": {
      kindCase(KindResolver.resolve(KindSignals(name: "poster.mkv", sniffed: try svgType())).kind)
    },
    "error.errno == .notDirectory": { String(sniffError()?.errno == .notDirectory) },
    "error.description": { sniffError()?.description ?? "no error" },
    "state.title": { searchState.title },
    "state.message": { searchState.message },
    "state.action?.title": { searchState.action?.title ?? "none" },
    "var sort = try ListingSort(parsing: folder.sortBy)": {
      try ListingSort(parsing: "MODIFIED_DESC").description
    },
    "sort = sort.choosing(.modified)": {
      try ListingSort(parsing: "MODIFIED_DESC").choosing(.modified).description
    },
    "for problem in page.problems { log(problem) }": { try pageProblem(at: 1_204) },
    "filekind classify --sniff --mime-type photo.heic": {
      // The HEIC sample under the tour's name, through the command.
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fk-tour-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let photo = directory.appendingPathComponent("photo.heic")
      try FileManager.default.copyItem(
        at: root.appendingPathComponent("Corpus/samples/sample.heic"), to: photo)
      let out = try CommandTests.run(["classify", "--sniff", "--mime-type", photo.path])
      let line = String(decoding: out.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
      return line.replacingOccurrences(of: directory.path + "/", with: "")
    },
  ]

  /// The row schema's example is the command's line for the seed
  /// listing's fourth entry, and what the library's row encodes to.
  @Test func theRowSchemasExampleIsWhatTheCommandWrites() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/FileKind/FileKind.docc/RowSchema.md"),
      encoding: .utf8)
    let block = try #require(
      article.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
    let documented = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? NSDictionary)
    let listing = try String(
      contentsOf: Self.root.appendingPathComponent("Corpus/seed-listing.tsv"), encoding: .utf8)
    let line = listing.split(separator: "\n", omittingEmptySubsequences: false)[3] + "\n"
    let out = try CommandTests.run(
      ["rows", "--tier", "uikit", "--now", "1773921600", "--time-zone", "UTC"], input: Data(line.utf8))
    #expect(out.lines.first.map { NSDictionary(dictionary: $0) } == documented)
  }

  @Test func everyDocumentedValueIsWhatTheLibraryGives() throws {
    let claims = try Self.claims()
    // The tour alone holds a dozen; fewer means the reader lost them.
    #expect(claims.count >= 25)
    for claim in claims {
      guard let compute = Self.examples[claim.code] else {
        Issue.record("no computation for the documented example \(claim)")
        continue
      }
      #expect(try compute() == claim.value, "\(claim)")
    }
  }

  /// Every article the README names in italics (`*The Command*`) is an
  /// article of the catalog by its title, and every article's title is
  /// named there: a reader who looks for one finds it.
  @Test func theReadmeNamesTheArticlesByTheirTitles() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let titles = Set(
      try Self.documents.dropFirst().compactMap { url -> String? in
        let first = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").first ?? ""
        guard first.hasPrefix("# "), !first.contains("``") else { return nil }
        return String(first.dropFirst(2))
      })
    let pattern = try NSRegularExpression(pattern: #"(?<![*\w])\*([A-Z][A-Za-z.' ]+)\*(?![*\w])"#)
    let named = Set(
      pattern.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap {
        Range($0.range(at: 1), in: readme).map { String(readme[$0]) }
      }
    ).subtracting(["CONTRIBUTING.md"])
    #expect(
      named.subtracting(titles).isEmpty, "named but no article has the title: \(named.subtracting(titles))")
    #expect(
      titles.subtracting(named).isEmpty, "articles the README does not name: \(titles.subtracting(named))")
    // The landing page counts the jobs it lists.
    let landing = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/FileKind/FileKind.docc/FileKind.md"),
      encoding: .utf8)
    let words = ["two": 2, "three": 3, "four": 4, "five": 5]
    let count = words.first { landing.contains("does \($0.key) jobs") }?.value
    let overview = landing.components(separatedBy: "## Overview")[1].components(separatedBy: "\n\n")[1...2]
      .joined(separator: "\n")
    #expect(count == overview.split(separator: "\n").filter { $0.hasPrefix("- **") }.count)
  }
}
