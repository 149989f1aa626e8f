import KBCheck

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the fuzzer with a message when an invariant fails; libFuzzer then
/// saves the input that broke it.
public func invariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  input: @autoclosure () -> String
) {
  if !condition() {
    let text = "INVARIANT FAILED: \(message())\n  input: \(input().debugDescription)\n"
    var copy = text
    copy.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    abort()
  }
}

/// The bytes libFuzzer gives, as a String (invalid UTF-8 repaired, as the
/// CLI's byte reader would report it before validation).
public func fuzzString(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Builds a validator, trapping on a configuration error (a harness bug).
public func makeValidator(_ type: KeyboardType, _ context: ValidationContext) -> any Validator {
  do {
    return try type.validator(context)
  } catch {
    fatalError("bad fuzz configuration: \(error)")
  }
}

/// Checks the invariants every validator must keep on any input:
/// ranges inside the input, a canonical value exactly when valid, and
/// idempotence — a valid result's canonical value validates again to itself.
public func checkValidator(_ validator: any Validator, _ input: String, label: String) {
  let result = validator.validate(input)
  let length = input.unicodeScalars.count
  for issue in result.issues {
    invariant(
      issue.range.lowerBound >= 0 && issue.range.upperBound <= length + 1
        && issue.range.lowerBound <= issue.range.upperBound,
      "\(label): issue \(issue.code) range \(issue.range) outside input of \(length) scalars",
      input: input)
    invariant(!issue.message.isEmpty, "\(label): issue \(issue.code) has no message", input: input)
  }
  guard result.isValid, let value = result.value else { return }
  let again = validator.validate(value)
  invariant(
    again.isValid, "\(label): canonical value \(value.debugDescription) is not valid again: \(again.errors)",
    input: input)
  invariant(
    again.value == value,
    "\(label): canonical value is not idempotent: \(value.debugDescription) -> \(String(describing: again.value).debugDescription)",
    input: input)
}

/// libFuzzer's driver entry point.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The `argv` a target's entry point receives.
public typealias FuzzArgv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

/// What libFuzzer calls with each input: a global function that captures
/// nothing (`func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt`).
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer with `callback`. SwiftPM links executables with
/// `main = <Target>_main`, so each target's entry point is one line:
///
///     @_cdecl("FuzzX_main")
///     public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }
public func runFuzzer(_ argc: CInt, _ argv: FuzzArgv, _ callback: FuzzCallback) -> CInt {
  var count = argc
  var vector = argv
  return LLVMFuzzerRunDriver(&count, &vector, callback)
}

/// Reads a fuzz input as a stream of small choices.
public struct FuzzReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  /// Creates a reader over libFuzzer's bytes.
  /// - Parameters:
  ///   - data: The bytes.
  ///   - size: Their count.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  /// - Returns: The byte.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  /// - Parameter bound: The exclusive upper bound.
  /// - Returns: The number.
  public mutating func below(_ bound: Int) -> Int {
    bound > 0 ? Int(byte()) % bound : 0
  }
}
