// UIKit brings UserNotifications on an iPhone: `UNUserNotificationCenter` compiles in a file
// that imports only SwiftUI or UIKit.
@_exported import ArrangeUserNotifications
