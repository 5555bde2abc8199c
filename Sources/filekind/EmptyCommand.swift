import FileKind
import FileKindCommandCore

/// `filekind empty`: prints the empty state one presentation shows in one situation,
/// as one JSON object.
struct EmptyCommand {
  let state: EmptyState

  init(parsing arguments: Arguments) {
    var arguments = arguments
    var presentation: RowPresentation?
    var folder = false
    var query: String?
    var scope = EmptyState.SearchScope.folder
    var scopeGiven = false
    while let item = arguments.next() {
      guard case .option(let name, let inline) = item else {
        Usage.fail("empty takes no operands", command: "empty")
      }
      switch name {
      case "-h", "--help": Usage.show(Usage.empty)
      case "--tier": presentation = arguments.presentation(of: name, inline: inline)
      case "--folder": folder = true
      case "--search": query = arguments.text(of: name, inline: inline)
      case "--scope":
        let value = arguments.text(of: name, inline: inline)
        guard let parsed = EmptyState.SearchScope(rawValue: value) else {
          Usage.fail("--scope takes folder or account, not '\(Shown.text(value))'", command: "empty")
        }
        scope = parsed
        scopeGiven = true
      default: Usage.unknownOption(name, command: "empty")
      }
    }
    guard let presentation else { Usage.fail("empty needs --tier swiftui|uikit", command: "empty") }
    if scopeGiven && query == nil {
      Usage.fail("--scope says where a search looked; give --search QUERY with it", command: "empty")
    }
    if let query, query.isEmpty {
      Usage.fail("--search needs a query; an empty one matches no name", command: "empty")
    }
    switch (folder, query) {
    case (true, nil): state = EmptyState(presentation: presentation, situation: .emptyFolder)
    case (false, let query?):
      state = EmptyState(presentation: presentation, situation: .noSearchResults(query: query, scope: scope))
    default: Usage.fail("empty needs one of --folder or --search QUERY", command: "empty")
    }
  }

  func run() -> ExitStatus {
    let out = ByteBuffer(capacity: 1024)
    out.append("{\"title\":")
    JSONWriter.string(state.title, to: out)
    out.append(",\"message\":")
    JSONWriter.string(state.message, to: out)
    out.append(",\"glyph\":")
    JSONWriter.tintedGlyph(state.glyph, to: out)
    out.append(",\"action\":")
    if let action = state.action {
      out.append("{\"kind\":")
      JSONWriter.string(action.kind.rawValue, to: out)
      out.append(",\"title\":")
      JSONWriter.string(action.title, to: out)
      out.append("}")
    } else {
      out.append("null")
    }
    out.append("}\n")
    OutputStream(fd: 1).write(out)
    return .success
  }
}
