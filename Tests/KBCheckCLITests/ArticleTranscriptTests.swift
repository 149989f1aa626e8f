import Foundation
import Testing

/// Every `$ kbcheck …` transcript in the DocC articles
/// (`Sources/KBCheck/Documentation.docc/Articles/*.md`), run with the built
/// binary: the printed lines that follow a command must be its stdout then
/// its stderr, exactly; a following `$ echo $?` line gives its exit status.
/// A transcript line with shell syntax this test does not interpret (pipes,
/// redirections, `;`) is a named failure, so no example is skipped silently.
@Suite struct ArticleTranscriptTests {
  /// One `$ kbcheck` command of an article and what the article says it prints.
  struct Transcript: CustomStringConvertible {
    var article: String
    var line: Int
    var command: String
    var expected: String
    var status: Int32?
    var description: String { "\(article):\(line) \(command)" }
  }

  static let articles = Kbcheck.root.appendingPathComponent(
    "Sources/KBCheck/Documentation.docc/Articles")

  /// The transcripts of every article and of the README, in file and line order.
  static func transcripts() throws -> [Transcript] {
    let readme = try String(
      contentsOf: Kbcheck.root.appendingPathComponent("README.md"), encoding: .utf8)
    return try articleTranscripts() + transcripts(in: readme, article: "README.md")
  }

  /// The README's transcripts alone.
  static func readmeTranscripts() throws -> [Transcript] {
    try transcripts().filter { $0.article == "README.md" }
  }

  /// The transcripts of every article, in file and line order.
  static func articleTranscripts() throws -> [Transcript] {
    let names = try FileManager.default.contentsOfDirectory(atPath: articles.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    var all: [Transcript] = []
    for name in names {
      let text = try String(
        contentsOf: articles.appendingPathComponent(name), encoding: .utf8)
      all += transcripts(in: text, article: name)
    }
    return all
  }

  /// The transcripts of one article: fenced blocks whose lines start with
  /// `$ kbcheck`.
  static func transcripts(in text: String, article: String) -> [Transcript] {
    var result: [Transcript] = []
    var inBlock = false
    var current: Transcript?
    func close() {
      if let done = current { result.append(done) }
      current = nil
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("```") {
        close()
        inBlock.toggle()
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ kbcheck ") {
        close()
        current = Transcript(
          article: article, line: index + 1, command: String(line.dropFirst(2)), expected: "")
      } else if line == "$ echo $?" {
        continue
      } else if line.hasPrefix("$ ") {
        close()
      } else if current != nil {
        if let status = Int32(line), index > 0, lines[index - 1] == "$ echo $?" {
          current?.status = status
        } else {
          current?.expected += line + "\n"
        }
      }
    }
    return result
  }

  /// The arguments of a shell command line: words split on spaces, with
  /// single and double quotes; `nil` for shell syntax beyond that.
  static func arguments(_ command: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for c in command {
      if let q = quote {
        if c == q { quote = nil } else { word.append(c) }
      } else if c == "'" || c == "\"" {
        quote = c
        inWord = true
      } else if c == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if "|<>;&$`\\".contains(c) {
        return nil
      } else {
        word.append(c)
        inWord = true
      }
    }
    guard quote == nil else { return nil }
    if inWord { words.append(word) }
    return words
  }

  @Test func articlesHaveTranscripts() throws {
    #expect(try Self.articleTranscripts().count >= 12)
    #expect(try Self.readmeTranscripts().count >= 8)
  }

  @Test func everyTranscriptPrintsWhatTheArticleSays() throws {
    var failures: [String] = []
    let transcripts = try Self.transcripts()
    for transcript in transcripts {
      guard let words = Self.arguments(transcript.command), words.first == "kbcheck" else {
        failures.append("\(transcript): shell syntax this test does not run")
        continue
      }
      let run = try Kbcheck.run(Array(words.dropFirst()))
      let printed = run.stdout + run.stderr
      if printed != transcript.expected {
        failures.append(
          "\(transcript)\n--- article\n\(transcript.expected)--- printed\n\(printed)")
      }
      if let status = transcript.status, status != run.status {
        failures.append("\(transcript): exit \(run.status), article says \(status)")
      }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) of \(transcripts.count):\n\(failures.joined(separator: "\n"))")
  }
}
