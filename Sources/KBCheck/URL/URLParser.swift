/// The WHATWG URL Standard's basic URL parser (without state override),
/// working on UTF-8 bytes and writing the href straight into one buffer.
///
/// The input has already had leading and trailing C0 controls and spaces,
/// and every tab and newline, removed. Each state of the standard is a case
/// of ``State``; a state consumes what it can in bulk and hands over.
struct URLParser {
  /// The states of the standard's state machine (scheme state is folded
  /// into scheme start).
  enum State {
    case schemeStart, noScheme, specialRelativeOrAuthority, pathOrAuthority, relative
    case relativeSlash, specialAuthoritySlashes, specialAuthorityIgnoreSlashes, authority
    case host, port, file, fileSlash, fileHost, pathStart, path, opaquePath, query
    case fragment, done
  }

  let p: UnsafePointer<UInt8>
  let n: Int
  /// ``URLByteClass/table``.
  let cls: UnsafePointer<URLByteClass>
  let base: URLOffsets?
  let bp: UnsafePointer<UInt8>
  let bn: Int
  var out: URLByteWriter
  /// Non-fatal validation errors, one per kind (the first occurrence).
  var findings = Findings()
  /// The error that ended parsing, if it failed.
  var failure: Finding?

  var schemeEnd = 0
  var special = false
  var isFile = false
  var defaultPort = -1
  var hostKind = WHATWGURL.HostKind.none
  /// ``URLHostFlags`` of a domain host.
  var hostFlags: URLHostFlags = []
  var usernameStart = 0
  var usernameEnd = 0
  var passwordStart = 0
  var passwordEnd = 0
  var hostStart = 0
  var hostEnd = 0
  var authorityEnd = 0
  var port = -1
  var pathStart = 0
  var pathEnd = -1
  var queryStart = -1
  var fragmentStart = -1
  var opaquePath = false
  /// Where the authority scan found the host's end (-1: scan again).
  var hostEndHint = -1

  /// Creates a parser.
  /// - Parameters:
  ///   - input: The cleaned input bytes.
  ///   - base: The base URL's component offsets.
  ///   - baseBytes: The base URL's href bytes.
  ///   - out: The writer for the href.
  init(
    input: UnsafeBufferPointer<UInt8>, base: URLOffsets?, baseBytes: UnsafeBufferPointer<UInt8>,
    out: URLByteWriter
  ) {
    p = input.baseAddress ?? URLParser.emptyByte
    n = input.count
    cls = URLByteClass.table
    self.base = base
    bp = baseBytes.baseAddress ?? URLParser.emptyByte
    bn = baseBytes.count
    self.out = out
  }

  nonisolated(unsafe) static let emptyByte: UnsafePointer<UInt8> = {
    let m = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    m.initialize(to: 0)
    return UnsafePointer(m)
  }()

  // MARK: Findings

  /// Records a non-fatal validation error (once per kind).
  @inline(__always) mutating func report(_ kind: URLValidationErrorKind, _ at: Int) {
    findings.record(kind, at: at)
  }

  /// Records the error that ends parsing.
  /// - Returns: `false`, for `return fail(…)`.
  mutating func fail(_ kind: URLValidationErrorKind, _ at: Int) -> Bool {
    failure = Finding(kind: kind, at: at)
    return false
  }

  // MARK: The state machine

  /// Runs the parser.
  /// - Returns: Whether the input parsed; on `false`, ``failure`` says why.
  /// - Complexity: O(*n* + *m*) for an input of *n* bytes and a base of *m*.
  mutating func run() -> Bool {
    run(from: .schemeStart, at: 0)
  }

