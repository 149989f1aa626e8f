import Dispatch
import KBCheck

/// Batch mode on several cores (`--jobs N`): the main thread splits lines
/// into chunks (at most ``linesPerChunk`` lines or about 1 MiB each), the
/// chunks of a round are validated in parallel into in-memory buffers, and
/// their output is written in input order, so the result is byte for byte
/// what ``BatchRunner`` writes. Memory stays bounded by `2 × jobs` chunks.
struct ParallelBatchRunner {
  let validator: any Validator
  /// The writer whose format and destination the chunks copy.
  let writer: RecordWriter
  let maxLength: Int
  let header: Bool
  let jobs: Int

  static let linesPerChunk = 8192
  static let bytesPerChunk = 1 << 20

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
    let out = OutputBuffer(memoryCapacity: 1 << 16)
    let err = OutputBuffer(memoryCapacity: 1 << 14)
    var totals = BatchSummary()
  }

  /// Runs the batch over stdin.
  /// - Returns: The counts of lines, invalid lines and issue codes.
  func run() -> BatchSummary {
    let reader = LineReader(fd: 0, maxLength: maxLength)
    if header && writer.format == .tsv { writer.out.write(RecordWriter.tsvHeader) }
    let pool = (0..<(2 * jobs)).map { _ in Chunk() }
    var totals = BatchSummary()
    var lineNumber = 0
    var done = false
    while !done {
      var used = 0
      while used < pool.count {
        let chunk = pool[used]
        chunk.bytes.removeAll(keepingCapacity: true)
        chunk.ends.removeAll(keepingCapacity: true)
        chunk.tooLong.removeAll(keepingCapacity: true)
        chunk.firstLine = lineNumber + 1
        while chunk.ends.count < Self.linesPerChunk && chunk.bytes.count < Self.bytesPerChunk {
          guard let line = reader.next() else {
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
        maxLength: maxLength)
      let bom = reader.removedByteOrderMark
      DispatchQueue.concurrentPerform(iterations: round.count) { i in
        Self.validate(round[i], validator: validator, style: style, bom: bom)
      }
      for chunk in round {
        chunk.out.drain(into: writer.out)
        chunk.err.drain(into: writer.err)
        totals.invalid += chunk.totals.invalid
        for (code, count) in chunk.totals.codes { totals.codes[code, default: 0] += count }
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
  }

  private static func validate(_ chunk: Chunk, validator: any Validator, style: Style, bom: Bool) {
    let maxLength = style.maxLength
    let local = RecordWriter(
      typeName: style.typeName, format: style.format, onlyInvalid: style.onlyInvalid,
      out: chunk.out, err: chunk.err)
    chunk.totals = BatchSummary()
    chunk.bytes.withUnsafeBufferPointer { all in
      var start = 0
      for (i, end) in chunk.ends.enumerated() {
        var result: ValidationResult
        let bytes = UnsafeBufferPointer(rebasing: all[start..<end])
        start = end
        if let length = chunk.tooLong[i] {
          result = BatchRunner.tooLong(length, limit: maxLength, prefix: Array(bytes))
        } else {
          if let bad = UTF8Validation.firstInvalidByteOffset(in: bytes) {
            result = BatchRunner.invalidUTF8(bytes, at: bad)
          } else {
            result = validator.validate(String(decoding: bytes, as: UTF8.self))
          }
        }
        if bom && chunk.firstLine + i == 1 { result = BatchRunner.notingBOM(result) }
        let valid = result.isValid
        chunk.totals.count(result, valid: valid)
        local.write(result, valid: valid, line: chunk.firstLine + i)
      }
    }
    chunk.out.flush()
    chunk.err.flush()
  }
}
