import FileKindCommandCore

/// What `filekind-bench` was asked to do, read from its command line
/// through an option table, as the command reads its own: a bad value is a
/// usage problem (the bench exits 2 naming it), never a silent default.
public struct BenchSettings: Equatable {
  /// `--rows`: the listing's size.
  public var rows = 1_000_000
  /// `--json`: one JSON object instead of the table.
  public var json = false
  /// `--check`: the baseline to compare with.
  public var checkPath: String?
  /// `--write-baseline`: where to record this run as the baseline.
  public var writePath: String?
  /// `--emit-listing`: print a listing of this many rows and exit.
  public var emitListing: Int?
  /// `--emit-pages`: print this many files as put.io pages and exit.
  public var emitPages: Int?
  /// `--only`: the cases to run, separated by commas.
  public var only: String?
  /// `--slow-down`: the case whose work is done twice.
  public var slowDown: String?
  /// `--help` was given.
  public var help = false

  /// The bench's options, declared once.
  package static let options = OptionTable(
    command: "filekind-bench",
    [
      OptionSpec(["--rows"], value: "N", "listing size (default 1000000)"),
      OptionSpec(
        ["--json"],
        "print one JSON object instead of the table (messages go to standard error, so standard output is "
          + "always one JSON document)"),
      OptionSpec(["--check"], value: "FILE", "compare with a baseline; exit 1 naming each regressed case"),
      OptionSpec(
        ["--write-baseline"], value: "FILE", conflicts: ["--check"],
        "record this run as the baseline (deliberate: commit it)"),
      OptionSpec(
        ["--emit-listing"], value: "N", conflicts: ["--emit-pages"],
        "print a seeded N-row listing for `filekind rows` and exit"),
      OptionSpec(
        ["--emit-pages"], value: "N", "print the same N files as put.io API pages of 1,000, one a line"),
      OptionSpec(
        ["--only"], value: "CASE[,CASE…]", "run only these FileKind cases and skip Foundation (for profiling)"
      ),
      OptionSpec(
        ["--slow-down"], value: "CASE", "do CASE's work twice (to see the gate fail a 2× regression)"),
    ])

  /// The OPTIONS block of the bench's help.
  public static var optionsHelp: String { options.help }

  /// Reads `arguments` (without the program's name); `caseNames` are the
  /// cases `--only` and `--slow-down` may name.
  ///
  /// - Throws: the problem's message, as the bench prints it.
  public static func parse(_ arguments: [String], caseNames: [String]) throws(UsageProblem) -> BenchSettings {
    let parsed: OptionTable.Parsed
    do throws(OptionTable.Problem) {
      parsed = try options.parse(arguments.map { Array($0.utf8) })
    } catch {
      throw UsageProblem(message: error.message)
    }
    var settings = BenchSettings()
    if parsed.help {
      settings.help = true
      return settings
    }
    if let operand = parsed.operands.first {
      throw UsageProblem(message: "filekind-bench takes no operands ('\(Shown.text(operand))')")
    }
    func count(_ name: String, _ value: [UInt8]?) throws(UsageProblem) -> Int {
      let text = String(decoding: value ?? [], as: UTF8.self)
      guard let parsed = Int(text), parsed > 0 else {
        throw UsageProblem(message: "\(name) takes a count above zero, not '\(Shown.text(text))'")
      }
      return parsed
    }
    for (key, _, value) in parsed.options {
      let text = String(decoding: value ?? [], as: UTF8.self)
      switch key {
      case "--rows": settings.rows = try count(key, value)
      case "--json": settings.json = true
      case "--check": settings.checkPath = text
      case "--write-baseline": settings.writePath = text
      case "--emit-listing": settings.emitListing = try count(key, value)
      case "--emit-pages": settings.emitPages = try count(key, value)
      case "--only": settings.only = text
      case "--slow-down": settings.slowDown = text
      default: break
      }
    }
    let named =
      (settings.only?.split(separator: ",").map(String.init) ?? []) + [settings.slowDown].compactMap { $0 }
    for name in named where !caseNames.contains(name) {
      throw UsageProblem(
        message: "no case is named '\(Shown.text(name))'; the cases are:\n  "
          + caseNames.joined(separator: "\n  "))
    }
    return settings
  }

  /// A command line the bench refuses, and why.
  public struct UsageProblem: Error, Equatable {
    /// The problem, as the bench prints it.
    public var message: String
  }
}
