/// Programs and libraries: ELF objects told apart by their header and
/// program headers, Windows programs by their PE header.
///
/// file(1) names an ELF by its type field and, for a shared object, by
/// whether the linker marked it a position-independent executable; the
/// names here are the same, in both byte orders and both word sizes.
extension NativeSniffer {
  /// ELF's object types (`e_type`).
  private enum ELFType: UInt16 {
    case relocatable = 1
    case executable = 2
    case shared = 3
    case core = 4
  }

  /// The fields of an ELF header that say what the object is, read in
  /// its own byte order and word size.
  struct ELFHeader {
    let is64: Bool
    let littleEndian: Bool
    let type: UInt16
    let programHeaders: Int64
    let programHeaderSize: Int
    let programHeaderCount: Int

    /// The header at the start of `b`, or `nil` when its class or byte
    /// order is none ELF defines.
    init?(_ b: Bytes) {
      guard b.count >= 52, b.has([0x7F, 0x45, 0x4C, 0x46]), b[4] == 1 || b[4] == 2, b[5] == 1 || b[5] == 2
      else { return nil }
      is64 = b[4] == 2
      littleEndian = b[5] == 1
      guard !is64 || b.count >= 64 else { return nil }
      let reader = ELFReader(littleEndian: littleEndian)
      type = reader.u16(b, 16)
      programHeaders = is64 ? Int64(bitPattern: reader.u64(b, 32)) : Int64(reader.u32(b, 28))
      programHeaderSize = Int(reader.u16(b, is64 ? 54 : 42))
      programHeaderCount = Int(reader.u16(b, is64 ? 56 : 44))
    }
  }

  /// Reads ELF's fields in the object's byte order; 0 past the end.
  struct ELFReader {
    let littleEndian: Bool

    func u16(_ b: Bytes, _ at: Int) -> UInt16 {
      let value = b.littleEndian16(at: at)
      return littleEndian ? value : value.byteSwapped
    }

    func u32(_ b: Bytes, _ at: Int) -> UInt32 {
      littleEndian ? b.littleEndian32(at: at) : b.bigEndian32(at: at)
    }

    func u64(_ b: Bytes, _ at: Int) -> UInt64 {
      let value = b.bigEndian64(at: at)
      return littleEndian ? value.byteSwapped : value
    }
  }

  /// The most program headers read, and the most bytes of a dynamic
  /// section: far more than any linker writes, so a hostile header costs
  /// one bounded read.
  static let elfProgramHeadersMax = 512
  static let elfDynamicBytesMax = 64 * 1_024

  /// What an ELF object is: a relocatable object, an executable, a
  /// position-independent executable, a shared library or a core dump.
  ///
  /// A shared object (`ET_DYN`) is an executable when its dynamic section
  /// carries the PIE flag (`DF_1_PIE` in `DT_FLAGS_1`), as every linker
  /// since 2016 marks one and file(1) reads it; when the dynamic section
  /// cannot be read, a program interpreter (`PT_INTERP`) says executable.
  /// Everything else of that type is a shared library: `libc.so.6`, which
  /// can run and names an interpreter but is no PIE, included.
  static func elf(_ source: SniffSource) -> KnownType? {
    guard let header = ELFHeader(source.prefix) else { return nil }
    switch ELFType(rawValue: header.type) {
    case .relocatable: return .applicationXObject
    case .core: return .applicationXCore
    case .shared: return elfIsPIE(source, header) ? .applicationXPieExecutable : .applicationXSharedlib
    case .executable, nil: return .applicationXExecutable
    }
  }

