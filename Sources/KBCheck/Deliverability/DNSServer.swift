/// A DNS server to ask: an IPv4 address and a port.
///
/// Without one, ``EmailDeliverability`` asks the servers of
/// `/etc/resolv.conf` (IPv4 or IPv6), as every program on the machine does.
/// A server given here is IPv4 only: the C library keeps IPv6 servers in
/// private state that a caller cannot set safely.
public struct DNSServer: Sendable, Hashable, CustomStringConvertible {
  /// The IPv4 address, dotted (`127.0.0.1`).
  public let address: String
  /// The port (53 by default).
  public let port: Int

  /// Reads `ADDRESS` or `ADDRESS:PORT` (`127.0.0.1`, `127.0.0.1:5353`).
  /// - Parameter text: The server as written.
  /// - Returns: `nil` unless the address is a dotted IPv4 address of four
  ///   decimal parts and the port is 1–65535.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let octets = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4,
      octets.allSatisfy({
        !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)
          && Int($0)! <= 255 && ($0.count == 1 || $0.first != "0")
      })
    else { return nil }
    var port = 53
    if parts.count == 2 {
      guard let given = Int(parts[1]), (1...65535).contains(given), parts[1].first != "+"
      else { return nil }
      port = given
    }
    self.address = String(parts[0])
    self.port = port
  }

  /// `address:port`.
  public var description: String { "\(address):\(port)" }
}
