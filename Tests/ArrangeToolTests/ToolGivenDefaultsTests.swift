// What the tool gives a view that a screen rendered on its own lacks (SnippetDefaults): closures
// that do nothing and nil for the properties an app passes, and the environment objects an app
// gives at its root, made only when read. The held-out surveys found both (CloudKit sharing's
// `AddContactView`, Landmarks' `LandmarkList`, swiftui-notes' routed screens).
import ArrangeSnippet
import Foundation
import Testing

@Suite("What the tool gives a view rendered on its own", .serialized)
struct ToolGivenDefaultsTests {
    @Test func closuresWithNoInitialValueAreGivenOnesThatDoNothingAndOptionalLetsNil() {
        let source = """
            import SwiftUI
            struct AddRow: View {
                @State private var name = ""
                @EnvironmentObject var store: Store
                @FocusState private var focused: Bool
                let onAdd: (String, Int) async throws -> Void
                var onDone: @MainActor () -> Void
                let onCancel: (() -> Void)?
                var title = "Add"
                var body: some View { Text(title) }
            }
            struct Counted: View {
                let format: (Int) -> String
                var body: some View { Text(format(1)) }
            }
            """
        let scan = SnippetScanner.scan(source, path: "add.swift")
        #expect(scan.views.map(\.builder) == ["AddRow(onAdd: { _, _ in }, onDone: { }, onCancel: nil)"])
        #expect(scan.notes.map(\.message) == [
            "AddRow has properties with no initial value; arrange builds it with AddRow(onAdd: { _, _ in }, onDone: { }, onCancel: nil).",
            // A closure that returns something cannot be guessed.
            "Counted cannot be built with Counted(): 'format' has no initial value. Wrap it in a #Preview.",
        ])
    }

    /// A habit tracker's card holds `@Binding var editingHabit: Habit?`: a wrapper's optional
    /// `var` takes a binding in the memberwise initialiser, so `Card()` does not build it.
    @Test func anOptionalVarHeldByAWrapperStillNeedsAnArgument() {
        let source = """
            import SwiftUI
            struct Card: View {
                @Binding var editingHabit: String?
                var subtitle: String?
                var body: some View { Text(subtitle ?? "") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "card.swift")
        #expect(scan.views.isEmpty)
        #expect(scan.notes.map(\.message) == ["Card cannot be built with Card(): 'editingHabit' has no initial value. Wrap it in a #Preview."])
        #expect(scan.placeholderViews.map(\.builder) == [#"Card(editingHabit: __arrangePlaceholder("editingHabit"))"#])
    }

    @Test func theTypesViewsReadAsEnvironmentObjectsAndTheTypesBuiltWithNoArgumentsAreFound() {
        let source = """
            import SwiftUI
            import Observation
            final class Router: ObservableObject { @Published var screen = 0 }
            @Observable final class Library { var books: [String] = [] }
            final class Account: ObservableObject { let id: Int; init(id: Int) { self.id = id } }
            class Base { init(name: String) {} }
            final class Derived: Base {}
            private final class Hidden: ObservableObject {}
            final class Shared: ObservableObject { static let shared = Shared(); private init() {} }
            struct Screen: View {
                @EnvironmentObject var router: Router
                @Environment(Library.self) private var library
                @Environment(Account.self) private var account: Account?
                @EnvironmentObject var other: Router
                var body: some View { Text("x") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "screen.swift")
        // An optional read handles no object, so it is not one the view lacks.
        #expect(scan.environmentObjectTypes == ["Router", "Library"])
        #expect(scan.typesBuiltWithNoArguments.isSuperset(of: ["Router", "Library", "Screen"]))
        #expect(scan.typesBuiltWithNoArguments.isDisjoint(with: ["Account", "Derived", "Hidden", "Shared"]))
        var companion = SnippetCompanion(path: "Models.swift", program: "")
        companion.typesBuiltWithNoArguments = ["Settings"]
        companion.environmentObjectTypes = ["Settings", "Router", "Missing"]
        #expect(SnippetDefaults.fallbackEnvironmentObjects(scan: scan, companions: [companion]) == ["Router", "Library", "Settings"])
        let program = SnippetProgram.generate(source: source, scan: scan, path: "screen.swift", fallbackEnvironmentObjects: ["Router"])
        #expect(program.contains("__arrangeViews = __arrangeViews.map { $0.wrapped { Arrange.AnyView($0._arrangeFallbackEnvironmentObject { Router() }) } }"))
    }

    /// A screen with no preview reads objects the app gives at its root: the tool makes them, a
    /// preview's own object wins over the tool's, and the note names each type made.
    @Test func environmentObjectsTheAppGivesAreMadeWhenAViewReadsOneThatNoViewAboveGives() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import Observation

            @MainActor final class Router: ObservableObject { @Published var width: CGFloat = 120 }
            @MainActor @Observable final class Library { var height: CGFloat = 30 }

            struct Shelf: View {
                @EnvironmentObject var router: Router
                @Environment(Library.self) private var library
                let onPick: (Int) -> Void
                var body: some View {
                    Color.blue.frame(width: router.width, height: library.height).id("shelf")
                }
            }
            """, to: "given-objects.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x100"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        #expect(FramesDocument.size(document) == CGSize(width: 120, height: 30))
        #expect(result.errors.contains("Shelf has properties with no initial value; arrange builds it with Shelf(onPick: { _ in })."))
        #expect(result.errors.contains("arrange made one with Router()."))
        #expect(result.errors.contains("arrange made one with Library()."))

        let preview = ArrangeExecutable.write(
            """
            import SwiftUI

            final class Router: ObservableObject {
                @Published var width: CGFloat
                init() { width = 120 }
                init(width: CGFloat) { self.width = width }
            }

            struct Shelf: View {
                @EnvironmentObject var router: Router
                var body: some View { Color.blue.frame(width: router.width, height: 20).id("shelf") }
            }

            #Preview { Shelf().environmentObject(Router(width: 80)) }
            """, to: "given-objects-preview.swift")
        let previewed = ArrangeExecutable.run(["frames", preview, "--json", "--size", "300x100"])
        #expect(previewed.status == 0, "\(previewed.errors)")
        #expect(FramesDocument.size(FramesDocument.documents(previewed.output).first ?? [:]) == CGSize(width: 80, height: 20))
        // The preview gave one, so none was made.
        #expect(!previewed.errors.contains("arrange made one"))
    }
}
