#if Hummingbird
import Hummingbird

extension Request {
  /// The request's body, read within a deadline: a client that sends its
  /// body slowly (to hold a connection and a task) gets 408 Request
  /// Timeout; a body over `maxBodySize` bytes is 413.
  ///
  /// The connection-level bounds are the server's: an idle timeout
  /// (`.http1(configuration: .init(idleTimeout: .seconds(30)))`) and a
  /// connection limit (`ApplicationConfiguration(…,
  /// availableConnectionsDelegate: MaximumAvailableConnections(256))`).
  /// - Parameters:
  ///   - maxBodySize: The largest body read.
  ///   - timeout: How long the whole body may take to arrive.
  /// - Returns: The body.
  /// - Throws: `HTTPError` 408 or 413.
  public func collectBody(upTo maxBodySize: Int, within timeout: Duration) async throws
    -> ByteBuffer
  {
    let request = self
    return try await withThrowingTaskGroup(of: ByteBuffer.self) { group in
      group.addTask {
        var copy = request
        do {
          return try await copy.collectBody(upTo: maxBodySize)
        } catch let error as HTTPError where error.status == .requestTimeout {
          throw error
        } catch is CancellationError {
          throw CancellationError()
        } catch {
          throw HTTPError(
            .contentTooLarge, message: "The request body is larger than \(maxBodySize) bytes.")
        }
      }
      group.addTask {
        try await Task.sleep(for: timeout)
        throw HTTPError(
          .requestTimeout, message: "The request body did not arrive within \(timeout).")
      }
      defer { group.cancelAll() }
      guard let body = try await group.next() else { throw CancellationError() }
      return body
    }
  }
}
#endif
