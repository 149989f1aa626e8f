/// A message with named placeholders, such as
/// `The local part is {length} octets long; the limit is {limit}.`
///
/// `{name}` stands for the argument `name`; `{{` and `}}` stand for a
/// literal brace. A placeholder whose argument is missing is written as
/// it stands, so that a gap is visible rather than silent (a test checks
/// that no emitted message has one).
public struct MessageTemplate: Sendable, Hashable, CustomStringConvertible {
  private enum Piece: Sendable, Hashable {
    case text(String)
    case argument(String)
  }

  private let pieces: [Piece]
  /// The template as written.
  public let source: String

  /// Parses a template.
  ///
  /// The parse reads UTF-8 bytes (braces are ASCII, so they never fall
  /// inside a multi-byte character): the catalogues hold hundreds of
  /// templates, parsed once per process when the first message is made.
  /// - Parameter source: The template text.
  public init(_ source: String) {
    self.source = source
    let bytes = Array(source.utf8)
    var pieces: [Piece] = []
    var text: [UInt8] = []
    var i = 0
    func flushText() {
      if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
      text.removeAll(keepingCapacity: true)
    }
    while i < bytes.count {
      let byte = bytes[i]
      let following: UInt8? = i + 1 < bytes.count ? bytes[i + 1] : nil
      if (byte == 0x7B || byte == 0x7D) && following == byte {  // "{{" or "}}"
        text.append(byte)
        i += 2
        continue
      }
      if byte == 0x7B, let close = bytes[(i + 1)...].firstIndex(of: 0x7D) {
        flushText()
        pieces.append(.argument(String(decoding: bytes[(i + 1)..<close], as: UTF8.self)))
        i = close + 1
        continue
      }
      text.append(byte)
      i += 1
    }
    flushText()
    self.pieces = pieces
  }

  /// The names of the placeholders, in order of appearance.
  public var argumentNames: [String] {
    pieces.compactMap { if case .argument(let name) = $0 { name } else { nil } }
  }

  /// The message with the arguments put in.
  /// - Parameter arguments: The named values.
  /// - Returns: The text; a placeholder without an argument stays as `{name}`.
  public func render(_ arguments: MessageArguments) -> String {
    var missing: [String] = []
    return render(arguments, missing: &missing)
  }

  /// The message with the arguments put in, and the names of the
  /// placeholders that had no argument.
  func render(_ arguments: MessageArguments, missing: inout [String]) -> String {
    if pieces.count == 1, case .text(let only) = pieces[0] { return only }
    var out = ""
    for piece in pieces {
      switch piece {
      case .text(let text): out += text
      case .argument(let name):
        if let value = arguments[name] {
          out += value
        } else {
          out += "{\(name)}"
          missing.append(name)
        }
      }
    }
    return out
  }

  /// The template as written.
  public var description: String { source }
}
