import BenchListing
import FileKind
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `filekind rows` as scripts run it: the built command on a seeded listing,
/// timed from outside, at one job and on every core; and the same rows
/// written the way a Foundation program would write them, for comparison.
struct CommandCases {
  let listing: [BenchEntry]
  let now: Date
  let zone: TimeZone

  /// The `filekind` binary beside this benchmark. `swift run filekind-bench`
  /// builds only the benchmark, so a missing command is built here, in the
  /// same configuration and build folder (`--scratch-path` included); when
  /// that cannot be done the reason is said on standard error and the run
  /// fails, never leaving the `rows_command` cases out silently.
  static let command: URL? = {
    let url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
      .appendingPathComponent("filekind")
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    let configuration = url.deletingLastPathComponent().lastPathComponent  // release or debug
    // The package root, three folders above this file.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    // The build folder: the benchmark lives in SCRATCH/TRIPLE/CONFIGURATION.
    let scratch = url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    warn(
      "filekind is not built beside the benchmark; building it: swift build -c \(configuration) "
        + "--product filekind --scratch-path \(scratch.path)")
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = [
      "swift", "build", "-c", configuration, "--product", "filekind", "--package-path", root.path,
      "--scratch-path", scratch.path,
    ]
    // Its progress is not this benchmark's output (`--json` stays JSON).
    build.standardOutput = FileHandle.standardError
    do {
      try build.run()
      build.waitUntilExit()
    } catch {
      warn("cannot time rows_command_1_job, rows_command_all_jobs: could not run swift build (\(error))")
      return nil
    }
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: url.path) else {
      warn("cannot time rows_command_1_job, rows_command_all_jobs: swift build --product filekind failed")
      return nil
    }
    return url
  }()

  /// The listing as the command reads it, written 10,000 lines at a time
  /// (the whole text at once would hold twice its size beside the listing).
  func listingFile() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("filekind-bench-\(getpid()).tsv")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: url) else { return url }
    defer { try? handle.close() }
    var text = ""
    for (n, e) in listing.enumerated() {
      text += "\(e.name)\t\(e.size)\t\(Int(e.date.timeIntervalSince1970))\(e.isFolder ? "\tfolder" : "")\n"
      if n % 10_000 == 9_999 || n == listing.count - 1 {
        handle.write(Data(text.utf8))
        text = ""
      }
    }
    return url
  }

  /// Wall-clock ns per line of `filekind rows` with `jobs`: the median and
  /// the best of `repetitions` runs, as the in-process cases report them.
  func timeCommand(
    _ command: URL, input: URL, jobs: Int?, repetitions: Int = 9, arguments: [String]? = nil, rows: Int? = nil
  ) -> Measurement {
    timeCommand(
      command, input: input, jobs: [jobs], repetitions: repetitions, arguments: arguments, rows: rows
    )
    .commands[0]
  }

  /// The same for several `jobs` settings, and optionally one in-process
  /// pass (`alongside`, returning ns per row), run in turn within each round
  /// so that every one samples the same stretches of a noisy machine: the
  /// ratios between them are what the scaling and speed-up figures report.
  ///
  /// The command is started with `posix_spawn` and reaped with `waitpid`:
  /// `Process.waitUntilExit` polls, which would round short runs.
  func timeCommand(
    _ command: URL, input: URL, jobs settings: [Int?], alongside: (() -> Double)? = nil,
    repetitions: Int = 9, arguments: [String]? = nil, rows: Int? = nil
  ) -> (commands: [Measurement], alongside: Measurement?) {
    timeRuns(
      settings.map { (command, arguments, $0) }, input: input, alongside: alongside, repetitions: repetitions,
      rows: rows)
  }

  /// The same for several commands, each with its arguments and jobs,
  /// run in turn within each round.
  func timeRuns(
    _ runs: [(command: URL, arguments: [String]?, jobs: Int?)], input: URL, alongside: (() -> Double)? = nil,
    repetitions: Int = 9, rows: Int? = nil
  ) -> (commands: [Measurement], alongside: Measurement?) {
    var times = [[Double]](repeating: [], count: runs.count + 1)
    // One untimed round first: the page cache and the binary warm up.
    for round in 0...repetitions {
      for (n, run) in runs.enumerated() {
        let ns = runOnce(run.command, input: input, jobs: run.jobs, arguments: run.arguments, rows: rows)
        if round > 0 { times[n].append(ns) }
      }
      if let alongside {
        let ns = alongside()
        if round > 0 { times[runs.count].append(ns) }
      }
    }
    let measured = times.map { runs -> Measurement? in
      let sorted = runs.sorted()
      guard !sorted.isEmpty else { return nil }
      return Measurement(nsPerRow: sorted[sorted.count / 2], bestNsPerRow: sorted[0], allocsPerRow: nil)
    }
    return (measured.dropLast().compactMap { $0 }, measured.last ?? nil)
  }

  /// One run of the command (`rows` on the listing unless `arguments`
  /// names another), in ns per row of `rows` (default: the listing's).
  private func runOnce(_ command: URL, input: URL, jobs: Int?, arguments: [String]?, rows: Int?) -> Double {
    let arguments =
      [command.path]
      + (arguments ?? [
        "rows", "--tier", "swiftui", "--now", String(Int(now.timeIntervalSince1970)), "--time-zone",
        zone.identifier,
      ]) + (jobs.map { ["--jobs", String($0)] } ?? [])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = Measure.now()
    guard posix_spawn(&pid, command.path, &actions, nil, &argv, environ) == 0 else { return .nan }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return Double(Measure.now() - start) / Double(rows ?? listing.count)
  }
}

