// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "FileKind",
  platforms: [
    // FormatStyle conformances and Synchronization.Mutex set the floor.
    .macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
  ],
  products: [
    .library(name: "FileKind", targets: ["FileKind"]),
    .executable(name: "filekind", targets: ["filekind"]),
    .executable(name: "filekind-bench", targets: ["filekind-bench"]),
    .executable(name: "filekind-example", targets: ["filekind-example"]),
  ],
  targets: [
    .systemLibrary(
      name: "CMagic",
      pkgConfig: "libmagic",
      providers: [.apt(["libmagic-dev"]), .brew(["libmagic"])]
    ),
    .target(name: "FileKind", dependencies: ["CMagic"]),
    .executableTarget(name: "filekind", dependencies: ["FileKind"]),
    // Counts heap allocations in the benchmark process (Linux/glibc only).
    .target(name: "CAllocCounter"),
    .executableTarget(name: "filekind-bench", dependencies: ["FileKind", "CAllocCounter"]),
    // Living documentation: the calls an app makes per row, and ingest.
    .executableTarget(name: "filekind-example", dependencies: ["FileKind"], path: "Examples/RowWalkthrough"),
    .testTarget(name: "FileKindTests", dependencies: ["FileKind"]),
  ]
)
