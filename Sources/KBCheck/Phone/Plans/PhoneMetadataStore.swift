import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A metadata set (`Scripts/phone/phone-metadata.py`'s text blob), read in place
/// and decoded lazily, one territory at a time.
///
/// Opening a set only indexes the blob: one pass over its bytes records
/// where each automaton and each territory starts, with each territory's
/// region code, country code and main-country flag (tens of microseconds).
/// A territory — its descriptions, its formats and every automaton it
/// names — is decoded the first time it is asked for, under a lock, and
/// published through an atomic slot; later lookups are one acquiring load.
///
/// Every automaton index the library uses comes from a decoded territory,
/// and a territory is published only after its automata are stored, so
/// ``automaton(_:)`` reads its slot without the lock.
final class PhoneMetadataStore: @unchecked Sendable {
  /// Where a territory's records lie in the blob, and what the index knows
  /// of it without decoding it.
  struct Entry {
    var id: String
    var countryCode: Int
    var mainCountryForCode: Bool
    /// The byte range of its `T`, `D` and `F` lines.
    var bytes: Range<Int>
  }

  /// The metadata's version line.
  let version: String
  /// Every territory, in blob order.
  let entries: [Entry]
  /// Geographic territories' entry indices by region code.
  let regionIndex: [String: Int]
  /// The entry index of each two-letter region code, at `(first - A) * 26 +
  /// (second - A)`; -1 for a code with no territory. An array read, where
  /// ``regionIndex`` hashes the string (a table row asks once or twice).
  private let entryByLetters: [Int16]
  /// Non-geographic entities' (`001`) entry indices by country code.
  let nonGeographicIndex: [Int: Int]
  /// Region codes per country code, main region first.
  let regionsByCode: [Int: [String]]
  /// The entry index of each country code's territory, the one
  /// ``territory(countryCode:region:)`` gives without a region (its
  /// non-geographic entity, else its main region), by code up to the
  /// highest assigned; -1 for an unassigned code. An array read, where the
  /// dictionaries hash three times.
  private let mainEntryByCode: [Int16]

  private let blob: UnsafeBufferPointer<UInt8>
  /// The byte offset of each automaton's encoding (after `R|`) and its end.
  private let automatonRanges: [Range<Int>]
  /// Decoded automata by index; `nil` until a territory naming it is decoded.
  private let automatonSlots: UnsafeMutablePointer<PhoneDFA?>
  /// Decoded territories by entry index (retained `PhoneTerritory`), `nil`
  /// until first asked for.
  private let territorySlots: UnsafeMutablePointer<Atomic<UnsafeMutableRawPointer?>>
  /// Serialises decoding (and so every write to `automatonSlots`).
  private let decoding = Mutex<Void>(())

  /// Indexes a blob that lives as long as the program (a `StaticString` literal).
  /// - Parameter blob: The generated text, one record a line.
  init(blob: UnsafeBufferPointer<UInt8>) {
    self.blob = blob
    var version = ""
    var automatonRanges: [Range<Int>] = []
    var entries: [Entry] = []
    var start = 0
    let count = blob.count
    while start < count {
      // memchr finds the line's end (the blob is 350 kB; a byte loop costs ~3 M instructions).
      var end = count
      if let base = blob.baseAddress,
        let newline = memchr(base + start, Int32(ASCII.lineFeed), count - start)
      {
        end = start + UnsafeRawPointer(base + start).distance(to: UnsafeRawPointer(newline))
      }
      if end - start > 2 {
        switch blob[start] {
        case UInt8(ascii: "R"): automatonRanges.append((start + 2)..<end)
        case UInt8(ascii: "T"):
          if let last = entries.indices.last {
            entries[last].bytes = entries[last].bytes.lowerBound..<start
          }
          var entry = Self.entry(blob, (start + 2)..<end)
          entry.bytes = start..<end
          entries.append(entry)
        case UInt8(ascii: "V"):
          version = String(
            decoding: UnsafeBufferPointer(rebasing: blob[(start + 2)..<end]), as: UTF8.self)
        default: break
        }
      }
      start = end + 1
    }
    if let last = entries.indices.last {
      entries[last].bytes = entries[last].bytes.lowerBound..<count
    }
    var regionIndex: [String: Int] = [:]
    var nonGeographicIndex: [Int: Int] = [:]
    var byCode: [Int: [String]] = [:]
    for (index, entry) in entries.enumerated() {
      if entry.id == "001" {
        nonGeographicIndex[entry.countryCode] = index
        byCode[entry.countryCode, default: []].append("001")
        continue
      }
      regionIndex[entry.id] = index
      if entry.mainCountryForCode {
        byCode[entry.countryCode, default: []].insert(entry.id, at: 0)
      } else {
        byCode[entry.countryCode, default: []].append(entry.id)
      }
    }
    self.version = version
    self.entries = entries
    self.regionIndex = regionIndex
    var byLetters = [Int16](repeating: -1, count: 26 * 26)
    for (id, index) in regionIndex {
      if let slot = Self.letterSlot(id) { byLetters[slot] = Int16(index) }
    }
    entryByLetters = byLetters
    self.nonGeographicIndex = nonGeographicIndex
    self.regionsByCode = byCode
    var mainEntry = [Int16](repeating: -1, count: (byCode.keys.max() ?? 0) + 1)
    for code in byCode.keys {
      if let index = nonGeographicIndex[code] ?? byCode[code]?.first.flatMap({ regionIndex[$0] }) {
        mainEntry[code] = Int16(index)
      }
    }
    mainEntryByCode = mainEntry
    self.automatonRanges = automatonRanges
    automatonSlots = .allocate(capacity: automatonRanges.count)
    automatonSlots.initialize(repeating: nil, count: automatonRanges.count)
    territorySlots = .allocate(capacity: entries.count)
    for i in 0..<entries.count { (territorySlots + i).initialize(to: Atomic(nil)) }
  }

  deinit {
    for i in 0..<entries.count {
      if let p = territorySlots[i].load(ordering: .acquiring) {
        Unmanaged<PhoneTerritory>.fromOpaque(p).release()
      }
    }
    territorySlots.deinitialize(count: entries.count)
    territorySlots.deallocate()
    automatonSlots.deinitialize(count: automatonRanges.count)
    automatonSlots.deallocate()
  }

  /// The index's view of a `T` line: region code, country code, main flag.
  private static func entry(_ blob: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Entry {
    var fields: [Range<Int>] = []
    var fieldStart = line.lowerBound
    for i in line where blob[i] == UInt8(ascii: "|") {
      fields.append(fieldStart..<i)
      fieldStart = i + 1
      if fields.count == 3 { break }
    }
    guard fields.count == 3 else {
      preconditionFailure("phone metadata blob: a territory line has fewer than four fields")
    }
    var code = 0
    for i in fields[1] { code = code * 10 + Int(blob[i] &- ASCII.zero) }
    return Entry(
      id: String(decoding: UnsafeBufferPointer(rebasing: blob[fields[0]]), as: UTF8.self),
      countryCode: code, mainCountryForCode: blob[fields[2].lowerBound] == UInt8(ascii: "1"),
      bytes: line)
  }

  /// Every region code of the set (non-geographic entities excluded).
  var regionCodes: Dictionary<String, Int>.Keys { regionIndex.keys }

  /// A geographic territory by region code (upper case), decoded on first use.
  func region(_ id: String) -> PhoneTerritory? {
    entryIndex(ofRegion: id).map(territory(at:))
  }

  /// The entry index of a geographic region code (upper case), as
  /// ``regionIndex`` gives it: two ASCII capitals through a table, any other
  /// text through the dictionary.
  /// - Parameter id: The region code.
  /// - Returns: The index, or `nil` when no territory has that code.
  @inline(__always)
  func entryIndex(ofRegion id: String) -> Int? {
    guard let slot = Self.letterSlot(id) else { return regionIndex[id] }
    let index = entryByLetters[slot]
    return index < 0 ? nil : Int(index)
  }

  /// The slot of a code of two ASCII capital letters in ``entryByLetters``,
  /// or `nil` for any other text.
  private static func letterSlot(_ id: String) -> Int? {
    var utf8 = id.utf8.makeIterator()
    guard let a = utf8.next(), let b = utf8.next(), utf8.next() == nil,
      a >= 0x41, a <= 0x5A, b >= 0x41, b <= 0x5A
    else { return nil }
    return Int(a &- 0x41) &* 26 &+ Int(b &- 0x41)
  }

  /// The non-geographic entity (`001`) of a country code, decoded on first use.
  func nonGeographic(_ countryCode: Int) -> PhoneTerritory? {
    nonGeographicIndex[countryCode].map(territory(at:))
  }

  /// Whether a country code is a non-geographic entity's (`800`, `882`…).
  func hasNonGeographic(_ countryCode: Int) -> Bool {
    nonGeographicIndex[countryCode] != nil
  }

  /// The territory for a region, or for a country code's main region
  /// (non-geographic entities for `001`).
  func territory(countryCode: Int, region: String?) -> PhoneTerritory? {
    if let region, region != "001" {
      guard let index = entryIndex(ofRegion: region), entries[index].countryCode == countryCode
      else {
        return nil
      }
      return territory(at: index)
    }
    guard countryCode >= 0 && countryCode < mainEntryByCode.count else { return nil }
    let index = mainEntryByCode[countryCode]
    return index < 0 ? nil : territory(at: Int(index))
  }

  /// An automaton by index. Only indices read from a decoded territory are
  /// valid here (its automata were decoded with it).
  @inline(__always)
  func automaton(_ index: Int) -> PhoneDFA {
    guard let dfa = automatonSlots[index] else {
      preconditionFailure("phone metadata: automaton \(index) read before its territory")
    }
    return dfa
  }

  /// Whether a national number matches a description (length, then pattern).
  func matches(_ nsn: [UInt8], _ desc: PhoneNumberDesc?) -> Bool {
    guard let desc, let pattern = desc.pattern else { return false }
    if !desc.lengths.isEmpty && !desc.lengths.contains(nsn.count) { return false }
    return automaton(pattern).fullMatch(nsn)
  }

  /// Whether the general pattern matches (no length check: libphonenumber's
  /// `matchNationalNumber` on `generalDesc`).
  func matchesGeneral(_ nsn: [UInt8], _ t: PhoneTerritory) -> Bool {
    guard let p = t.general.pattern else { return false }
    return automaton(p).fullMatch(nsn)
  }

  /// The territory of an entry: one acquiring load once decoded.
  @inline(__always)
  func territory(at index: Int) -> PhoneTerritory {
    if let p = territorySlots[index].load(ordering: .acquiring) {
      return Unmanaged<PhoneTerritory>.fromOpaque(p).takeUnretainedValue()
    }
    return decodeTerritory(at: index)
  }

  @inline(never)
  private func decodeTerritory(at index: Int) -> PhoneTerritory {
    decoding.withLock { _ in
      if let p = territorySlots[index].load(ordering: .acquiring) {
        return Unmanaged<PhoneTerritory>.fromOpaque(p).takeUnretainedValue()
      }
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: blob[entries[index].bytes]), as: UTF8.self)
      let t = PhoneTerritory.decode(text)
      for automaton in t.automatonIndices where automatonSlots[automaton] == nil {
        automatonSlots[automaton] = PhoneDFA(
          encoded: UnsafeBufferPointer(rebasing: blob[automatonRanges[automaton]]))
      }
      territorySlots[index].store(
        Unmanaged.passRetained(t).toOpaque(), ordering: .releasing)
      return t
    }
  }
}

