// filekind-bench: times FileKind's per-row work on a seeded million-row
// listing, side by side with Foundation and libmagic (SPEC §7).
import BenchCommandLine
import BenchListing
import FileKind
import Foundation

// The floor loop in a process of its own (`classify_command_1_job`'s floor).
if CommandLine.arguments.dropFirst().first == "--floor-child" { SniffFloor.child() }

// A fixed "now" keeps every run's strings identical: 2026-03-19 12:00 UTC.
let now = Date(timeIntervalSince1970: 1_773_921_600)
let zone = TimeZone(identifier: "America/New_York")!

/// Every case's name, in the table's order, from a listing of a few rows
/// (building the cases costs nothing; timing them is the run).
let caseNames: [String] = {
  var sample = ListingGenerator(seed: 2026, now: now)
  let cases = FileKindCases(listing: sample.listing(64), now: now, zone: zone).all().map(\.name)
  return cases + SniffCases.names + ["rows_command_1_job", "rows_command_all_jobs"]
    + ["classify_command_1_job", "sniff_floor_command"] + PutioCases.names
    + ["name_order_families"]
}()

let usage = """
  USAGE: filekind-bench [--rows N] [--json] [--check BASELINE.json] [--write-baseline PATH]
                        [--emit-listing N] [--emit-pages N] [--only CASE] [--slow-down CASE]

  \(BenchSettings.optionsHelp)

  CASES
  \(caseNames.map { "  " + $0 }.joined(separator: "\n"))
  """

let settings: BenchSettings
do throws(BenchSettings.UsageProblem) {
  settings = try BenchSettings.parse(Array(CommandLine.arguments.dropFirst()), caseNames: caseNames)
} catch {
  // A refused command line: the problem on standard error, exit 2.
  FileHandle.standardError.write(
    Data("filekind-bench: \(error.message)\nTry 'filekind-bench --help' for more.\n".utf8))
  exit(2)
}
if settings.help {
  print(usage)
  exit(0)
}
let rows = settings.rows
let json = settings.json
let checkPath = settings.checkPath
let writePath = settings.writePath
let emit = settings.emitListing
let emitPages = settings.emitPages
let only = settings.only
/// The cases `--only` names (every case when it is not given).
let onlyCases = Set(only?.split(separator: ",").map(String.init) ?? [])
func runs(_ name: String) -> Bool { only == nil || onlyCases.contains(name) }
func runsAny(_ prefix: String) -> Bool { only == nil || onlyCases.contains { $0.hasPrefix(prefix) } }
let slowDown = settings.slowDown

if only == "name_order_families" {
  var generator = ListingGenerator(seed: 2026, now: now)
  // With --check, the families' floors decide the exit status.
  let held = NameFamilies.run(listing: generator.listing(2_000).map(\.name))
  exit(checkPath == nil || held ? 0 : 1)
}

if let emitPages {
  var generator = ListingGenerator(seed: 2026, now: now)
  PutioCases(listing: generator.listing(emitPages), now: now, zone: zone).writePages(to: .standardOutput)
  exit(0)
}

if let emit {
  var generator = ListingGenerator(seed: 2026, now: now)
  var out = ""
  for _ in 0..<emit {
    let e = generator.next()
    out += "\(e.name)\t\(e.size)\t\(Int(e.date.timeIntervalSince1970))\(e.isFolder ? "\tfolder" : "")\n"
    if out.utf8.count > 1 << 16 {
      FileHandle.standardOutput.write(Data(out.utf8))
      out = ""
    }
  }
  FileHandle.standardOutput.write(Data(out.utf8))
  exit(0)
}

var generator = ListingGenerator(seed: 2026, now: now)
let listing = generator.listing(rows)
let calibration = Measure.calibrate()
var report = Report(rows: rows, calibrationNs: calibration)
let repetitions = 5

