import FileKind
import Foundation

/// `filekind classify [--sniff] PATH...`: one JSON object per path.
struct ClassifyCommand {
  var sniff = false
  var paths: [String] = []

  init(parsing arguments: [String]) {
    for argument in arguments {
      switch argument {
      case "--sniff": sniff = true
      case "-h", "--help":
        print(Usage.text)
        SystemCalls.terminate(0)
      case let option where option.hasPrefix("--"):
        Usage.fail("unknown option '\(option)'")
      default: paths.append(argument)
      }
    }
    if paths.isEmpty { Usage.fail("classify needs at least one PATH") }
  }

  func run() -> Int32 {
    var out = JSONWriter(fd: 1)
    var bad = 0
    for path in paths {
      switch classify(path) {
      case .success(let resolution):
        out.raw("{\"path\":")
        out.string(path)
        out.raw(",\"kind\":")
        out.string(resolution.kind.rawValue)
        out.raw(",\"mime\":")
        if let mime = resolution.mimeType { out.string(mime) } else { out.raw("null") }
        out.raw(",\"source\":")
        out.string(resolution.source == .none ? "name" : resolution.source.rawValue)
        out.raw("}\n")
      case .failure(let error):
        bad += 1
        printError("filekind: \(path): \(error)")
      }
      out.flush()
    }
    return bad == 0 ? 0 : 1
  }

  func classify(_ path: String) -> Result<KindResolution, any Error> {
    let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(CocoaError(.fileNoSuchFile))
    }
    if isDirectory.boolValue {
      return .success(KindResolver.resolve(KindSignals(name: name, isFolder: true)))
    }
    var signals = KindSignals(name: name)
    if sniff {
      do {
        signals.sniffedMIMEType = try ContentSniffer.shared.sniff(path: path)
      } catch {
        return .failure(error)
      }
    }
    return .success(KindResolver.resolve(signals))
  }
}
