// Apple's framework brings Foundation, as this module does.
@_exported import Foundation

// The Core Foundation names Security's functions are written with. Linux's Foundation keeps
// Core Foundation to itself, so each is the Foundation class it is toll-free bridged with on
// Apple's platforms: `query as CFDictionary`, `kSecClass as String` and `item as? Data` read
// as they do there.

/// Core Foundation's dictionary, bridged with `NSDictionary` (`[String: Any] as CFDictionary`).
public typealias CFDictionary = NSDictionary
/// Core Foundation's data, bridged with `NSData` (`data as CFData`).
public typealias CFData = NSData
/// Core Foundation's string, bridged with `NSString` (`kSecAttrAccount as String`).
public typealias CFString = NSString
/// Core Foundation's boolean, bridged with `NSNumber`.
public typealias CFBoolean = NSNumber
/// Core Foundation's error, bridged with `NSError`.
public typealias CFError = NSError
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// A status code: `errSecSuccess` (0) or one of Security's negative error codes.
public typealias OSStatus = Int32

/// Core Foundation's `true`.
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
/// Core Foundation's `false`.
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }

/// An allocator: Security's functions take `nil`, the default one.
public final class CFAllocator: @unchecked Sendable {
    private init() {}
}
