extension WHATWGURL {
  /// Writes `,"components":{…}`: the members of ``componentsJSON`` (scheme,
  /// username, password, host, port, pathname, search, hash), in the same
  /// order and bytes, straight from the href's bytes — no `String` is made
  /// for a component (batch output writes one per URL).
  /// - Parameter out: Where the text goes.
  func writeComponentsJSON(to out: some JSONOutput) {
    var href = self.href
    href.withUTF8 { h in
      func part(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
        to > from
          ? UnsafeBufferPointer(rebasing: h[from..<to]) : UnsafeBufferPointer(start: nil, count: 0)
      }
      out.write(",\"components\":{\"scheme\":")
      out.writeJSONString(utf8: part(0, schemeEnd))
      out.write(",\"username\":")
      out.writeJSONString(utf8: part(usernameStart, usernameEnd))
      out.write(",\"password\":")
      out.writeJSONString(utf8: part(passwordStart, passwordEnd))
      out.write(",\"host\":")
      out.writeJSONString(utf8: part(hostStart, hostEnd))
      if let port {
        out.write(",\"port\":")
        out.write(decimal: port)
      } else {
        out.write(",\"port\":null")
      }
      out.write(",\"pathname\":")
      out.writeJSONString(utf8: part(pathStart, pathEnd))
      // `search` and `hash`: `?` / `#` and the query / fragment, or "" when
      // it is absent or empty.
      let end = h.count
      let queryEnd = fragmentStart < 0 ? end : fragmentStart
      out.write(",\"search\":")
      if queryStart >= 0 && queryEnd > queryStart + 1 {
        out.writeJSONString(utf8: part(queryStart + 1, queryEnd), prefix: 0x3F)
      } else {
        out.write("\"\"")
      }
      out.write(",\"hash\":")
      if fragmentStart >= 0 && end > fragmentStart + 1 {
        out.writeJSONString(utf8: part(fragmentStart + 1, end), prefix: 0x23)
      } else {
        out.write("\"\"")
      }
      out.write(byte: 0x7D)
    }
  }
}
