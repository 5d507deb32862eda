import Foundation

/// Combine's publisher, for code that imports Combine beside SwiftUI (`Timer.publish`, `Just`,
/// `@Published`'s `$value`, `.onReceive`). Linux has no Combine; Arrange keeps its shape:
/// values of `Output` go to subscribers until a completion, or a `Failure`.
///
/// A still picture is the moment before anything happens, so publishers here deliver only what
/// they have at the moment of subscribing or are sent while a subscriber listens (`Just`'s
/// value, a subject's `send`), synchronously on the sending thread; a timer never fires.
/// Demand is not counted: subscribers get every value.
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// How publishing can fail (`Never` for publishers that cannot).
    associatedtype Failure: Error

    /// Attaches `subscriber`, which from then on receives values and the completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Receives what a publisher publishes.
public protocol Subscriber<Input, Failure> {
    /// The values received.
    associatedtype Input
    /// The failure received.
    associatedtype Failure: Error

    /// The subscription has started; `subscription` cancels it.
    func receive(subscription: any Subscription)
    /// A value; returns how many more values are wanted (not counted here).
    func receive(_ input: Input) -> Subscribers.Demand
    /// Publishing ended.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that can be stopped.
public protocol Cancellable {
    /// Stops it; nothing more is delivered.
    func cancel()
}

/// The link between one publisher and one subscriber.
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Subscriber types and their vocabulary.
public enum Subscribers {
    /// How many values a subscriber wants.
    public struct Demand: Hashable, Sendable {
        /// The count, `nil` for no limit.
        public let max: Int?
        /// Every value.
        public static let unlimited = Demand(max: nil)
        /// No more values.
        public static let none = Demand(max: 0)
        /// At most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(value, 0)) }
    }

    /// How publishing ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// A subscriber that calls closures: what `sink` attaches.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        private let receiveValue: (Input) -> Void
        private let receiveCompletion: (Completion<Failure>) -> Void
        private let state = WrapperStorage<(subscription: (any Subscription)?, cancelled: Bool)>((nil, false))

        /// A sink calling `receiveCompletion` at the end and `receiveValue` for each value.
        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription to cancel it later.
        public func receive(subscription: any Subscription) {
            state.write((subscription, state.read().cancelled))
            subscription.request(.unlimited)
        }

        /// Calls `receiveValue` unless cancelled.
        public func receive(_ input: Input) -> Demand {
            if !state.read().cancelled { receiveValue(input) }
            return .unlimited
        }

        /// Calls `receiveCompletion` unless cancelled.
        public func receive(completion: Completion<Failure>) {
            if !state.read().cancelled { receiveCompletion(completion) }
        }

        /// Stops receiving.
        public func cancel() {
            let current = state.read()
            state.write((nil, true))
            current.subscription?.cancel()
        }
    }
}

/// A cancellable that cancels when it is released: keep it (`store(in: &cancellables)`) for as
/// long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
    private let action: () -> Void

    /// Runs `cancel` when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Cancels `cancellable` when cancelled or released.
    public convenience init<C: Cancellable>(_ cancellable: C) {
        self.init { cancellable.cancel() }
    }

    deinit { action() }

    /// Cancels now.
    public func cancel() { action() }

    /// Adds itself to `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Appends itself to `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A subscription that delivers nothing more when cancelled.
final class SimpleSubscription: Subscription, @unchecked Sendable {
    private let onCancel: () -> Void

    init(onCancel: @escaping () -> Void = {}) {
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) {}
    func cancel() { onCancel() }
}

extension Publisher {
    /// Attaches `subscriber`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Calls `receiveValue` for each value and `receiveCompletion` at the end.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// The publisher behind a type-erasing wrapper.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }

    /// Each value changed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { subscriber in
            self.sinkInto(subscriber, transform)
        }
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { subscriber in
            self.sinkInto(subscriber) { isIncluded($0) ? $0 : nil }
        }
    }

    /// The same values, delivered at once (a still picture has no later moment to deliver them in).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// Passes this publisher's values, through `transform` (`nil` drops one), to `subscriber`.
    fileprivate func sinkInto<T, S: Subscriber>(_ subscriber: S, _ transform: @escaping (Output) -> T?)
    where S.Input == T, S.Failure == Failure {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { subscriber.receive(completion: $0) },
            receiveValue: { if let value = transform($0) { _ = subscriber.receive(value) } })
        subscriber.receive(subscription: SimpleSubscription { sink.cancel() })
        receive(subscriber: sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `object`'s property at `keyPath`.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Writes each value to a `@Published` property (`.assign(to: &$value)`).
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        _ = sink { subject.send($0) }
    }
}

/// A publisher of any type with these outputs and failures.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    init(attach: @escaping (AnySubscriber<Output, Failure>) -> Void) {
        self.attach = attach
    }

    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// A subscriber of any type with these inputs and failures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = { subscriber.receive(subscription: $0) }
        value = { subscriber.receive($0) }
        completion = { subscriber.receive(completion: $0) }
    }

    /// Passes the subscription on.
    public func receive(subscription: any Subscription) { self.subscription(subscription) }
    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// Where a publisher delivers values (`DispatchQueue.main`, `RunLoop.main`); Arrange delivers at
/// once, so a scheduler only names a place.
public protocol Scheduler {
    /// Options for scheduling (none here).
    associatedtype SchedulerOptions = Never
}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
extension OperationQueue: Scheduler {}
