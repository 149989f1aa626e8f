import Testing

@testable import KBCheck

/// The reader's line path (a whole unquoted line of one chunk) gives the
/// records, line numbers and issues of the byte-by-byte reader, RFC 4180
/// §2 as `CSVRecordReaderTests` holds it: on generated input of quotes,
/// delimiters, CR, LF, multi-byte and invalid UTF-8, fed in chunks of every
/// size (so lines end inside and past a chunk).
@Suite struct CSVPlainLineTests {
  /// Reads every record, with ``CSVRecordReader/next()`` or byte by byte.
  static func read(_ bytes: [UInt8], delimiter: UInt8, chunk: Int, byByte: Bool)
    -> [CSVRecordReader.Item]
  {
    var reader = chunkedCSVReader(bytes, delimiter: delimiter, chunk: chunk)
    var items: [CSVRecordReader.Item] = []
    while let item = byByte ? reader.nextByByte() : reader.next() { items.append(item) }
    return items
  }

  @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09])
  func linePathReadsAsTheByteReader(delimiter: UInt8) {
    let pieces: [[UInt8]] = [
      Array("ab".utf8), Array("é".utf8), Array("+1 201".utf8), [delimiter], [delimiter], [0x22],
      [0x0D], [0x0A], [0x0A], [0x0D, 0x0A], [0x20], [0xFF], [0xC3],
    ]
    var rng = SplitMix64(seed: UInt64(delimiter))
    var plainLines = 0
    for _ in 0..<400 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        bytes += pieces.randomElement(using: &rng)!
      }
      let expected = Self.read(bytes, delimiter: delimiter, chunk: 1 << 16, byByte: true)
      for chunk in [1, 2, 3, 7, 64, 1 << 16] {
        let items = Self.read(bytes, delimiter: delimiter, chunk: chunk, byByte: false)
        #expect(items == expected, "\(bytes) in chunks of \(chunk)")
      }
      var reader = CSVRecordReader(delimiter: delimiter) { nil }
      reader.chunk = bytes
      while reader.nextPlainLine() != nil { plainLines += 1 }
    }
    // The line path answers for most generated lines (it is not bypassed).
    #expect(plainLines > 500)
  }
}
