@_spi(Benchmarking) import Arrange
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The heap memory a value holds, measured with glibc's `mallinfo2()`: the bytes the allocator
/// has handed out and not had back (every arena, large blocks mapped on their own included).
///
/// Invariants: a measurement is the change in bytes in use across making the value, with the
/// value still alive; other threads allocating or freeing at the same time change it too (the
/// tests take the least of a few tries and bound it generously); where glibc is not the
/// allocator, `isAvailable` is false and measurements are `nil`.
///
/// (Counting allocations one by one needs a hook in the allocator: the Swift runtime's
/// `_swift_allocObject` hook corrupted the returned objects when tried here, and replacing
/// `malloc` in a test process is not safe, so the figure is bytes, not a count.)
public enum HeapUsage {
    /// Whether `mallinfo2()` is there to ask.
    public static var isAvailable: Bool { mallinfo2 != nil }

    /// The bytes in use on the heap now, `nil` where it cannot be asked: those the allocator
    /// has handed out, less the node columns Arrange keeps for its next layout
    /// (`ViewLayout.keptColumnBytes`), which a layout takes without asking the allocator.
    public static var bytesInUse: Int? {
        guard let mallinfo2 else { return nil }
        // `struct mallinfo2`: ten `size_t` fields; `uordblks` (bytes handed out from the arenas)
        // is the eighth, `hblkhd` (bytes in blocks mapped on their own) the fifth.
        var fields = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &fields) { _ = mallinfo2($0.baseAddress!) }
        return fields.7 + fields.4 - ViewLayout.keptColumnBytes
    }

    /// glibc's `mallinfo2()`, found at run time (Swift's Glibc module does not import
    /// `malloc.h`). It returns a 10-word struct, which the x86-64 System V ABI returns through a
    /// pointer the caller passes first, so it is called as a function of that pointer; on other
    /// architectures the struct comes back differently and the measurement is unavailable.
    private static let mallinfo2: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?)? = {
        #if canImport(Glibc) && arch(x86_64)
        guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?).self)
        #else
        return nil
        #endif
    }()

    /// Makes a value with `make`, then hands it to `inspect` while it is still alive together
    /// with the heap bytes making it added (`nil` where they cannot be measured).
    public static func held<T, R>(by make: () -> T, _ inspect: (T, Int?) -> R) -> R {
        let before = bytesInUse
        let value = make()
        let after = bytesInUse
        return withExtendedLifetime(value) {
            inspect(value, before.flatMap { before in after.map { $0 - before } })
        }
    }
}
