import CKBCheckDNS
import Dispatch
import Synchronization

/// Sends DNS queries through the C library's resolver, off Swift's
/// cooperative threads, at most a fixed number at once.
///
/// Each query runs `res_nsend` on a Dispatch worker with its own resolver
/// state (so queries run in parallel safely); the calling task is suspended,
/// never a thread of the cooperative pool or an event loop. A truncated UDP
/// answer is retried over TCP by the C library (RFC 7766).
final class DNSResolver: Sendable {
  /// What one query came back with.
  enum Answer: Sendable {
    /// A response (any RCODE).
    case message(DNSMessage)
    /// No answer within the time-out from any server.
    case noAnswer
    /// The response could not be read.
    case malformed
  }

  private let server: DNSServer?
  private let timeoutSeconds: Int32
  private let attempts: Int32
  private let limiter: ConcurrencyLimiter
  private let sent = Atomic<Int>(0)
  private let nextID = Atomic<UInt16>(0x2B1D)

  /// Creates a resolver.
  /// - Parameters:
  ///   - server: The server, or `nil` for `/etc/resolv.conf`'s.
  ///   - timeoutSeconds: The time-out of one attempt, in whole seconds (≥ 1).
  ///   - attempts: How often each server is tried (≥ 1).
  ///   - maxConcurrentQueries: How many queries may be under way at once.
  init(server: DNSServer?, timeoutSeconds: Int, attempts: Int, maxConcurrentQueries: Int) {
    self.server = server
    self.timeoutSeconds = Int32(clamping: max(1, timeoutSeconds))
    self.attempts = Int32(clamping: max(1, attempts))
    self.limiter = ConcurrencyLimiter(limit: max(1, maxConcurrentQueries))
  }

  /// How many queries this resolver has sent.
  var queryCount: Int { sent.load(ordering: .relaxed) }

  /// Asks for one name and type.
  /// - Parameters:
  ///   - name: The absolute ASCII name.
  ///   - type: The record type.
  /// - Returns: The answer.
  func query(_ name: String, _ type: DNSMessage.RecordType) async -> Answer {
    let id = nextID.wrappingAdd(0x9E37, ordering: .relaxed).newValue
    guard let query = DNSMessage.query(name: name, type: type, id: id) else { return .malformed }
    await limiter.acquire()
    sent.add(1, ordering: .relaxed)
    let bytes = await withCheckedContinuation {
      (continuation: CheckedContinuation<[UInt8]?, Never>) in
      let server = self.server
      let timeout = self.timeoutSeconds
      let attempts = self.attempts
      DispatchQueue.global().async {
        continuation.resume(
          returning: DNSResolver.send(query, server: server, timeout: timeout, attempts: attempts))
      }
    }
    await limiter.release()
    guard let bytes else { return .noAnswer }
    guard let message = DNSMessage(bytes: bytes), message.isResponse, message.id == id else {
      return .malformed
    }
    return .message(message)
  }

  /// One blocking exchange through `res_nsend`.
  private static func send(
    _ query: [UInt8], server: DNSServer?, timeout: Int32, attempts: Int32
  ) -> [UInt8]? {
    var answer = [UInt8](repeating: 0, count: 65535)
    let length = query.withUnsafeBufferPointer { q in
      answer.withUnsafeMutableBufferPointer { a in
        if let server {
          return server.address.withCString {
            kbc_dns_send(
              q.baseAddress, Int32(q.count), $0, Int32(server.port), timeout, attempts,
              a.baseAddress, Int32(a.count))
          }
        }
        return kbc_dns_send(
          q.baseAddress, Int32(q.count), nil, 0, timeout, attempts, a.baseAddress, Int32(a.count))
      }
    }
    guard length > 0 else { return nil }
    return Array(answer[..<Int(length)])
  }
}
