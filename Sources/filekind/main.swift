// filekind: the command-line face of FileKind (SPEC §6).
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { Usage.fail("missing command") }
arguments.removeFirst()
switch command {
case "rows":
  SystemCalls.terminate(RowsCommand(parsing: arguments).run())
case "classify":
  SystemCalls.terminate(ClassifyCommand(parsing: arguments).run())
case "-h", "--help", "help":
  print(Usage.text)
  SystemCalls.terminate(0)
default:
  Usage.fail("unknown command '\(command)'")
}