/// Every case, kept so the gate can time a case again.
var timed: [String: () -> Measurement] = [:]
/// The every-core twin of a one-thread case (`X_1_thread` → `X_all_threads`).
func everyCoreTwin(of name: String) -> String? {
  name.hasSuffix("_1_thread") ? String(name.dropLast("_1_thread".count)) + "_all_threads" : nil
}
/// Times cases over the same rows in turn, pass by pass (a batch and its
/// every-core twin), records them in the report, and keeps each for the
/// gate to time again.
@MainActor func record(_ cases: [(name: String, pass: () -> Int)], rows: Int) {
  for (name, pass) in cases {
    timed[name] = {
      defer { SharedData.releaseAll() }
      return Measure.run(rows: rows, repetitions: repetitions, pass)
    }
  }
  let measured = Measure.runInTurn(rows: rows, repetitions: repetitions, cases.map(\.pass))
  SharedData.releaseAll()
  for ((name, _), measurement) in zip(cases, measured) {
    report.cases[name] = measurement
    report.caseOrder.append(name)
  }
}
let fileKindCases = FileKindCases(listing: listing, now: now, zone: zone).all().filter { runs($0.name) }
for benchCase in fileKindCases where report.cases[benchCase.name] == nil {
  // `--slow-down CASE` does the case's work twice: the gate must fail it.
  func timedPass(_ benchCase: BenchCase) -> (name: String, pass: () -> Int) {
    (benchCase.name, slowDown == benchCase.name ? { benchCase.pass() &+ benchCase.pass() } : benchCase.pass)
  }
  // A batch and its every-core twin are timed in turn.
  let twin = everyCoreTwin(of: benchCase.name).flatMap { name in
    fileKindCases.first { $0.name == name && $0.rows == benchCase.rows }
  }
  record([timedPass(benchCase)] + (twin.map { [timedPass($0)] } ?? []), rows: benchCase.rows)
}

// How often the list's own walks could not answer (the sort then takes the
// names' sort keys, the search asks Foundation): counted here, while the
// listing is all the run holds.
let listCounts: (sorting: SortCounts, asking: Int, names: Int)? = {
  guard runsAny("sort_names") || runsAny("search_names") else { return nil }
  let names = listing.map(\.name)
  var sorting = SortCounts()
  _ = NameOrder.sortedIndices(names, direction: .ascending, tally: &sorting)
  let asking = NameSearch(FileKindCases.searchQuery).namesAskingFoundation(names)
  return (sorting, asking, names.count)
}()
SharedData.releaseAll()

let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Corpus/samples").standardized
let sniff = SniffCases(directory: samplesDirectory)
report.sniffSamples = sniff.samples.count
if !sniff.samples.isEmpty {
  let sniffCases = sniff.all().filter { runs($0.0) }
  // Repeat the small corpus so each pass lasts long enough to time.
  func rounds(_ name: String) -> Int {
    name == "sniff_libmagic" ? 20 : name.hasPrefix("sniff_batch") ? 1 : 2_000
  }
  // Files (or samples) one pass sniffs: a batch case holds the corpus
  // `batchRepeats` times in one call.
  func files(_ name: String) -> Int {
    rounds(name) * (name.hasPrefix("sniff_batch") ? SniffCases.batchRepeats : 1) * sniff.samples.count
  }
  func repeated(_ name: String, _ pass: @escaping () -> Int) -> () -> Int {
    {
      var sum = 0
      for _ in 0..<rounds(name) { sum &+= pass() }
      return sum
    }
  }
  for (name, pass) in sniffCases where report.cases[name] == nil {
    // A batch and its every-core twin are timed in turn.
    let twin = everyCoreTwin(of: name).flatMap { twinName in sniffCases.first { $0.0 == twinName } }
    record(
      [(name, repeated(name, pass))] + (twin.map { [($0.0, repeated($0.0, $0.1))] } ?? []),
      rows: files(name))
  }
}

// put.io's API pages of the same listing: read in process, and by the command.
let putio =
  runsAny("putio")
  ? PutioCases(listing: listing, now: now, zone: zone) : nil
