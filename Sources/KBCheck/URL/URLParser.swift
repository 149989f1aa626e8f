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

  /// A validation error at a byte offset of the cleaned input.
  struct Finding {
    var kind: URLValidationErrorKind
    var at: Int
  }

  let p: UnsafePointer<UInt8>
  let n: Int
  let base: WHATWGURL?
  let bp: UnsafePointer<UInt8>
  let bn: Int
  var out: URLByteWriter
  /// Non-fatal validation errors, one per kind (the first occurrence).
  var findings: [Finding] = []
  /// The error that ended parsing, if it failed.
  var failure: Finding?

  var schemeEnd = 0
  var special = false
  var isFile = false
  var defaultPort = -1
  var hostKind = WHATWGURL.HostKind.none
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

  /// Creates a parser.
  /// - Parameters:
  ///   - input: The cleaned input bytes.
  ///   - base: The base URL and its href bytes.
  ///   - out: The writer for the href.
  init(
    input: UnsafeBufferPointer<UInt8>, base: WHATWGURL?, baseBytes: UnsafeBufferPointer<UInt8>,
    out: URLByteWriter
  ) {
    p = input.baseAddress ?? URLParser.emptyByte
    n = input.count
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
    if findings.isEmpty || !findings.contains(where: { $0.kind == kind }) {
      findings.append(Finding(kind: kind, at: at))
    }
  }

  /// Records the error that ends parsing.
  /// - Returns: `false`, for `return fail(…)`.
  mutating func fail(_ kind: URLValidationErrorKind, _ at: Int) -> Bool {
    failure = Finding(kind: kind, at: at)
    return false
  }

  // MARK: Byte helpers

  @inline(__always) func at(_ i: Int, _ b: UInt8) -> Bool { i < n && p[i] == b }

  @inline(__always) static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
  @inline(__always) static func isHex(_ b: UInt8) -> Bool {
    b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 6
  }
  @inline(__always) static func lower(_ b: UInt8) -> UInt8 {
    b &- 0x41 < 26 ? b | 0x20 : b
  }

  /// Whether the byte ends a path segment, authority or host here.
  @inline(__always) func isSlash(_ b: UInt8) -> Bool { b == 0x2F || (special && b == 0x5C) }

  /// Whether `p[i...]` starts with `%` and two hex digits.
  @inline(__always) func isPercentTriplet(_ i: Int) -> Bool {
    i + 2 < n && URLParser.isHex(p[i + 1]) && URLParser.isHex(p[i + 2])
  }

  /// Whether the non-ASCII scalar starting at `i` is a noncharacter.
  func isNoncharacter(_ i: Int) -> Bool {
    let b = p[i]
    guard b >= 0xEF, i + 2 < n else { return false }
    var s: UInt32
    if b < 0xF0 {
      s = (UInt32(b & 0x0F) << 12) | (UInt32(p[i + 1] & 0x3F) << 6) | UInt32(p[i + 2] & 0x3F)
    } else {
      guard i + 3 < n else { return false }
      s = (UInt32(b & 0x07) << 18) | (UInt32(p[i + 1] & 0x3F) << 12)
        | (UInt32(p[i + 2] & 0x3F) << 6) | UInt32(p[i + 3] & 0x3F)
    }
    return (0xFDD0...0xFDEF).contains(s) || s & 0xFFFE == 0xFFFE
  }

  /// Whether `p[i...]` starts with a Windows drive letter followed by the
  /// end, `/`, `\`, `?` or `#`.
  func startsWithWindowsDriveLetter(_ i: Int) -> Bool {
    guard i + 1 < n, URLParser.isAlpha(p[i]), p[i + 1] == 0x3A || p[i + 1] == 0x7C else {
      return false
    }
    if i + 2 == n { return true }
    let c = p[i + 2]
    return c == 0x2F || c == 0x5C || c == 0x3F || c == 0x23
  }

  /// Sets `special`, `isFile` and `defaultPort` from the scheme written at
  /// the start of the output.
  mutating func classifyScheme() {
    let s = out.start
    special = false
    isFile = false
    defaultPort = -1
    switch schemeEnd {
    case 2:
      if s[0] == 0x77 && s[1] == 0x73 { special = true; defaultPort = 80 }  // ws
    case 3:
      if s[0] == 0x77 && s[1] == 0x73 && s[2] == 0x73 { special = true; defaultPort = 443 }  // wss
      if s[0] == 0x66 && s[1] == 0x74 && s[2] == 0x70 { special = true; defaultPort = 21 }  // ftp
    case 4:
      if s[0] == 0x68 && s[1] == 0x74 && s[2] == 0x74 && s[3] == 0x70 {  // http
        special = true
        defaultPort = 80
      } else if s[0] == 0x66 && s[1] == 0x69 && s[2] == 0x6C && s[3] == 0x65 {  // file
        special = true
        isFile = true
      }
    case 5:
      if s[0] == 0x68 && s[1] == 0x74 && s[2] == 0x74 && s[3] == 0x70 && s[4] == 0x73 {
        special = true
        defaultPort = 443
      }
    default: break
    }
  }

  /// Whether the base URL has the scheme just written.
  func baseHasSameScheme() -> Bool {
    guard let base, base.schemeEnd == schemeEnd else { return false }
    for k in 0..<schemeEnd where bp[k] != out[k] { return false }
    return true
  }

  // MARK: The state machine

  /// Runs the parser.
  /// - Returns: Whether the input parsed; on `false`, ``failure`` says why.
  /// - Complexity: O(*n* + *m*) for an input of *n* bytes and a base of *m*.
  mutating func run() -> Bool {
    var state = State.schemeStart
    var i = 0
    while true {
      switch state {
      case .schemeStart:
        state = .noScheme
        guard n > 0, URLParser.isAlpha(p[0]) else { continue }
        var j = 1
        while j < n {
          let b = p[j]
          if URLParser.isAlpha(b) || URLParser.isDigit(b) || b == 0x2B || b == 0x2D || b == 0x2E {
            j += 1
          } else {
            break
          }
        }
        guard at(j, 0x3A) else { continue }
        out.reserve(j + 1)
        for k in 0..<j { out.append(URLParser.lower(p[k])) }
        out.append(0x3A)
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
          if !(at(i, 0x2F) && at(i + 1, 0x2F)) { report(.specialSchemeMissingFollowingSolidus, i) }
          state = .file
        } else if special {
          state = baseHasSameScheme() ? .specialRelativeOrAuthority : .specialAuthoritySlashes
        } else if at(i, 0x2F) {
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
          guard at(0, 0x23) else { return fail(.missingSchemeNonRelativeURL, 0) }
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
        if at(i, 0x2F) && at(i + 1, 0x2F) {
          i += 2
          state = .specialAuthorityIgnoreSlashes
        } else {
          report(.specialSchemeMissingFollowingSolidus, i)
          state = .relative
        }

      case .pathOrAuthority:
        if at(i, 0x2F) {
          i += 1
          state = .authority
        } else {
          beginPath()
          state = .path
        }

      case .relative:
        if at(i, 0x2F) {
          i += 1
          state = .relativeSlash
        } else if special && at(i, 0x5C) {
          report(.invalidReverseSolidus, i)
          i += 1
          state = .relativeSlash
        } else {
          copyBaseAuthority()
          beginPath()
          copyBasePath()
          if i == n {
            copyBaseQuery()
            state = .done
          } else if p[i] == 0x3F {
            i += 1
            startQuery()
            state = .query
          } else if p[i] == 0x23 {
            i += 1
            copyBaseQuery()
            startFragment()
            state = .fragment
          } else {
            shortenPath()
            state = .path
          }
        }

      case .relativeSlash:
        if special && i < n && (p[i] == 0x2F || p[i] == 0x5C) {
          if p[i] == 0x5C { report(.invalidReverseSolidus, i) }
          i += 1
          state = .specialAuthorityIgnoreSlashes
        } else if at(i, 0x2F) {
          i += 1
          state = .authority
        } else {
          copyBaseAuthority()
          beginPath()
          state = .path
        }

      case .specialAuthoritySlashes:
        if at(i, 0x2F) && at(i + 1, 0x2F) {
          i += 2
        } else {
          report(.specialSchemeMissingFollowingSolidus, i)
        }
        state = .specialAuthorityIgnoreSlashes

      case .specialAuthorityIgnoreSlashes:
        while i < n && (p[i] == 0x2F || p[i] == 0x5C) {
          report(.specialSchemeMissingFollowingSolidus, i)
          i += 1
        }
        state = .authority

      case .authority:
        guard authority(&i) else { return false }
        state = .host

      case .host:
        guard host(&i, &state) else { return false }

      case .port:
        guard portState(&i) else { return false }
        state = .pathStart

      case .file:
        fileState(&i, &state)

      case .fileSlash:
        if i < n && (p[i] == 0x2F || p[i] == 0x5C) {
          if p[i] == 0x5C { report(.invalidReverseSolidus, i) }
          i += 1
          state = .fileHost
        } else {
          if let base, base.isFile {
            copyBaseAuthority()
            beginPath()
            if !startsWithWindowsDriveLetter(i), base.pathStart + 2 < base.pathEnd,
              URLParser.isAlpha(bp[base.pathStart + 1]), bp[base.pathStart + 2] == 0x3A,
              base.pathStart + 3 == base.pathEnd || bp[base.pathStart + 3] == 0x2F
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
        beginPath()
        if special {
          if at(i, 0x5C) { report(.invalidReverseSolidus, i) }
          if i < n && (p[i] == 0x2F || p[i] == 0x5C) { i += 1 }
          state = .path
        } else if at(i, 0x3F) {
          i += 1
          startQuery()
          state = .query
        } else if at(i, 0x23) {
          i += 1
          startFragment()
          state = .fragment
        } else if i < n {
          if p[i] == 0x2F { i += 1 }
          state = .path
        } else {
          state = .done
        }

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

  // MARK: Record keeping

  /// Marks the start of the path (and the end of the authority).
  @inline(__always) mutating func beginPath() {
    authorityEnd = out.count
    pathStart = out.count
  }

  /// Marks the end of the path, once.
  @inline(__always) mutating func endPath() {
    if pathEnd < 0 { pathEnd = out.count }
  }

  /// Starts an empty query.
  mutating func startQuery() {
    endPath()
    queryStart = out.count
    out.append(0x3F)
  }

  /// Starts an empty fragment.
  mutating func startFragment() {
    endPath()
    fragmentStart = out.count
    out.append(0x23)
  }

  /// Writes `//` and an empty host.
  mutating func writeEmptyHost() {
    out.append(0x2F)
    out.append(0x2F)
    hostKind = .empty
    setCredentialsEmpty(at: out.count)
    hostEnd = out.count
  }

  /// Sets the credential and host offsets to an empty range at `offset`.
  mutating func setCredentialsEmpty(at offset: Int) {
    usernameStart = offset
    usernameEnd = offset
    passwordStart = offset
    passwordEnd = offset
    hostStart = offset
  }

  /// Copies the base URL's scheme.
  mutating func copyBaseScheme() {
    guard let base else { return }
    out.append(bp, base.schemeEnd + 1)
    schemeEnd = base.schemeEnd
    classifyScheme()
    setCredentialsEmpty(at: out.count)
    hostEnd = out.count
  }

  /// Copies the base URL's credentials, host and port (the scheme is the
  /// same, so every offset is too).
  mutating func copyBaseAuthority() {
    guard let base, base.hostKind != .none else { return }
    out.append(bp + out.count, base.authorityEnd - out.count)
    hostKind = base.hostKind
    usernameStart = base.usernameStart
    usernameEnd = base.usernameEnd
    passwordStart = base.passwordStart
    passwordEnd = base.passwordEnd
    hostStart = base.hostStart
    hostEnd = base.hostEnd
    port = base.portValue
  }

  /// Copies the base URL's path.
  mutating func copyBasePath() {
    guard let base else { return }
    out.append(bp + base.pathStart, base.pathEnd - base.pathStart)
  }

  /// Copies the base URL's query, if any.
  mutating func copyBaseQuery() {
    guard let base, base.queryStart >= 0 else { return }
    endPath()
    queryStart = out.count
    let end = base.fragmentStart >= 0 ? base.fragmentStart : bn
    out.append(bp + base.queryStart, end - base.queryStart)
  }

  /// Ends parsing: inserts `/.` before a path that starts with `//` when
  /// there is no host, so that the href reparses to the same URL.
  mutating func finish() {
    endPath()
    if hostKind == .none && !opaquePath && pathEnd - pathStart >= 2 && out[pathStart] == 0x2F
      && out[pathStart + 1] == 0x2F
    {
      out.insert([0x2F, 0x2E], at: pathStart)
      pathStart += 2
      pathEnd += 2
      if queryStart >= 0 { queryStart += 2 }
      if fragmentStart >= 0 { fragmentStart += 2 }
    }
  }
}
