@_spi(Testing) import KBCheck
import FuzzSupport

// The DNS response reader (RFC 1035 §4) on arbitrary bytes: it must never
// trap (compression pointers forward or in loops, counts past the end,
// lengths past the end), and every name it reads must fit the wire limits.

@_cdecl("FuzzDNS_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let names = DNSMessageReading.names(in: bytes) else { return 0 }
  for name in names {
    invariant(name.utf8.count <= 255, "a name of \(name.utf8.count) octets was read", input: "\(bytes)")
    invariant(name.hasSuffix("."), "a name without its final dot: \(name)", input: "\(bytes)")
  }
  return 0
}