for benchCase in putio?.all() ?? [] where runs(benchCase.name) {
  timed[benchCase.name] = {
    defer { SharedData.releaseAll() }
    return Measure.run(rows: benchCase.rows, repetitions: repetitions, benchCase.pass)
  }
  report.cases[benchCase.name] = timed[benchCase.name]!()
  report.caseOrder.append(benchCase.name)
}

// A check against the baseline compares FileKind's cases alone: Foundation's
// column is for the table, which a check does not print.
let foundationRows = only == nil && checkPath == nil ? min(rows, 20_000) : 0
report.foundationRows = foundationRows
for (name, pass) in FoundationCases(listing: Array(listing.prefix(foundationRows)), now: now, zone: zone)
  .all()
where foundationRows > 0 {
  report.foundation[name] = Measure.run(rows: foundationRows, repetitions: 3, pass)
}
if let putio, foundationRows > 0 {
  for (name, sampleRows, pass) in putio.foundation(
    pages: max(1, min(foundationRows, 10_000) / PutioCases.pageSize))
  {
    report.foundation[name] = Measure.run(rows: sampleRows, repetitions: 3, pass)
  }
  SharedData.releaseAll()
}
// `filekind rows` as a script runs it, beside a Foundation-written renderer.
let wantsCommand = runsAny("rows_command")
if wantsCommand && CommandCases.command == nil {
  warn("the run is incomplete: filekind could not be built beside the benchmark")
  exit(1)
}
if wantsCommand, let command = CommandCases.command {
  let cases = CommandCases(listing: listing, now: now, zone: zone)
  let input = cases.listingFile()
  defer { try? FileManager.default.removeItem(at: input) }
  let settings: [(name: String, jobs: Int?)] = [("rows_command_1_job", 1), ("rows_command_all_jobs", nil)]
  // The Foundation-written renderer (full runs only) is timed in the same
  // rounds as the command, so the speed-up compares the same stretches of time.
  var foundationPass: (() -> Double)?
  if foundationRows > 0 {
    let sample = Array(listing.prefix(2_000)).map {
      "\($0.name)\t\($0.size)\t\(Int($0.date.timeIntervalSince1970))\($0.isFolder ? "\tfolder" : "")"
    }
    let pass = FoundationRow.pass(lines: sample, now: now, zone: zone)
    foundationPass = {
      let start = Measure.now()
      Measure.consume(pass())
      return Double(Measure.now() - start) / Double(sample.count)
    }
  }
  let first = cases.timeCommand(command, input: input, jobs: settings.map(\.jobs), alongside: foundationPass)
  for ((name, jobs), measured) in zip(settings, first.commands) {
    report.cases[name] = measured
    report.caseOrder.append(name)
    timed[name] = { cases.timeCommand(command, input: input, jobs: jobs) }
  }
  // Medians against medians, like every other row of the table.
  report.foundation["rows_command_1_job"] = first.alongside
}
// `filekind classify --sniff --jobs 1` over the sniffing cases' files, and
// the floor loop over the same files, each a process timed from outside.
if runsAny("classify_command") || runsAny("sniff_floor_command"), let command = CommandCases.command,
  !sniff.paths.isEmpty
{
  let cases = CommandCases(listing: listing, now: now, zone: zone)
  // Enough files that starting the process is a small part of a run.
  let repeats = max(1, 20_000 / sniff.paths.count)
  let paths = Array(repeating: sniff.paths, count: repeats).joined()
  let input = FileManager.default.temporaryDirectory.appendingPathComponent(
    "filekind-bench-paths-\(getpid())")
  try? Data(paths.map { $0 + "\0" }.joined().utf8).write(to: input)
  defer { try? FileManager.default.removeItem(at: input) }
  let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let runs: [(command: URL, arguments: [String]?, jobs: Int?)] = [
    (command, ["classify", "--sniff", "--files-from", "-", "-0"], 1), (bench, ["--floor-child"], nil),
  ]
  let measured = cases.timeRuns(runs, input: input, repetitions: 7, rows: paths.count)
  for (name, measurement) in zip(["classify_command_1_job", "sniff_floor_command"], measured.commands) {
    report.cases[name] = measurement
    report.caseOrder.append(name)
  }
}
if let putio, let command = CommandCases.command, runsAny("putio_ingest") {
  let cases = CommandCases(listing: listing, now: now, zone: zone)
  let input = putio.pagesFile()
  defer { try? FileManager.default.removeItem(at: input) }
  let settings: [(name: String, jobs: Int?)] = [("putio_ingest_1_job", 1), ("putio_ingest_all_jobs", nil)]
  let measured = cases.timeCommand(
    command, input: input, jobs: settings.map(\.jobs), repetitions: 5, arguments: ["ingest"],
    rows: putio.files)
  for ((name, jobs), measurement) in zip(settings, measured.commands) {
    report.cases[name] = measurement
    report.caseOrder.append(name)
    timed[name] = {
      cases.timeCommand(
        command, input: input, jobs: jobs, repetitions: 5, arguments: ["ingest"], rows: putio.files)
    }
  }
}
if let listCounts {
  // A note for each case that ran (`--only` may have left one out).
  let notes = [
    (
      "sort_names",
      "sort_names: of \(listCounts.sorting.comparisons) comparisons, \(listCounts.sorting.walked) read the names "
        + "beyond their first weights and \(listCounts.sorting.keyed) took the sort keys; "
        + "Foundation sorted its \(foundationRows)-name sample, and a sort's cost per name grows with the "
        + "listing, so the speed-up is a lower bound"
    ),
    (
      "search_names",
      "search_names: '\(FileKindCases.searchQuery)' asked Foundation about \(listCounts.asking) of "
        + "\(listCounts.names) names"
    ),
  ]
  report.listNotes = notes.filter { report.cases[$0.0] != nil }.map(\.1)
}
report.peakRSS = Measure.peakRSS()

