/// The CLI batch's lane for URL lines: a line that this validator accepts
/// with no issue has its text record (its href and a line feed) written
/// straight into the batch's output, the parser writing the href in place,
/// with no `String`, no ``ValidationResult`` and no record writer between.
/// Any other line takes the full path (``validate(_:)``), so the output is
/// the full path's byte for byte (`URLBatchLaneTests`).
extension URLValidator: CleanLineValidator {
  /// `nil`: a URL line's href is in general not the line (capitals
  /// lowered, dot segments removed, bytes percent-encoded), so it is written
  /// only where it has room, in a run of records
  /// (``writeLaneRecords(of:firstLine:style:into:capacity:)``).
  /// - Parameter bytes: One line as read.
  /// - Returns: `nil`.
  package func cleanLine(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine? { nil }

  /// Itself, unless a line's verdict needs more than its bytes: a base URL
  /// (a relative reference's href is the base's and the line's), or
  /// ``Options/forbidNonPublicHost`` (which classifies the host's text).
  package var cleanLineShortcut: (any CleanLineValidator)? {
    if case .none = base, !options.forbidNonPublicHost { return self }
    return nil
  }

  /// Yes: a URL line is decided in a run of text or JSON records only.
  package var decidesLinesInRunsOnly: Bool { true }

  /// Writes the records of the URL lines at the start of `input` that this
  /// validator accepts with no issue, in one loop: in text each href and a
  /// line feed, in JSON each line's record (what
  /// ``ValidationResult/writeJSONRecord(into:type:line:revealingSecrets:)``
  /// writes for its result, and a line feed); nothing when only invalid
  /// lines are written. Stops before the first line that may have an issue
  /// (``writeCleanHref(_:into:room:)`` answers `nil`:
  /// ``LaneRecordRun/declinedNext``), that ends without a line feed, that is
  /// longer than the style's limit or whose record might not fit in the
  /// room left. The caller takes that line through its full path. Writes
  /// nothing in TSV, whose records take the full path.
  /// - Parameters:
  ///   - input: Buffered input, starting at a line's start.
  ///   - firstLine: The 1-based number of the first line.
  ///   - style: The output format and its flags.
  ///   - output: Where the records go.
  ///   - capacity: The room at `output`, in bytes.
  /// - Returns: What was read and written.
  package func writeLaneRecords(
    of input: UnsafeBufferPointer<UInt8>, firstLine: Int, style: LaneRecordStyle,
    into output: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> LaneRecordRun {
    var run = LaneRecordRun()
    guard !style.tsv, let base = input.baseAddress else { return run }
    var number = DecimalCounter(firstLine)
    let json = style.json && !style.onlyInvalid
    let typeBytes = style.typeName.map { $0.utf8.count } ?? 0
    let out = JSONRoomOutput(at: output)
    var at = base
    let end = base + input.count
    while let (count, lineFeed) = LaneRecordRun.nextLine(at: at, end: end) {
      let room = capacity &- run.bytesWritten
      guard count <= style.maxLength,
        room >= URLValidator.laneRecordBound(count: count, json: json, typeBytes: typeBytes)
      else { break }
      let line = UnsafeBufferPointer(start: at, count: count)
      let record = output + run.bytesWritten
      if json {
        // A line the canonical scan takes may hold a `"` (in a host: it is
        // no forbidden host code point); the href has the line's bytes, so
        // a line with nothing to escape has a href with nothing to escape.
        guard JSONEscaping.firstByteToLookAt(line) == nil else {
          run.declinedNext = true
          break
        }
        out.reset(at: record)
        out.write("{\"line\":")
        out.write(number.digits)
        out.write(",\"input\":\"")
        out.write(line)
        out.write(byte: 0x22)
        ValidationResult.writeType(to: out, style.typeName)
        out.write(",\"valid\":true,\"value\":\"")
      }
      let hrefAt = json ? out.position : record
      guard let (written, offsets) = writeCleanHref(line, into: hrefAt, room: 3 &* count &+ 16)
      else {
        run.declinedNext = true
        break
      }
      if json {
        out.advance(by: written)
        out.write("\",\"issues\":[]")
        WHATWGURL.writeComponentsJSON(
          href: UnsafeBufferPointer(start: hrefAt, count: written), offsets, to: out)
        out.write(byte: 0x7D)
        out.write(byte: ASCII.lineFeed)
        run.bytesWritten &+= record.distance(to: out.position)
      } else if !style.onlyInvalid {
        // A valid line's record; with only invalid lines written, none (the
        // href written is left as scratch).
        record[written] = ASCII.lineFeed
        run.bytesWritten &+= written &+ 1
      }
      run.lines &+= 1
      number.increment()
      at = lineFeed + 1
      run.bytesRead = base.distance(to: at)
    }
    return run
  }

  /// The room a line of `count` bytes needs before the lane takes it: its
  /// href (at most three bytes a byte, each percent-encoded, plus the `/`
  /// the parser may add and slack) and a line feed; in a JSON record also
  /// the input, the href's bytes again in the components, the members'
  /// names, the line number and the type name of `typeBytes` bytes (six
  /// bytes each at most, escaped): 7 × `count` + 6 × `typeBytes` + 253 at
  /// most, rounded up.
  /// - Parameters:
  ///   - count: The line's length in bytes.
  ///   - json: Whether the record is a JSON record.
  ///   - typeBytes: The type name's length, for a JSON record.
  /// - Returns: The bound.
  @inline(__always)
  static func laneRecordBound(count: Int, json: Bool = false, typeBytes: Int = 0) -> Int {
    json ? 10 &* count &+ 6 &* typeBytes &+ 320 : 3 &* count &+ 32
  }

  /// The bytes a lane line may hold: URL code points (URL Standard, §4.1)
  /// in ASCII, `%` and `#`. Any other byte (a blank, a control, `"`, `<`,
  /// `>`, `[`, `\`, `]`, `^`, `` ` ``, `{`, `|`, `}`, non-ASCII) makes the
  /// parser report a validation error or needs the host's IPv6 or Unicode
  /// path, so such a line skips the lane's parse and goes straight to the
  /// full path.
  static let laneBytes = URLByteSet(
    lo: URLByteSet.urlCodePoint.lo | 1 << UInt64(ASCII.hash) | 1 << UInt64(ASCII.percent),
    hi: URLByteSet.urlCodePoint.hi)

  /// Writes the href of `line` when the line is a URL that ``validate(_:)``
  /// accepts with no issue (so its text record is the href), else writes
  /// nothing that counts and returns `nil`.
  ///
  /// The line is accepted when the canonical scan proves it its own href
  /// (capitals in the scheme and host lowered), or when it holds only
  /// ``laneBytes`` and the parser, writing the href at `d`, reports no
  /// validation error; and then the policy finds nothing on the record's
  /// offsets, no missing-scheme suggestion can apply (a special scheme, or
  /// a policy that suggests none) and the host cannot have been rewritten
  /// (not an IPv4 address, not typed with a `%`). Every other line returns
  /// `nil`: the full path decides it.
  /// - Parameters:
  ///   - line: One line without its line ending.
  ///   - d: Where the href goes.
  ///   - room: The bytes free at `d`.
  /// - Returns: The href's length and the record's offsets, or `nil`.
  @inline(__always)
  func writeCleanHref(
    _ line: UnsafeBufferPointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, room: Int
  ) -> (Int, URLOffsets)? {
    guard let p = line.baseAddress else { return nil }
    let n = line.count
    var hasUpper = false
    var resume: URLResumePoint?
    let offsets: URLOffsets
    let count: Int
    if let scanned = URLCanonicalScan.offsets(p, n, hasUpper: &hasUpper, resume: &resume) {
      guard n <= room else { return nil }
      if hasUpper {
        URLCanonicalScan.copyLowered(
          d, p, n, schemeEnd: scanned.schemeEnd, hostStart: scanned.hostStart,
          hostEnd: scanned.hostEnd)
      } else {
        d.update(from: p, count: n)
      }
      offsets = scanned
      count = n
    } else {
      for k in 0..<n where !URLValidator.laneBytes.contains(p[k]) { return nil }
      guard let parsed = URLValidator.parseInPlace(line, resume: resume, into: d, room: room)
      else { return nil }
      (offsets, count) = parsed
    }
    let href = UnsafeBufferPointer(start: UnsafePointer(d), count: count)
    let schemeRefused = refusesScheme(isHTTPFamily: offsets.isHTTPFamily) {
      WHATWGURL.scheme(UnsafeBufferPointer(rebasing: href[..<offsets.schemeEnd]), isOneOf: $0)
    }
    guard
      policyFindings(offsets, hrefCount: count, schemeRefused: schemeRefused, sawAt: false).0
        .isEmpty
    else { return nil }
    // ``missingSchemeSuggestion(_:parsed:)`` has nothing for a special URL
    // or a policy that allows no `https`.
    if !offsets.isSpecial && suggestsHTTPS { return nil }
    // ``hostMayBeRewritten(_:input:base:)``'s hosts, whose issues compare
    // the host as typed with the host written.
    switch offsets.hostKind {
    case .ipv4: return nil
    case .domain, .empty:
      return offsets.hostFlags.contains(.typedWithEscapeOrNonASCII) ? nil : (count, offsets)
    default: return (count, offsets)
    }
  }

  /// Runs the parser over `line` with the href written at `d`: the record's
  /// offsets and the href's length when the line parses with no validation
  /// error and its href fits in `room`, else `nil`. The line has no blank to
  /// trim and no tab or newline (only ``laneBytes``), so every error the
  /// parser can report is one of its findings or its failure.
  /// - Parameters:
  ///   - line: The line.
  ///   - resume: Where a declined canonical scan left off, if it did.
  ///   - d: Where the href goes.
  ///   - room: The bytes free at `d`.
  /// - Returns: The offsets and the href's length, or `nil`.
  @inline(__always)
  static func parseInPlace(
    _ line: UnsafeBufferPointer<UInt8>, resume: URLResumePoint?,
    into d: UnsafeMutablePointer<UInt8>, room: Int
  ) -> (URLOffsets, Int)? {
    var parser = URLParser(
      input: line, base: nil, baseBytes: UnsafeBufferPointer(start: nil, count: 0),
      out: URLByteWriter(memory: UnsafeMutableBufferPointer(start: d, count: room)))
    defer { parser.out.release() }
    // As ``WHATWGURL``'s parse: the scan's point only when the path starts
    // inside the line.
    let point = resume.map { $0.pathStart < line.count } == true ? resume : nil
    let ok = point.map { parser.run(resuming: $0) } ?? parser.run()
    // A href that outgrew the room moved to the heap: not in place.
    guard ok, parser.findings.count == 0, parser.failure == nil, parser.out.start == d else {
      return nil
    }
    return (parser.makeOffsets(), parser.out.count)
  }
}
