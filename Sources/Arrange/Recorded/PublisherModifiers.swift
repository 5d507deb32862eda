import Foundation

nonisolated extension View {
    /// Runs `action` each time `publisher` emits. A still picture is taken before anything is
    /// emitted, so the action never runs; the modifier is recorded with the publisher's type.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        recording("onReceive", "\(P.self)")
    }
}
