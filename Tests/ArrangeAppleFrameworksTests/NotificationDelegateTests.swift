// UserNotifications' delegate as apps declare it: nothing is delivered at rest.
import ArrangeUserNotifications
import Foundation
import Testing

/// A notification delegate as apps declare one: an `NSObject` (UserNotifications brings
/// Foundation) with the async `willPresent` requirement; nothing is delivered at rest.
private final class BannerDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound, .badge]
    }
}

@Suite("UserNotifications' delegate")
struct NotificationDelegateTests {
    @Test func aDelegateIsKeptAndItsPresentationOptionsAreTheWrittenOnes() {
        let delegate = BannerDelegate()
        UNUserNotificationCenter.current().delegate = delegate
        #expect(UNUserNotificationCenter.current().delegate === delegate)
        let options: UNNotificationPresentationOptions = [.banner, .sound, .badge]
        #expect(options.contains(.banner) && !options.contains(.list))
        UNUserNotificationCenter.current().delegate = nil
    }

    /// The completion-handler form apps cancel reminders with: the requests kept, by identifier.
    @Test func pendingRequestsAreGivenToTheCompletionHandler() {
        let center = UNUserNotificationCenter.current()
        let identifier = "habit-reminder-\(UUID().uuidString)"
        center.add(UNNotificationRequest(identifier: identifier, content: UNMutableNotificationContent(), trigger: nil))
        var found: [String] = []
        center.getPendingNotificationRequests { requests in found = requests.map(\.identifier).filter { $0 == identifier } }
        #expect(found == [identifier])
        center.removePendingNotificationRequests(withIdentifiers: [identifier])
        var delivered: [UNNotification]?
        center.getDeliveredNotifications { delivered = $0 }
        #expect(delivered?.isEmpty == true)
    }
}