  /// Runs the state machine from `state` at input offset `i`
  /// (``run(resuming:)`` starts past the authority).
  mutating func run(from state: State, at i: Int) -> Bool {
    var state = state
    var i = i
    while true {
      switch state {
      case .schemeStart:
        state = .noScheme
        guard n > 0, URLParser.isAlpha(p[0]) else { continue }
        var j = 1
        while j < n {
          let b = p[j]
          if URLParser.isAlpha(b) || URLParser.isDigit(b) || b == ASCII.plus || b == ASCII.hyphen
            || b == ASCII.dot
          {
            j += 1
          } else {
            break
          }
        }
        guard at(j, ASCII.colon) else { continue }
        out.reserve(j + 1)
        let dst = out.start + out.count
        for k in 0..<j { dst[k] = p[k] | cls[Int(p[k])].lowercaseBit }
        dst[j] = ASCII.colon
        out.count += j + 1
        schemeEnd = j
        classifyScheme()
        i = j + 1
        usernameStart = out.count
        usernameEnd = out.count
        passwordStart = out.count
        passwordEnd = out.count
        hostStart = out.count
        hostEnd = out.count
        if isFile {
          if !(at(i, ASCII.slash) && at(i + 1, ASCII.slash)) {
            report(.specialSchemeMissingFollowingSolidus, i)
          }
          state = .file
        } else if special {
          if at(i, ASCII.slash) && at(i + 1, ASCII.slash)
            && !(at(i + 2, ASCII.slash) || at(i + 2, ASCII.backslash))
          {
            // The common `scheme://host` shape goes straight to the authority.
            i += 2
            state = .authority
          } else {
            state = baseHasSameScheme() ? .specialRelativeOrAuthority : .specialAuthoritySlashes
          }
        } else if at(i, ASCII.slash) {
          i += 1
          state = .pathOrAuthority
        } else {
          opaquePath = true
          beginPath()
          state = .opaquePath
        }

      case .noScheme:
        guard let base else { return fail(.missingSchemeNonRelativeURL, 0) }
        if base.hasOpaquePath {
          guard at(0, ASCII.hash) else { return fail(.missingSchemeNonRelativeURL, 0) }
          let end = base.fragmentStart >= 0 ? base.fragmentStart : bn
          out.append(bp, end)
          schemeEnd = base.schemeEnd
          classifyScheme()
          usernameStart = schemeEnd + 1
          usernameEnd = usernameStart
          passwordStart = usernameStart
          passwordEnd = usernameStart
          hostStart = usernameStart
          hostEnd = usernameStart
          authorityEnd = usernameStart
          opaquePath = true
          pathStart = base.pathStart
          pathEnd = base.pathEnd
          queryStart = base.queryStart
          startFragment()
          i = 1
          state = .fragment
        } else {
          copyBaseScheme()
          state = isFile ? .file : .relative
        }

      case .specialRelativeOrAuthority:
        if at(i, ASCII.slash) && at(i + 1, ASCII.slash) {
          i += 2
          state = .specialAuthorityIgnoreSlashes
        } else {
          report(.specialSchemeMissingFollowingSolidus, i)
          state = .relative
        }

      case .pathOrAuthority:
        if at(i, ASCII.slash) {
          i += 1
          state = .authority
        } else {
          beginPath()
          state = .path
        }

      case .relative:
        if at(i, ASCII.slash) {
          i += 1
          state = .relativeSlash
        } else if special && at(i, ASCII.backslash) {
          report(.invalidReverseSolidus, i)
          i += 1
          state = .relativeSlash
        } else {
          if !continueFromBase(&i, &state) {
            shortenPath()
            state = .path
          }
        }

      case .relativeSlash:
        if special && i < n && (p[i] == ASCII.slash || p[i] == ASCII.backslash) {
          if p[i] == ASCII.backslash { report(.invalidReverseSolidus, i) }
          i += 1
          state = .specialAuthorityIgnoreSlashes
        } else if at(i, ASCII.slash) {
          i += 1
          state = .authority
        } else {
          copyBaseAuthority()
          beginPath()
          state = .path
        }

      case .specialAuthoritySlashes:
        if at(i, ASCII.slash) && at(i + 1, ASCII.slash) {
          i += 2
        } else {
          report(.specialSchemeMissingFollowingSolidus, i)
        }
        state = .specialAuthorityIgnoreSlashes

      case .specialAuthorityIgnoreSlashes:
        while i < n && (p[i] == ASCII.slash || p[i] == ASCII.backslash) {
          report(.specialSchemeMissingFollowingSolidus, i)
          i += 1
        }
        state = .authority

      case .authority:
        guard authority(&i) else { return false }
        // Host, port and path start follow directly (no dispatch).
        guard host(&i, &state) else { return false }
        if state == .port {
          guard portState(&i) else { return false }
          state = .pathStart
        }
        pathStartState(&i, &state)

      case .host:
        guard host(&i, &state) else { return false }

      case .port:
        guard portState(&i) else { return false }
        state = .pathStart

      case .file:
        fileState(&i, &state)

      case .fileSlash:
        if i < n && (p[i] == ASCII.slash || p[i] == ASCII.backslash) {
          if p[i] == ASCII.backslash { report(.invalidReverseSolidus, i) }
          i += 1
          state = .fileHost
        } else {
          if let base, base.isFile {
            copyBaseAuthority()
            beginPath()
            if !startsWithWindowsDriveLetter(i), base.pathStart + 2 < base.pathEnd,
              URLParser.isAlpha(bp[base.pathStart + 1]), bp[base.pathStart + 2] == ASCII.colon,
              base.pathStart + 3 == base.pathEnd || bp[base.pathStart + 3] == ASCII.slash
            {
              out.append(bp + base.pathStart, 3)
            }
          } else {
            writeEmptyHost()
            beginPath()
          }
          state = .path
        }

      case .fileHost:
        guard fileHost(&i, &state) else { return false }

      case .pathStart:
        pathStartState(&i, &state)

      case .path:
        pathState(&i, &state)

      case .opaquePath:
        opaquePathState(&i, &state)

      case .query:
        queryState(&i, &state)

      case .fragment:
        fragmentState(&i)
        state = .done

      case .done:
        finish()
        return true
      }
    }
  }

  /// The path start state.
  mutating func pathStartState(_ i: inout Int, _ state: inout State) {
    beginPath()
    if special {
      if at(i, ASCII.backslash) { report(.invalidReverseSolidus, i) }
      if i < n && (p[i] == ASCII.slash || p[i] == ASCII.backslash) { i += 1 }
      state = .path
    } else if at(i, ASCII.question) {
      i += 1
      startQuery()
      state = .query
    } else if at(i, ASCII.hash) {
      i += 1
      startFragment()
      state = .fragment
    } else if i < n {
      if p[i] == ASCII.slash { i += 1 }
      state = .path
    } else {
      state = .done
    }
  }
}
