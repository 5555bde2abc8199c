import Foundation
import Testing

@testable import FileKind

@Suite struct SizeFormatterTests {
  /// An independent exact reference: Foundation `Decimal` with banker's rounding.
  static func reference(_ bytes: Int64, _ style: SizeFormatter.Style, binary: Bool = false) -> String {
    if bytes < 0 { return "—" }
    if bytes == 0 { return "Zero KB" }
    if bytes == 1 { return "1 byte" }
    if bytes < 1000 { return "\(bytes) bytes" }
    if binary && bytes < 1024 { return "1,0\(bytes % 100 < 10 ? "0" : "")\(bytes % 100) bytes" }
    let labels = ["KB", "MB", "GB", "TB", "PB", "EB"]
    var divisor = Decimal(1)
    for (i, label) in labels.enumerated() {
      divisor *= Decimal(binary ? 1024 : 1000)
      let exact = Decimal(bytes) / divisor
      let precisions = style == .tabular ? [2, 1, 0] : [[0], [1], [2], [2], [2], [2]][i]
      for p in precisions {
        var value = exact
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, p, .bankers)
        let limit: Decimal = style == .tabular ? [10, 100, 1000][2 - p] : 1000
        if rounded < limit {
          var text = String(format: "%.\(p)f", NSDecimalNumber(decimal: rounded).doubleValue)
          if style == .compact && text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
          }
          return "\(text) \(label)"
        }
      }
    }
    return "?"
  }

  static let fixed: [(Int64, String, String)] = [
    (0, "Zero KB", "Zero KB"), (1, "1 byte", "1 byte"), (2, "2 bytes", "2 bytes"),
    (999, "999 bytes", "999 bytes"), (1000, "1.00 KB", "1 KB"), (210_000, "210 KB", "210 KB"),
    (999_499, "999 KB", "999 KB"), (999_500, "1.00 MB", "1 MB"), (999_999, "1.00 MB", "1 MB"),
    (12_000_000, "12.0 MB", "12 MB"), (1_100_000, "1.10 MB", "1.1 MB"), (72_400_000, "72.4 MB", "72.4 MB"),
    (84_200_000, "84.2 MB", "84.2 MB"), (1_170_000_000, "1.17 GB", "1.17 GB"),
    (1_200_000_000, "1.20 GB", "1.2 GB"), (8_000_000_000, "8.00 GB", "8 GB"),
    (14_830_000_000, "14.8 GB", "14.83 GB"), (18_600_000_000, "18.6 GB", "18.6 GB"),
    (6_100_000_000, "6.10 GB", "6.1 GB"), (1_005_000, "1.00 MB", "1 MB"), (1_015_000, "1.02 MB", "1 MB"),
    (1_250_000, "1.25 MB", "1.2 MB"), (1_350_000, "1.35 MB", "1.4 MB"),
    (Int64.max, "9.22 EB", "9.22 EB"), (-1, "—", "—"), (Int64.min, "—", "—"),
  ]

  @Test(arguments: fixed)
  func fixedCases(bytes: Int64, tabular: String, compact: String) {
    #expect(SizeFormatter(.tabular).string(bytes) == tabular)
    #expect(SizeFormatter(.compact).string(bytes) == compact)
  }

  /// Every power of ten ±1 and every half-way point of every precision.
  @Test func edgesAgainstReference() {
    var values: [Int64] = []
    var p: Int64 = 1
    for _ in 0...18 {
      values.append(contentsOf: [p - 1, p, p + 1])
      for k: Int64 in [5, 15, 25, 95, 995, 9995, 99_950] where p <= Int64.max / k {
        let half: Int64 = k * p / 10
        values.append(contentsOf: [half - 1, half, half + 1])
      }
      if p > Int64.max / 10 { break }
      p *= 10
    }
    values.append(contentsOf: [Int64.max, Int64.max - 1, 1 << 62, 1 << 40, (1 << 40) - 1])
    var random = SeededRandom(seed: 42)
    for _ in 0..<20_000 {
      values.append(
        Int64.random(in: 0...Int64.max, using: &random) >> Int64.random(in: 0...60, using: &random))
    }
    for style in SizeFormatter.Style.allCases {
      let formatter = SizeFormatter(style)
      for v in values where v >= 0 {
        #expect(formatter.string(v) == Self.reference(v, style), "\(v) \(style)")
      }
    }
  }

  @Test func binaryUnits() {
    // Below 1,024 bytes a binary size counts bytes, as ByteCountFormatter(.binary) does.
    for style in SizeFormatter.Style.allCases {
      let binary = SizeFormatter(style, units: .binary)
      #expect(binary.string(1_000) == "1,000 bytes")
      #expect(binary.string(1_023) == "1,023 bytes")
      for value: Int64 in 1_000...1_023 {
        let oracle = ByteCountFormatter()
        oracle.countStyle = .binary
        #expect(binary.string(value) == oracle.string(fromByteCount: value))
      }
    }
    let f = SizeFormatter(.compact, units: .binary)
    #expect(f.string(1024) == "1 KB")
    #expect(f.string(1_048_576) == "1 MB")
    #expect(SizeFormatter(.tabular, units: .binary).string(Int64.max) == "8.00 EB")
    var random = SeededRandom(seed: 7)
    for _ in 0..<5_000 {
      let v = Int64.random(in: 1_000...Int64.max, using: &random) >> Int64.random(in: 0...50, using: &random)
      for style in SizeFormatter.Style.allCases where v >= 1000 {
        #expect(
          SizeFormatter(style, units: .binary).string(v) == Self.reference(v, style, binary: true), "\(v)")
      }
    }
  }

  @Test func bufferAPI() {
    var storage = [UInt8](repeating: 0, count: SizeFormatter.maximumLength)
    let n = storage.withUnsafeMutableBufferPointer { SizeFormatter(.tabular).write(3_420_000_000, into: $0) }
    #expect(n.map { String(decoding: storage[..<$0], as: UTF8.self) } == "3.42 GB")
    var tiny = [UInt8](repeating: 0, count: 3)
    let none = tiny.withUnsafeMutableBufferPointer { SizeFormatter(.tabular).write(3_420_000_000, into: $0) }
    #expect(none == nil)
  }

  @Test func formatStyle() {
    #expect(Int64(1_200_000_000).formatted(.fileKindSize(.tabular)) == "1.20 GB")
    #expect(Int64(1_200_000_000).formatted(.fileKindSize(.compact)) == "1.2 GB")
  }
}
