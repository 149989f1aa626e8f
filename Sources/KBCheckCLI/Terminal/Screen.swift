import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Redraws a block of lines in place, below where the command started (no
/// full-screen takeover): each frame moves back to the block's first line,
/// clears to the end of the screen, writes the lines and puts the cursor
/// where the caret is.
///
/// Widths are terminal columns (``DisplayWidth``: UAX #11 East Asian Width
/// by grapheme cluster), so a CJK or emoji value keeps the caret on the
/// character it follows. The caret's line is cut at the window's edge;
/// every other line is wrapped at a space, its continuation indented as the
/// line is. With `NO_COLOR` set (no-color.org) no style is written.
final class Screen {
  let terminal: Terminal
  /// Whether styles (bold, dim, colours) are written.
  let colors: Bool
  private var cursorRow = 0
  private var lineCount = 0

  init(terminal: Terminal, colors: Bool = Screen.colorsWanted) {
    self.terminal = terminal
    self.colors = colors
  }

  /// Whether the environment allows styles: not when `NO_COLOR` is set to
  /// a non-empty value (no-color.org) or `TERM` is `dumb`.
  static var colorsWanted: Bool {
    if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// Draws `lines`, with the cursor at `cursor` (row in `lines`, column in
  /// terminal columns).
  func draw(_ lines: [String], cursor: (row: Int, column: Int)) {
    let width = max(terminal.size.columns - 1, 10)
    var physical: [String] = []
    var caretRow = 0
    for (i, line) in lines.enumerated() {
      if i == cursor.row {
        caretRow = physical.count
        physical.append(Screen.cut(line, to: width, colors: colors))
      } else {
        physical += Screen.wrap(line, to: width, colors: colors)
      }
    }
    // Keep the caret's line in the window when wrapping made the block taller.
    let room = max(terminal.size.rows - 1, 3)
    if physical.count > room {
      let start = min(max(0, caretRow - room / 2), physical.count - room)
      physical = Array(physical[start..<(start + room)])
      caretRow -= start
    }
    var out = "\r"
    if cursorRow > 0 { out += "\u{1B}[\(cursorRow)A" }
    out += "\u{1B}[J"
    out += physical.joined(separator: "\r\n")
    let up = physical.count - 1 - caretRow
    if up > 0 { out += "\u{1B}[\(up)A" }
    out += "\r"
    let column = min(cursor.column, width)
    if column > 0 { out += "\u{1B}[\(column)C" }
    terminal.write(out)
    cursorRow = caretRow
    lineCount = physical.count
  }

  /// Moves below the block, so that what follows starts on a new line.
  func finish() {
    let down = lineCount - 1 - cursorRow
    terminal.write((down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n")
    cursorRow = 0
    lineCount = 0
  }

  /// Erases the block.
  func clear() {
    var out = "\r"
    if cursorRow > 0 { out += "\u{1B}[\(cursorRow)A" }
    terminal.write(out + "\u{1B}[J")
    cursorRow = 0
    lineCount = 0
  }

  /// `line` cut to `width` columns; escape sequences (styles) take no room
  /// and are kept (dropped without `colors`); a wide character that would
  /// straddle the edge is left out.
  static func cut(_ line: String, to width: Int, colors: Bool = true) -> String {
    var out = ""
    var visible = 0
    var escape = EscapeScanner()
    for character in line {
      if escape.consumes(character) {
        if colors { out.append(character) }
        continue
      }
      let columns = DisplayWidth.columns(of: character)
      guard visible + columns <= width else { continue }
      out.append(character)
      visible += columns
    }
    return colors ? out + reset : out
  }

  /// `line` wrapped to `width` columns at the last space that fits (or cut
  /// mid-word when a word is longer than a line); each continuation starts
  /// with the line's own leading spaces and the style in force.
  static func wrap(_ line: String, to width: Int, colors: Bool = true) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    let indentWidth = min(indent.count, width / 2)
    var lines: [String] = []
    var current = ""  // the physical line being filled
    var visible = 0
    var style = ""  // the last style sequence, re-opened on a continuation
    var lastSpace: (index: String.Index, visible: Int)?
    var escape = EscapeScanner()
    var pendingEscape = ""
    for character in line {
      if escape.consumes(character) {
        pendingEscape.append(character)
        if escape.isComplete {
          if colors { current += pendingEscape }
          style = pendingEscape == reset ? "" : style + pendingEscape
          pendingEscape = ""
        }
        continue
      }
      let columns = DisplayWidth.columns(of: character)
      if visible + columns > width {
        var rest = ""
        if let space = lastSpace, space.visible > indentWidth {
          rest = String(current[current.index(after: space.index)...])
          current = String(current[..<space.index])
        }
        lines.append(colors ? current + reset : current)
        current = String(repeating: " ", count: indentWidth) + (colors ? style : "") + rest
        visible = indentWidth + DisplayWidth.columns(of: visibleText(rest))
        lastSpace = nil
        // A space that ends a line does not start the next one.
        if character == " " && rest.isEmpty { continue }
      }
      if character == " " && visible > indentWidth {
        lastSpace = (current.endIndex, visible)
      }
      current.append(character)
      visible += columns
    }
    lines.append(colors ? current + reset : current)
    return lines
  }

  /// `text` without its escape sequences.
  static func visibleText(_ text: String) -> String {
    var escape = EscapeScanner()
    return String(text.filter { !escape.consumes($0) })
  }

  static let dim = "\u{1B}[2m"
  static let bold = "\u{1B}[1m"
  static let red = "\u{1B}[31m"
  static let yellow = "\u{1B}[33m"
  static let green = "\u{1B}[32m"
  static let reset = "\u{1B}[0m"
}

/// Tells the characters of a CSI escape sequence (`ESC [ … final`) apart
/// from visible text, one character at a time.
struct EscapeScanner {
  private var inside = false
  /// Whether the last character consumed ended a sequence.
  private(set) var isComplete = false

  /// Whether `character` belongs to an escape sequence.
  mutating func consumes(_ character: Character) -> Bool {
    isComplete = false
    if inside {
      if let value = character.asciiValue, (0x40...0x7E).contains(value), character != "[" {
        inside = false
        isComplete = true
      }
      return true
    }
    if character == "\u{1B}" {
      inside = true
      return true
    }
    return false
  }
}
