import Foundation

// Combine's operators, with Combine's argument labels; each returns an `AnyPublisher` (Combine
// returns a type of `Publishers` for each, which view code does not spell).
//
// A still picture is one moment: values a publisher has at once (a `Just`, a `@Published`
// property's current value, a subject's `send` while subscribed) go through the operators
// synchronously. The time-based operators (`debounce`, `throttle`, `delay`) pass values on at
// once, as `receive(on:)` does: the picture is drawn after any wait would have ended
// (`TimedOperatorChoice`, docs/DIFFERENCES.md).

/// How `debounce`, `throttle` and `delay` treat time at rest: values pass on at once.
public enum TimedOperatorChoice {
    /// The delay a time-based operator adds at rest: none.
    public static let addedDelay: TimeInterval = 0
}

extension Publisher {
    /// Re-publishes: `onValue` gets each value and a function emitting downstream values;
    /// a failure becomes `mapFailure`'s completion (`nil`: the failure is dropped, publishing
    /// finishes); `onFinish` may emit before a normal end.
    fileprivate func relay<T, NewFailure: Error>(
        _ onValue: @escaping (Output, @escaping (T) -> Void) -> Void,
        onFinish: @escaping (@escaping (T) -> Void) -> Void = { _ in },
        mapFailure: @escaping (Failure, @escaping (T) -> Void) -> NewFailure?
    ) -> AnyPublisher<T, NewFailure> {
        AnyPublisher(attach: { subscriber in
            let emit: (T) -> Void = { _ = subscriber.receive($0) }
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished:
                        onFinish(emit)
                        subscriber.receive(completion: .finished)
                    case .failure(let error):
                        if let mapped = mapFailure(error, emit) {
                            subscriber.receive(completion: .failure(mapped))
                        } else {
                            subscriber.receive(completion: .finished)
                        }
                    }
                },
                receiveValue: { value in onValue(value, emit) })
            subscriber.receive(subscription: SimpleSubscription { sink.cancel() })
            self.receive(subscriber: sink)
        })
    }

    /// Re-publishes with the same failure.
    fileprivate func relay<T>(_ onValue: @escaping (Output, @escaping (T) -> Void) -> Void) -> AnyPublisher<T, Failure> {
        relay(onValue, mapFailure: { error, _ in error })
    }

    /// The values, each passed on once `dueTime` has passed without another (at rest: at once).
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        relay { value, emit in emit(value) }
    }

    /// At most one value per `interval` (at rest: each value at once).
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> {
        relay { value, emit in emit(value) }
    }

    /// The values, each `interval` later (at rest: at once).
    public func delay<S: Scheduler>(
        for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> {
        relay { value, emit in emit(value) }
    }

    /// The values, subscribed to on `scheduler` (at once here).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// The values `transform` does not make `nil`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        relay { value, emit in if let mapped = transform(value) { emit(mapped) } }
    }

    /// The values that `isDuplicate` does not find equal to the one before.
    public func removeDuplicates(by isDuplicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        let last = OperatorState<Output?>(nil)
        return relay { value, emit in
            if let previous = last.value, isDuplicate(previous, value) { return }
            last.value = value
            emit(value)
        }
    }

    /// The values without the first `count`.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        let seen = OperatorState(0)
        return relay { value, emit in
            seen.value += 1
            if seen.value > count { emit(value) }
        }
    }

    /// The first `maxLength` values.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        let seen = OperatorState(0)
        return relay { value, emit in
            seen.value += 1
            if seen.value <= maxLength { emit(value) }
        }
    }

    /// The first value.
    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

    /// The first value `predicate` takes.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        let found = OperatorState(false)
        return relay { value, emit in
            if !found.value && predicate(value) {
                found.value = true
                emit(value)
            }
        }
    }

    /// Each value and the results before it, folded by `nextPartialResult` from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        let result = OperatorState(initialResult)
        return relay { value, emit in
            result.value = nextPartialResult(result.value, value)
            emit(result.value)
        }
    }

    /// Every value, as one array when publishing finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        let values = OperatorState<[Output]>([])
        return relay({ value, _ in values.value.append(value) }, onFinish: { emit in emit(values.value) }, mapFailure: { error, _ in error })
    }

    /// `values`, then this publisher's.
    public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher(attach: { subscriber in
            for value in values { _ = subscriber.receive(value) }
            self.receive(subscriber: subscriber)
        })
    }

    /// This publisher's values, then `values` when it finishes.
    public func append(_ values: Output...) -> AnyPublisher<Output, Failure> {
        relay({ value, emit in emit(value) }, onFinish: { emit in values.forEach(emit) }, mapFailure: { error, _ in error })
    }

    /// The values, with `nil` replaced by `output`.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        relay { value, emit in emit(value ?? output) }
    }

    /// The values, calling the closures given as they pass.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
        relay(
            { value, emit in
                receiveOutput?(value)
                emit(value)
            }, onFinish: { _ in receiveCompletion?(.finished) },
            mapFailure: { error, _ in
                receiveCompletion?(.failure(error))
                return error
            })
    }

    /// The values (Combine logs each to standard output; the command's output is its own, so
    /// nothing is logged).
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> {
        relay { value, emit in emit(value) }
    }

    /// The same publisher, shared by its subscribers.
    public func share() -> Self { self }

    /// The values, failing with `transform`'s error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        relay({ value, emit in emit(value) }, mapFailure: { error, _ in transform(error) })
    }

    /// The values changed by `transform`, failing with the error it throws.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> {
        let failed = OperatorState<(any Error)?>(nil)
        return AnyPublisher(attach: { subscriber in
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in
                    guard failed.value == nil else { return }
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): subscriber.receive(completion: .failure(error))
                    }
                },
                receiveValue: { value in
                    guard failed.value == nil else { return }
                    do {
                        _ = subscriber.receive(try transform(value))
                    } catch {
                        failed.value = error
                        subscriber.receive(completion: .failure(error))
                    }
                })
            subscriber.receive(subscription: SimpleSubscription { sink.cancel() })
            self.receive(subscriber: sink)
        })
    }

    /// The values; a failure is replaced by `output` and publishing finishes.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        relay({ value, emit in emit(value) }, mapFailure: { _, emit in
            emit(output)
            return nil
        })
    }

    /// The values; a failure is replaced by the publisher `handler` makes from it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        AnyPublisher(attach: { subscriber in
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): handler(error).receive(subscriber: subscriber)
                    }
                },
                receiveValue: { _ = subscriber.receive($0) })
            subscriber.receive(subscription: SimpleSubscription { sink.cancel() })
            self.receive(subscriber: sink)
        })
    }

    /// The values of the publishers `transform` makes from each value.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        let inner = OperatorState<[AnyCancellable]>([])
        return relay { value, emit in
            inner.value.append(transform(value).sink(receiveCompletion: { _ in }, receiveValue: { emit($0) }))
        }
    }

    /// The latest values of this publisher and `other`, once both have published.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        combineLatest(other) { ($0, $1) }
    }

    /// `transform` of the latest values of this publisher and `other`, once both have published.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> AnyPublisher<T, Failure> where P.Failure == Failure {
        AnyPublisher(attach: { subscriber in
            let latest = OperatorState<(Output?, P.Output?)>((nil, nil))
            func emitIfBoth() {
                if let first = latest.value.0, let second = latest.value.1 { _ = subscriber.receive(transform(first, second)) }
            }
            let upstreams = OperatorState<[AnyCancellable]>([])
            subscriber.receive(subscription: SimpleSubscription { upstreams.value.forEach { $0.cancel() } })
            upstreams.value.append(self.sink(receiveCompletion: { _ in }, receiveValue: { latest.value.0 = $0; emitIfBoth() }))
            upstreams.value.append(other.sink(receiveCompletion: { _ in }, receiveValue: { latest.value.1 = $0; emitIfBoth() }))
        })
    }

    /// The latest values of this publisher, `second` and `third`, once all have published.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ second: P, _ third: Q
    ) -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(second).combineLatest(third) { pair, last in (pair.0, pair.1, last) }
    }

    /// This publisher's values and `other`'s, as they come.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        AnyPublisher(attach: { subscriber in
            let upstreams = OperatorState<[AnyCancellable]>([])
            subscriber.receive(subscription: SimpleSubscription { upstreams.value.forEach { $0.cancel() } })
            upstreams.value.append(self.sink(receiveCompletion: { _ in }, receiveValue: { _ = subscriber.receive($0) }))
            upstreams.value.append(other.sink(receiveCompletion: { _ in }, receiveValue: { _ = subscriber.receive($0) }))
        })
    }

    /// Pairs of this publisher's and `other`'s values, in order.
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher(attach: { subscriber in
            let queues = OperatorState<([Output], [P.Output])>(([], []))
            func emitPairs() {
                while !queues.value.0.isEmpty && !queues.value.1.isEmpty {
                    _ = subscriber.receive((queues.value.0.removeFirst(), queues.value.1.removeFirst()))
                }
            }
            let upstreams = OperatorState<[AnyCancellable]>([])
            subscriber.receive(subscription: SimpleSubscription { upstreams.value.forEach { $0.cancel() } })
            upstreams.value.append(self.sink(receiveCompletion: { _ in }, receiveValue: { queues.value.0.append($0); emitPairs() }))
            upstreams.value.append(other.sink(receiveCompletion: { _ in }, receiveValue: { queues.value.1.append($0); emitPairs() }))
        })
    }

    /// The values decoded as `type` by `decoder`, failing with its error.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, any Error>
    where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        removeDuplicates(by: ==)
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as failing with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
        relay({ value, emit in emit(value) }, mapFailure: { _, _ in nil })
    }
}

/// What operators remember between values (a still picture's values come one at a time, on
/// the thread that sends them).
private final class OperatorState<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A decoder of whole values, as Combine's `TopLevelDecoder` (what `decode(type:decoder:)` takes).
public protocol TopLevelDecoder {
    /// What it decodes from.
    associatedtype Input
    /// `type` decoded from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
