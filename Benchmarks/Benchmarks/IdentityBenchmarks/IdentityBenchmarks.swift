import Benchmark
import KBCheck

// ASCII (the fast path), Unicode names and refusals (see Tests/KBCheckTests/Identity).
let asciiNames = ["alice", "Bob_42", "o'neil", "x.y-z", "jdoe1970"]
let unicodeNames = ["jürgen", "ＡＢＣ", "Ελένη", "Дмитрий", "山田たろう", "محمد", "André", "a\u{202E}b"]
let passwords = ["correct horse battery staple", "hunter2", "Tr0ub4dor&3", "pass\u{A0}wörd-42"]

let benchmarks: @Sendable () -> Void = {
  let config = Benchmark.Configuration(
    metrics: [.throughput, .mallocCountTotal, .instructions], scalingFactor: .kilo)

  Benchmark("Identity: UsernameCaseMapped, ASCII", configuration: config) { benchmark in
    for i in benchmark.scaledIterations {
      blackHole(PRECISProfile.usernameCaseMapped.enforce(asciiNames[i % asciiNames.count]))
    }
  }
  Benchmark("Identity: UsernameCaseMapped, Unicode", configuration: config) { benchmark in
    for i in benchmark.scaledIterations {
      blackHole(PRECISProfile.usernameCaseMapped.enforce(unicodeNames[i % unicodeNames.count]))
    }
  }
  Benchmark("Identity: validate a username (UTS #39 included)", configuration: config) {
    benchmark in
    let validator = UsernameValidator()
    let all = asciiNames + unicodeNames
    for i in benchmark.scaledIterations { blackHole(validator.validate(all[i % all.count])) }
  }
  Benchmark("Identity: validate a nickname", configuration: config) { benchmark in
    let validator = NicknameValidator()
    let all = asciiNames + unicodeNames
    for i in benchmark.scaledIterations { blackHole(validator.validate(all[i % all.count])) }
  }
  Benchmark("Identity: validate a new password (SP 800-63B)", configuration: config) {
    benchmark in
    let validator = PasswordValidator(policy: .multiFactor)
    for i in benchmark.scaledIterations {
      blackHole(validator.validate(passwords[i % passwords.count]))
    }
  }
}
