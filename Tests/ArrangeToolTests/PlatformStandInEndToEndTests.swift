// The stand-ins for Apple's other frameworks as app files use them, through the `arrange` tool:
// the scanner's rewrites (SwiftData's `@Model`, imports) and one compile of an app-style file.
@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("scanner rewrites for Apple's frameworks")
struct FrameworkRewriteTests {
    private func edited(_ source: String, compiledModules: Set<String> = []) -> String {
        let scan = SnippetScanner.scan(source, path: "m.swift", compiledModules: compiledModules)
        return SnippetProgram.applying(scan.edits, to: source)
    }

    /// SwiftData's `@ModelActor` adds `modelContainer`, `modelContext` and `init(modelContainer:)`;
    /// they go after the actor's `{`, on its line.
    @Test func aModelActorGetsTheMacrosMembersOnItsFirstLine() {
        let result = edited("import SwiftData\n@ModelActor\nactor Brain {\n    func count() -> Int { 0 }\n}\n")
        #expect(result.hasPrefix("import Arrange\n           \nactor Brain { nonisolated let modelContainer: Arrange.ModelContainer; "))
        #expect(result.contains("init(modelContainer: Arrange.ModelContainer) { self.modelContainer = modelContainer; "
            + "self.modelContext = Arrange.ModelContext(modelContainer) }\n    func count() -> Int { 0 }\n}\n"))
    }

    /// Backyard Birds' store file imports StoreKit, OSLog and SwiftData, not SwiftUI: its
    /// `Transaction` is StoreKit's, although Arrange (which OSLog and SwiftData bring) has SwiftUI's.
    @Test func aFileImportingStoreKitWithoutSwiftUIMeansStoreKitsTransaction() {
        #expect(edited("import StoreKit\nimport OSLog\n") == "import ArrangeStoreKit; import struct ArrangeStoreKit.Transaction\nimport Arrange\n")
        #expect(edited("import SwiftUI\nimport StoreKit\n").contains("import ArrangeStoreKit\n"))
        #expect(!edited("import SwiftUI\nimport StoreKit\n").contains("import struct"))
    }

    @Test func aModelClassBecomesAnObservablePersistentModelWithItsAttributesBlanked() {
        let source = """
            import SwiftData
            @Model final class Trip {
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade) var stops: [String] = []
                @Transient var cache = 0
                init(name: String) { self.name = name }
            }
            """
        let lines = edited(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "import Arrange")
        #expect(lines[1] == "@Observable final class Trip {")
        #expect(lines[2] == String(repeating: " ", count: 24) + "var name: String")
        #expect(lines[3].trimmingCharacters(in: .whitespaces) == "var stops: [String] = []")
        #expect(lines[4] == "    @ObservationIgnored var cache = 0")
        #expect(lines.suffix(2) == ["extension Trip: Arrange.PersistentModel {}", ""])
        // The class's own lines keep their numbers.
        #expect(lines[6] == "}")
    }

    /// A habit tracker declares its values' model inside an extension of its habit's
    /// (`extension Habit { @Model class Value }`): it is a persistent model by its qualified name.
    @Test func aModelClassNestedInAnExtensionIsAPersistentModelByItsQualifiedName() {
        let source = """
            import SwiftData
            @Model class Habit { var name = "" }
            extension Habit {
                @Model class Value {
                    @Relationship var habit: Habit?
                    var count = 0
                }
                struct Stats { @Model final class Day { var date = Date.now } }
            }
            """
        let result = edited(source)
        #expect(result.contains("    @Observable class Value {"))
        #expect(result.contains("extension Habit: Arrange.PersistentModel {}"))
        #expect(result.contains("extension Habit.Value: Arrange.PersistentModel {}"))
        #expect(result.contains("extension Habit.Stats.Day: Arrange.PersistentModel {}"))
        #expect(!result.contains("@Relationship"))
    }

    @Test func swiftUIBringsUIKitOnAnIPhoneAndACompiledModulesImportIsBlanked() {
        #expect(edited("import SwiftUI\n") == "import Arrange; import ArrangeUIKit\n")
        #expect(edited("import struct SwiftUI.Color\n") == "import struct Arrange.Color\n")
        let macOS = SnippetScanner.scan("import SwiftUI\n", path: "m.swift", platform: .macOS)
        #expect(SnippetProgram.applying(macOS.edits, to: "import SwiftUI\n") == "import Arrange\n")
        #expect(edited("import TripKit\nlet x = 1\n", compiledModules: ["TripKit"]) == "              \nlet x = 1\n")
        #expect(edited("import os.log\nimport OSLog\n") == "import Arrange\nimport Arrange\n")
    }
}

@Suite("arrange on files using Apple's other frameworks", .serialized)
struct PlatformStandInEndToEndTests {
    /// One compile: a SwiftData model in a package of the app's own (`import TripKit`, given
    /// with `--with TripKit`), a preview inserting samples, a representable, UIKit names with
    /// `import SwiftUI` alone.
    @Test func anAppFileWithModelsRepresentablesAndUIKitNamesRendersItsPreview() {
        _ = ArrangeExecutable.write(
            """
            import Foundation
            import SwiftData

            @Model
            public final class Trip {
                @Attribute(.unique) public var name: String
                public var days: Int
                public init(name: String, days: Int) {
                    self.name = name
                    self.days = days
                }
            }
            """, to: "standins/TripKit/Trip.swift")
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import SwiftData
            import TripKit

            struct MapPlaceholder: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }

            struct TripsScreen: View {
                @Query(sort: \\Trip.days) private var trips: [Trip]
                @Environment(\\.modelContext) private var context

                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(trips) { trip in
                            Color.blue.frame(width: CGFloat(trip.days) * 10, height: 10).id(trip.name)
                        }
                        MapPlaceholder().frame(height: UIDevice.current.userInterfaceIdiom == .phone ? 50 : 0).id("map")
                    }
                    .frame(width: UIScreen.main.bounds.width / 3)
                }
            }

            #Preview {
                let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Trip(name: "Oslo", days: 3))
                container.mainContext.insert(Trip(name: "Bergen", days: 5))
                return TripsScreen().modelContainer(container)
            }
            """, to: "standins/TripsScreen.swift")
        let module = ArrangeExecutable.workspace.appendingPathComponent("standins/TripKit").path
        let result = ArrangeExecutable.run(["frames", file, "--with", module, "--json", "--size", "300x300"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        // UIScreen.main.bounds is ArrangeUIKit's screen, 375 wide: the column is 125 wide.
        #expect(FramesDocument.size(document) == CGSize(width: 125, height: 70))
        #expect(FramesDocument.frame(of: "Oslo", in: document) == CGRect(x: 47.5, y: 0, width: 30, height: 10))
        #expect(FramesDocument.frame(of: "Bergen", in: document) == CGRect(x: 37.5, y: 10, width: 50, height: 10))
        #expect(FramesDocument.frame(of: "map", in: document) == CGRect(x: 0, y: 20, width: 125, height: 50))
    }
}
