import Foundation

// `NotificationCenter.notifications(named:object:)` (iOS 15), which Linux's Foundation lacks:
// the notifications posted with a name, as an asynchronous sequence a view's `task` awaits
// (`for await _ in NotificationCenter.default.notifications(named: .NSCalendarDayChanged)`).

extension NotificationCenter {
    /// The notifications named `name` (from `object`, or any sender when `nil`) posted from now
    /// on, in order; the sequence ends only when the task awaiting it is cancelled, which stops
    /// observing. At rest nothing is posted, so a task awaiting it waits, as on an iPhone.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// The notifications posted with one name: an `AsyncSequence` of `Notification`s.
    public struct Notifications: AsyncSequence {
        public typealias Element = Notification
        private let stream: AsyncStream<Delivered>

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            let observation = Observation()
            stream = AsyncStream { continuation in
                observation.token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                    continuation.yield(Delivered(notification: notification))
                }
                continuation.onTermination = { _ in
                    if let token = observation.token { center.removeObserver(token) }
                }
            }
        }

        /// The sequence's iterator: the next notification posted.
        public func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

        /// Gives the notifications in the order they are posted.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Delivered>.Iterator

            /// The next notification posted, or `nil` once the awaiting task is cancelled.
            public mutating func next() async -> Notification? { await base.next()?.notification }
        }
    }

    /// A notification handed from the posting thread to the awaiting task: Linux's
    /// `Notification` is not `Sendable`, and it is read only by the task it is handed to.
    struct Delivered: @unchecked Sendable {
        let notification: Notification
    }

    /// The observer a `Notifications` sequence added, removed when it ends.
    private final class Observation: @unchecked Sendable {
        var token: NSObjectProtocol?
    }
}
