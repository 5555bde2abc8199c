#!/usr/bin/env python3
"""Measures where Foundation's localizedStandardCompare faults, for name
order's bound (The List Around the Rows).

Builds a small oracle with AddressSanitizer that reads pairs of names (hex
UTF-8, tab-separated) and prints Foundation's answer for each; a pair that
faults kills the oracle, is counted, and a new oracle takes the next pair.

  python3 Scripts/probe-foundation-order.py [PAIRS]

1. The measured shape: a piece of N letters around a difference only an
   ignorable NUL makes, then a piece of 70; faults from N = 126 on.
2. Random names within the bound (a replica of FoundationOracle.isWithinBound:
   stretches of 32, runs of 120, 1,024 units) and past it, built to reach
   the fault: the within-bound pairs must never fault.
"""
import os, random, subprocess, sys, tempfile, unicodedata

ORACLE_SOURCE = r'''
import Foundation
setvbuf(stdout, nil, _IOLBF, 0)
func unhex(_ s: Substring) -> String {
  var bytes = [UInt8](); var it = s.utf8.makeIterator()
  func v(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
  while let h = it.next(), let l = it.next() { bytes.append(v(h) << 4 | v(l)) }
  return String(decoding: bytes, as: UTF8.self)
}
while let line = readLine() {
  let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
  print(unhex(parts[0]).localizedStandardCompare(unhex(parts[1])).rawValue)
}
'''

def build_oracle():
    folder = tempfile.mkdtemp()
    source = os.path.join(folder, "oracle.swift")
    open(source, "w").write(ORACLE_SOURCE)
    binary = os.path.join(folder, "oracle")
    subprocess.run(["swiftc", "-sanitize=address", source, "-o", binary], check=True,
                   stderr=subprocess.DEVNULL)
    return binary

def ask(oracle, pairs):
    """Foundation's answer per pair, or 'fault'."""
    answers, i = [], 0
    while i < len(pairs):
        child = subprocess.Popen([oracle], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True)
        while i < len(pairs):
            a, b = pairs[i]
            try:
                child.stdin.write(a.encode().hex() + "\t" + b.encode().hex() + "\n")
                child.stdin.flush()
                line = child.stdout.readline()
            except BrokenPipeError:
                line = ""
            i += 1
            if not line:
                answers.append("fault")
                child.kill()
                break
            answers.append(int(line))
        else:
            child.stdin.close()
            child.wait()
    return answers

# A replica of FoundationOracle.isWithinBound.
STRETCH, RUN, LENGTH = 32, 120, 1024
ASCII_STRETCH = set(chr(b) for b in range(0x20)) | {"\x7f"} | set("!\"#%&'()*,-./:;?@[\\]_{}")

def units(c):
    return 2 if ord(c) > 0xFFFF else 1

def in_stretch(c):
    if c < "\x80":
        return c in ASCII_STRETCH
    category = unicodedata.category(c)
    return category[0] in "MP" or category in ("Cc", "Cf", "Cn", "Co", "Cs")

def ends_run(c):
    o = ord(c)
    if o < 0x80:
        return c in " $+<=>^`|~"
    return 0x2E80 <= o < 0xAC00 or o in (0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F) or 0x2000 <= o <= 0x200A

def within(name):
    stretch = run = length = 0
    for c in name:
        stretch = stretch + units(c) if in_stretch(c) else 0
        run = 0 if ends_run(c) else run + units(c)
        length += units(c)
        if stretch > STRETCH or run > RUN:
            return False
    return length <= LENGTH

IGNORABLE = ["\0", "\x01", "\x1e", "\u200b", "\u00ad", "\ufeff", "\u2060"]
LETTERS = list("abcxyzHHHe") + ["é", "e\u0301", "ö", "o\u0308", "ß", "ﬁ", "Я", "α", "가", "\ufffd", "1", "0", ".", "-", ";"]
STOPS = [" ", "+", "~", "€", "🎬", "一", "\u00a0"]

def letters(count):
    text = ""
    while len(text.encode("utf-16-le")) // 2 < count:
        text += random.choice(LETTERS)
    return text

def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    random.seed(2026)
    oracle = build_oracle()
    shape = [("x\0" + "H" * n + " " + "H" * 70 + "a", "x" + "H" * n + " " + "H" * 70 + "b") for n in range(116, 132)]
    print("run length: answer")
    for n, answer in zip(range(116, 132), ask(oracle, shape)):
        print(f"  {n}: {answer}")
    pairs = []
    for _ in range(count):
        first, second = letters(random.randint(90, 160)), letters(random.randint(50, 140))
        lead = random.choice(["", "x", "Ab", "é"])
        ignorable = "".join(random.choice(IGNORABLE) for _ in range(random.randint(1, 3)))
        stop = random.choice(STOPS)
        a = lead + ignorable + first + stop + second + random.choice("ab")
        b = lead + first + stop + second + random.choice("cd")
        pairs.append((a, b) if random.random() < 0.5 else (b, a))
    tally = {}
    for (a, b), answer in zip(pairs, ask(oracle, pairs)):
        key = ("within the bound" if within(a) and within(b) else "past the bound", answer == "fault")
        tally[key] = tally.get(key, 0) + 1
    for (where, fault), n in sorted(tally.items()):
        print(f"{where}: {n} pairs, {'faulted' if fault else 'answered'}")
    if tally.get(("within the bound", True)):
        sys.exit("Foundation faulted within the bound")

if __name__ == "__main__":
    main()
