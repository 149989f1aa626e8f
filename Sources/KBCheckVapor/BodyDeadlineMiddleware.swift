#if Vapor
import Vapor

/// Reads a request's body within a deadline, before the route collects it:
/// a client that sends its body slowly (a few bytes a minute, to hold the
/// connection and a task) gets 408 Request Timeout instead of a handler
/// that waits for ever. Vapor 4's `HTTPServer.Configuration` has no
/// header or body read timeout and no connection limit, so a service also
/// bounds requests in flight (``InFlightLimitMiddleware``) and, for the
/// header read and the connection count, runs behind a proxy that has them
/// (see the FormSchemas article, "Running a service").
///
/// ```swift
/// app.middleware.use(JSONErrorMiddleware(…))          // turns 408 into JSON
/// app.middleware.use(InFlightLimitMiddleware(limit: 256))
/// app.middleware.use(BodyDeadlineMiddleware(timeout: .seconds(10), maxBodySize: 64 * 1024))
/// ```
public struct BodyDeadlineMiddleware: AsyncMiddleware {
  /// How long the whole body may take to arrive.
  public let timeout: Duration
  /// The largest body read; a larger one is 413.
  public let maxBodySize: Int

  /// Creates the middleware.
  /// - Parameters:
  ///   - timeout: How long the whole body may take to arrive (10 s by default).
  ///   - maxBodySize: The largest body read (64 KiB by default).
  public init(timeout: Duration = .seconds(10), maxBodySize: Int = 64 * 1024) {
    self.timeout = timeout
    self.maxBodySize = maxBodySize
  }

  /// Collects a streamed body within ``timeout`` (413 past ``maxBodySize``,
  /// 408 past the deadline), then passes the request on.
  /// - Parameters:
  ///   - request: The request.
  ///   - next: The rest of the chain.
  /// - Returns: The response.
  /// - Throws: `Abort(.requestTimeout)`, `Abort(.payloadTooLarge)`, or what
  ///   the rest of the chain throws.
  public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws
    -> Response
  {
    if request.body.data == nil, request.method != .GET, request.method != .HEAD {
      try await Self.collect(request, max: maxBodySize, within: timeout).get()
    }
    return try await next.respond(to: request)
  }
}

extension BodyDeadlineMiddleware {
  /// The body collected, or a failure at the deadline: a race settled on the
  /// request's event loop. (Not a task group: a group waits for all of its
  /// children, and a body read that never ends would hold the answer back.)
  /// - Parameters:
  ///   - request: The request whose body is streamed.
  ///   - limit: The largest body; one byte more is read, so that the route's
  ///     own `.collect(maxSize: limit + 1)` sees a too-large body as such.
  ///   - timeout: How long the whole body may take.
  /// - Returns: A future that succeeds once the body is in, or fails with
  ///   `Abort(.requestTimeout)` at the deadline.
  static func collect(_ request: Request, max limit: Int, within timeout: Duration)
    -> EventLoopFuture<Void>
  {
    let loop = request.eventLoop
    let promise = loop.makePromise(of: Void.self)
    let nanoseconds =
      timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
    loop.execute {
      let settled = RaceFlag()
      let deadline = loop.scheduleTask(in: .nanoseconds(nanoseconds)) {
        guard !settled.isSettled else { return }
        settled.isSettled = true
        promise.fail(
          Abort(.requestTimeout, reason: "The request body did not arrive within \(timeout)."))
      }
      request.body.collect(max: limit + 1).whenComplete { result in
        guard !settled.isSettled else { return }
        settled.isSettled = true
        deadline.cancel()
        promise.completeWith(result.map { _ in () })
      }
    }
    return promise.futureResult
  }
}

/// Whether a race on one event loop is settled. Read and written only on
/// that loop (each callback runs there), so it needs no lock.
private final class RaceFlag: @unchecked Sendable {
  var isSettled = false
}

/// Answers 503 Service Unavailable (with `Retry-After`) while `limit`
/// requests are already being handled: a bound on the work a burst of
/// clients can start, where Vapor 4 offers no connection limit of its own.
public final class InFlightLimitMiddleware: AsyncMiddleware, @unchecked Sendable {
  /// The most requests handled at once.
  public let limit: Int
  private let lock = NSLock()
  private var inFlight = 0

  /// Creates the middleware.
  /// - Parameter limit: The most requests handled at once (256 by default).
  public init(limit: Int = 256) { self.limit = limit }

  /// Passes the request on when there is room, else answers 503.
  /// - Parameters:
  ///   - request: The request.
  ///   - next: The rest of the chain.
  /// - Returns: The response.
  /// - Throws: `Abort(.serviceUnavailable)`, or what the chain throws.
  public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws
    -> Response
  {
    let admitted = lock.withLock {
      let room = inFlight < limit
      if room { inFlight += 1 }
      return room
    }
    guard admitted else {
      throw Abort(
        .serviceUnavailable, headers: ["Retry-After": "1"],
        reason: "The service is busy; try again in a moment.")
    }
    defer { lock.withLock { inFlight -= 1 } }
    return try await next.respond(to: request)
  }
}
#endif
