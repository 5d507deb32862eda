import Foundation

/// A class whose changes views follow (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
/// A still picture shows the object as it is when laid out; `objectWillChange` has no one to tell.
public protocol ObservableObject: AnyObject {
    /// What announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher to announce changes with (`objectWillChange.send()`); nothing at rest listens.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher `ObservableObject.objectWillChange` is by default.
public final class ObservableObjectPublisher: Publisher {
    /// Announcements carry nothing.
    public typealias Output = Void
    /// Cannot fail.
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Announces a change.
    public func send() { subject.send(()) }
}

/// A property of an `ObservableObject` whose changes are published: `@Published var count = 0`;
/// `$count` publishes its current value, then each new one.
@propertyWrapper
public struct Published<Value> {
    private let publisher: Publisher

    /// A property starting at `value`.
    public init(wrappedValue value: Value) {
        publisher = Publisher(subject: CurrentValueSubject(value))
    }

    /// A property starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { publisher.subject.value }
        nonmutating set { publisher.subject.send(newValue) }
    }

    /// The publisher of the property's values.
    public var projectedValue: Publisher {
        get { publisher }
        set {}
    }

    /// Publishes the property's current value, then each new one.
    public struct Publisher: Arrange.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Cannot fail.
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>

        /// Attaches `subscriber`, which gets the current value first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}

extension Timer {
    /// A publisher of the date every `interval` seconds once connected
    /// (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`). A still picture is
    /// the moment before the first tick: it never fires.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` makes.
    public final class TimerPublisher: ConnectablePublisher {
        /// The date of each tick.
        public typealias Output = Date
        /// Cannot fail.
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may be.
        public let tolerance: TimeInterval?
        /// The run loop it would tick on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Attaches `subscriber`, which receives no tick at rest.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscriber.receive(subscription: SimpleSubscription())
        }

        /// Starts the timer (which at rest never ticks).
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop (none).
    public struct SchedulerOptions: Sendable {}
}

/// A publisher that starts publishing when `connect()` is called.
public protocol ConnectablePublisher: Publisher {
    /// Starts publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher, connected when the first subscriber attaches.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// Publisher types operators return.
public enum Publishers {
    /// A connectable publisher connected when subscribed to.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher.
        public let upstream: Upstream

        init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches `subscriber` and connects.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
            _ = upstream.connect()
        }
    }
}
