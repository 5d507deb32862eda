import Foundation

/// A publisher its owner sends values through: `subject.send(value)`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to the current subscribers.
    func send(_ value: Output)
    /// Ends publishing.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands `subscription` on (nothing to do here: demand is not counted).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Delivers `()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, kept in the order they came.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let entries = WrapperStorage<(next: Int, subscribers: [(id: Int, subscriber: AnySubscriber<Output, Failure>)], completion: Subscribers.Completion<Failure>?)>((0, [], nil))

    /// Adds `subscriber`, or tells it at once that publishing has ended.
    func add(_ subscriber: AnySubscriber<Output, Failure>) -> Bool {
        var state = entries.read()
        if let completion = state.completion {
            subscriber.receive(subscription: SimpleSubscription())
            subscriber.receive(completion: completion)
            return false
        }
        let id = state.next
        state.next += 1
        state.subscribers.append((id, subscriber))
        entries.write(state)
        subscriber.receive(subscription: SimpleSubscription { [weak self] in self?.remove(id) })
        return true
    }

    private func remove(_ id: Int) {
        var state = entries.read()
        state.subscribers.removeAll { $0.id == id }
        entries.write(state)
    }

    func send(_ value: Output) {
        for entry in entries.read().subscribers { _ = entry.subscriber.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        var state = entries.read()
        guard state.completion == nil else { return }
        let subscribers = state.subscribers
        state.completion = completion
        state.subscribers = []
        entries.write(state)
        for entry in subscribers { entry.subscriber.receive(completion: completion) }
    }
}

/// A subject that passes on what is sent while a subscriber listens.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers yet.
    public init() {}

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        _ = subscribers.add(AnySubscriber(subscriber))
    }

    /// Delivers `value` to the current subscribers.
    public func send(_ value: Output) { subscribers.send(value) }
    /// Ends publishing.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Nothing to do: demand is not counted.
    public func send(subscription: any Subscription) {}
}

/// A subject holding a current value, which each new subscriber receives first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    private let storage: WrapperStorage<Output>

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
        storage = WrapperStorage(value)
    }

    /// The current value; setting it sends it.
    public var value: Output {
        get { storage.read() }
        set { send(newValue) }
    }

    /// Attaches `subscriber` and gives it the current value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let any = AnySubscriber(subscriber)
        if subscribers.add(any) { _ = any.receive(storage.read()) }
    }

    /// Makes `value` current and delivers it.
    public func send(_ value: Output) {
        storage.write(value)
        subscribers.send(value)
    }

    /// Ends publishing.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Nothing to do: demand is not counted.
    public func send(subscription: any Subscription) {}
}

/// A publisher of one value, then the end: `Just(5)`.
public struct Just<Output>: Publisher {
    /// Cannot fail.
    public typealias Failure = Never
    /// The value.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }

    /// Gives `subscriber` the value and the end, at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SimpleSubscription())
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// A publisher that ends at once without a value (`Empty()`), or never (`completeImmediately: false`).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it ends at once.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Ends `subscriber` at once, or never.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
