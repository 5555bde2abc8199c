// swift-tools-version:6.1
import PackageDescription

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
    .systemLibrary(
      name: "CMagic",
      pkgConfig: "libmagic",
      providers: [.apt(["libmagic-dev"]), .brew(["libmagic"])]
    ),
    .target(
      name: "FileKind",
      dependencies: [
        .target(name: "CMagic", condition: .when(platforms: [.linux, .macOS], traits: ["Libmagic"]))
      ]
    ),
    .executableTarget(name: "filekind", dependencies: ["FileKind"]),
    // Counts heap allocations in the benchmark process (Linux/glibc only).
    .target(name: "CAllocCounter"),
    .executableTarget(name: "filekind-bench", dependencies: ["FileKind", "CAllocCounter"]),
    // Living documentation: the calls an app makes per row, and ingest.
    .executableTarget(name: "filekind-example", dependencies: ["FileKind"], path: "Examples/RowWalkthrough"),
    // The command's line format is tested in place (`@testable import filekind`).
    .testTarget(name: "FileKindTests", dependencies: ["FileKind", "filekind"]),
  ]
)
