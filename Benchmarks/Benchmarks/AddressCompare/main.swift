// The kbcheck side of Scripts/dev/address-compare.sh: validates every line of a
// corpus (`country<TAB>postal code`) REPEAT times with PostalCodeValidator,
// then prints `seconds<TAB>lines<TAB>valid` and, per line, the verdict and
// the value on stdout (`1<TAB>value` or `0<TAB>`).
import Foundation
import KBCheck

let arguments = CommandLine.arguments
guard arguments.count == 3, let repeatCount = Int(arguments[2]),
  let text = try? String(contentsOfFile: arguments[1], encoding: .utf8)
else {
  FileHandle.standardError.write(Data("usage: AddressCompare CORPUS REPEAT\n".utf8))
  exit(2)
}
let lines: [(String, String)] = text.split(separator: "\n").map {
  let parts = $0.split(separator: "\t", omittingEmptySubsequences: false)
  return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
}
var validators: [String: PostalCodeValidator] = [:]
for (country, _) in lines where validators[country] == nil {
  validators[country] = try? PostalCodeValidator(country: country)
}
var valid = 0
let clock = ContinuousClock()
let start = clock.now
for _ in 0..<repeatCount {
  valid = 0
  for (country, code) in lines {
    if let validator = validators[country], validator.validate(code).isValid { valid += 1 }
  }
}
let elapsed = clock.now - start
let seconds =
  Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
var out = "\(seconds)\t\(lines.count)\t\(valid)\n"
for (country, code) in lines {
  let result = validators[country]?.validate(code)
  out += result?.isValid == true ? "1\t\(result?.value ?? "")\n" : "0\t\n"
}
FileHandle.standardOutput.write(Data(out.utf8))
