extension WHATWGURL {
  /// Parses a URL with the WHATWG URL Standard's basic URL parser.
  /// - Parameters:
  ///   - input: The URL string (leading and trailing C0 controls and spaces
  ///     and any tab or newline are removed, as the standard says).
  ///   - base: The base URL relative references resolve against.
  /// - Returns: The URL, or `nil` on failure.
  /// - Complexity: O(*n* + *m*) for an input of *n* bytes and a base href of
  ///   *m* (plus UTS #46 for non-ASCII hosts).
  @inlinable
  public static func parse(_ input: String, base: WHATWGURL? = nil) -> WHATWGURL? {
    whatwgParse(input, base)
  }

  /// The URL when `input` is already its own href (``URLCanonicalScan``),
  /// sharing the input's storage: one scan, no copy, no allocation, and no
  /// validation error to report; else `nil`. An input that is its href but
  /// for upper-case letters in the scheme or host gets the lowered copy
  /// (one allocation, still no state machine).
  @inline(__always) static func parseCanonical(_ input: String) -> WHATWGURL? {
    var lowered = false
    var resume: URLResumePoint?
    return parseCanonical(input, lowered: &lowered, resume: &resume)
  }

  /// ``parseCanonical(_:)``, saying whether the href is a lowered copy (when
  /// `lowered` comes back `false`, the href is `input` itself) and, when it
  /// returns `nil`, where the full parser may resume (``URLResumePoint``).
  @inline(__always) static func parseCanonical(
    _ input: String, lowered hasUpper: inout Bool, resume: inout URLResumePoint?
  ) -> WHATWGURL? {
    // The lowered copy is made while the input's bytes are at hand: a
    // second access (`withUTF8` on a copy) retained and released the input,
    // 9 % of a parse on the upper-case host corpus.
    var loweredHref: String?
    let offsets = input.utf8.withContiguousStorageIfAvailable { bytes -> URLOffsets? in
      guard let p = bytes.baseAddress else { return nil }
      let offsets = URLCanonicalScan.offsets(
        p, bytes.count, hasUpper: &hasUpper, resume: &resume)
      if hasUpper, let offsets { loweredHref = URLCanonicalScan.lowered(p, bytes.count, offsets) }
      return offsets
    }
    guard let offsets, let offsets else { return nil }
    return WHATWGURL(href: loweredHref ?? input, offsets: offsets)
  }

  /// Parses a URL and reports the standard's validation errors.
  /// - Parameters:
  ///   - input: The URL string.
  ///   - base: The base URL relative references resolve against.
  ///   - errors: Receives the validation errors found, one per kind, with
  ///     scalar offsets into `input`; the last one has `isFailure` set when
  ///     parsing failed.
  /// - Returns: The URL, or `nil` on failure.
  /// - Complexity: O(*n* + *m*).
  public static func parse(
    _ input: String, base: WHATWGURL? = nil, errors: inout [URLValidationError]
  ) -> WHATWGURL? {
    parse(input, base: base, errors: &errors, collect: true)
  }

  private static func parse(
    _ input: String, base: WHATWGURL?, errors: inout [URLValidationError], collect: Bool
  ) -> WHATWGURL? {
    // `case .none` rather than `== nil`, which copies the optional record.
    guard case .none = base else {
      return parseFully(input, base: base, errors: &errors, collect: collect)
    }
    var lowered = false
    var resume: URLResumePoint?
    if let url = parseCanonical(input, lowered: &lowered, resume: &resume) { return url }
    return parseFully(input, base: nil, errors: &errors, collect: collect, resume: resume)
  }

  /// The full state machine, without the canonical-input fast path (tests
  /// and the fuzzer check that both give the same record), from the start
  /// or, without a base, from where a declined canonical scan left off.
  static func parseFully(
    _ input: String, base: WHATWGURL?, errors: inout some URLValidationErrorSink, collect: Bool,
    resume: URLResumePoint? = nil
  ) -> WHATWGURL? {
    // `case .none` rather than `== nil`, which copies the optional record.
    guard case .none = base else {
      return parseFully(input, relativeTo: base, errors: &errors, collect: collect)
    }
    func run(_ raw: UnsafeBufferPointer<UInt8>) -> WHATWGURL? {
      guard raw.count < 1 << 28 else { return nil }
      return parse(
        raw, base: nil, baseBytes: UnsafeBufferPointer(start: nil, count: 0),
        errors: &errors, collect: collect, resume: resume)
    }
    // The input's own bytes: `withUTF8` on a copy retained and released it
    // (two atomic operations a URL); only a bridged string is copied.
    if let url = input.utf8.withContiguousStorageIfAvailable(run) { return url }
    var copy = input
    return copy.withUTF8(run)
  }

