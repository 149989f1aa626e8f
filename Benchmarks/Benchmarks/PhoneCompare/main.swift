// The kbcheck side of Scripts/phone/phone-compare.sh: the same loop as the C++ driver
// (Scripts/phone/phone-compare/driver.cc): parse each corpus line with its default
// region, validate, format E.164; prints "E164<TAB>valid|invalid" or
// "ERROR<TAB>kind" per line to stdout and the throughput to stderr.
// Usage: PhoneCompare CORPUS REGIONS_TSV [REPEAT]
import Foundation
import KBCheck

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(Data("usage: PhoneCompare CORPUS REGIONS_TSV [REPEAT]\n".utf8))
  exit(2)
}
let repeatCount = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8),
  let tsv = try? String(contentsOfFile: arguments[2], encoding: .utf8)
else {
  FileHandle.standardError.write(Data("cannot read \(arguments[1]) or \(arguments[2])\n".utf8))
  exit(2)
}
let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
  String.init)
let regions = tsv.split(separator: "\n").map { row -> String? in
  let region = row.split(separator: "\t").last.map(String.init) ?? "ZZ"
  return region == "ZZ" ? nil : region
}
guard lines.count == regions.count else {
  FileHandle.standardError.write(Data("\(lines.count) lines but \(regions.count) regions\n".utf8))
  exit(2)
}
let plans = PhoneNumberingPlans.production
var out = [String](repeating: "", count: lines.count)
var valid = 0
let clock = ContinuousClock()
let elapsed = clock.measure {
  for _ in 0..<repeatCount {
    valid = 0
    for i in lines.indices {
      do throws(PhoneParseError) {
        let n = try plans.parse(lines[i], defaultRegion: regions[i])
        let ok = plans.isValid(n)
        if ok { valid += 1 }
        out[i] = plans.format(n, .e164) + (ok ? "\tvalid" : "\tinvalid")
      } catch {
        out[i] = "ERROR\t\(error.kind.rawValue)"
      }
    }
  }
}
print(out.joined(separator: "\n"))
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let rate = Double(lines.count * repeatCount) / seconds
FileHandle.standardError.write(
  Data(
    String(
      format: "kbcheck (Swift, release): %d lines x %d in %.3f s, %.0f numbers/s, %d valid\n",
      lines.count, repeatCount, seconds, rate, valid
    ).utf8))
