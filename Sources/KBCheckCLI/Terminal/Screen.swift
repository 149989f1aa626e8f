/// Redraws a block of lines in place, below where the command started (no
/// full-screen takeover): each frame moves back to the block's first line,
/// clears to the end of the screen, writes the lines cut to the window's
/// width and puts the cursor where the caret is.
final class Screen {
  let terminal: Terminal
  private var cursorRow = 0
  private var lineCount = 0

  init(terminal: Terminal) { self.terminal = terminal }

  /// Draws `lines`, with the cursor at `cursor` (row in the block, column
  /// in visible characters).
  func draw(_ lines: [String], cursor: (row: Int, column: Int)) {
    let width = max(terminal.size.columns - 1, 10)
    var out = "\r"
    if cursorRow > 0 { out += "\u{1B}[\(cursorRow)A" }
    out += "\u{1B}[J"
    out += lines.map { Screen.cut($0, to: width) }.joined(separator: "\r\n")
    let up = lines.count - 1 - cursor.row
    if up > 0 { out += "\u{1B}[\(up)A" }
    out += "\r"
    let column = min(cursor.column, width)
    if column > 0 { out += "\u{1B}[\(column)C" }
    terminal.write(out)
    cursorRow = cursor.row
    lineCount = lines.count
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

  /// `line` cut to `width` visible characters; escape sequences (styles)
  /// take no room and are kept.
  static func cut(_ line: String, to width: Int) -> String {
    var out = ""
    var visible = 0
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        out.unicodeScalars.append(scalar)
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        out.unicodeScalars.append(scalar)
        continue
      }
      guard visible < width else { continue }
      out.unicodeScalars.append(scalar)
      visible += 1
    }
    return out + "\u{1B}[0m"
  }

  static let dim = "\u{1B}[2m"
  static let bold = "\u{1B}[1m"
  static let red = "\u{1B}[31m"
  static let yellow = "\u{1B}[33m"
  static let green = "\u{1B}[32m"
  static let reset = "\u{1B}[0m"
}
