/// Asks the processor to start loading the memory at `address` into its caches, without
/// waiting for it and without any effect a program can see (LLVM's `prefetch` intrinsic,
/// reached by its name: Swift has no spelling of its own for it). The constants must be
/// literals at the call: read, keep in every cache level, data.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ isData: Int32)

/// Starts loading the cache line holding `address` for a read soon after.
@inline(__always)
func warmCacheLine(at address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
