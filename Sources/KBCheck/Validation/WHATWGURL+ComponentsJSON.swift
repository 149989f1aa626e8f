extension WHATWGURL {
  /// Writes `,"components":{…}`: the members of ``componentsJSON`` (scheme,
  /// username, password, host, port, pathname, search, hash), in the same
  /// order and bytes, straight from the href's bytes — no `String` is made
  /// for a component (batch output writes one per URL).
  /// - Parameter out: Where the text goes.
  func writeComponentsJSON(to out: some JSONOutput) {
    var href = self.href
    href.withUTF8 { WHATWGURL.writeComponentsJSON(href: $0, offsets, to: out) }
  }

  /// ``writeComponentsJSON(to:)`` for a record given as its href's bytes
  /// and its offsets (the batch's URL lane has no ``WHATWGURL``).
  /// - Parameters:
  ///   - h: The href's bytes.
  ///   - o: The record's offsets into them.
  ///   - out: Where the text goes.
  @inline(__always)
  static func writeComponentsJSON(
    href h: UnsafeBufferPointer<UInt8>, _ o: URLOffsets, to out: some JSONOutput
  ) {
    func part(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
      to > from
        ? UnsafeBufferPointer(rebasing: h[from..<to]) : UnsafeBufferPointer(start: nil, count: 0)
    }
    out.write(",\"components\":{\"scheme\":")
    out.writeJSONString(utf8: part(0, o.schemeEnd))
    out.write(",\"username\":")
    out.writeJSONString(utf8: part(o.usernameStart, o.usernameEnd))
    out.write(",\"password\":")
    out.writeJSONString(utf8: part(o.passwordStart, o.passwordEnd))
    out.write(",\"host\":")
    out.writeJSONString(utf8: part(o.hostStart, o.hostEnd))
    if o.portValue >= 0 {
      out.write(",\"port\":")
      out.write(decimal: o.portValue)
    } else {
      out.write(",\"port\":null")
    }
    out.write(",\"pathname\":")
    out.writeJSONString(utf8: part(o.pathStart, o.pathEnd))
    // `search` and `hash`: `?` / `#` and the query / fragment, or "" when
    // it is absent or empty.
    let end = h.count
    let queryEnd = o.fragmentStart < 0 ? end : o.fragmentStart
    out.write(",\"search\":")
    if o.queryStart >= 0 && queryEnd > o.queryStart + 1 {
      out.writeJSONString(utf8: part(o.queryStart + 1, queryEnd), prefix: 0x3F)
    } else {
      out.write("\"\"")
    }
    out.write(",\"hash\":")
    if o.fragmentStart >= 0 && end > o.fragmentStart + 1 {
      out.writeJSONString(utf8: part(o.fragmentStart + 1, end), prefix: 0x23)
    } else {
      out.write("\"\"")
    }
    out.write(byte: 0x7D)
  }
}
