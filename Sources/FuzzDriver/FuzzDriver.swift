// What the libFuzzer targets share. libFuzzer supplies the program's `main`, and SwiftPM links an
// executable's entry point as `<module>_main`; each target's `<module>_main` hands its command line
// and its one-input callback to libFuzzer's driver through `runFuzzDriver`.

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer's driver over the command line, which calls `testOneInput` for each input (its
/// bytes and their count; it returns 0, as libFuzzer expects). Returns the driver's exit status.
public func runFuzzDriver(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, testOneInput)
}
