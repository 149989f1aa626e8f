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
  /// - Parameter source: The template text.
  public init(_ source: String) {
    self.source = source
    var pieces: [Piece] = []
    var text = ""
    var name: String?
    var chars = source.makeIterator()
    var pending: Character? = nil
    func next() -> Character? {
      if let p = pending {
        pending = nil
        return p
      }
      return chars.next()
    }
    while let c = next() {
      if var current = name {
        if c == "}" {
          pieces.append(.argument(current))
          name = nil
        } else {
          current.append(c)
          name = current
        }
        continue
      }
      if c == "{" || c == "}" {
        let following = next()
        if following == c {
          text.append(c)
          continue
        }
        pending = following
        if c == "{" {
          if !text.isEmpty { pieces.append(.text(text)) }
          text = ""
          name = ""
          continue
        }
      }
      text.append(c)
    }
    if let open = name { text += "{" + open }
    if !text.isEmpty { pieces.append(.text(text)) }
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
