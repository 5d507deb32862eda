// A file with no preview whose views all need arguments is built with placeholders
// (SnippetDefaults.placeholderArguments): the held-out survey's fifth set had 18 of its 68
// files so (a progress bar taking its value, a row taking its model, a screen generic over its
// content), which showed nothing before.
@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("Views needing arguments are built with placeholders", .serialized)
struct PlaceholderArgumentsTests {
    @Test func eachArgumentIsAPlaceholderTheCompilerPicksByTypeAndClosuresDoNothingOrReturnOne() throws {
        let source = """
            import SwiftUI
            struct ProgressBar: View {
                let value: Double
                @Binding var isOn: Bool
                let onTap: () -> Void
                let label: (Int) -> String
                let note: String?
                var subtitle: String?
                @Binding var selected: String?
                @State private var shown = false
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text("x") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "bar.swift")
        #expect(scan.views.isEmpty)
        let view = try #require(scan.placeholderViews.first)
        #expect(view.builder == #"ProgressBar(value: __arrangePlaceholder("value"), isOn: __arrangePlaceholder("isOn"), onTap: { }, "#
            + #"label: { _ in return __arrangePlaceholder("label") }, note: nil, selected: __arrangePlaceholder("selected"))"#)
        #expect(view.placeholders?.parameters == ["value", "isOn", "onTap", "label", "note", "selected"])
        // The note before it still says why `ProgressBar()` does not build it.
        #expect(scan.notes.map(\.message) == ["ProgressBar cannot be built with ProgressBar(): 'value' has no initial value. Wrap it in a #Preview."])
    }

    @Test func theInitialiserWithFewestArgumentsIsCalledAndAGenericViewsParametersAreChosenFromTheirConstraints() throws {
        let source = """
            import SwiftUI
            struct Screen<Content: View, Fill: ShapeStyle, Key: Hashable>: View {
                let title: String
                let content: Content
                init(title: String, fill: Fill, key: Key, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }
                init(title: String, fill: Fill, key: Key, subtitle: String, count: Int = 3, @ViewBuilder content: () -> Content) {
                    self.title = title; self.content = content()
                }
                var body: some View { content }
            }
            """
        let scan = SnippetScanner.scan(source, path: "screen.swift")
        let view = try #require(scan.placeholderViews.first)
        #expect(view.builder == #"Screen<Text, Color, String>(title: __arrangePlaceholder("title"), fill: __arrangePlaceholder("fill"), "#
            + #"key: __arrangePlaceholder("key"), content: { return __arrangePlaceholder("content") })"#)
    }

    @Test func aViewBuilderPropertyIsPassedAsAClosure() throws {
        let source = """
            import SwiftUI
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { content.padding() }
            }
            """
        let view = try #require(SnippetScanner.scan(source, path: "card.swift").placeholderViews.first)
        #expect(view.builder == #"Card<Text>(content: { return __arrangePlaceholder("content") })"#)
    }

    @Test func placeholdersAreOnlyUsedWhereTheFileShowsNothingElse() {
        let withPreview = """
            import SwiftUI
            struct Row: View { let title: String; var body: some View { Text(title) } }
            #Preview { Row(title: "A") }
            """
        #expect(SnippetScanner.scan(withPreview, path: "row.swift").placeholderViews.isEmpty)
        let withBuildable = """
            import SwiftUI
            struct Row: View { let title: String; var body: some View { Text(title) } }
            struct List: View { var body: some View { Row(title: "A") } }
            """
        let scan = SnippetScanner.scan(withBuildable, path: "list.swift")
        #expect(scan.views.map(\.name) == ["List"])
        #expect(scan.placeholderViews.isEmpty)
    }

    @Test func argumentsNoPlaceholderCanBeLeaveTheViewOut() {
        let source = """
            import SwiftUI
            struct Pair: View { let pair: (Int, Int); var body: some View { Text("x") } }
            struct Any1: View { let item: any Identifiable; var body: some View { Text("x") } }
            struct Counter: View { let count: Int; init(count: inout Int) { self.count = count }; var body: some View { Text("x") } }
            struct Keyed<Item: Identifiable>: View { let item: Item; var body: some View { Text("x") } }
            struct Hidden: View { private let secret: Int; var body: some View { Text("x") } }
            """
        #expect(SnippetScanner.scan(source, path: "none.swift").placeholderViews.isEmpty)
    }

    @Test func theAppsTypesAreMadeFromTheirFirstCaseASampleMemberOrTheirSmallestInitialiser() {
        let source = """
            import SwiftUI
            enum Kind { case daily, weekly }
            enum Loaded { case value(Int, label: String) }
            struct Habit {
                let name: String
                let kind: Kind
                static let other = Habit(name: "B", kind: .weekly)
                static let preview = Habit(name: "A", kind: .daily)
            }
            struct Goal { let count: Int; var unit: String? }
            final class Store { init(name: String, limit: Int) {}; init(name: String) {}; private init() {} }
            @Observable final class Model { var count = 0 }
            extension Habit { struct Card { let habit: Habit; struct Manager { let card: Card } } }
            private struct Secret { let x: Int }
            struct Box<T> { let value: T }
            """
        let types = SnippetScanner.scan(source, path: "models.swift").placeholderTypes
        #expect(types.declared == ["Kind", "Loaded", "Habit", "Goal", "Store", "Model", "Habit.Card", "Habit.Card.Manager", "Secret", "Box"])
        let recipes = Dictionary(uniqueKeysWithValues: types.recipes.map { ($0.type, $0.expression) })
        #expect(recipes == [
            "Kind": ".daily",
            "Loaded": #".value(__arrangePlaceholder("value"), label: __arrangePlaceholder("label"))"#,
            "Habit": "Habit.preview",
            "Goal": #"Goal(count: __arrangePlaceholder("count"))"#,
            "Store": #"Store(name: __arrangePlaceholder("name"))"#,
            "Model": "Model()",
            "Habit.Card": #"Habit.Card(habit: __arrangePlaceholder("habit"))"#,
            "Habit.Card.Manager": #"Habit.Card.Manager(card: __arrangePlaceholder("card"))"#,
        ])
        // `Card` written inside `Habit.Card.Manager` is `Habit.Card`, found from the inside out.
        let manager = types.recipes.first { $0.type == "Habit.Card.Manager" }
        #expect(manager.map { PlaceholderArguments.resolve($0.neededTypes[0], in: types.declared) } == "Habit.Card")
    }

    @Test func theProgramDeclaresAPlaceholderForEachAppTypeNeededAndLeavesOutViewsNeedingOneItCannotMake() {
        let source = """
            import SwiftUI
            struct Row: View { let habit: Habit; var body: some View { Text(habit.name) } }
            struct Pick: View { @Binding var kind: Kind; var body: some View { Text("x") } }
            struct Loop: View { let a: A; var body: some View { Text("x") } }
            struct Opaque: View { let token: Token; var body: some View { Text("x") } }
            """
        let models = """
            struct Habit { let name: String; let goal: Goal }
            struct Goal { let count: Int }
            enum Kind { case daily }
            final class A { init(b: B) {} }
            final class B { init(a: A) {} }
            final class Token { init?(raw: String) { nil } }
            """
        let scan = SnippetScanner.scan(source, path: "rows.swift")
        var companion = SnippetCompanion(path: "Models.swift", program: "")
        companion.placeholderTypes = SnippetScanner.scan(models, path: "Models.swift").placeholderTypes
        let shown = PlaceholderArguments.shown(scan: scan, companions: [companion])
        // `Loop` needs A, which needs B, which needs A; `Token` can only be made by a failable init.
        #expect(shown.views.map(\.name) == ["Row", "Pick"])
        #expect(shown.declarations == """
            @MainActor func __arrangePlaceholder(_ name: String) -> Goal { Goal(count: __arrangePlaceholder("count")) }
            @MainActor func __arrangePlaceholder(_ name: String) -> Arrange.Binding<Goal> { .constant(__arrangePlaceholder(name)) }
            @MainActor func __arrangePlaceholder(_ name: String) -> Habit { Habit(name: __arrangePlaceholder("name"), goal: __arrangePlaceholder("goal")) }
            @MainActor func __arrangePlaceholder(_ name: String) -> Arrange.Binding<Habit> { .constant(__arrangePlaceholder(name)) }
            @MainActor func __arrangePlaceholder(_ name: String) -> Kind { .daily }
            @MainActor func __arrangePlaceholder(_ name: String) -> Arrange.Binding<Kind> { .constant(__arrangePlaceholder(name)) }

