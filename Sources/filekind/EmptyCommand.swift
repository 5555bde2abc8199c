import FileKind
import FileKindCommandCore

/// `filekind empty`: prints the empty state one presentation shows in one situation,
/// as one JSON object.
struct EmptyCommand {
  let state: EmptyState

  /// `empty`'s options, declared once.
  static let options = OptionTable(
    command: "empty",
    [
      OptionSpec(["--tier"], value: "swiftui|uikit", "which app's wording (required)"),
      OptionSpec(["--folder"], conflicts: ["--search"], "the folder holds nothing"),
      OptionSpec(["--search"], value: "QUERY", "a search for QUERY found nothing"),
      OptionSpec(
        ["--scope"], value: "folder|account", requires: ["--search"],
        "where the search looked (default: folder)"),
    ])

  init(parsing tokens: [[UInt8]]) {
    let parsed = Usage.parse(tokens, Self.options, help: Usage.empty)
    if !parsed.operands.isEmpty { Usage.fail("empty takes no operands", command: "empty") }
    var presentation: RowPresentation?
    var folder = false
    var query: String?
    var scope = EmptyState.SearchScope.folder
    for (key, _, value) in parsed.options {
      let text = Usage.text(value)
      switch key {
      case "--tier": presentation = Usage.presentation(value, command: "empty")
      case "--folder": folder = true
      case "--search": query = text
      case "--scope":
        guard let parsed = EmptyState.SearchScope(rawValue: text.lowercased()) else {
          Usage.fail("--scope takes folder or account, not '\(Shown.text(text))'", command: "empty")
        }
        scope = parsed
      default: break
      }
    }
    guard let presentation else { Usage.fail("empty needs --tier swiftui|uikit", command: "empty") }
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
