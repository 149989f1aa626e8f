import Synchronization

/// Remembers what UTS #46 and UTS #39 made of recent domains, so a batch of
/// addresses that share domains (most real lists) converts each domain once.
///
/// Every cached value is a pure function of the domain's bytes, so a hit
/// gives exactly what a fresh conversion would. The cache holds at most
/// ``capacity`` domains, one per slot of a table indexed by a hash of the
/// domain's bytes; it is shared by every ``EmailValidator`` and safe to use
/// from several threads.
struct EmailDomainCache: Sendable {
  /// The slots of the table (a power of two): the most domains kept.
  static let capacity = 4096

  /// A direct-mapped table of entries by a hash of the domain's bytes: a
  /// lookup hashes the bytes once (FNV-1a, no `String` made, no SipHash),
  /// compares the slot's full hash, and only then the entry's key byte for
  /// byte; a new domain replaces whichever domain held its slot. A stream
  /// of distinct domains therefore costs one replaced entry per miss,
  /// never a table emptied at once.
  private static let table = Mutex<Slots>(Slots())

  /// The table's slots: each entry with the full hash of its key, so a
  /// lookup that misses reads no entry.
  struct Slots {
    /// The full hashes of the entries' keys (0: an empty slot).
    var hashes = [UInt64](repeating: 0, count: capacity)
    /// The entries.
    var entries = [Entry?](repeating: nil, count: capacity)
  }

