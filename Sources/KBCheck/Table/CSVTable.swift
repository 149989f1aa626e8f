import Dispatch
import Synchronization

/// A CSV table validated row by row as it streams: for a service that
/// imports a file the way `kbcheck table` does.
///
/// ```swift
/// let table = CSVTable(schema: schema, chunks: upload)   // an AsyncSequence of [UInt8]
/// for try await row in table.rows {
///   if !row.isValid { print(row.row, row.report.fields) }
/// }
/// ```
/// The first record is the header. Memory is bounded by the longest row and
/// two chunks; rows come in input order. The reader runs on a Dispatch
/// worker (never on a cooperative thread); it waits for the next chunk
/// while the async side fetches it.
public struct CSVTable<Chunks: AsyncSequence & Sendable>: Sendable
where Chunks.Element == [UInt8] {
  /// The schema.
  public let schema: FormSchema
  /// The field delimiter.
  public let delimiter: UInt8
  /// The locale of fields that pin none.
  public let locale: String?
  private let chunks: Chunks

  /// Creates a table.
  /// - Parameters:
  ///   - schema: The schema each row is validated by.
  ///   - delimiter: The field delimiter (`,` by default; `;`, tab, …).
  ///   - locale: The locale of fields that pin none.
  ///   - chunks: The table's bytes, in chunks of any size.
  public init(
    schema: FormSchema, delimiter: UInt8 = UInt8(ascii: ","), locale: String? = nil,
    chunks: Chunks
  ) {
    self.schema = schema
    self.delimiter = delimiter
    self.locale = locale
    self.chunks = chunks
  }

  /// The rows' reports, in order. Throws what the chunks throw, or a
  /// ``TableIssue`` for a header that cannot be used (a malformed header
  /// record, a column named twice).
  public var rows: AsyncThrowingStream<TableRowReport, any Error> {
    let schema = self.schema
    let delimiter = self.delimiter
    let locale = self.locale
    let chunks = self.chunks
    return AsyncThrowingStream(bufferingPolicy: .bufferingOldest(256)) { continuation in
      let channel = ChunkChannel()
      let feeder = Task {
        do {
          for try await chunk in chunks {
            if Task.isCancelled { break }
            await channel.put(chunk)
          }
          channel.finish(error: nil)
        } catch {
          channel.finish(error: error)
        }
      }
      DispatchQueue.global().async {
        var reader = CSVRecordReader(delimiter: delimiter) { channel.take() }
        do {
          guard let first = reader.next() else { return continuation.finish() }
          guard case .record(let names, _) = first else {
            if case .malformed(let issue, _, _) = first { throw issue }
            return continuation.finish()
          }
          let validator = try TableValidator(schema: schema, header: names, locale: locale)
          var row = 0
          while let item = reader.next() {
            row += 1
            continuation.yield(validator.validate(item, row: row))
          }
          if let error = channel.error { throw error }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
        feeder.cancel()
      }
      continuation.onTermination = { _ in
        feeder.cancel()
        channel.finish(error: nil)
      }
    }
  }
}

/// Hands chunks from an async producer to a blocking consumer, at most two
/// at a time.
final class ChunkChannel: Sendable {
  private struct State {
    var queue: [[UInt8]] = []
    var finished = false
    var error: (any Error)?
  }
  private let state = Mutex(State())
  private let available = DispatchSemaphore(value: 0)
  private let room = ConcurrencyLimiter(limit: 2)

  /// Adds a chunk, waiting (suspended) while two are unread
  /// (``ConcurrencyLimiter`` of the DNS resolver, reused as a task semaphore).
  func put(_ chunk: [UInt8]) async {
    await room.acquire()
    state.withLock { $0.queue.append(chunk) }
    available.signal()
  }

  /// Marks the end, with the producer's error if it failed.
  func finish(error: (any Error)?) {
    let first = state.withLock { state -> Bool in
      guard !state.finished else { return false }
      state.finished = true
      state.error = error
      return true
    }
    if first { available.signal() }
  }

  /// The producer's error, once finished.
  var error: (any Error)? { state.withLock { $0.error } }

  /// The next chunk, blocking until one comes; `nil` at the end.
  func take() -> [UInt8]? {
    while true {
      available.wait()
      let (chunk, finished) = state.withLock { state -> ([UInt8]?, Bool) in
        if !state.queue.isEmpty { return (state.queue.removeFirst(), false) }
        return (nil, state.finished)
      }
      if let chunk {
        Task { await room.release() }
        return chunk
      }
      if finished {
        available.signal()  // later calls see the end too
        return nil
      }
    }
  }
}
