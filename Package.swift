// swift-tools-version:6.1
import PackageDescription

/// A libFuzzer entry point: an executable that replays saved inputs in an
/// ordinary build, and links libFuzzer when `Fuzz/run.sh` builds it with
/// `--sanitize fuzzer -Xswiftc -DFUZZING`.
func fuzzTarget(_ name: String, folder: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: "fuzz-\(name)", dependencies: dependencies + ["FuzzSupport"], path: "Fuzz/\(folder)")
}

let package = Package(
  name: "FileKind",
  platforms: [
    // `FormatStyle` (Foundation's formatting protocol, used by the SwiftUI
    // styles) and `Synchronization.Mutex` (the per-zone cache's lock) first
    // ship in these releases; nothing else needs a newer one.
    .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
  ],
  products: [
    .library(name: "FileKind", targets: ["FileKind"]),
    .executable(name: "filekind", targets: ["filekind"]),
    .executable(name: "filekind-bench", targets: ["filekind-bench"]),
    .executable(name: "filekind-example", targets: ["filekind-example"]),
  ],
  traits: [
    // libmagic answers the long tail of formats the native checks and the
    // generated rules do not know. Off, nothing links libmagic; Apple's
    // mobile platforms never get it (they have no libmagic).
    .trait(name: "Libmagic", description: "Ask libmagic about bytes FileKind's own engines do not know."),
    .default(enabledTraits: ["Libmagic"]),
  ],
  targets: [
    // libmagic is loaded at run time (dlopen), never linked: the command
    // starts on a machine without it.
    .target(name: "CMagic"),
    .target(
      name: "FileKind",
      dependencies: [
        .target(name: "CMagic", condition: .when(platforms: [.linux, .macOS], traits: ["Libmagic"]))
      ]
    ),
    // The command's core: the listing line format, JSON writing, byte
    // scanning, line reading and the ordered pipeline. A package library,
    // so the command, the tests and the fuzzers share one copy.
    .target(name: "FileKindCommandCore", dependencies: ["FileKind"]),
    // Bounds the C allocator's retained memory for the command (glibc).
    .target(name: "CMemoryLimits"),
    .executableTarget(name: "filekind", dependencies: ["FileKind", "FileKindCommandCore", "CMemoryLimits"]),
    // Counts heap allocations in the benchmark process (Linux/glibc only).
    .target(name: "CAllocCounter"),
    // The bench's seeded media-cloud listing, shared with the tests that
    // prove name order and search on it.
    .target(name: "BenchListing"),
    // The bench's command line, read through an option table (a library, so
    // the tests read it without linking the bench's allocation counter).
    .target(name: "BenchCommandLine", dependencies: ["FileKindCommandCore"]),
    .executableTarget(
      name: "filekind-bench",
      dependencies: ["FileKind", "FileKindCommandCore", "CAllocCounter", "BenchListing", "BenchCommandLine"]),
    // Living documentation: the calls an app makes per row, and ingest.
    .executableTarget(name: "filekind-example", dependencies: ["FileKind"], path: "Examples/RowWalkthrough"),
    // The fuzz targets (see Fuzz/run.sh).
    // Replaying saved inputs, and Foundation's reading of put.io pages (the
    // oracle the page reader's tests and fuzz target compare against).
    .target(name: "FuzzSupport", dependencies: ["FileKind"], path: "Fuzz/Support"),
    fuzzTarget("names", folder: "Names", ["FileKind"]),
    fuzzTarget("name-order", folder: "NameOrder", ["FileKind"]),
    fuzzTarget("media-types", folder: "MediaTypes", ["FileKind"]),
    fuzzTarget("formatters", folder: "Formatters", ["FileKind"]),
    fuzzTarget("sniffer", folder: "Sniffer", ["FileKind"]),
    fuzzTarget("rows", folder: "Rows", ["FileKind", "FileKindCommandCore"]),
    fuzzTarget("putio-pages", folder: "PutioPages", ["FileKind"]),
    fuzzTarget("page-streams", folder: "PageStreams", ["FileKind", "FileKindCommandCore"]),
    // The command runs as a script would run it: the test target depends
    // on it so it is built, and imports only the libraries.
    .testTarget(
      name: "FileKindTests",
      dependencies: [
        "FileKind", "FileKindCommandCore", "filekind", "BenchListing", "BenchCommandLine", "FuzzSupport",
      ]),
  ]
)