if let writePath {
  // Two more rounds of every case, each against a fresh calibration, so the
  // baseline knows how much each case wobbles on this machine.
  var rounds = [report]
  for _ in 0..<2 {
    var round = Report(rows: rows, calibrationNs: Measure.calibrate())
    for name in report.caseOrder { round.cases[name] = timed[name]?() }
    rounds.append(round)
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let baseline = Baseline(rounds: rounds)
  try encoder.encode(baseline).write(to: URL(fileURLWithPath: writePath))
  FileHandle.standardError.write(Data("filekind-bench: wrote baseline \(writePath)\n".utf8))
}

if checkPath == nil {
  print(json ? report.json() : report.table())
}

if let checkPath {
  guard let data = FileManager.default.contents(atPath: checkPath),
    let baseline = try? JSONDecoder().decode(Baseline.self, from: data)
  else {
    FileHandle.standardError.write(Data("filekind-bench: cannot read baseline \(checkPath)\n".utf8))
    exit(2)
  }
  // A regression is slow every time; noise from a neighbour rarely is. Time
  // each slow case up to twice more and keep its fastest pass.
  for _ in 0..<2 {
    let slow = baseline.slowCases(in: report)
    if slow.isEmpty { break }
    FileHandle.standardError.write(
      Data("filekind-bench: timing again: \(slow.joined(separator: ", "))\n".utf8))
    for name in slow {
      guard let again = timed[name]?(), let first = report.cases[name] else { continue }
      if again.bestNsPerRow < first.bestNsPerRow { report.cases[name]?.bestNsPerRow = again.bestNsPerRow }
    }
  }
  print(json ? report.json() : report.table())
  let problems = baseline.problems(in: report)
  if problems.isEmpty {
    FileHandle.standardError.write(
      Data("filekind-bench: check passed against \(checkPath) (each case within its own tolerance)\n".utf8))
  } else {
    FileHandle.standardError.write(
      Data(
        ("filekind-bench: check FAILED against \(checkPath):\n"
          + problems.map { "  - " + $0 }.joined(separator: "\n") + "\n").utf8))
    exit(1)
  }
}
