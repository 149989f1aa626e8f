extension JSONValue {
  /// The default nesting limit of `init(parsing:maxDepth:)`.
  package static let defaultMaxDepth = 256

  /// Parses one JSON text (RFC 8259) from UTF-8 bytes.
  ///
  /// Numbers keep their exact text as ``JSONValue/number(_:)`` (`1234.50`
  /// stays `1234.50`; no Double is involved). Object members keep their
  /// order, duplicates included. The parser is iterative and refuses nesting
  /// deeper than `maxDepth`, so `[[[[…` cannot exhaust the stack. Invalid
  /// UTF-8, lone surrogate escapes and raw control characters in strings are
  /// errors.
  /// - Parameters:
  ///   - bytes: The UTF-8 text; one value, optionally surrounded by
  ///     whitespace.
  ///   - maxDepth: The deepest nesting of arrays and objects accepted.
  /// - Throws: ``JSONParseError`` with the byte offset of the problem.
  /// - Complexity: O(*n*) in the number of bytes.
  package init(parsing bytes: some Collection<UInt8>, maxDepth: Int = JSONValue.defaultMaxDepth)
    throws(JSONParseError)
  {
    let parsed: Result<JSONValue, JSONParseError>
    if let done = bytes.withContiguousStorageIfAvailable({
      JSONValue.parseDocument($0, maxDepth: maxDepth)
    }) {
      parsed = done
    } else {
      parsed = Array(bytes).withUnsafeBufferPointer {
        JSONValue.parseDocument($0, maxDepth: maxDepth)
      }
    }
    self = try parsed.get()
  }

  /// Parses one JSON text from a string.
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - maxDepth: The deepest nesting of arrays and objects accepted.
  /// - Throws: ``JSONParseError`` with the byte offset of the problem.
  /// - Complexity: O(*n*) in the length of `text`.
  package init(parsing text: String, maxDepth: Int = JSONValue.defaultMaxDepth)
    throws(JSONParseError)
  {
    var copy = text
    let parsed = copy.withUTF8 { JSONValue.parseDocument($0, maxDepth: maxDepth) }
    self = try parsed.get()
  }

  private static func parseDocument(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int)
    -> Result<JSONValue, JSONParseError>
  {
    if let bad = UTF8Validation.firstInvalidByteOffset(in: bytes) {
      return .failure(JSONParseError(.invalidUTF8, at: bad))
    }
    var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
    do throws(JSONParseError) {
      let value = try parser.parseValue()
      parser.skipWhitespace()
      if parser.index < bytes.count {
        throw JSONParseError(.trailingText, at: parser.index)
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }
}
