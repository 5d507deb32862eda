// Security's keychain as `import Security` finds it: empty when the program starts, keeping what
// is added while it runs; certificates kept as their bytes with no key read out of them.
import ArrangeSecurity
import Foundation
import Testing

/// A token store written the way apps write one over the keychain.
private enum TokenStore {
    static let service = "com.example.notes"

    static func base(_ account: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
    }

    @discardableResult
    static func save(_ token: String, account: String) -> OSStatus {
        var query = base(account)
        query[kSecValueData as String] = Data(token.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        return SecItemAdd(query as CFDictionary, nil)
    }

    static func read(account: String) -> (status: OSStatus, token: String?) {
        var query = base(account)
        query[kSecReturnData as String] = kCFBooleanTrue
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else { return (status, nil) }
        return (status, String(data: data, encoding: .utf8))
    }

    static func update(_ token: String, account: String) -> OSStatus {
        SecItemUpdate(base(account) as CFDictionary, [kSecValueData as String: Data(token.utf8)] as CFDictionary)
    }

    static func delete(account: String) -> OSStatus {
        SecItemDelete(base(account) as CFDictionary)
    }
}

@Suite("Security's keychain at rest")
struct KeychainTests {
    @Test func theKeychainIsEmptyWhenTheProgramStarts() {
        let account = "never-saved-\(UUID().uuidString)"
        let read = TokenStore.read(account: account)
        #expect(read.status == errSecItemNotFound && read.status == -25300)
        #expect(read.token == nil)
        #expect(TokenStore.delete(account: account) == errSecItemNotFound)
        #expect(SecCopyErrorMessageString(read.status, nil) as String? == "The specified item could not be found in the keychain.")
    }

    @Test func anItemAddedIsReadBackUpdatedAndDeleted() {
        let account = "ada-\(UUID().uuidString)"
        #expect(TokenStore.save("s3cret", account: account) == errSecSuccess)
        #expect(TokenStore.read(account: account).token == "s3cret")
        // The same service and account again is a duplicate, as on a phone.
        #expect(TokenStore.save("other", account: account) == errSecDuplicateItem)
        #expect(TokenStore.update("n3w", account: account) == errSecSuccess)
        #expect(TokenStore.read(account: account).token == "n3w")
        #expect(TokenStore.delete(account: account) == errSecSuccess)
        #expect(TokenStore.read(account: account).status == errSecItemNotFound)
    }

    @Test func attributesAndEveryMatchAreReturnedAsDictionariesAndArrays() throws {
        let service = "list-\(UUID().uuidString)"
        for account in ["one", "two"] {
            let item: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                       kSecAttrAccount as String: account, kSecValueData as String: Data(account.utf8)]
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        }
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll]
        var found: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess)
        let items = try #require(found as? [[String: Any]])
        #expect(Set(items.compactMap { $0[kSecAttrAccount as String] as? String }) == ["one", "two"])
        // Attributes alone were asked for: no data.
        #expect(items.allSatisfy { $0[kSecValueData as String] == nil })
        // An item without a class is refused.
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
    }

    /// Certificate pinning as apps write it: the certificate and trust are made, but no public
    /// key is read out of X.509, so there is no key to pin.
    @Test func aCertificateIsKeptAsItsBytesAndYieldsNoKey() throws {
        let der = Data([0x30, 0x82, 0x01, 0x0A])
        let certificate = try #require(SecCertificateCreateWithData(nil, der as CFData))
        #expect(Data(referencing: SecCertificateCopyData(certificate)) == der)
        #expect(SecCertificateCreateWithData(nil, Data("not DER".utf8) as CFData) == nil)
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates(certificate, SecPolicyCreateBasicX509(), &trust) == errSecSuccess)
        let made = try #require(trust)
        #expect(SecTrustGetCertificateCount(made) == 1)
        #expect(SecTrustCopyKey(made) == nil)
        var bytes = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(bytes.contains { $0 != 0 })
    }
}