  /// ``parseFully(_:base:errors:collect:resume:)`` with a base, out of
  /// line: inlined, its copy of the base was hoisted to the start of
  /// ``parse(_:base:errors:collect:)`` and cost every canonical URL ~15
  /// instructions. It takes the optional as the caller has it and unwraps
  /// it here, so the copy is made here too (never `nil`: the caller checked).
  @inline(never)
  private static func parseFully(
    _ input: String, relativeTo base: WHATWGURL?, errors: inout some URLValidationErrorSink,
    collect: Bool
  ) -> WHATWGURL? {
    guard let base else { return nil }
    var input = input
    return input.withUTF8 { raw in
      guard raw.count < 1 << 28 else { return nil }
      var href = base.href
      return href.withUTF8 { b in
        parse(raw, base: base.offsets, baseBytes: b, errors: &errors, collect: collect)
      }
    }
  }

  private static func parse(
    _ raw: UnsafeBufferPointer<UInt8>, base: URLOffsets?, baseBytes: UnsafeBufferPointer<UInt8>,
    errors: inout some URLValidationErrorSink, collect: Bool, resume: URLResumePoint? = nil
  ) -> WHATWGURL? {
    var start = 0
    var end = raw.count
    while start < end && raw[start] <= ASCII.space { start += 1 }
    while end > start && raw[end - 1] <= ASCII.space { end -= 1 }
    var hasTabOrNewline = false
    // The canonical scan read the bytes before the path it resumes at, none
    // of them below 0x21 (no blank was trimmed: `start` is 0).
    var k = start == 0 ? min(resume?.pathStart ?? 0, end) : start
    if let address = raw.baseAddress {
      // Eight bytes at a time: stop at a word with any byte below 0x0E.
      let raw8 = UnsafeRawPointer(address)
      while k + 8 <= end {
        let w = raw8.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        if (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & 0x8080_8080_8080_8080 != 0 { break }
        k += 8
      }
      // The last few bytes: one overlapping word when the input is long enough.
      if k < end && end - start >= 8 {
        let w = raw8.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
        if (w &- 0x0E0E_0E0E_0E0E_0E0E) & ~w & 0x8080_8080_8080_8080 == 0 && k >= end - 8 {
          k = end
        }
      }
    }
    while k < end {
      let b = raw[k]
      if b <= ASCII.carriageReturn
        && (b == ASCII.tab || b == ASCII.lineFeed || b == ASCII.carriageReturn)
      {
        hasTabOrNewline = true
        break
      }
      k += 1
    }
    let trimmed = UnsafeBufferPointer(rebasing: raw[start..<end])
    // The scan saw the prefix untrimmed; a trailing blank or a tab or
    // newline past the path's `/` leaves it where it was.
    let point = start == 0 && resume.map { $0.pathStart < end } == true ? resume : nil
    if !hasTabOrNewline {
      return run(
        trimmed, raw: raw, start: start, removed: [], base: base, baseBytes: baseBytes,
        errors: &errors, collect: collect, resume: point)
    }
    var clean: [UInt8] = []
    var removed: [Int] = []
    clean.reserveCapacity(end - start)
    for k in start..<end {
      let b = raw[k]
      if b == ASCII.tab || b == ASCII.lineFeed || b == ASCII.carriageReturn {
        removed.append(k)
      } else {
        clean.append(b)
      }
    }
    return clean.withUnsafeBufferPointer { buf in
      run(
        buf, raw: raw, start: start, removed: removed, base: base, baseBytes: baseBytes,
        errors: &errors, collect: collect, resume: point)
    }
  }

  @inline(__always)
  private static func run(
    _ input: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>, start: Int,
    removed: [Int], base: URLOffsets?, baseBytes: UnsafeBufferPointer<UInt8>,
    errors: inout some URLValidationErrorSink, collect: Bool, resume: URLResumePoint?
  ) -> WHATWGURL? {
    // The href is written into scratch memory (on the stack unless large)
    // and copied into its string once it is known. Written straight into a
    // string's storage it cost more: the storage was allocated at the
    // estimate before the parse (also when the parse failed, or the href
    // fits a small string, which needs none) and its bytes were then
    // validated as UTF-8 byte by byte. A URL that outgrows the estimate
    // spills to the heap.
    let capacity = input.count + baseBytes.count + 16
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { storage in
      var parser = URLParser(
        input: input, base: base, baseBytes: baseBytes, out: URLByteWriter(memory: storage))
      defer { parser.out.release() }
      let ok = resume.map { parser.run(resuming: $0) } ?? parser.run()
      if collect { report(parser, raw: raw, start: start, removed: removed, into: &errors) }
      guard ok else { return nil }
      return WHATWGURL(
        href: String(decoding: parser.out.bytes, as: UTF8.self), offsets: parser.makeOffsets())
    }
  }

  /// Appends the parser's validation errors with scalar offsets of `raw`.
  /// (Inlined: out of line, the parser, a large struct, was copied to call it.)
  @inline(__always)
  private static func report(
    _ parser: URLParser, raw: UnsafeBufferPointer<UInt8>, start: Int, removed: [Int],
    into errors: inout some URLValidationErrorSink
  ) {
    let cleanCount = parser.n
    if start > 0 || raw.count - start > cleanCount + removed.count || !removed.isEmpty {
      let at = start > 0 ? 0 : removed.first ?? (start + cleanCount)
      errors.append(
        URLValidationError(kind: .invalidURLUnit, offset: scalarOffset(raw, at), isFailure: false),
        atInputEnd: at >= raw.count)
    }
    parser.findings.forEach { f in
      let at = original(f.at, start, removed)
      errors.append(
        URLValidationError(kind: f.kind, offset: scalarOffset(raw, at), isFailure: false),
        atInputEnd: at >= raw.count)
    }
    if let f = parser.failure {
      let at = original(f.at, start, removed)
      errors.append(
        URLValidationError(kind: f.kind, offset: scalarOffset(raw, at), isFailure: true),
        atInputEnd: at >= raw.count)
    }
  }

  /// Maps a byte offset of the cleaned input to one of the raw input.
  private static func original(_ offset: Int, _ start: Int, _ removed: [Int]) -> Int {
    var o = start + offset
    for r in removed where r <= o { o += 1 }
    return o
  }

  /// The number of scalars before byte `offset`.
  private static func scalarOffset(_ raw: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
    UTF8Validation.scalarCount(of: raw, prefix: offset)
  }
}

extension URLParser {
  /// The component offsets of a successful parse.
  func makeOffsets() -> URLOffsets {
    URLOffsets(
      schemeEnd: schemeEnd, usernameStart: usernameStart, usernameEnd: usernameEnd,
      passwordStart: passwordStart, passwordEnd: passwordEnd, hostStart: hostStart,
      hostEnd: hostEnd, authorityEnd: authorityEnd, portValue: port, pathStart: pathStart,
      pathEnd: pathEnd, queryStart: queryStart, fragmentStart: fragmentStart,
      hostKind: hostKind, hasOpaquePath: opaquePath, isSpecial: special, isFile: isFile,
      hostFlags: hostFlags)
  }
}

/// ``WHATWGURL/parse(_:base:)`` as a free function that the public door
/// inlines into its caller. Two layers made the record come back into a
/// temporary to be copied out, the copy's 16-byte loads waiting on the
/// callee's 8-byte stores (`perf annotate` on the WPT corpus: the
/// wrapper's hottest instruction): the static method's unused metatype,
/// which the optimizer removed behind a thunk, and an array of errors
/// released after the call. Its body is that of the private
/// `parse(_:base:errors:collect:)`, written again on purpose: calling that
/// function (made generic over the sink) put the layer back, canonical
/// parse 15.5 -> 14.5 M URLs/s in `compare-url.sh 100`.
@usableFromInline func whatwgParse(_ input: String, _ base: WHATWGURL?) -> WHATWGURL? {
  var ignored = URLValidationErrorsIgnored()
  guard case .none = base else {
    return WHATWGURL.parseFully(input, base: base, errors: &ignored, collect: false)
  }
  var lowered = false
  var resume: URLResumePoint?
  if let url = WHATWGURL.parseCanonical(input, lowered: &lowered, resume: &resume) { return url }
  return WHATWGURL.parseFully(input, base: nil, errors: &ignored, collect: false, resume: resume)
}
