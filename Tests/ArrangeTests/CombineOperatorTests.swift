// Combine's operators as view models chain them: values a publisher has at once go through
// synchronously; time-based operators pass them on at once.
import Arrange
import Foundation
import Testing

private final class SearchModel: ObservableObject {
    @Published var query = "ab"
    @Published var widths: [CGFloat] = []

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in query.map { _ in CGFloat(20) } }
            .receive(on: DispatchQueue.main)
            .assign(to: &$widths)
    }
}

private struct SearchResults: View {
    @StateObject private var model = SearchModel()
    var body: some View {
        HStack(spacing: 5) {
            ForEach(model.widths.indices, id: \.self) { index in Color.gray.frame(width: model.widths[index], height: 10).id(index) }
        }
    }
}

@Suite("Combine operators")
@MainActor
struct CombineOperatorTests {
    private func values<P: Publisher>(_ publisher: P) -> [P.Output] {
        var received: [P.Output] = []
        let cancellable = publisher.sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        cancellable.cancel()
        return received
    }

    @Test func aViewModelChainingDebounceAndAssignShowsItsFirstResult() {
        let layout = ViewLayout(SearchResults(), proposal: ProposedViewSize(width: 200, height: 100))
        // "ab" gives two 20-point bars, 5 apart.
        #expect(layout.size == CGSize(width: 45, height: 10))
        #expect(layout.frame(of: 1) == CGRect(x: 25, y: 0, width: 20, height: 10))
    }

    @Test func valueOperatorsTransformWhatIsPublishedAtOnce() {
        let numbers = [1, 1, 2, 3, 3, 4].publisher
        #expect(values(numbers.removeDuplicates()) == [1, 2, 3, 4])
        #expect(values(numbers.dropFirst(2).prefix(2)) == [2, 3])
        #expect(values(numbers.compactMap { $0 % 2 == 0 ? $0 * 10 : nil }) == [20, 40])
        #expect(values(numbers.scan(0, +)) == [1, 2, 4, 7, 10, 14])
        #expect(values(numbers.collect()) == [[1, 1, 2, 3, 3, 4]])
        #expect(values(numbers.first(where: { $0 > 2 })) == [3])
        #expect(values(Just(5).prepend(1, 2).append(9)) == [1, 2, 5, 9])
        #expect(values(Just("x").delay(for: 1, scheduler: DispatchQueue.main).throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)) == ["x"])
        #expect(values(Just(2).flatMap { [$0, $0 * 2].publisher }) == [2, 4])
        #expect(values(Just(Int?.none).replaceNil(with: 7)) == [7])
    }

    @Test func combiningOperatorsFollowEachUpstream() {
        let first = CurrentValueSubject<Int, Never>(1)
        let second = PassthroughSubject<String, Never>()
        var latest: [String] = []
        let cancellable = first.combineLatest(second) { "\($0)\($1)" }.sink { latest.append($0) }
        #expect(latest.isEmpty)
        second.send("a")
        first.send(2)
        #expect(latest == ["1a", "2a"])
        cancellable.cancel()
        first.send(3)
        #expect(latest == ["1a", "2a"])
        #expect(values(Publishers.Merge(Just(1), Just(2))) == [1, 2])
        #expect(values(Publishers.MergeMany([Just(1), Just(2), Just(3)])) == [1, 2, 3])
        #expect(values([1, 2].publisher.zip(["a", "b", "c"].publisher)).map { "\($0)\($1)" } == ["1a", "2b"])
    }

    @Test func failuresAreMappedCaughtOrReplaced() {
        struct Oops: Error {}
        #expect(values(Fail<Int, Oops>(error: Oops()).replaceError(with: 0)) == [0])
        #expect(values(Fail<Int, Oops>(error: Oops()).catch { _ in Just(8) }) == [8])
        #expect(values(Just("3").tryMap { text -> Int in guard let n = Int(text) else { throw Oops() }; return n }.replaceError(with: -1)) == [3])
        #expect(values(Just(Data("{\"n\":4}".utf8)).decode(type: [String: Int].self, decoder: JSONDecoder()).replaceError(with: [:])) == [["n": 4]])
        #expect(values(Future<Int, Never> { promise in promise(.success(6)) }) == [6])
        #expect(values(Deferred { Just(7) }.setFailureType(to: Oops.self).mapError { $0 }.replaceError(with: 0)) == [7])
        #expect(values(NotificationCenter.default.publisher(for: Notification.Name("x"))).isEmpty)
    }
}
