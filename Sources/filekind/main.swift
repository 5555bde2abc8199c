import FileKind
import FileKindCommandCore

// filekind: the command-line face of FileKind.
// A standard descriptor the command was started without stays closed to
// every file opened later.
ProcessControl.holdStandardDescriptors()
// Large blocks go back to the system when freed, whatever the thread.
MemoryLimits.apply()
// Interrupted, the command stops between two output lines, never inside one.
LineBoundaryExit.install()
let tokens = ProcessControl.argumentBytes()
guard let first = tokens.first else { Usage.fail("missing command", command: nil) }
let command = String(decoding: first, as: UTF8.self)
let rest = Array(tokens.dropFirst())
switch command {
case "rows":
  ProcessControl.exit(RowsCommand(parsing: rest).run())
case "ingest":
  ProcessControl.exit(IngestCommand(parsing: rest).run())
case "empty":
  ProcessControl.exit(EmptyCommand(parsing: rest).run())
case "classify":
  ProcessControl.exit(ClassifyCommand(parsing: rest).run())
case "-h", "--help", "help":
  Usage.show(Usage.general)
case "--version", "-V":
  // The engines this process has: libmagic is loaded to say so.
  Usage.show(Usage.version + "\n" + ContentSniffer.libmagicStatus.description)
default:
  Usage.fail("unknown command '\(Shown.text(command))'", command: nil)
}
