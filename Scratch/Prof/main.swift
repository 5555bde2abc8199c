import FileKind
import Foundation

let family = CommandLine.arguments[1]
let n = Int(CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "200000")!
var names: [String] = []
let marks = (0x300..<0x340).map { String(Character(Unicode.Scalar($0)!)) }
for i in 0..<2000 {
  switch family {
  case "digits": names.append("track " + String(i % 10) + String(Character(Unicode.Scalar(0x0660 + UInt32(i * 7 % 10))!)))
  case "cjk": names.append(["中文", "日本語", "한국어", "カタカナ", "ひらがな"][i % 5] + String(i % 100))
  case "lig": names.append(["ﬁle", "file", "Straße", "Strasse", "ǆungla", "dzungla"][i % 6] + String(i % 10))
  case "ctl": names.append(["resume", "final", "straße"][i % 3] + String(repeating: ["\u{1}", "\u{200B}", "\u{1E}"][i % 3], count: 1 + i % 30) + "cafe")
  case "stack": names.append("x e" + (0..<(60 + i % 140)).map { marks[($0 * 7 + i) % marks.count] }.joined())
  case "long": names.append(String(repeating: "chapter.", count: 150) + String(i % 10) + ["a", "B"][i % 2])
  default: fatalError()
  }
}
var total = 0
let start = Date()
for k in 0..<n { total &+= NameOrder.compare(names[k % 2000], names[(k + 1) % 2000]).rawValue }
print(total, Date().timeIntervalSince(start) / Double(n) * 1e9, "ns")