  /// Whether a shared object is a position-independent executable.
  private static func elfIsPIE(_ source: SniffSource, _ header: ELFHeader) -> Bool {
    let entrySize = header.is64 ? 56 : 32
    guard header.programHeaderSize >= entrySize, header.programHeaderCount > 0,
      header.programHeaderCount <= elfProgramHeadersMax
    else { return false }
    let reader = ELFReader(littleEndian: header.littleEndian)
    let length = header.programHeaderSize * header.programHeaderCount
    // The dynamic segment's place, and whether an interpreter is named.
    let found: (dynamic: (offset: Int64, size: Int)?, interpreter: Bool)? = source.read(
      at: header.programHeaders, length: length
    ) { table in
      var dynamic: (offset: Int64, size: Int)?
      var interpreter = false
      var at = 0
      while at + entrySize <= table.count {
        switch reader.u32(table, at) {
        case 2:  // PT_DYNAMIC
          let offset = header.is64 ? reader.u64(table, at + 8) : UInt64(reader.u32(table, at + 4))
          let size = header.is64 ? reader.u64(table, at + 32) : UInt64(reader.u32(table, at + 16))
          if offset <= UInt64(Int64.max) {
            dynamic = (Int64(offset), Int(Swift.min(size, UInt64(elfDynamicBytesMax))))
          }
        case 3: interpreter = true  // PT_INTERP
        default: break
        }
        at += header.programHeaderSize
      }
      return (dynamic, interpreter)
    }
    guard let found else { return false }
    guard let dynamic = found.dynamic,
      let flagged = source.read(at: dynamic.offset, length: dynamic.size, { elfFlagsPIE($0, header) })
    else { return found.interpreter }
    return flagged
  }

  /// Whether a dynamic section's `DT_FLAGS_1` entry carries `DF_1_PIE`;
  /// `nil` when the section ends (or the bytes end) before saying.
  private static func elfFlagsPIE(_ section: Bytes, _ header: ELFHeader) -> Bool? {
    let reader = ELFReader(littleEndian: header.littleEndian)
    let entrySize = header.is64 ? 16 : 8
    var at = 0
    while at + entrySize <= section.count {
      let tag = header.is64 ? reader.u64(section, at) : UInt64(reader.u32(section, at))
      let value = header.is64 ? reader.u64(section, at + 8) : UInt64(reader.u32(section, at + 4))
      if tag == 0 { return false }  // DT_NULL: the section's end
      if tag == 0x6FFF_FFFB { return value & 0x0800_0000 != 0 }  // DT_FLAGS_1, DF_1_PIE
      at += entrySize
    }
    return nil
  }

  /// A Windows program or library: a DOS header whose `e_lfanew` points
  /// at `PE\0\0`. A DOS program without one is left to the rules after
  /// the tree, which name it a DOS executable.
  static func portableExecutable(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 64 else { return nil }
    let offset = Int64(b.littleEndian32(at: 0x3C))
    // Linkers put the PE header within the first kilobytes; a larger
    // offset is no PE header.
    guard offset >= 64, offset <= 64 * 1_024 else { return nil }
    // The signature and the COFF header: how many sections, and where
    // their table lies.
    let coff = source.read(at: offset, length: 24) { header -> (sections: Int, table: Int64)? in
      guard header.count == 24, header.has([0x50, 0x45, 0x00, 0x00]) else { return nil }
      return (Int(header.littleEndian16(at: 6)), offset + 24 + Int64(header.littleEndian16(at: 20)))
    }
    guard let coff else { return nil }
    let imageEnd =
      coff.sections > 0 && coff.sections <= 96
      ? source.read(at: coff.table, length: coff.sections * 40) { peImageEnd($0, sections: coff.sections) }
        ?? 0
      : 0
    // A self-extracting archive: a 7-Zip, RAR or zip archive where the
    // program's image ends.
    if imageEnd > 0, imageEnd < source.size,
      let archive = source.read(
        at: imageEnd, length: 64,
        { tail -> KnownType? in
          tail.has(localHeader) ? .applicationZip : archiveOpening(tail, at: 0)
        })
    {
      return archive
    }
    return .applicationVndMicrosoftPortableExecutable
  }

  /// Where a PE program's image ends in its file: the end of the section
  /// whose raw data lies last, from its section table; `nil` when the
  /// table was not read whole or holds no section with raw data.
  static func peImageEnd(_ table: Bytes, sections: Int) -> Int64? {
    guard table.count == sections * 40 else { return nil }
    var end: Int64 = 0
    for k in 0..<sections {
      let size = Int64(table.littleEndian32(at: k * 40 + 16))
      let start = Int64(table.littleEndian32(at: k * 40 + 20))
      if size > 0 { end = Swift.max(end, start + size) }
    }
    return end > 0 ? end : nil
  }
}
