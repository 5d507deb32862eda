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

    /// The habit tracker's dashboard holds `@State var editingHabit: Habit?` and the app builds
    /// it with `Habit.Dashboard()`: SwiftUI's `State` has an `init()` for an optional value,
    /// starting at nil, so the memberwise initialiser takes no argument for it.
    @Test func anOptionalStateStartsAtNilAndNeedsNoArgument() {
        let source = """
            import SwiftUI
            struct Dashboard: View {
                @State var editingHabit: String?
                @State private var count: Int
                var body: some View { Text(editingHabit ?? "") }
            }
            struct Board: View {
                @State var editingHabit: String?
                var body: some View { Text(editingHabit ?? "") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "dashboard.swift")
        #expect(scan.views.map(\.builder) == ["Board()"])
        // A non-optional state with no initial value still takes one.
        #expect(scan.notes.map(\.message) == ["Dashboard cannot be built with Dashboard(): 'count' has no initial value. Wrap it in a #Preview."])
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
        #expect(scan.environmentObjectTypes.map(\.name) == ["Router", "Library"])
        #expect(scan.environmentObjectTypes.map(\.scope) == ["Screen", "Screen"])
        #expect(scan.typesBuiltWithNoArguments.isSuperset(of: ["Router", "Library", "Screen"]))
        #expect(scan.typesBuiltWithNoArguments.isDisjoint(with: ["Account", "Derived", "Hidden", "Shared"]))
        var companion = SnippetCompanion(path: "Models.swift", program: "")
        companion.typesBuiltWithNoArguments = ["Settings"]
        companion.environmentObjectTypes = ["Settings", "Router", "Missing"].map { PlaceholderTypeReference(name: $0, scope: "") }
        let objects = SnippetDefaults.fallbackEnvironmentObjects(scan: scan, companions: [companion])
        #expect(objects.map(\.type) == ["Router", "Library", "Settings"])
        #expect(objects.map(\.expression) == ["Router()", "Library()", "Settings()"])
        let program = SnippetProgram.generate(source: source, scan: scan, path: "screen.swift", fallbackEnvironmentObjects: [objects[0]])
        #expect(program.contains(#"__arrangeViews = __arrangeViews.map { $0.wrapped { Arrange.AnyView($0._arrangeFallbackEnvironmentObject(madeWith: "Router()") { () -> Router in Router() }) } }"#))
    }

    /// The habit tracker's screens read `@Environment(Habit.Dashboard.Manager.self)`, a class
    /// nested in the app's types whose init takes the model context: the tool makes one as it
    /// makes the app's placeholders (a static member of its own type, else its init with the
    /// fewest arguments, given placeholders), and the note shows how.
    @Test func anObjectTheAppMakesWithArgumentsIsGivenWithPlaceholders() {
        let source = """
            import SwiftUI
            import SwiftData
            enum Habit {}
            extension Habit {
                struct Dashboard: View {
                    @Environment(Habit.Dashboard.Manager.self) var manager
                    @Environment(Store.self) var store
                    @EnvironmentObject var settings: Habit.Settings
                    var body: some View { Text("x") }
                }
            }
            extension Habit.Dashboard {
                @Observable class Manager {
                    var context: ModelContext
                    init(mode: Int = 0, using context: ModelContext) { self.context = context }
                }
            }
            extension Habit {
                final class Settings: ObservableObject {
                    static let shared = Settings(theme: "light")
                    private init(theme: String) {}
                }
            }
            @Observable final class Store { init(owner: Owner) {} }
            struct Owner { let name: String }
            """
        let scan = SnippetScanner.scan(source, path: "dashboard.swift")
        #expect(scan.environmentObjectTypes == [
            PlaceholderTypeReference(name: "Habit.Dashboard.Manager", scope: "Habit.Dashboard"),
            PlaceholderTypeReference(name: "Store", scope: "Habit.Dashboard"),
            PlaceholderTypeReference(name: "Habit.Settings", scope: "Habit.Dashboard"),
        ])
        let objects = SnippetDefaults.fallbackEnvironmentObjects(scan: scan, companions: [])
        #expect(objects.map(\.expression) == [
            #"Habit.Dashboard.Manager(using: __arrangePlaceholder("context"))"#,
            #"Store(owner: __arrangePlaceholder("owner"))"#,
            "Habit.Settings.shared",
        ])
        #expect(objects[0].shownExpression == "Habit.Dashboard.Manager(using: <#context#>)")
        // `Store` needs the app's `Owner`, whose placeholder the program declares.
        let shown = PlaceholderArguments.shown(scan: scan, companions: [], objects: objects)
        #expect(shown.objects == objects)
        #expect(shown.declarations.contains(#"@MainActor func __arrangePlaceholder(_ name: String) -> Owner { Owner(name: __arrangePlaceholder("name")) }"#))
    }

    /// An object whose arguments cannot be made up (it needs itself) is not given: the view
    /// draws nothing with SwiftUI's message, as before.
    @Test func anObjectWhoseArgumentsCannotBeMadeUpIsNotGiven() {
        let source = """
            import SwiftUI
            @Observable final class Node { init(parent: Node) {} }
            struct Tree: View {
                @Environment(Node.self) var node
                var body: some View { Text("x") }
            }
            """
        let scan = SnippetScanner.scan(source, path: "tree.swift")
        let objects = SnippetDefaults.fallbackEnvironmentObjects(scan: scan, companions: [])
        #expect(objects.map(\.type) == ["Node"])
        #expect(PlaceholderArguments.shown(scan: scan, companions: [], objects: objects).objects.isEmpty)
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

    /// The whole way for an object whose init takes the app's model context: the screen is laid
    /// out with the object the tool made, whose context is empty (it fetches nothing).
    @Test func anObjectMadeWithAModelContextPlaceholderIsReadByTheScreen() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import SwiftData

            @Model final class Book { var title = "" ; init() {} }

            enum Shelf {}
            extension Shelf {
                @MainActor @Observable final class Manager {
                    let context: ModelContext
                    var width: CGFloat = 90
                    init(using context: ModelContext) { self.context = context }
                    var count: Int { (try? context.fetch(FetchDescriptor<Book>()).count) ?? -1 }
                }
                struct Screen: View {
                    @Environment(Shelf.Manager.self) private var manager
                    var body: some View {
                        Color.blue.frame(width: manager.width, height: CGFloat(manager.count + 1) * 25)
                    }
                }
            }
            """, to: "given-object-context.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x100"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(FramesDocument.size(FramesDocument.documents(result.output).first ?? [:]) == CGSize(width: 90, height: 25))
        #expect(result.errors.contains("arrange made one with Shelf.Manager(using: <#context#>)."))
    }
}
