import Foundation
import Testing

/// Damage at every offset of a listing line and of a path list's entry:
/// the entry it falls in is the only one it costs.
@Suite struct EntryDamageTests {
  /// Splits `bytes` at `separator`, keeping empty entries.
  static func entries(_ bytes: [UInt8], separator: UInt8) -> [ArraySlice<UInt8>] {
    bytes.split(separator: separator, omittingEmptySubsequences: false)
  }

  /// Each damaged line between intact ones: every intact line is a row,
  /// in order, exactly once; every line named on standard error is one
  /// that holds damage; a line neither rendered nor named does not exist.
  @Test(arguments: ["1", "2"]) func aDamagedListingLineCostsItselfOnly(jobs: String) throws {
    let base = Array("Damaged Film (2012).mkv\t3420000000\t1773921000.5\tshared,resume\t3\t1600000000".utf8)
    var damages: [(Damage, Int)] = []
    for damage in Damage.allCases {
      damages += damage.offsets(in: base.count).map { (damage, $0) }
    }
    var stream: [UInt8] = []
    var intact: [String] = []
    // The stream's line numbers (from 1) that hold damage.
    var damagedLines = Set<Int>()
    var line = 1
    for (k, (damage, offset)) in damages.enumerated() {
      let name = "intact \(k).mkv"
      stream += Array("\(name)\t\(k)\t1773900000\n".utf8)
      intact.append(name)
      line += 1
      let damaged = damage.apply(to: base, at: offset) + [0x0A]
      stream += damaged
      let lines = damaged.filter { $0 == 0x0A }.count
      damagedLines.formUnion(line..<(line + lines))
      line += lines
    }
    let run = try CommandTests.run(
      ["rows", "--tier", "uikit", "--now", "1773921600", "--jobs", jobs], input: Data(stream))
    let names = run.lines.map { $0["name"] as? String ?? "" }
    let intactSet = Set(intact)
    #expect(names.filter(intactSet.contains) == intact)
    let named = run.stderr.split(separator: "\n").map { text in
      Int(text.dropFirst("filekind: line ".count).prefix { $0.isNumber }) ?? -1
    }
    #expect(
      named.allSatisfy(damagedLines.contains),
      "named lines outside the damage: \(named.filter { !damagedLines.contains($0) })")
    #expect(Set(named).count == named.count)
    // Every line that is not blank is a row or named.
    let nonBlank = Self.entries(stream, separator: 0x0A).dropLast().filter {
      !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
    #expect(names.count + named.count == nonBlank.count)
    #expect(!named.isEmpty && run.status == 1)
    report(
      "line damage: --jobs \(jobs): \(damages.count) damaged lines of \(base.count) bytes, \(named.count) named"
    )
  }

  /// Each damaged path between real files, in a list of one path a line
  /// and one with NULs: every real file gets its line, in order, exactly
  /// once; every entry gets a line; a damaged one that names nothing is an
  /// error.
  @Test(arguments: [false, true], ["1", "2"]) func aDamagedPathCostsItselfOnly(nul: Bool, jobs: String) throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "filekind-path-damage-\(nul)-\(jobs)-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let separator: UInt8 = nul ? 0x00 : 0x0A
    let base = Array(folder.appendingPathComponent("Damaged Film (2012).mkv").path.utf8)
    var damages: [(Damage, Int)] = []
    for damage in Damage.allCases {
      damages += damage.offsets(in: base.count).map { (damage, $0) }
    }
    var stream: [UInt8] = []
    var intact: [String] = []
    for (k, (damage, offset)) in damages.enumerated() {
      let path = folder.appendingPathComponent("intact \(k).mkv").path
      _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
      intact.append(path)
      stream += Array(path.utf8) + [separator]
      stream += damage.apply(to: base, at: offset) + [separator]
    }
    let run = try CommandTests.run(
      ["classify", "--files-from", "-", "--jobs", jobs] + (nul ? ["-0"] : []), input: Data(stream))
    let paths = run.lines.map { $0["path"] as? String ?? "" }
    let intactSet = Set(intact)
    #expect(paths.filter(intactSet.contains) == intact)
    #expect(
      run.lines.filter { intactSet.contains($0["path"] as? String ?? "") }.allSatisfy { $0["error"] == nil })
    let listed = Self.entries(stream, separator: separator).dropLast().filter { !$0.isEmpty }
    #expect(paths.count == listed.count)
    #expect(run.status == 1)
    report(
      "path damage: \(nul ? "-0" : "newline") list, --jobs \(jobs): \(damages.count) damaged entries of \(base.count) bytes"
    )
  }
}
