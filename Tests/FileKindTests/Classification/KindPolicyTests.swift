import Foundation
import Testing

@testable import FileKind

/// The kind policy has one home: an extension's kind is its type's kind.
@Suite struct KindPolicyTests {
  /// Every `*.ext` glob of the installed shared-mime-info, lower-cased.
  static var globExtensions: [String] {
    guard let text = try? String(contentsOfFile: "/usr/share/mime/globs2", encoding: .utf8) else { return [] }
    var found: Set<String> = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: ":", omittingEmptySubsequences: false)
      guard fields.count >= 3, fields[2].hasPrefix("*.") else { continue }
      let ext = fields[2].dropFirst(2)
      guard !ext.isEmpty, ext.allSatisfy({ $0.isLetter || $0.isNumber || "_+-.".contains($0) }) else {
        continue
      }
      found.insert(ext.lowercased())
    }
    return found.sorted()
  }

  @Test func everyGlobExtensionsKindIsItsTypesKind() throws {
    let extensions = Self.globExtensions
    try #require(extensions.count > 900, "shared-mime-info's globs2 is installed")
    var checked = 0
    for ext in extensions {
      let resolution = KindResolver.resolve(KindSignals(name: "file.\(ext)", sniffed: nil))
      guard resolution.source == .name else { continue }
      let type = try #require(resolution.type, "\(ext) names a type")
      #expect(
        resolution.kind == (type.kind ?? .other),
        "\(ext): \(resolution.kind) but \(type) is \(String(describing: type.kind))")
      checked += 1
    }
    #expect(checked > 900)
  }

  @Test func aSoundOnly3GPPNameIsAudioWithAnAudioType() throws {
    let resolution = KindResolver.resolve(KindSignals(name: "memo.3ga", sniffed: nil))
    #expect(resolution.kind == .audio)
    #expect(resolution.type == MediaType("audio/3gpp"))
    #expect(MediaType("audio/3gpp")?.kind == .audio)
    #expect(MediaType("video/3gpp")?.kind == .video)
    // Still one family: ISO media bytes named .3ga refine to audio.
    let refined = KindResolver.resolve(KindSignals(name: "memo.3ga", sniffed: MediaType("video/3gpp")))
    #expect(refined.kind == .audio && refined.type == MediaType("video/3gpp"))
  }

  @Test func unlistedSubtypesTakeTheirTopLevelsKind() {
    #expect(MediaType.kind(of: "video/x-new-thing") == .video)
    #expect(MediaType.kind(of: "message/x-new") == .document)
    #expect(MediaType.kind(of: "application/x-new") == nil)
  }

  /// What the file system says is a signal of the resolver, so the command
  /// and an app answer a directory or a FIFO by one rule.
  @Test func specialFilesAreSignalsOfTheResolver() {
    let folder = KindResolver.resolve(KindSignals(name: "Films.mkv", sniffed: nil, inode: .directory))
    #expect(folder == KindResolution(kind: .folder, source: .folder, type: MediaType("inode/directory")))
    for (inode, type) in [
      (InodeType.fifo, "inode/fifo"), (.socket, "inode/socket"), (.characterDevice, "inode/chardevice"),
      (.blockDevice, "inode/blockdevice"), (.symbolicLink, "inode/symlink"),
    ] {
      // Even a playable name and put.io's word do not make a FIFO playable.
      let resolution = KindResolver.resolve(
        KindSignals(name: "clip.mkv", sniffed: nil, fileType: .video, inode: inode))
      #expect(resolution == KindResolution(kind: .other, source: .none, type: MediaType(type)), "\(inode)")
    }
    let regular = KindResolver.resolve(KindSignals(name: "clip.mkv", sniffed: nil, inode: .regular))
    #expect(regular.kind == .video)
  }
}
