import Dispatch
import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Batch mode on several cores (`--jobs N`): the main thread splits lines
/// into the chunks of a round (one more than the threads that can run at
/// once: `jobs`, at most the number of cores; at most ``linesPerChunk``
/// lines and ``bytesPerChunk`` bytes each) (at most ``linesPerChunk`` lines,
/// and together at most ``inputBudget`` bytes of input), the chunks are
/// validated in parallel into in-memory buffers, and their output is
/// written in input order, so the result is byte for byte what
/// ``BatchRunner`` writes.
///
/// Memory is bounded by bytes, not by counts: the chunks of a round hold
/// at most ``outputBudget`` bytes of output together (past its share, a
/// chunk waits for its turn, ``TurnGate``, and writes as it goes), plus
/// one line's result each, and an eighth of that in input.
struct ParallelBatchRunner {
  let validator: any Validator
  /// The writer whose format and destination the chunks copy.
  let writer: RecordWriter
  let maxLength: Int
  let header: Bool
  let jobs: Int

  static let linesPerChunk = 8192
  /// The output bytes all the chunks of a round may hold together.
  static let outputBudget = 4 << 20
  /// The chunks of a round: one more than the threads that run at once
  /// (`concurrentPerform` runs no more threads than there are cores).
  var chunkCount: Int { min(jobs, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) + 1 }
  /// The output bytes a chunk holds before it waits for its turn to write.
  var outputCap: Int { max(128 << 10, Self.outputBudget / chunkCount) }
  /// The input bytes of one chunk (at least one line): an eighth of its
  /// output cap, as a short line's JSON result is about eight times the
  /// line, so that a chunk seldom waits for its turn.
  var bytesPerChunk: Int { outputCap / 8 }
  /// The clean-line shortcut, found once on the main thread (a protocol
  /// cast), shared by the chunks; none for a validator whose lines are
  /// decided only in runs (a URL validator's), which a chunk's lines,
  /// taken one by one, never are.
  var lane: CanonicalLineLane? {
    guard let lane = CanonicalLineLane(validator, format: writer.format), lane.decidesOneByOne
    else { return nil }
    return lane
  }

  /// Lines of one chunk, copied out of the reader's buffer, and what their
  /// validation wrote.
  final class Chunk: @unchecked Sendable {
    var firstLine = 0
    var bytes: [UInt8] = []
    /// Per line: its end offset in ``bytes`` (for a line that was too long,
    /// the end of its kept first bytes).
    var ends: [Int] = []
    /// The byte lengths of the lines that were too long, by index in the chunk.
    var tooLong: [Int: Int] = [:]
    let out = OutputBuffer(memoryCapacity: 1 << 15)
    let err = OutputBuffer(memoryCapacity: 1 << 13)
    var totals = BatchSummary()
    /// Whether the chunk has the turn and writes each line's output at once.
    var writesDirectly = false

    /// Moves the held output to the real output (only with the turn).
    func drain(into target: Target) {
      out.drain(into: target.out)
      err.drain(into: target.err)
    }
  }

  /// The real output streams, handed to the chunk that has the turn.
  struct Target: @unchecked Sendable {
    let out: OutputBuffer
    let err: OutputBuffer
  }

