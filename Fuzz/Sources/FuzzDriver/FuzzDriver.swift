// libFuzzer's entry point for programs with their own `main` (SwiftPM gives every executable
// one): each target's main.swift calls `LLVMFuzzerRunDriver` with a callback that runs one
// input through its target in ArrangeFuzzing.

/// libFuzzer's driver: parses its flags from `argv`, then calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
public func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The `size` bytes at `data` (none when `data` is `nil`), as libFuzzer hands an input over.
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
}
