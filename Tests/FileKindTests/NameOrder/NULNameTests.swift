import BenchListing
import Foundation
import Testing

@testable import FileKind

/// Names holding long runs of NUL or other ignorable characters get an
/// answer, never Foundation's crash (such a run made its comparison free a
/// buffer on its own stack).
@Suite struct NULNameTests {
  @Test func namesOfNULsSortWithoutCrashing() {
    let name = String(decoding: [UInt8](repeating: 0, count: 344), as: UTF8.self)
    let half = name.index(name.startIndex, offsetBy: name.count / 2)
    let (first, second) = (String(name[..<half]), String(name[half...]))
    for direction in ListingSort.Direction.allCases {
      let order = NameOrder.sortedIndices([first, second, name, first, "a", "\0b"], direction: direction)
      #expect(order.sorted() == Array(0..<6))
    }
    #expect(NameOrder.compare(first, name) == .orderedAscending)
    #expect(NameOrder.compare(name, first) == .orderedDescending)
    #expect(NameOrder.compare(first, second) == .orderedSame)
    // Other ignorable runs, and what follows them, order as the rest says.
    let controls = String(repeating: "\u{1}", count: 200)
    #expect(NameOrder.compare(controls + "b", controls + "a") == .orderedDescending)
    #expect(NameOrder.compare("a" + controls, "b") == .orderedAscending)
    let joiners = String(repeating: "\u{200B}", count: 200)
    #expect(NameOrder.compare("x" + joiners + "2", "x" + joiners + "10") == .orderedAscending)
  }

  /// Short runs still go to Foundation, and get its answer.
  @Test(arguments: [
    ("a\0b", "ab"), ("a\0b", "a\u{1}b"), ("\0", ""), ("\0\0", "\0"), ("x\0", "x"), ("\0z", "a"),
  ])
  func shortNULNamesCompareAsFoundationDoes(_ a: String, _ b: String) {
    #expect(NameOrder.compare(a, b) == a.localizedStandardCompare(b))
    #expect(NameOrder.compare(b, a) == b.localizedStandardCompare(a))
  }
}
