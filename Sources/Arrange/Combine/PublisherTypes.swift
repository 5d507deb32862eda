import Foundation

// Combine's publisher types that view models spell by name, each publishing as its operator does.

extension Publishers {
    /// The latest values of `a` and `b`, once both have published (`combineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// The latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.combineLatest(b).receive(subscriber: subscriber)
        }
    }

    /// The latest values of `a`, `b` and `c`, once all three have published (`combineLatest(_:_:)`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.combineLatest(b, c).receive(subscriber: subscriber)
        }
    }

    /// The latest values of `a`, `b`, `c` and `d`, once all four have published.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        /// The latest values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.combineLatest(b, c).combineLatest(d) { three, last in (three.0, three.1, three.2, last) }.receive(subscriber: subscriber)
        }
    }

    /// The values of `a` and `b` as they come (`merge(with:)`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// The values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            a.merge(with: b).receive(subscriber: subscriber)
        }
    }

    /// The values of every publisher of `publishers` as they come.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        /// The values of `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// The values of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard let first = publishers.first else { return subscriber.receive(completion: .finished) }
            publishers.dropFirst().reduce(first.eraseToAnyPublisher()) { $0.merge(with: $1) }.receive(subscriber: subscriber)
        }
    }

    /// The elements of `sequence`, then the end (`[1, 2].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        /// Publishes `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = CancelFlag()
            subscriber.receive(subscription: SimpleSubscription { subscription.cancelled = true })
            for element in sequence where !subscription.cancelled { _ = subscriber.receive(element) }
            if !subscription.cancelled { subscriber.receive(completion: .finished) }
        }
    }
}

/// Whether a subscription was cancelled.
private final class CancelFlag: @unchecked Sendable {
    var cancelled = false
}

extension Sequence {
    /// A publisher of the sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// A publisher that fails at once with `error`, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure
    /// Fails with `error`.
    public init(error: Failure) { self.error = error }
    /// Fails with `error`; `outputType` names the output.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher made when subscribed to, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher
    /// A publisher that `createPublisher` makes for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// A publisher of one value or a failure, which its closure promises, as Combine's `Future`.
/// The closure runs at once; what it promises before a still picture is drawn is published.
public final class Future<Output, Failure: Error>: Publisher {
    /// The closure's way of fulfilling the future.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private var waiting: [AnySubscriber<Output, Failure>] = []

    /// Runs `attemptToFulfill` now.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        let subscribers = waiting
        waiting = []
        subscribers.forEach { deliver(result, to: $0) }
    }

    private func deliver(_ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error):
            subscriber.receive(completion: .failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        if let result { deliver(result, to: AnySubscriber(subscriber)) } else { waiting.append(AnySubscriber(subscriber)) }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (none arrive at rest: nothing posts them
    /// before a still picture is drawn).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
