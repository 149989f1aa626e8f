import Foundation
import Testing

/// When stdout and stderr are the same file (`2>&1`), the CLI writes both
/// through one buffer, so each line's issues stand next to its value, in
/// input order, whatever the volume (the buffers flush many times here).
@Suite struct OutputOrderTests {
  @Test func sameFileKeepsTheLinesInOrder() throws {
    // Every third line is refused (an issue on stderr), the others are
    // values on stdout.
    let count = 30_000
    let input = (0..<count).map { $0 % 3 == 0 ? "https://a b\($0)/" : "https://ok\($0).example/" }
    let outcome = try ChildProcess.run(
      "/bin/sh",
      ["-c", "\"$0\" --type url --profile whatwg --format text - 2>&1", try Kbcheck.binary.path],
      stdin: .bytes(Array((input.joined(separator: "\n") + "\n").utf8)))
    let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n")
    var next = 0
    var misplaced: [String] = []
    for line in lines {
      if line.hasPrefix("https://ok") {
        while next % 3 == 0 { next += 1 }
        if line != "https://ok\(next).example/" { misplaced.append(String(line)) }
        next += 1
      } else if line.hasPrefix("error[") {
        if next % 3 != 0 || !line.hasSuffix("stdin:\(next + 1):10") {
          misplaced.append(String(line))
        }
        next += 1
      }
    }
    #expect(next == count, "\(next) lines read back")
    #expect(misplaced.isEmpty, "\(misplaced.count) out of order: \(misplaced.prefix(5))")
  }
}
