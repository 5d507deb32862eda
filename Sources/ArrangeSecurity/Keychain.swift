import Foundation

// Security's keychain functions, as `import Security` finds them. Arrange's device has an empty
// keychain when the program starts: a saved token or password is not there, so views show their
// signed-out state. Items added while the program runs are kept in memory for its lifetime, so
// code that saves and then reads back an item sees it, as on a phone.

/// Adds the item `attributes` describe (its class, its identifying attributes and
/// `kSecValueData`); `errSecDuplicateItem` when an item with the same class and identifying
/// attributes is there, `errSecParam` without a class. `result` is left `nil`.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.add(KeychainQuery(attributes))
}

/// Finds the items `query` matches (`kSecMatchLimit` one, the default, or all) and writes
/// what `kSecReturnData` / `kSecReturnAttributes` ask for into `result`: the data (`as? Data`),
/// the attributes (`as? [String: Any]`), or an array of them for `kSecMatchLimitAll`.
/// `errSecItemNotFound` when nothing matches (always, in the keychain the program starts with).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = KeychainQuery(query)
    let found = Keychain.shared.matching(query)
    guard !found.isEmpty else { return errSecItemNotFound }
    result?.pointee = query.result(of: found)
    return errSecSuccess
}

/// Changes the items `query` matches to have `attributesToUpdate`; `errSecItemNotFound` when
/// none matches.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.update(KeychainQuery(query), with: KeychainQuery(attributesToUpdate))
}

/// Removes the items `query` matches; `errSecItemNotFound` when none matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.shared.delete(KeychainQuery(query))
}

/// A sentence saying what `status` means, as Security's `SecCopyErrorMessageString`.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let message: String = switch status {
    case errSecSuccess: "No error."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    default: "OSStatus \(status)"
    }
    return message as NSString
}

/// A keychain query or item: its attributes by key (`kSecAttrAccount` → "acct"), values made
/// comparable (strings, data, numbers), with the search and return keys kept apart.
struct KeychainQuery {
    /// The item's class and attributes, and its data under `kSecValueData`.
    var attributes: [String: AnyHashable] = [:]
    /// Which results are asked for (`kSecReturnData` …), and how many (`kSecMatchLimit`).
    var returnsData = false, returnsAttributes = false, matchesAll = false

    init(_ dictionary: CFDictionary) {
        for (key, value) in dictionary {
            let name = String(describing: key)
            if name == kSecReturnData as String {
                returnsData = Self.isTrue(value)
            } else if name == kSecReturnAttributes as String {
                returnsAttributes = Self.isTrue(value)
            } else if name == kSecMatchLimit as String {
                matchesAll = String(describing: value) == kSecMatchLimitAll as String
            } else if !(name.hasPrefix("r_") || name.hasPrefix("m_") || name.hasPrefix("u_") || name == kSecUseDataProtectionKeychain as String) {
                attributes[name] = Self.comparable(value)
            }
        }
    }

    /// The item's data, apart from the attributes a query matches on.
    var data: Data? { attributes[kSecValueData as String] as? Data }
    /// The attributes without the data.
    var identifying: [String: AnyHashable] { attributes.filter { $0.key != kSecValueData as String } }

    /// Whether `item` has every attribute this query names, with the same value.
    func matches(_ item: KeychainQuery) -> Bool {
        identifying.allSatisfy { item.attributes[$0.key] == $0.value }
    }

    /// What `SecItemCopyMatching` writes for `items`.
    func result(of items: [KeychainQuery]) -> CFTypeRef? {
        func one(_ item: KeychainQuery) -> AnyObject? {
            if returnsAttributes {
                var attributes = item.identifying.mapValues { $0 as Any }
                if returnsData, let data = item.data { attributes[kSecValueData as String] = data }
                return NSDictionary(dictionary: attributes)
            }
            return returnsData ? item.data.map { NSData(data: $0) } : nil
        }
        if matchesAll { return NSArray(array: items.compactMap(one)) }
        return items.first.flatMap(one)
    }

    private static func isTrue(_ value: Any) -> Bool {
        (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    /// A value as the keychain compares it: data as `Data`, numbers and booleans as numbers,
    /// anything else (strings, constants) as its text.
    private static func comparable(_ value: Any) -> AnyHashable {
        if let data = value as? Data { return data }
        if let data = value as? NSData { return Data(referencing: data) }
        if let number = value as? NSNumber { return number.doubleValue }
        if let bool = value as? Bool { return bool ? 1.0 : 0.0 }
        return String(describing: value)
    }
}

/// The program's keychain: empty when it starts; the items added while it runs, under a lock.
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()
    private let lock = NSLock()
    private var items: [KeychainQuery] = []

    func add(_ item: KeychainQuery) -> OSStatus {
        guard item.attributes[kSecClass as String] != nil else { return errSecParam }
        return lock.withLock {
            if items.contains(where: { KeychainQuery.sameIdentity($0, item) }) { return errSecDuplicateItem }
            items.append(item)
            return errSecSuccess
        }
    }

    func matching(_ query: KeychainQuery) -> [KeychainQuery] {
        lock.withLock { items.filter(query.matches) }
    }

    func update(_ query: KeychainQuery, with changes: KeychainQuery) -> OSStatus {
        lock.withLock {
            var found = false
            for index in items.indices where query.matches(items[index]) {
                items[index].attributes.merge(changes.attributes) { _, new in new }
                found = true
            }
            return found ? errSecSuccess : errSecItemNotFound
        }
    }

    func delete(_ query: KeychainQuery) -> OSStatus {
        lock.withLock {
            let before = items.count
            items.removeAll(where: query.matches)
            return items.count < before ? errSecSuccess : errSecItemNotFound
        }
    }
}

extension KeychainQuery {
    /// The attributes that make a keychain item unique for its class: a generic password's
    /// service and account, an internet password's server and account (and, for both, the
    /// access group and synchronisation), a key's tag and class.
    static func sameIdentity(_ one: KeychainQuery, _ other: KeychainQuery) -> Bool {
        let keys = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrAccessGroup, kSecAttrSynchronizable,
                    kSecAttrApplicationTag, kSecAttrKeyClass].map { $0 as String }
        return keys.allSatisfy { one.attributes[$0] == other.attributes[$0] }
    }
}
