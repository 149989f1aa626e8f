import KBCheck

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the fuzzer with a message when an invariant fails; libFuzzer then
/// saves the input that broke it.
public func invariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  input: String
) {
  if !condition() {
    let text = "INVARIANT FAILED: \(message())\n  input: \(input.debugDescription)\n"
    var copy = text
    copy.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    abort()
  }
}

/// The bytes libFuzzer gives, as a String (invalid UTF-8 repaired, as the
/// CLI's byte reader would report it before validation).
public func fuzzString(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Builds a validator, trapping on a configuration error (a harness bug).
public func makeValidator(_ type: KeyboardType, _ context: ValidationContext) -> any Validator {
  switch type.validator(context) {
  case .success(let v): return v
  case .failure(let e): fatalError("bad fuzz configuration: \(e)")
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

/// Runs libFuzzer with `callback`. SwiftPM links executables with
/// `main = <Target>_main`, so each target's `<Target>_main` calls this
/// instead of relying on libFuzzer's own `main`.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var vector = argv
  return LLVMFuzzerRunDriver(&count, &vector, callback)
}
