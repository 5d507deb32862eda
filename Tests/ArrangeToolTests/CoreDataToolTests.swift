// The tool's side of Core Data: `@NSManaged` and `@objc` rewritten for Linux, and the entity
// classes Xcode generates from a model file, read from a model we write here.
@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("Core Data in the tool")
struct CoreDataToolTests {
    private func program(_ source: String) -> String {
        let scan = SnippetScanner.scan(source, path: "Kite+CoreDataProperties.swift")
        return SnippetProgram.companion(source: source, scan: scan, path: "Kite+CoreDataProperties.swift")
    }

    @Test func managedPropertiesReadTheObjectsValues() {
        let source = """
            import CoreData
            @objc(Kite)
            public class Kite: NSManagedObject {}
            extension Kite {
                @NSManaged public var colour: String?
                @NSManaged public var span: Double
            }
            """
        let generated = program(source)
        #expect(generated.contains("import ArrangeCoreData"))
        #expect(!generated.contains("@objc"))
        #expect(!generated.contains("@NSManaged"))
        #expect(generated.contains(
            "public var colour: String? { get { managedValue(forKey: \"colour\") } set { setManagedValue(newValue, forKey: \"colour\") } }"))
        #expect(generated.contains("public var span: Double { get { managedValue(forKey: \"span\") }"))
        // Lines are kept: `@objc(Kite)` is blanked where it stood.
        #expect(generated.contains(String(repeating: " ", count: "@objc(Kite)".count) + "\npublic class Kite"))
    }

    @Test func toManyAccessorsGetABody() {
        let source = """
            import CoreData
            extension Kite {
                @objc(addTailsObject:)
                @NSManaged public func addToTails(_ value: Tail)
                @NSManaged public func removeFromTails(_ values: NSSet)
                @NSManaged public func insertIntoTails(_ value: Tail, at idx: Int)
            }
            """
        let generated = program(source)
        #expect(generated.contains("public func addToTails(_ value: Tail) { addToRelationship(\"Tails\", value) }"))
        #expect(generated.contains("public func removeFromTails(_ values: NSSet) { removeFromRelationship(\"Tails\", values) }"))
        #expect(generated.contains("public func insertIntoTails(_ value: Tail, at idx: Int) { }"))
    }

    @Test func aViewFileSpellingFetchRequestGetsCoreDatasNames() {
        let source = "import SwiftUI\nstruct Kites: View {\n    @FetchRequest(sortDescriptors: []) var kites: FetchedResults<Kite>\n    var body: some View { Text(\"\\(kites.count)\") }\n}\n"
        #expect(program(source).contains("import ArrangeCoreData"))
        #expect(!program("import SwiftUI\nlet x = 1\n").contains("ArrangeCoreData"))
    }

    /// A model as Xcode writes it: one generated class, one category, one manual entity.
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Kite" representedClassName="Kite" syncable="YES" codeGenerationType="class">
                <attribute name="colour" optional="YES" attributeType="String"/>
                <attribute name="span" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="lines" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="wind" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
                <attribute name="flown" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <relationship name="tails" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Tail" inverseName="kite" inverseEntity="Tail"/>
                <relationship name="maker" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Maker"/>
            </entity>
            <entity name="Tail" representedClassName=".TailMO" syncable="YES" codeGenerationType="category">
                <attribute name="length" attributeType="Float" usesScalarValueType="YES"/>
                <relationship name="kite" optional="YES" maxCount="1" destinationEntity="Kite" inverseName="tails" inverseEntity="Kite"/>
            </entity>
            <entity name="Maker" representedClassName="Maker" syncable="YES"/>
        </model>
        """

    @Test func entitiesAreParsedWithTheirCodegen() {
        let entities = CoreDataModelClasses.parse(Self.model)
        #expect(entities.map(\.name) == ["Kite", "Tail", "Maker"])
        #expect(entities.map(\.className) == ["Kite", "TailMO", "Maker"])
        #expect(entities.map(\.codegen) == ["class", "category", ""])
        #expect(entities.first?.attributes.count == 6)
        #expect(entities.first?.relationships.count == 2)
    }

    @Test func generatedClassesHaveXcodesSwiftTypes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kites-\(UUID().uuidString)")
        let model = folder.appendingPathComponent("Kites.xcdatamodeld/Kites.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.model.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let generated = try #require(CoreDataModelClasses.source(in: [folder.path]))
        #expect(generated.models.count == 1)
        let source = generated.source
        // A generated class, Identifiable as Xcode declares it; a category's class is the app's.
        #expect(source.contains("public class Kite: NSManagedObject {}"))
        #expect(source.contains("extension Kite: Identifiable {}"))
        // A category's properties file declares it too (a held-out budget app's ForEach relies on it).
        #expect(source.contains("extension TailMO: Identifiable {}"))
        #expect(!source.contains("public class TailMO"))
        #expect(!source.contains("Maker {"))
        // Scalars are never optional; `usesScalarValueType="NO"` numbers are NSNumber?.
        for declaration in [
            "var colour: String?", "var span: Double", "var lines: Int16", "var wind: NSNumber?", "var flown: Date?",
            "var id: UUID?", "var tails: NSSet?", "var maker: Maker?", "var length: Float", "var kite: Kite?",
        ] {
            #expect(source.contains("public \(declaration) {"), "\(declaration)")
        }
        #expect(source.contains("public func addToTails(_ value: TailMO) { addToRelationship(\"tails\", value) }"))
        #expect(source.contains("public class func fetchRequest() -> NSFetchRequest<Kite>"))
    }

    /// Xcode's codegen writes an object attribute optional even when the model requires it
    /// (`title: String?`); the model's flag is checked when saving, not in the type.
    @Test func objectAttributesAreOptionalWhetherOrNotTheModelRequiresThem() {
        #expect(CoreDataModelClasses.swiftType(of: ["attributeType": "String"]) == "String?")
        #expect(CoreDataModelClasses.swiftType(of: ["attributeType": "Date", "usesScalarValueType": "NO"]) == "Date?")
        #expect(CoreDataModelClasses.swiftType(of: ["attributeType": "UUID", "optional": "YES"]) == "UUID?")
        #expect(CoreDataModelClasses.swiftType(of: ["attributeType": "Double", "usesScalarValueType": "YES"]) == "Double")
    }

    /// An app that loads its model from its bundle (`Bundle.main.url(forResource: "Kites",
    /// withExtension: "momd")`, as Apple's Trips sample does) finds it beside the program.
    @Test func aModelIsLinkedUnderItsCompiledName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kites-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("app")
        let program = folder.appendingPathComponent("program")
        let versioned = app.appendingPathComponent("Kites.xcdatamodeld/Kites.xcdatamodel")
        let bare = app.appendingPathComponent("Old/Tails.xcdatamodel")
        for model in [versioned, bare] {
            try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
            try Self.model.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        CoreDataModelClasses.linkCompiledModels(in: [app.path], into: program.path)
        let linked = try FileManager.default.contentsOfDirectory(atPath: program.path).sorted()
        #expect(linked == ["Kites.momd", "Tails.mom"])
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: program.appendingPathComponent("Kites.momd").path)
        #expect(target.hasSuffix("app/Kites.xcdatamodeld"))
        // A second run leaves the links as they are.
        CoreDataModelClasses.linkCompiledModels(in: [app.path], into: program.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: program.path).count == 2)
    }

    @Test func aModelWithNoGeneratedEntityGivesNoSource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manual-\(UUID().uuidString)")
        let model = folder.appendingPathComponent("M.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<model><entity name=\"A\" representedClassName=\"A\"/></model>".write(
            to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        #expect(CoreDataModelClasses.source(in: [folder.path]) == nil)
        #expect(CoreDataModelClasses.source(in: ["/nonexistent-folder"]) == nil)
    }
}

@Suite("The app's delegate")
struct AppDelegateProgramTests {
    @Test func aUIApplicationMainClassIsMadeTheAppsDelegate() {
        let source = "import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let scan = SnippetScanner.scan(source, path: "AppDelegate.swift")
        #expect(scan.appDelegateClass == "AppDelegate")
        #expect(!SnippetProgram.companion(source: source, scan: scan, path: "AppDelegate.swift").contains("@UIApplicationMain"))
        let screen = "import SwiftUI\nText(\"Hi\")\n"
        let program = SnippetProgram.generate(
            source: screen, scan: SnippetScanner.scan(screen, path: "s.swift"), path: "s.swift", appDelegateClass: scan.appDelegateClass)
        #expect(program.contains("import ArrangeUIKit\n"))
        #expect(program.contains("ArrangeUIKit.UIApplication.makeDelegate = { AppDelegate() }"))
        #expect(!SnippetProgram.generate(source: screen, scan: SnippetScanner.scan(screen, path: "s.swift"), path: "s.swift")
            .contains("makeDelegate"))
    }
}
