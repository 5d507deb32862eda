import Foundation

// Security's certificates, trusts and keys, as `import Security` finds them. Arrange reads no
// X.509: a certificate keeps the bytes it was made from, a trust evaluates nothing, and no key
// is taken out of a certificate (`SecTrustCopyKey` is `nil`), so code pinning a server's key
// finds none to pin, as it would for a certificate it cannot read.

/// A certificate, kept as the DER bytes it was made from.
public final class SecCertificate: @unchecked Sendable {
    /// The certificate's DER bytes.
    let data: Data

    init(data: Data) {
        self.data = data
    }
}

/// A policy a trust is evaluated under.
public final class SecPolicy: @unchecked Sendable {
    init() {}
}

/// Certificates to be evaluated under policies.
public final class SecTrust: @unchecked Sendable {
    /// The certificates, leaf first.
    let certificates: [SecCertificate]

    init(certificates: [SecCertificate]) {
        self.certificates = certificates
    }
}

/// A cryptographic key, kept as its external representation and attributes.
public final class SecKey: @unchecked Sendable {
    /// The key's bytes, as `SecKeyCopyExternalRepresentation` gives them.
    let data: Data
    /// The attributes it was made with.
    let attributes: NSDictionary

    init(data: Data, attributes: NSDictionary) {
        self.data = data
        self.attributes = attributes
    }
}

/// A certificate made from DER bytes (`nil` unless they start as a DER sequence does, 0x30).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let bytes = Data(referencing: data)
    guard bytes.first == 0x30 else { return nil }
    return SecCertificate(data: bytes)
}

/// The DER bytes `certificate` was made from.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData {
    NSData(data: certificate.data)
}

/// The policy of a basic X.509 evaluation.
public func SecPolicyCreateBasicX509() -> SecPolicy {
    SecPolicy()
}

/// The policy of an SSL evaluation for `hostname`.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy()
}

/// A trust for `certificates` (one `SecCertificate` or an array of them) under `policies`.
public func SecTrustCreateWithCertificates(_ certificates: AnyObject, _ policies: AnyObject?, _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let list = (certificates as? SecCertificate).map { [$0] } ?? ((certificates as? NSArray)?.compactMap { $0 as? SecCertificate } ?? [])
    guard !list.isEmpty else { return errSecParam }
    trust.pointee = SecTrust(certificates: list)
    return errSecSuccess
}

/// The leaf certificate's public key: `nil`, as Arrange reads no X.509.
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? {
    nil
}

/// How many certificates the trust holds.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> Int {
    trust.certificates.count
}

/// Whether the trust's certificates are trusted: never, as Arrange has no roots to check them
/// against; `error` says so.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecUnimplemented))
    return false
}

/// A key of `keyData`, with `attributes` (`kSecAttrKeyType`, `kSecAttrKeyClass` …).
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    SecKey(data: Data(referencing: keyData), attributes: attributes)
}

/// The bytes `key` was made from.
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    NSData(data: key.data)
}

/// The attributes `key` was made with.
public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? {
    key.attributes
}

/// A source of random bytes (only the default one exists).
public final class SecRandom: @unchecked Sendable {
    init() {}
}

/// The default source of random bytes.
public var kSecRandomDefault: SecRandom? { nil }

/// Fills `bytes` with `count` random bytes from the system's generator; `errSecSuccess`.
public func SecRandomCopyBytes(_ rnd: SecRandom?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for index in 0..<max(count, 0) {
        bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self)
    }
    return errSecSuccess
}
