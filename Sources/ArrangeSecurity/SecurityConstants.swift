import Foundation

// The keys and values of Security's keychain queries, by the names Apple's headers give them.
// Each is a string; the text is the one Apple's Security framework uses (`kSecClass` is
// "class", `kSecClassGenericPassword` is "genp"), so a dictionary printed reads the same.

/// The status of a call that succeeded.
public var errSecSuccess: OSStatus { 0 }
/// No item of the keychain matches the query.
public var errSecItemNotFound: OSStatus { -25300 }
/// An item with these attributes is in the keychain already.
public var errSecDuplicateItem: OSStatus { -25299 }
/// A parameter was missing or not valid.
public var errSecParam: OSStatus { -50 }
/// The function is not available (Arrange has no certificates or keys to work with).
public var errSecUnimplemented: OSStatus { -4 }
/// The user name or passphrase was not correct.
public var errSecAuthFailed: OSStatus { -25293 }
/// The keychain may not be used now (the device is locked).
public var errSecInteractionNotAllowed: OSStatus { -25308 }
/// Data could not be decoded.
public var errSecDecode: OSStatus { -26275 }

// Item classes.
/// The key naming an item's class.
public var kSecClass: CFString { "class" }
/// A password not tied to a server.
public var kSecClassGenericPassword: CFString { "genp" }
/// A password for a server.
public var kSecClassInternetPassword: CFString { "inet" }
/// A certificate.
public var kSecClassCertificate: CFString { "cert" }
/// A cryptographic key.
public var kSecClassKey: CFString { "keys" }
/// A certificate with its private key.
public var kSecClassIdentity: CFString { "idnt" }

// Attributes.
/// The item's account name.
public var kSecAttrAccount: CFString { "acct" }
/// The service a generic password belongs to.
public var kSecAttrService: CFString { "svce" }
/// The server an internet password belongs to.
public var kSecAttrServer: CFString { "srvr" }
/// The item's label.
public var kSecAttrLabel: CFString { "labl" }
/// Data of the app's own stored with the item.
public var kSecAttrGeneric: CFString { "gena" }
/// The item's description.
public var kSecAttrDescription: CFString { "desc" }
/// The access group sharing the item between apps.
public var kSecAttrAccessGroup: CFString { "agrp" }
/// Whether the item is synchronised through iCloud.
public var kSecAttrSynchronizable: CFString { "sync" }
/// When the item can be read.
public var kSecAttrAccessible: CFString { "pdmn" }
/// Readable while the device is unlocked.
public var kSecAttrAccessibleWhenUnlocked: CFString { "ak" }
/// Readable after the first unlock since the device started.
public var kSecAttrAccessibleAfterFirstUnlock: CFString { "ck" }
/// Readable while unlocked, on this device only.
public var kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString { "aku" }
/// Readable after the first unlock, on this device only.
public var kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString { "cku" }
/// Readable when a passcode is set, on this device only.
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { "akpu" }
/// A key's type.
public var kSecAttrKeyType: CFString { "type" }
/// RSA keys.
public var kSecAttrKeyTypeRSA: CFString { "42" }
/// Elliptic-curve keys.
public var kSecAttrKeyTypeECSECPrimeRandom: CFString { "73" }
/// A key's size in bits.
public var kSecAttrKeySizeInBits: CFString { "bsiz" }
/// Whether a key is public, private or symmetric.
public var kSecAttrKeyClass: CFString { "kcls" }
/// A public key.
public var kSecAttrKeyClassPublic: CFString { "0" }
/// A private key.
public var kSecAttrKeyClassPrivate: CFString { "1" }
/// Whether a generated key is kept in the keychain.
public var kSecAttrIsPermanent: CFString { "perm" }
/// The tag a key is found by.
public var kSecAttrApplicationTag: CFString { "atag" }
/// The attributes of a generated key pair's private key.
public var kSecPrivateKeyAttrs: CFString { "private" }
/// The attributes of a generated key pair's public key.
public var kSecPublicKeyAttrs: CFString { "public" }

// Values, results and search.
/// The item's secret data.
public var kSecValueData: CFString { "v_Data" }
/// The item as an object (a key or certificate).
public var kSecValueRef: CFString { "v_Ref" }
/// A persistent reference to the item.
public var kSecValuePersistentRef: CFString { "v_PersistentRef" }
/// Return the item's data.
public var kSecReturnData: CFString { "r_Data" }
/// Return the item's attributes, as a dictionary.
public var kSecReturnAttributes: CFString { "r_Attributes" }
/// Return the item as an object.
public var kSecReturnRef: CFString { "r_Ref" }
/// Return a persistent reference to the item.
public var kSecReturnPersistentRef: CFString { "r_PersistentRef" }
/// How many items to return.
public var kSecMatchLimit: CFString { "m_Limit" }
/// One item.
public var kSecMatchLimitOne: CFString { "m_LimitOne" }
/// Every matching item.
public var kSecMatchLimitAll: CFString { "m_LimitAll" }
/// Use the data-protection keychain (macOS).
public var kSecUseDataProtectionKeychain: CFString { "nleg" }
/// The prompt shown when reading the item needs the user's authentication.
public var kSecUseOperationPrompt: CFString { "u_OpPrompt" }
/// Who may use the item (`SecAccessControl`).
public var kSecAttrAccessControl: CFString { "accc" }
