// Core Data brings Foundation: a file importing CoreData alone spells `URL`, `NSError`, `Date`.
@_exported import Foundation
