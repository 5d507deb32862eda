import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's own stack.
enum ThreadStack {
    #if canImport(Glibc)
    /// glibc declares pthread_getattr_np only under _GNU_SOURCE, which Swift's Glibc module does
    /// not set, so it is looked up by name, once (an immutable constant, not shared state).
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getThreadAttributes: GetAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
    #endif

    /// The lowest address of the calling thread's stack, or `nil` when it cannot be found.
    /// For the main thread glibc reads and parses `/proc/self/maps`, so callers look it up once
    /// per thread (`StackSegments.current`).
    static func lowestAddress() -> Int? {
        #if canImport(Glibc)
        guard let getAttributes = getThreadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
        return Int(bitPattern: base)
        #elseif canImport(Darwin)
        let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return top - pthread_get_stacksize_np(pthread_self())
        #else
        return nil
        #endif
    }
}