            """)
        #expect(shown.notes.map(\.message).first == "there is no preview, so arrange builds Row with placeholder arguments for habit: "
            + "text shows the parameter's name, whole numbers are 1, other numbers 0.5 and lengths (CGFloat) 44, Booleans false, collections empty (docs/DIFFERENCES.md).")
    }

    /// The whole way: the file's view needs a model from the app's other file, a binding, a
    /// number and a closure; the picture is laid out with the placeholders' values.
    @Test func aViewNeedingArgumentsIsLaidOutWithPlaceholders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeholder-app-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import Foundation
            struct Habit: Identifiable {
                let id = UUID()
                let name: String
                let goal: Int
                let kind: Kind
            }
            enum Kind { case daily, weekly }
            """.write(to: folder.appendingPathComponent("Habit.swift"), atomically: true, encoding: .utf8)
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct HabitBar: View {
                let habit: Habit
                let progress: Double
                @Binding var isDone: Bool
                let onTap: () -> Void
                var body: some View {
                    HStack(spacing: 0) {
                        Color.green.frame(width: progress * 40 * CGFloat(habit.goal), height: 10).id("bar")
                        Color.red.frame(width: isDone ? 30 : 20, height: habit.kind == .daily ? 5 : 50).id("done")
                    }
                }
            }
            """, to: "habit-bar.swift")
        let result = ArrangeExecutable.run(["frames", file, "--with", folder.path, "--json", "--size", "300x100"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        // progress 0.5 × 40 × goal 1 beside 20 (isDone false); height 10 (kind .daily, the first case).
        #expect(FramesDocument.size(document) == CGSize(width: 40, height: 10))
        #expect(result.errors.contains("there is no preview, so arrange builds HabitBar with placeholder arguments for habit, progress, isDone, onTap"))
    }

    /// A library type no placeholder is known for compiles, and stops the view when it is built
    /// with a message naming the type and the parameter.
    @Test func aTypeWithNoPlaceholderStopsTheViewNamingIt() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Stamp: View {
                let stamp: DateInterval
                var body: some View { Color.red.frame(width: 10, height: 10) }
            }
            """, to: "stamp.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x100"])
        #expect(result.status != 0)
        #expect(result.errors.contains("arrange: no placeholder value of type DateInterval for 'stamp'; wrap the view in a #Preview that passes one."))
    }
}
