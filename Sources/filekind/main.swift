// filekind: the command-line face of FileKind (SPEC §6).
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { Usage.fail("missing command") }
arguments.removeFirst()
switch command {
case "rows":
  SystemCalls.exit(RowsCommand(parsing: arguments).run())
case "classify":
  SystemCalls.exit(ClassifyCommand(parsing: arguments).run())
case "-h", "--help", "help":
  print(Usage.text)
  SystemCalls.exit(0)
default:
  Usage.fail("unknown command '\(command)'")
}