  /// The FNV-1a hash of `bytes` (never 0, the empty slot's mark).
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
    return hash | 1
  }

  /// The slot of a hash.
  private static func slot(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: hash >> 40) & (capacity - 1)
  }

  /// The cached conversion of `bytes`, whose hash is `hash`, if any.
  private static func cached(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Entry? {
    let i = slot(hash)
    let hit = table.withLock { $0.hashes[i] == hash ? $0.entries[i] : nil }
    guard let hit, hit.key.hasSameUTF8(as: bytes) else { return nil }
    return hit
  }

  /// Puts `entry`, whose key's hash is `hash`, in its slot; the entry it
  /// replaces is released after the lock is given up.
  private static func store(_ entry: Entry, hash: UInt64) {
    let i = slot(hash)
    let replaced = table.withLock { slots -> Entry? in
      let old = slots.entries[i]
      slots.hashes[i] = hash
      slots.entries[i] = entry
      return old
    }
    _ = replaced
  }

  /// The conversion of `domain`, from the cache or made and stored.
  /// - Parameters:
  ///   - domain: The domain as kept for the value (no white space or comments).
  ///   - options: The UTS #46 options (always ``EmailValidator/idnaOptions``).
  /// - Returns: The conversion and the facts the checks need.
  static func conversion(of domain: String, options: IDNAOptions) -> Entry {
    var text = domain
    let (hash, hit) = text.withUTF8 { bytes -> (UInt64, Entry?) in
      let hash = Self.hash(bytes)
      return (hash, cached(bytes, hash: hash))
    }
    if let hit { return hit }
    let entry = makeEntry(domain, options: options)
    store(entry, hash: hash)
    return entry
  }

  /// The conversion of the domain whose UTF-8 bytes are `bytes`: the same
  /// entry ``conversion(of:options:)`` gives, found by the bytes.
  /// - Parameters:
  ///   - bytes: The domain's bytes (well-formed UTF-8).
  ///   - options: The UTS #46 options (always ``EmailValidator/idnaOptions``).
  /// - Returns: The conversion and the facts the checks need.
  static func conversion(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, options: IDNAOptions) -> Entry {
    let hash = hash(bytes)
    if let hit = cached(bytes, hash: hash) { return hit }
    let entry = makeEntry(String(decoding: bytes, as: UTF8.self), options: options)
    store(entry, hash: hash)
    return entry
  }

  /// Converts `domain` through UTS #46 and UTS #39 (a cache miss).
  private static func makeEntry(_ domain: String, options: IDNAOptions) -> Entry {
    var domainText = domain
    let nonASCII = domainText.withUTF8 { d in d.contains { $0 >= 0x80 } }
    // A domain of ASCII letters, digits, hyphens and dots without `??--`
    // labels: UTS #46 only lowercases it, on its bytes, without ICU.
    if !nonASCII, let plain = plainASCIIToUnicode(domain, options: options) {
      return Entry(plainASCIIKey: domain, conversion: plain)
    }
    let ascii: IDNAResult
    let unicode: IDNAResult
    if nonASCII {
      // One ICU conversion where ToUnicode finds nothing wrong: the A-label
      // form is then its Punycode (the second conversion cost as much as
      // the first). Anything else gets ToASCII and its errors. A domain of
      // code points UTS #46 keeps needs no ICU at all.
      let direct =
        plainUnicodeToUnicode(domain, options: options)
        ?? IDNA.toUnicode(domain, options: options)
      if direct.errors.isEmpty, let encoded = asciiForm(ofUnicode: direct.value) {
        (ascii, unicode) = (IDNAResult(value: encoded, errors: []), direct)
      } else {
        ascii = IDNA.toASCII(domain, options: options)
        unicode = IDNA.toUnicode(ascii.value, options: options)
      }
    } else {
      // An all-ASCII domain (with xn-- labels) is its own A-label form once
      // lowercased, and the scanner has checked its labels' lengths:
      // ToUnicode alone validates and decodes it; `xn--` labels that decode
      // to code points UTS #46 keeps need no ICU.
      ascii = IDNAResult(value: domainText.withUTF8(asciiLowered), errors: [])
      unicode =
        plainACEToUnicode(ascii.value, options: options)
        ?? IDNA.toUnicode(ascii.value, options: options)
    }
    // Labels end at U+002E only (UTS #46 §4 has mapped the other dots):
    // one pass over the bytes finds the non-ASCII labels, with no split,
    // judges each (UTS #39, for a domain written with non-ASCII), and
    // finds whether one of them still starts with `xn--`.
    var unicodeText = unicode.value
    let (verdicts, decodesToXN) = unicodeText.withUTF8 { u -> ([LabelVerdict], Bool) in
      var found: [LabelVerdict] = []
      var xn = false
      var start = 0
      var high = false
      for i in 0...u.count {
        if i < u.count && u[i] != ASCII.dot {
          high = high || u[i] >= 0x80
          continue
        }
        if high {
          if nonASCII { found.append(verdict(String(decoding: u[start..<i], as: UTF8.self))) }
          xn =
            xn
            || (i - start > 4 && u[start] | 0x20 == UInt8(ascii: "x")
              && u[start + 1] | 0x20 == UInt8(ascii: "n") && u[start + 2] == ASCII.hyphen
              && u[start + 3] == ASCII.hyphen)
        }
        start = i + 1
        high = false
      }
      return (found, xn)
    }
    // Changed only in ASCII capitals: not mapped beyond lowercasing, and in
    // NFC (a capital that no mark follows composes with nothing), which
    // spares the two string passes below (`Bücher.De`).
    let changed =
      nonASCII && !domain.hasSameUTF8(as: unicode.value)
      && !differsOnlyInASCIICapitals(domain, unicode.value)
    return Entry(
      key: domain, toASCII: ascii, toUnicode: unicode, decodesToXNLabel: decodesToXN,
      isMapped: changed && isMapped(domain, unicode.value),
      isNotNFC: changed && !domain.normalized(.nfc).hasSameUTF8(as: domain), spoof: verdicts)
  }

  /// Whether `unicode` is `domain` with its ASCII capitals lowercased, and
  /// each capital of `domain` is followed by ASCII, the end, or a plain
  /// letter that composes with nothing before it (a combining mark may:
  /// `I` U+0307 is not in NFC, though `i` U+0307 is).
  /// - Parameters:
  ///   - domain: The domain as written.
  ///   - unicode: Its UTS #46 ToUnicode form.
  /// - Returns: Whether the conversion only lowercased ASCII letters.
  static func differsOnlyInASCIICapitals(_ domain: String, _ unicode: String) -> Bool {
    var d = domain
    var u = unicode
    return d.withUTF8 { d in
      u.withUTF8 { u in
        guard d.count == u.count else { return false }
        for i in d.indices {
          let b = d[i]
          guard b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") else {
            if b != u[i] { return false }
            continue
          }
          guard u[i] == b | 0x20 else { return false }
          if i + 1 < d.count && d[i + 1] >= 0x80 {
            // A plain letter outside the mark blocks has combining class 0
            // and NFC_Quick_Check = Yes: nothing composes with the capital.
            let next = EmailBytes.decode(d, i + 1).0
            guard EmailIssueSink.isPlainLetter(next), !EmailIssueSink.mayBeMark(next) else {
              return false
            }
          }
        }
        return true
      }
    }
  }

  /// UTS #46 ToASCII of a domain whose ToUnicode form `unicode` came with
  /// no error: each label with a non-ASCII scalar becomes `xn--` and its
  /// Punycode (RFC 3492), the others stay as they are, and the lengths
  /// ToASCII checks (VerifyDnsLength: labels of 1 to 63 bytes, 253 in all)
  /// hold. `nil` when a label is empty, is an `xn--` label (ICU keeps the
  /// one written), or a length fails: ICU's ToASCII then converts the
  /// domain and reports. `PunycodeTests` compares the two on the corpora
  /// and on IdnaTestV2.
  /// - Parameter unicode: The U-label form.
  /// - Returns: The A-label form, or `nil`.
  static func asciiForm(ofUnicode unicode: String) -> String? {
    var text = unicode
    return text.withUTF8 { u -> String? in
      // On the stack: a label's scalars (64 or more would make more than 63
      // octets) and the output (a label of at most 63 scalars encodes to at
      // most 4 + 63 × 8 bytes; anything past 253 in all is refused).
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { scalarBuffer -> String? in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { outBuffer -> String? in
          guard let scalars = scalarBuffer.baseAddress, let out = outBuffer.baseAddress else {
            return nil
          }
          var count = 0
          var overflow = false
          func write(_ b: UInt8) {
            guard count < outBuffer.count else {
              overflow = true
              return
            }
            out[count] = b
            count += 1
          }
          var start = 0
          for end in 0...u.count where end == u.count || u[end] == ASCII.dot {
            let label = UnsafeBufferPointer(rebasing: u[start..<end])
            guard !label.isEmpty else { return nil }
            let written = count
            if !label.contains(where: { $0 >= 0x80 }) {
              if label.count >= 4 && label[2] == ASCII.hyphen && label[3] == ASCII.hyphen
                && label[0] | 0x20 == UInt8(ascii: "x") && label[1] | 0x20 == UInt8(ascii: "n")
              {
                return nil
              }
              guard label.count <= 63 else { return nil }
              for b in label { write(b) }
            } else {
              // Well-formed UTF-8 (the bytes of a `String`).
              var scalarCount = 0
              var k = 0
              while k < label.count {
                guard scalarCount < 64 else { return nil }
                let (cp, length) = EmailBytes.decode(label, k)
                scalars[scalarCount] = cp
                scalarCount += 1
                k += length
              }
              for b in "xn--".utf8 { write(b) }
              let label = UnsafeBufferPointer(start: scalars, count: scalarCount)
              guard Punycode.encode(label, write: write) else { return nil }
            }
            guard !overflow, count - written <= 63 else { return nil }
            if end < u.count { write(ASCII.dot) }
            start = end + 1
          }
          guard !overflow, count <= 253 else { return nil }
          return String(decoding: UnsafeBufferPointer(start: out, count: count), as: UTF8.self)
        }
      }
    }
  }

  /// UTS #46 ToUnicode of a lowercased all-ASCII domain made only of
  /// letters, digits, `-` and `.`, with no label whose third and fourth
  /// characters are `--` (A-labels and the other reserved forms), computed
  /// on the bytes: the value is the domain with A–Z lowered, and the errors
  /// are those UTS #46 §4.1 step 4 gives such a label (CheckHyphens: a
  /// leading or trailing `-`; an empty label but for a final root label).
  /// Any other domain gives `nil` (ICU converts it). The length checks
  /// (VerifyDnsLength) belong to ToASCII, which is the domain itself here.
  /// - Parameters:
  ///   - domain: The domain.
  ///   - options: The UTS #46 options (STD3 rules on).
  /// - Returns: The conversion, or `nil`.
  static func plainASCIIToUnicode(_ domain: String, options: IDNAOptions) -> IDNAResult? {
    guard options.useSTD3ASCIIRules, !options.transitional else { return nil }
    var text = domain
    return text.withUTF8 { d -> IDNAResult? in
      var errors: IDNAErrors = []
      var labelStart = 0
      var hasUpper = false
      for i in d.indices {
        let b = d[i]
        switch b {
        case ASCII.lowerA...ASCII.lowerZ, ASCII.zero...ASCII.nine: continue
        case ASCII.upperA...ASCII.upperZ: hasUpper = true
        case ASCII.hyphen:  // -
          if i == labelStart + 3 && d[i - 1] == ASCII.hyphen { return nil }
          if i == labelStart { errors.insert(.leadingHyphen) }
          if i + 1 == d.count || d[i + 1] == ASCII.dot { errors.insert(.trailingHyphen) }
        case ASCII.dot:  // .
          if i == labelStart { errors.insert(.emptyLabel) }
          labelStart = i + 1
        default: return nil
        }
      }
      if d.isEmpty { errors.insert(.emptyLabel) }
      errors.subtract(options.ignoredErrors)
      guard hasUpper else { return IDNAResult(value: domain, errors: errors) }
      return IDNAResult(value: asciiLowered(d), errors: errors)
    }
  }

  /// `d` as text with A–Z lowered and every other byte kept (UTS #46 maps
  /// ASCII capitals to small letters; the other bytes are already their
  /// own mapping where the callers use it).
  /// - Parameter d: Well-formed UTF-8.
  /// - Returns: The lowered text, in one allocation.
  static func asciiLowered(_ d: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: d.count) { out in
      for i in d.indices { out[i] = d[i] &- ASCII.upperA < 26 ? d[i] | 0x20 : d[i] }
      return d.count
    }
  }

  /// Whether UTS #46 changed `domain` beyond lowercasing, NFC and the dot
  /// mappings (which have their own warning) into `unicode`.
  private static func isMapped(_ domain: String, _ unicode: String) -> Bool {
    let labels = unicode.utf8.split(separator: ASCII.dot)
    var expected = ""
    expected.unicodeScalars.reserveCapacity(domain.unicodeScalars.count)
    for scalar in domain.unicodeScalars {
      switch scalar.value {
      case 0x3002, 0xFF0E, 0xFF61: expected.unicodeScalars.append(".")
      default: expected.unicodeScalars.append(scalar)
      }
    }
    let given = expected.lowercased().normalized(.nfc).utf8.split(separator: ASCII.dot)
    return given.count != labels.count
      || zip(given, labels).contains { g, r in
        !g.starts(with: "xn--".utf8) && !g.elementsEqual(r)
      }
  }

  /// The UTS #39 verdict of a non-ASCII label.
  private static func verdict(_ label: String) -> LabelVerdict {
    let pre = SpoofCheck.preCheck(label)
    return LabelVerdict(
      label: label, isMixedScript: pre.mayBeMixedScript && SpoofCheck.check(label).isMixedScript,
      skeleton: pre.mayImitateASCII ? SpoofCheck.skeleton(label) : label)
  }
}
