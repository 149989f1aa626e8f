import Testing

@testable import KBCheck

/// The named ASCII characters of the scanners are the characters their
/// names say, as bytes and as code points.
@Suite struct ASCIITests {
  @Test func bytesAreTheirCharacters() {
    let named: [(UInt8, Unicode.Scalar)] = [
      (ASCII.tab, "\t"),
      (ASCII.lineFeed, "\n"),
      (ASCII.carriageReturn, "\r"),
      (ASCII.space, " "),
      (ASCII.exclamation, "!"),
      (ASCII.quote, "\""),
      (ASCII.hash, "#"),
      (ASCII.percent, "%"),
      (ASCII.leftParen, "("),
      (ASCII.rightParen, ")"),
      (ASCII.asterisk, "*"),
      (ASCII.plus, "+"),
      (ASCII.comma, ","),
      (ASCII.hyphen, "-"),
      (ASCII.dot, "."),
      (ASCII.slash, "/"),
      (ASCII.zero, "0"),
      (ASCII.nine, "9"),
      (ASCII.colon, ":"),
      (ASCII.semicolon, ";"),
      (ASCII.lessThan, "<"),
      (ASCII.greaterThan, ">"),
      (ASCII.question, "?"),
      (ASCII.at, "@"),
      (ASCII.upperA, "A"),
      (ASCII.upperZ, "Z"),
      (ASCII.leftBracket, "["),
      (ASCII.backslash, "\\"),
      (ASCII.rightBracket, "]"),
      (ASCII.underscore, "_"),
      (ASCII.lowerA, "a"),
      (ASCII.lowerZ, "z"),
      (ASCII.pipe, "|"),
      (ASCII.tilde, "~"),
      (ASCII.delete, "\u{7F}"),
    ]
    for (byte, scalar) in named { #expect(byte == UInt8(ascii: scalar), "\(scalar)") }
  }

  @Test func codePointsAreTheBytes() {
    let named: [(UInt32, UInt8)] = [
      (ASCII.CodePoint.tab, ASCII.tab),
      (ASCII.CodePoint.lineFeed, ASCII.lineFeed),
      (ASCII.CodePoint.carriageReturn, ASCII.carriageReturn),
      (ASCII.CodePoint.space, ASCII.space),
      (ASCII.CodePoint.exclamation, ASCII.exclamation),
      (ASCII.CodePoint.quote, ASCII.quote),
      (ASCII.CodePoint.hash, ASCII.hash),
      (ASCII.CodePoint.leftParen, ASCII.leftParen),
      (ASCII.CodePoint.rightParen, ASCII.rightParen),
      (ASCII.CodePoint.asterisk, ASCII.asterisk),
      (ASCII.CodePoint.plus, ASCII.plus),
      (ASCII.CodePoint.comma, ASCII.comma),
      (ASCII.CodePoint.hyphen, ASCII.hyphen),
      (ASCII.CodePoint.dot, ASCII.dot),
      (ASCII.CodePoint.zero, ASCII.zero),
      (ASCII.CodePoint.nine, ASCII.nine),
      (ASCII.CodePoint.semicolon, ASCII.semicolon),
      (ASCII.CodePoint.at, ASCII.at),
      (ASCII.CodePoint.upperA, ASCII.upperA),
      (ASCII.CodePoint.upperZ, ASCII.upperZ),
      (ASCII.CodePoint.leftBracket, ASCII.leftBracket),
      (ASCII.CodePoint.backslash, ASCII.backslash),
      (ASCII.CodePoint.rightBracket, ASCII.rightBracket),
      (ASCII.CodePoint.lowerA, ASCII.lowerA),
      (ASCII.CodePoint.lowerZ, ASCII.lowerZ),
      (ASCII.CodePoint.delete, ASCII.delete),
    ]
    for (point, byte) in named { #expect(point == UInt32(byte)) }
  }
}
