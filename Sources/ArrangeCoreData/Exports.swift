// Core Data brings Foundation: a file importing CoreData alone spells `URL`, `NSError`, `Date`.
@_exported import Foundation
// Apple's Foundation gives every `NSObject` key-value coding, which Core Data's objects answer
// from their values: ArrangeFoundation holds it.
@_exported import ArrangeFoundation
