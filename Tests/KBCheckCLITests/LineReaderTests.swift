import Foundation
import Testing

@testable import KBCheckCLI

/// The batch line splitter against a reference split, with tiny buffers so
/// that lines cross read boundaries, CRLF straddles chunks and long lines
/// are skipped while streaming.
@Suite struct LineReaderTests {
  enum Expected: Equatable {
    case bytes([UInt8])
    case tooLong(Int)
  }

  /// What the reader must produce: LF-separated lines, the CR of a CRLF
  /// dropped, a last line without LF kept whole (a lone CR at the end of
  /// the file is part of the value: only LF and CRLF end a line), lines over
  /// the limit reported.
  static func reference(_ input: [UInt8], maxLength: Int) -> [Expected] {
    var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let terminated = lines.last == []
    if terminated { lines.removeLast() }
    return lines.enumerated().map { i, line in
      let endsWithLF = terminated || i < lines.count - 1
      let body = endsWithLF && line.last == 0x0D ? Array(line.dropLast()) : line
      return body.count > maxLength ? .tooLong(body.count) : .bytes(body)
    }
  }

  /// Feeds `input` through a pipe in `write`-sized pieces and collects the
  /// reader's lines.
  static func read(_ input: [UInt8], maxLength: Int, chunk: Int) throws -> [Expected] {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-lines-\(UUID().uuidString)")
    try Data(input).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let reader = LineReader(fd: handle.fileDescriptor, maxLength: maxLength, chunk: chunk)
    var lines: [Expected] = []
    while let line = reader.next() {
      switch line {
      case .bytes(let bytes): lines.append(.bytes(Array(bytes)))
      case .tooLong(let n, let prefix):
        // The first bytes kept to show the line: as many as the buffer held,
        // at least maxLength + 1 (the buffer holds more than the limit) or 64.
        #expect(prefix.count >= min(n, LineReader.prefixLength, maxLength + 1))
        #expect(prefix.count <= LineReader.prefixLength)
        lines.append(.tooLong(n))
      }
    }
    return lines
  }

  @Test(arguments: [(1, 4), (3, 8), (5, 16), (8, 16), (64, 64), (65536, 1 << 20)])
  func matchesTheReferenceOnRandomInput(_ maxLength: Int, _ chunk: Int) throws {
    var generator = SplitMix(seed: UInt64(maxLength * 31 + chunk))
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x62, 0xFF, 0x20, 0x0A, 0x61]
    for round in 0..<200 {
      let count = Int(generator.next() % 120)
      let input = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let got = try Self.read(input, maxLength: maxLength, chunk: chunk)
      let want = Self.reference(input, maxLength: maxLength)
      #expect(got == want, "round \(round), maxLength \(maxLength), input \(input)")
      if got != want { return }
    }
  }

  @Test func longLinesAcrossManyChunks() throws {
    let long = [UInt8](repeating: 0x61, count: 10_000)
    let input = long + [0x0D, 0x0A, 0x62, 0x0A] + long + [0x0D]
    let got = try Self.read(input, maxLength: 100, chunk: 64)
    #expect(got == [.tooLong(10_000), .bytes([0x62]), .tooLong(10_001)])
  }

  @Test func byteOrderMarkIsRemovedOnce() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(
      try Self.read(bom + [0x61, 0x0A] + bom, maxLength: 10, chunk: 2) == [
        .bytes([0x61]), .bytes(bom),
      ])
    #expect(try Self.read(bom, maxLength: 10, chunk: 64) == [])
    #expect(try Self.read([0xEF, 0xBB], maxLength: 10, chunk: 64) == [.bytes([0xEF, 0xBB])])
  }
}

/// A small deterministic generator for reproducible random inputs.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
