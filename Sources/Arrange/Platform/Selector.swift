import Foundation

/// A method's Objective-C name, as the Objective-C runtime's `Selector`: what `#selector(…)`
/// becomes on Linux (the tool rewrites `#selector(keyboardWillShow(_:))` to
/// `Selector("keyboardWillShow(_:)")`, which has no Objective-C runtime). The APIs taking one
/// keep it; at rest no notification or control event arrives, so the method is never called.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as written (`keyboardWillShow(_:)`).
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by the literal.
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

extension NotificationCenter {
    /// Registers `observer`'s method `aSelector` for the notifications named `aName` (from
    /// `anObject`, or any), as Foundation's Objective-C form does. Arrange has no Objective-C
    /// runtime to call the method by name: the registration is kept in name only, and at rest
    /// the system posts none of the notifications apps observe this way (keyboard, app life).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
