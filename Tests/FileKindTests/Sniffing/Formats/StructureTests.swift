import Foundation
import Synchronization
import Testing

@testable import FileKind

/// Streams and formats found by structure, not by a magic at offset 0.
@Suite struct StructureTests {
  @Test func aStraySyncWordInRandomBytesIsNotAStream() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
      // Sync words with plausible headers every so often, but no run.
      for at in stride(from: 100, to: 19_000, by: 997) {
        bytes.replaceSubrange(at..<at + 3, with: [0xFF, 0xFB, 0x90])
      }
      #expect(bytes.withUnsafeBytes { NativeSniffer.framesAfterJunk(Bytes($0)) } == nil)
    }
  }

  @Test func framesBehindJunkNeedFourInARow() throws {
    let mp3 = try Data(contentsOf: SniffingTests.samples.appendingPathComponent("junk-then-frames.mp3"))
    let bytes = [UInt8](mp3)
    #expect(bytes.withUnsafeBytes { NativeSniffer.framesAfterJunk(Bytes($0)) } == .audioMpeg)
    // Cut after the third frame: three in a row are not enough.
    guard
      let start = (0..<bytes.count).first(where: { at in
        bytes.withUnsafeBytes { NativeSniffer.frameRun(Bytes($0), at: at) } != nil
      })
    else {
      Issue.record("no run found")
      return
    }
    var end = start
    for _ in 0..<3 {
      end += bytes.withUnsafeBytes { NativeSniffer.frameHeader(Bytes($0), at: end)!.length }
    }
    let three = Array(bytes[..<end])
    #expect(three.withUnsafeBytes { NativeSniffer.framesAfterJunk(Bytes($0)) } == nil)
  }

  /// OS/2 icons are confirmed by the bitmap headers after their two
  /// letters: a colour icon whose colour bitmap is missing, or a header
  /// with two planes, is not one.
  @Test func os2IconsNeedTheirBitmapHeaders() throws {
    let icon = [UInt8](
      try Data(contentsOf: SniffingTests.samples.appendingPathComponent("os2-color-icon.ico")))
    #expect(icon.withUnsafeBytes { NativeSniffer.os2Bitmap(Bytes($0)) } == .imageXOs2Ico)
    let array = [UInt8](
      try Data(contentsOf: SniffingTests.samples.appendingPathComponent("os2-bitmap-array.ico")))
    #expect(array.withUnsafeBytes { NativeSniffer.os2Bitmap(Bytes($0)) } == .imageXOs2Graphics)
    // The colour bitmap's header follows the mask's (14 + 12) and palette (6).
    var noColor = icon
    noColor[32] = UInt8(ascii: "X")
    #expect(noColor.withUnsafeBytes { NativeSniffer.os2Bitmap(Bytes($0)) } == nil)
    var twoPlanes = icon
    twoPlanes[22] = 2
    #expect(twoPlanes.withUnsafeBytes { NativeSniffer.os2Bitmap(Bytes($0)) } == nil)
    // An array whose image is not one is not an array.
    var emptyArray = array
    emptyArray[14] = UInt8(ascii: "Z")
    #expect(emptyArray.withUnsafeBytes { NativeSniffer.os2Bitmap(Bytes($0)) } == nil)
  }

  @Test func ebcdicAndBOMlessUTF16NeedTheirShape() {
    // Binary that is no text in any encoding.
    let binary: [UInt8] = (0..<512).map { UInt8(($0 * 37) & 0xFF) }
    #expect(binary.withUnsafeBytes { NativeSniffer.isEBCDICText(Bytes($0)) } == false)
    #expect(binary.withUnsafeBytes { NativeSniffer.bomlessUTF16(Bytes($0)) } == nil)
    // An array of small little-endian integers is not UTF-16 text.
    let integers: [UInt8] = (0..<512).flatMap { [UInt8($0 & 0x3F), 0] }
    #expect(integers.withUnsafeBytes { NativeSniffer.text(Bytes($0)) } == nil)
  }
}