  /// Runs the batch over stdin.
  /// - Returns: The counts of lines, invalid lines and issue codes.
  func run() -> BatchSummary {
    let reader = LineReader(fd: 0, maxLength: maxLength)
    if header && writer.format == .tsv { writer.out.write(RecordWriter.tsvHeader) }
    let pool = (0..<chunkCount).map { _ in Chunk() }
    // Room for the cap and one large result, reserved once: the held output
    // never reallocates (a doubling copy would hold twice the bytes).
    for chunk in pool { chunk.out.reserve(outputCap + (1 << 20)) }
    let gate = TurnGate()
    let bytesPerChunk = self.bytesPerChunk
    let outputCap = self.outputCap
    var totals = BatchSummary()
    var lineNumber = 0
    var done = false
    let lane = self.lane
    while !done {
      var used = 0
      while used < pool.count {
        let chunk = pool[used]
        chunk.bytes.removeAll(keepingCapacity: true)
        chunk.ends.removeAll(keepingCapacity: true)
        chunk.tooLong.removeAll(keepingCapacity: true)
        chunk.firstLine = lineNumber + 1
        while chunk.ends.count < Self.linesPerChunk && chunk.bytes.count < bytesPerChunk {
          guard !BatchInterrupt.isSet, let line = reader.next() else {
            done = true
            break
          }
          switch line {
          case .bytes(let b):
            chunk.bytes.append(contentsOf: b)
            chunk.ends.append(chunk.bytes.count)
          case .tooLong(let n, let prefix):
            chunk.bytes.append(contentsOf: prefix)
            chunk.tooLong[chunk.ends.count] = n
            chunk.ends.append(chunk.bytes.count)
          }
        }
        lineNumber += chunk.ends.count
        if chunk.ends.isEmpty { break }
        used += 1
        if done { break }
      }
      let round = Array(pool[0..<used])
      let validator = self.validator
      let style = Style(
        typeName: writer.typeName, format: writer.format, onlyInvalid: writer.onlyInvalid,
        maxLength: maxLength, language: writer.language, secret: writer.secret,
        revealSecrets: writer.revealSecrets)
      let bom = reader.removedByteOrderMark
      let target = Target(out: writer.out, err: writer.err)
      gate.reset()
      DispatchQueue.concurrentPerform(iterations: round.count) { i in
        Self.validate(
          round[i], validator: validator, lane: lane, style: style, bom: bom, outputCap: outputCap
        ) { heldOverCap in
          // After each line: the chunk that has the turn writes as it goes;
          // another one waits for its turn once its output passes the cap.
          if round[i].writesDirectly || heldOverCap {
            if !round[i].writesDirectly {
              gate.wait(for: i)
              round[i].writesDirectly = true
            }
            round[i].drain(into: target)
          }
        }
        gate.wait(for: i)
        round[i].drain(into: target)
        round[i].writesDirectly = false
        gate.pass(after: i)
      }
      for chunk in round {
        totals.invalid += chunk.totals.invalid
        for (code, count) in chunk.totals.codes { totals.add(code, count: count) }
      }
    }
    totals.lines = lineNumber
    totals.readError = reader.readError
    return totals
  }

  /// What a chunk's writer needs to know, shareable across threads.
  struct Style: Sendable {
    var typeName: String
    var format: RecordFormat
    var onlyInvalid: Bool
    var maxLength: Int
    var language: MessageLanguage
    var secret: SecretMask?
    var revealSecrets: Bool
  }

  private static func validate(
    _ chunk: Chunk, validator: any Validator, lane: CanonicalLineLane?, style: Style, bom: Bool,
    outputCap: Int, afterLine: (_ heldOverCap: Bool) -> Void
  ) {
    var local = RecordWriter(
      typeName: style.typeName, format: style.format, onlyInvalid: style.onlyInvalid,
      out: chunk.out, err: chunk.err)
    local.language = style.language
    local.secret = style.secret
    local.revealSecrets = style.revealSecrets
    let step = BatchLineStep(validator: validator, lane: lane, maxLength: style.maxLength)
    var totals = BatchSummary()
    chunk.bytes.withUnsafeBufferPointer { all in
      var start = 0
      for (i, end) in chunk.ends.enumerated() {
        let bytes = UnsafeBufferPointer(rebasing: all[start..<end])
        start = end
        let number = chunk.firstLine + i
        step.run(
          bytes, tooLong: chunk.tooLong[i], number: number, notesBOM: bom && number == 1,
          writer: local, totals: &totals)
        afterLine(chunk.out.heldBytes + chunk.err.heldBytes > outputCap)
      }
    }
    chunk.totals = totals
    chunk.out.flush()
    chunk.err.flush()
  }
}
