import Foundation
import Testing

@testable import FileKind

/// The names `classify --mime-type` users read are file(1)'s wherever
/// file(1) is right: programs by their ELF or PE header, fonts by their
/// table directory, scripts by their interpreter, patches by their hunks,
/// and text only where it is plausible text.
@Suite struct FileNamesTests {
  /// FileKind's whole answer for bytes (its own checks and the generated
  /// rules; libmagic is not asked).
  static func sniffed(_ bytes: [UInt8]) throws -> String {
    try bytes.withUnsafeBytes { try ContentSniffer.shared.detect(bytes: $0, libmagic: false) }.type.name
  }

  static func sniffed(_ text: String) throws -> String { try sniffed(Array(text.utf8)) }

  // MARK: ELF

  /// An ELF object laid out as a linker writes one: the header, program
  /// headers at 64 (32-bit: 52), and a dynamic section after them.
  static func elf(
    is64: Bool, littleEndian: Bool, type: UInt16, interpreter: Bool, dynamicFlags1: UInt64?
  ) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 1_024)
    func put(_ value: UInt64, at offset: Int, width: Int) {
      for k in 0..<width {
        let shift = littleEndian ? 8 * k : 8 * (width - 1 - k)
        bytes[offset + k] = UInt8(truncatingIfNeeded: value >> UInt64(shift))
      }
    }
    bytes[0...3] = [0x7F, 0x45, 0x4C, 0x46]
    bytes[4] = is64 ? 2 : 1
    bytes[5] = littleEndian ? 1 : 2
    bytes[6] = 1
    put(UInt64(type), at: 16, width: 2)
    let word = is64 ? 8 : 4
    let headerSize = is64 ? 64 : 52
    let entrySize = is64 ? 56 : 32
    var entries: [(type: UInt32, offset: UInt64, size: UInt64)] = []
    if interpreter { entries.append((3, 512, 28)) }
    if dynamicFlags1 != nil { entries.append((2, 600, UInt64(4 * 2 * word))) }
    put(UInt64(headerSize), at: is64 ? 32 : 28, width: word)
    put(UInt64(entrySize), at: is64 ? 54 : 42, width: 2)
    put(UInt64(entries.count), at: is64 ? 56 : 44, width: 2)
    for (index, entry) in entries.enumerated() {
      let at = headerSize + index * entrySize
      put(UInt64(entry.type), at: at, width: 4)
      put(entry.offset, at: at + (is64 ? 8 : 4), width: word)
      put(entry.size, at: at + (is64 ? 32 : 16), width: word)
    }
    if let flags = dynamicFlags1 {
      // DT_NEEDED, DT_FLAGS_1, DT_NULL.
      let dynamic: [(UInt64, UInt64)] = [(1, 1), (0x6FFF_FFFB, flags), (0, 0)]
      for (index, (tag, value)) in dynamic.enumerated() {
        put(tag, at: 600 + index * 2 * word, width: word)
        put(value, at: 600 + index * 2 * word + word, width: word)
      }
    }
    return bytes
  }

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func elfObjectsAreNamedByTheirHeader(is64: Bool, littleEndian: Bool) throws {
    func name(_ type: UInt16, interpreter: Bool = false, flags: UInt64? = nil) throws -> String {
      try Self.sniffed(
        Self.elf(
          is64: is64, littleEndian: littleEndian, type: type, interpreter: interpreter, dynamicFlags1: flags))
    }
    #expect(try name(1) == "application/x-object")
    #expect(try name(2, interpreter: true) == "application/x-executable")
    #expect(try name(4) == "application/x-core")
    // A shared object: the PIE flag makes it an executable, whatever else it holds.
    #expect(try name(3, interpreter: true, flags: 0x0800_0001) == "application/x-pie-executable")
    #expect(try name(3, flags: 0x0800_0000) == "application/x-pie-executable")
    // Not flagged: a library, even one that names an interpreter (as libc does).
    #expect(try name(3, interpreter: true, flags: 0x1) == "application/x-sharedlib")
    #expect(try name(3, flags: 0) == "application/x-sharedlib")
    // No dynamic section to read: the interpreter decides.
    #expect(try name(3, interpreter: true) == "application/x-pie-executable")
    #expect(try name(3) == "application/x-sharedlib")
  }

  @Test func hostileProgramHeadersCostOneBoundedRead() throws {
    var bytes = Self.elf(
      is64: true, littleEndian: true, type: 3, interpreter: true, dynamicFlags1: 0x0800_0000)
    // 65,535 program headers far past the file's end, then a dynamic
    // segment at an offset past any file.
    bytes[56] = 0xFF
    bytes[57] = 0xFF
    #expect(try Self.sniffed(bytes) == "application/x-sharedlib")
    bytes = Self.elf(is64: true, littleEndian: true, type: 3, interpreter: false, dynamicFlags1: 0x0800_0000)
    for k in 0..<8 { bytes[64 + 8 + k] = 0xFF }
    #expect(try Self.sniffed(bytes) == "application/x-sharedlib")
    // Cut anywhere, the header never reads out of bounds.
    let whole = Self.elf(
      is64: false, littleEndian: false, type: 3, interpreter: true, dynamicFlags1: 0x0800_0000)
    for length in 1..<whole.count { _ = try Self.sniffed(Array(whole[..<length])) }
  }

  @Test func windowsProgramsByTheirPEHeader() throws {
    var bytes = [UInt8](repeating: 0, count: 256)
    bytes[0] = UInt8(ascii: "M")
    bytes[1] = UInt8(ascii: "Z")
    #expect(try Self.sniffed(bytes) == "application/x-ms-dos-executable")
    bytes[0x3C] = 0x80
    bytes[0x80...0x83] = [0x50, 0x45, 0, 0]
    #expect(try Self.sniffed(bytes) == "application/vnd.microsoft.portable-executable")
    #expect(
      KindResolver.resolve(KindSignals(name: "setup.exe", sniffed: mediaType(try Self.sniffed(bytes)))).kind
        == .other)
  }

  // MARK: Fonts

  @Test func trueTypeNeedsItsTableDirectory() throws {
    // GTK's icon cache: version 1.0, then offsets, no table directory.
    let iconCache: [UInt8] =
      [0, 1, 0, 0, 0, 0, 0, 0x0C, 0, 0, 0, 0xA0, 0, 0, 0, 0x0B] + [UInt8](repeating: 0, count: 48)
    #expect(try Self.sniffed(iconCache) != "font/ttf")
    for tables in [1, 9, 17, 24] {
      let selector = Int.bitWidth - 1 - tables.leadingZeroBitCount
      let range = 16 << selector
      var font: [UInt8] = [0, 1, 0, 0]
      for value in [tables, range, selector, tables * 16 - range] {
        font += [UInt8(value >> 8), UInt8(value & 0xFF)]
      }
      font += Array("cmap".utf8) + [UInt8](repeating: 0, count: 64)
      #expect(try Self.sniffed(font) == "font/ttf")
    }
  }

  // MARK: Scripts

  /// Every interpreter FileKind knows, in every form a `#!` line takes.
  @Test func scriptsAreTheirInterpreters() throws {
    for (name, type) in ScriptInterpreter.known {
      let interpreter = "\(name)"
      let expected = String(describing: type.name)
      for line in [
        "#!/usr/bin/\(interpreter)", "#! /bin/\(interpreter) -f", "#!/usr/local/bin/\(interpreter).1",
        "#!/usr/bin/env \(interpreter)", "#!/usr/bin/env -S \(interpreter) -x",
        "#!/usr/bin/env -u HOME LANG=C \(interpreter)",
      ] {
        let found = try Self.sniffed(line + "\nBEGIN { use strict; }\n")
        #expect(found == expected, "\(line)")
      }
    }
  }

  @Test func theInterpreterOutranksKeywords() throws {
    // Perl's keyword rules (`BEGIN {`, `use strict`) no longer name an awk
    // script, a script of an unknown interpreter, or JavaScript.
    #expect(try Self.sniffed("#!/usr/bin/mawk -f\n# comment\nBEGIN { FS = \":\" }\n") == "application/x-awk")
    #expect(try Self.sniffed("#!/opt/bin/unknownlang\nuse strict;\n") == "text/plain")
    // Versions go: `perl5.36.0` is perl, `lua5.3` is Lua, `python3.11` is Python 3.
    #expect(try Self.sniffed("#!/usr/bin/perl5.36.0\nprint 1;\n") == "application/x-perl")
    #expect(try Self.sniffed("#!/usr/bin/env lua5.3\nprint(1)\n") == "text/x-lua")
    #expect(try Self.sniffed("#!/usr/bin/python3.11\nprint(1)\n") == "text/x-python3")
    #expect(try Self.sniffed("\"use strict\";\nvar x = require(\"y\");\n") == "text/plain")
    #expect(try Self.sniffed("package Foo;\nuse strict;\nuse warnings;\n1;\n") == "application/x-perl")
    // An interpreter's path elsewhere than a `#!` line names no script.
    #expect(
      try Self.sniffed("SHELL=/bin/bash -eo pipefail\n\nall:\n\techo hi\n") != "application/x-shellscript")
  }

  // MARK: Patches and markup

  @Test func aPatchHasHunks() throws {
    #expect(try Self.sniffed("= Title\n\n=== Section\n\nProse.\n") == "text/plain")
    #expect(try Self.sniffed("--- a leading rule in prose\nand more prose\n") == "text/plain")
    #expect(try Self.sniffed("--- a/x.c\n+++ b/x.c\n@@ -1,2 +1,2 @@\n-a\n+b\n") == "text/x-patch")
    #expect(try Self.sniffed("=== modified file 'x'\n--- x\n+++ x\n@@ -1 +1 @@\n-a\n+b\n") == "text/x-patch")
    #expect(try Self.sniffed("diff a b\n2c2\n< x\n---\n> y\n") == "text/x-patch")
    #expect(try Self.sniffed("Only in dir: file.txt\n") == "text/x-patch")
  }

  @Test func commentsDoNotMakeHTML() throws {
    #expect(try Self.sniffed("<!-- entities -->\n<!ENTITY a \"b\">\n") == "application/xml-dtd")
    #expect(try Self.sniffed("<!ELEMENT a (b)>\n<!ATTLIST a x CDATA #IMPLIED>\n") == "application/xml-dtd")
    #expect(try Self.sniffed("<!-- a note -->\n<p>hello</p>\n") == "text/plain")
    #expect(try Self.sniffed("<!-- a note -->\n<html><body>x</body></html>\n") == "text/html")
    #expect(try Self.sniffed("<!-- unclosed comment\n") == "text/plain")
  }

  @Test func typeOneFontsAndWideSubtitles() throws {
    #expect(try Self.sniffed("%!PS-AdobeFont-1.0: FreeEuro 001.001\n%%Title\n") == "application/x-font-type1")
    #expect(try Self.sniffed("%!PS-Adobe-3.0\n%%Title\n") == "application/postscript")
    let srt = "1\n00:00:01,000 --> 00:00:02,000\nHi\n"
    let utf16BE: [UInt8] = [0xFE, 0xFF] + srt.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(try Self.sniffed(utf16BE) == "application/x-subrip")
  }

  // MARK: Plausible text

  @Test func runsOfHighBytesAreNoText() throws {
    // A WAVE header whose size field is -1: a signature, not Latin-1.
    let wave: [UInt8] = Array("RIFF".utf8) + [0xFF, 0xFF, 0xFF, 0xFF] + Array("WAVE".utf8)
    #expect(try Self.sniffed(wave) == "audio/x-wav")
    // 100 kB of a repeated DEADBEEF before an MP3: not text, whatever follows.
    let word: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF]
    let junk: [UInt8] = (0..<25_000).flatMap { _ in word }
    #expect(try !Self.sniffed(junk + [0xFF, 0xFB, 0x90, 0x64]).hasPrefix("text/"))
    // Single-byte text of real languages stays text: Latin-1, Windows-1251
    // Russian (nearly every letter above ASCII), and an NFO's block art.
    let latin1 = "Caf\u{E9} cr\u{E8}me, na\u{EF}ve, \u{FF}les\n".unicodeScalars.map { UInt8($0.value) }
    #expect(try Self.sniffed(latin1) == "text/plain")
    let russian = String(repeating: "Привет мир, это обычный текст. ", count: 40)
    let cp1251 = russian.unicodeScalars.map { scalar -> UInt8 in
      switch scalar.value {
      case 0x410...0x44F: UInt8(scalar.value - 0x410 + 0xC0)
      default: UInt8(scalar.value)
      }
    }
    #expect(try Self.sniffed(cp1251) == "text/plain")
    let line: [UInt8] = [UInt8](repeating: 0xDB, count: 79) + [0x0D, 0x0A]
    let art: [UInt8] = (0..<20).flatMap { _ in line }
    #expect(try Self.sniffed(Array("Release\r\n".utf8) + art) == "text/x-nfo")
  }
}