/// One row as a Foundation program writes it: `String` splitting,
/// `NSString.pathExtension`, Foundation's formatters and `JSONEncoder`.
struct FoundationRow: Encodable {
  var name, kind, glyph, tint, size, date, subtitle, tap: String
  var swipe, more, menu, trailing: [String]
  var offlineMark: [String: String]?

  enum CodingKeys: String, CodingKey {
    case name, kind, glyph, tint, size, date, subtitle, tap, swipe, more, menu, trailing
    case offlineMark = "offline_mark"
  }

  static func pass(lines: [String], now: Date, zone: TimeZone) -> () -> Int {
    let (relative, bytes) = FoundationCases.styles(zone)
    let renderer = RowRenderer(.init(presentation: .swiftUI, now: now, timeZone: zone))
    var kinds: [String: IconKind] = [:]
    for line in lines {
      let ext = (String(line.split(separator: "\t")[0]) as NSString).pathExtension.lowercased()
      kinds[ext] = NameClassifier.kind(of: "x." + ext)
    }
    let table = kinds
    return {
      var sum = 0
      let encoder = JSONEncoder()
      for line in lines {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let size = Int64(fields[1]), let seconds = Double(fields[2]) else {
          continue
        }
        let folder = fields.count > 3 && fields[3].contains("folder")
        let kind =
          folder ? IconKind.folder : table[(fields[0] as NSString).pathExtension.lowercased()] ?? .other
        let date = Date(timeIntervalSince1970: seconds)
        let row = renderer.row(
          for: FileEntry(name: fields[0], isFolder: folder, size: size, date: date, resolvedKind: kind))
        let sizeText = size.formatted(bytes)
        let dateText = relative.format(date)
        let json = FoundationRow(
          name: fields[0], kind: kind.rawValue, glyph: row.icon.glyph, tint: row.icon.tint.rawValue,
          size: sizeText,
          date: dateText, subtitle: sizeText + " · " + dateText, tap: row.tap.rawValue,
          swipe: row.swipe.map(\.title),
          more: row.more.map(\.title), menu: row.menu.map(\.title), trailing: row.trailing.map(\.glyph),
          offlineMark: nil)
        sum &+= ((try? encoder.encode(json))?.count ?? 0) + 1
      }
      return sum
    }
  }
}

/// A message for the person running the benchmark, on standard error.
func warn(_ message: String) {
  FileHandle.standardError.write(Data("filekind-bench: \(message)\n".utf8))
}
