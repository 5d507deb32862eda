import Foundation

// CryptoKit's hashing names as a snippet's `import CryptoKit` finds them. The digests are
// computed for real, by our own implementations of the published algorithms (FIPS 180-4 for
// SHA-1 and SHA-256, RFC 1321 for MD5); ArrangeCryptoKitTests checks them against the test
// vectors those documents publish. Keys, signatures and ciphers are not provided.

/// A hash function, as CryptoKit's `HashFunction`: bytes go in with `update(data:)` and one
/// digest comes out of `finalize()`; `hash(data:)` does both at once.
public protocol HashFunction {
    /// The digest this function produces.
    associatedtype Digest: ArrangeCryptoKit.Digest
    /// The number of bytes the function consumes per round (64 for MD5, SHA-1 and SHA-256).
    static var blockByteCount: Int { get }
    /// A function that has consumed nothing yet.
    init()
    /// Consumes `data`.
    mutating func update<D: DataProtocol>(data: D)
    /// The digest of everything consumed so far.
    func finalize() -> Digest
}

extension HashFunction {
    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }

    /// Consumes the bytes of `bufferPointer`.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        update(data: Array(bufferPointer))
    }
}

/// A digest, as CryptoKit's `Digest`: a fixed number of bytes, iterated as `UInt8`s, whose
/// description is the function's name and the bytes in lowercase hex.
public protocol Digest: Sequence, Hashable, CustomStringConvertible, Sendable where Element == UInt8 {
    /// The number of bytes in the digest.
    static var byteCount: Int { get }
    /// The digest's bytes.
    var bytes: [UInt8] { get }
}

extension Digest {
    /// The bytes in order.
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// The bytes in lowercase hex.
    var hex: String { bytes.map { String(format: "%02x", $0) }.joined() }
}


/// SHA-256 (FIPS 180-4 §6.2), as CryptoKit's `SHA256`.
public struct SHA256: HashFunction, Sendable {
    /// 64 bytes a block.
    public static let blockByteCount = 64
    /// 32 bytes.
    public static let byteCount = 32
    var message: [UInt8] = []
    /// A function that has consumed nothing yet.
    public init() {}
    /// Consumes `data`.
    public mutating func update<D: DataProtocol>(data: D) { message.append(contentsOf: data) }
    /// The digest of everything consumed so far.
    public func finalize() -> SHA256Digest { SHA256Digest(bytes: SHA2.sha256(message)) }
}

/// A SHA-256 digest.
public struct SHA256Digest: Digest {
    /// 32 bytes.
    public static let byteCount = 32
    /// The digest's bytes.
    public let bytes: [UInt8]
    /// "SHA256 digest: " and the bytes in hex, as CryptoKit prints it.
    public var description: String { "SHA256 digest: " + hex }
}

/// Hash functions CryptoKit keeps for compatibility only, as CryptoKit's `Insecure`.
public enum Insecure {
    /// MD5 (RFC 1321).
    public struct MD5: HashFunction, Sendable {
        /// 64 bytes a block.
        public static let blockByteCount = 64
        /// 16 bytes.
        public static let byteCount = 16
        var message: [UInt8] = []
        /// A function that has consumed nothing yet.
        public init() {}
        /// Consumes `data`.
        public mutating func update<D: DataProtocol>(data: D) { message.append(contentsOf: data) }
        /// The digest of everything consumed so far.
        public func finalize() -> MD5Digest { MD5Digest(bytes: MessageDigest5.digest(message)) }
    }

    /// An MD5 digest.
    public struct MD5Digest: Digest {
        /// 16 bytes.
        public static let byteCount = 16
        /// The digest's bytes.
        public let bytes: [UInt8]
        /// "MD5 digest: " and the bytes in hex, as CryptoKit prints it.
        public var description: String { "MD5 digest: " + hex }
    }

    /// SHA-1 (FIPS 180-4 §6.1).
    public struct SHA1: HashFunction, Sendable {
        /// 64 bytes a block.
        public static let blockByteCount = 64
        /// 20 bytes.
        public static let byteCount = 20
        var message: [UInt8] = []
        /// A function that has consumed nothing yet.
        public init() {}
        /// Consumes `data`.
        public mutating func update<D: DataProtocol>(data: D) { message.append(contentsOf: data) }
        /// The digest of everything consumed so far.
        public func finalize() -> SHA1Digest { SHA1Digest(bytes: SHA2.sha1(message)) }
    }

    /// A SHA-1 digest.
    public struct SHA1Digest: Digest {
        /// 20 bytes.
        public static let byteCount = 20
        /// The digest's bytes.
        public let bytes: [UInt8]
        /// "SHA1 digest: " and the bytes in hex, as CryptoKit prints it.
        public var description: String { "SHA1 digest: " + hex }
    }
}