extension PhoneTerritory {
  /// Decodes a territory's `T` line and its `D` and `F` lines.
  /// - Parameter text: The lines, the `T` line first.
  /// - Returns: The territory.
  static func decode(_ text: String) -> PhoneTerritory {
    func index(_ s: Substring) -> Int? { s.isEmpty ? nil : MetadataBlob.int(s) }
    var territory: PhoneTerritory?
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false)
      switch fields[0] {
      case "T":
        territory = PhoneTerritory(
          id: String(fields[1]), countryCode: MetadataBlob.int(fields[2]),
          mainCountryForCode: fields[3] == "1",
          internationalPrefix: index(fields[4]), preferredInternationalPrefix: String(fields[5]),
          nationalPrefix: String(fields[6]), nationalPrefixForParsing: index(fields[7]),
          nationalPrefixTransformRule: String(fields[8]),
          nationalPrefixFormattingRule: String(fields[9]),
          leadingDigits: index(fields[12]), mobileNumberPortableRegion: fields[13] == "1",
          preferredExtnPrefix: String(fields[14]))
      case "D":
        guard let slot = PhoneTerritory.descNames.firstIndex(of: String(fields[1])) else {
          continue
        }
        territory?.descSlots[slot] = PhoneNumberDesc(
          pattern: index(fields[2]),
          lengths: fields[3].split(separator: " ").map { MetadataBlob.int($0) },
          localOnlyLengths: fields[4].split(separator: " ").map { MetadataBlob.int($0) },
          example: String(fields[5]))
      case "F":
        let format = String(fields[2])
        let nationalPrefixRule = String(fields[5])
        territory?.formats.append(
          PhoneNumberFormatRule(
            pattern: MetadataBlob.int(fields[1]), format: format,
            leadingDigits: fields[3].split(separator: " ").map { MetadataBlob.int($0) },
            intlFormat: String(fields[4]),
            nationalPrefixFormattingRule: nationalPrefixRule,
            nationalTemplate: nationalPrefixRule.isEmpty
              ? format
              : PhoneNumberingPlans.applyNationalPrefixRule(nationalPrefixRule, to: format),
            nationalPrefixOptionalWhenFormatting: fields[6] == "1",
            carrierCodeFormattingRule: String(fields[7]),
            templatePattern: MetadataBlob.int(fields[8]),
            plainPattern: MetadataBlob.int(fields[9]),
            fixedSplit: fields[10].split(separator: " ").map { MetadataBlob.int($0) }))
      default: break
      }
    }
    guard let territory else {
      preconditionFailure("phone metadata blob: a territory without its T line")
    }
    return territory
  }

  /// Every automaton the territory names.
  var automatonIndices: [Int] {
    var all: [Int] = []
    all.append(
      contentsOf: [internationalPrefix, nationalPrefixForParsing, leadingDigits].compactMap { $0 })
    for desc in descSlots { if let p = desc?.pattern { all.append(p) } }
    for rule in formats {
      all.append(rule.pattern)
      all.append(rule.templatePattern)
      all.append(rule.plainPattern)
      all.append(contentsOf: rule.leadingDigits)
    }
    return all
  }
}
