import Foundation

/// The classes Xcode generates from an app's Core Data model (`X.xcdatamodeld`), which the
/// app's files use without declaring them: for each entity whose codegen is "Class Definition"
/// (`codeGenerationType="class"`) the class and its properties, for "Category/Extension"
/// (`"category"`) the properties alone; "Manual/None" entities are the app's own files.
///
/// 1. The models are the `contents` files of the `.xcdatamodel` folders inside the `--with`
///    folders; in a versioned `.xcdatamodeld`, the version its `.xccurrentversion` names, else
///    the last by name.
/// 2. Each entity's attributes become properties of Xcode's Swift types: `String`, `Int16`,
///    `Int32`, `Int64`, `Double`, `Float`, `Bool` (numbers and Booleans scalar, never optional,
///    unless `usesScalarValueType="NO"`: then `NSNumber?`), `Date`, `Data`, `UUID`, `URL`,
///    `Decimal`, a transformable's custom class (objects always optional, as Xcode writes them); a to-one
///    relationship is its destination's class (optional), a to-many one an `NSSet?` (ordered:
///    `NSOrderedSet?`) with the `addToX(_:)`/`removeFromX(_:)` accessors.
/// 3. A property reads and writes the object's value for its name (ArrangeCoreData's
///    `managedValue(forKey:)`), as `@NSManaged` properties do (`ManagedPropertyRewrite`).
public enum CoreDataModelClasses {
    /// An entity of a model, as its `contents` XML says.
    struct Entity {
        var name: String
        var className: String
        var codegen: String
        var parent: String?
        var attributes: [[String: String]] = []
        var relationships: [[String: String]] = []
    }

    /// The Swift source of the generated classes of the models inside `folders`, and the
    /// models' paths; `nil` when no entity is generated.
    public static func source(in folders: [String]) -> (source: String, models: [String])? {
        let models = modelPaths(in: folders)
        var entities: [Entity] = []
        for path in models {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            entities += parse(text)
        }
        let generated = entities.filter { $0.codegen == "class" || $0.codegen == "category" }
        guard !generated.isEmpty else { return nil }
        return (swift(for: generated, all: entities), models)
    }

    // 1.
    static func modelPaths(in folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            // A folder given through a symbolic link is searched too (the enumerator does not follow it).
            let searched = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let inside = (FileManager.default.enumerator(atPath: searched)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".xcdatamodel/contents") }
                .sorted()
            var byBundle: [String: [String]] = [:]
            for relative in inside {
                let model = (relative as NSString).deletingLastPathComponent
                let parent = (model as NSString).deletingLastPathComponent
                let bundle = parent.hasSuffix(".xcdatamodeld") ? parent : model
                byBundle[bundle, default: []].append(relative)
            }
            for bundle in byBundle.keys.sorted() {
                let versions = byBundle[bundle] ?? []
                let current = currentVersion(of: (folder as NSString).appendingPathComponent(bundle))
                let chosen = versions.first { current != nil && $0.contains("/\(current!)/") } ?? versions.last
                if let chosen { found.append((folder as NSString).appendingPathComponent(chosen)) }
            }
        }
        return found
    }

    /// Links, in `folder` (the program's), each model of `folders` under the name Xcode gives
    /// its compiled form in the app's bundle (`Trips.xcdatamodeld` → `Trips.momd`, a bare
    /// `Trips.xcdatamodel` → `Trips.mom`), so that `Bundle.main.url(forResource: "Trips",
    /// withExtension: "momd")` finds it as it does on iOS; `NSManagedObjectModel(contentsOf:)`
    /// then gives the model of the generated classes. A name already there is left as it is.
    public static func linkCompiledModels(in folders: [String], into folder: String) {
        for model in modelPaths(in: folders) {
            // `…/Trips.xcdatamodeld/Trips.xcdatamodel/contents` or `…/Trips.xcdatamodel/contents`.
            let version = (model as NSString).deletingLastPathComponent
            let parent = (version as NSString).deletingLastPathComponent
            let (source, compiledExtension) = parent.hasSuffix(".xcdatamodeld") ? (parent, "momd") : (version, "mom")
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
            let link = (folder as NSString).appendingPathComponent("\(name).\(compiledExtension)")
            guard !FileManager.default.fileExists(atPath: link) else { continue }
            try? FileManager.default.createSymbolicLink(
                atPath: link, withDestinationPath: URL(fileURLWithPath: source).resolvingSymlinksInPath().path)
        }
    }

    /// The version `.xccurrentversion` names (`Model 2.xcdatamodel`), if any.
    static func currentVersion(of bundle: String) -> String? {
        guard let text = try? String(contentsOfFile: (bundle as NSString).appendingPathComponent(".xccurrentversion"), encoding: .utf8),
              let range = text.range(of: "<string>"), let end = text.range(of: "</string>", range: range.upperBound..<text.endIndex)
        else { return nil }
        return String(text[range.upperBound..<end.lowerBound])
    }

    /// The entities of a model's `contents` XML.
    static func parse(_ xml: String) -> [Entity] {
        var entities: [Entity] = []
        var current: Entity?
        for tag in tags(in: xml) {
            switch tag.name {
            case "entity":
                if let entity = current { entities.append(entity) }
                let name = tag.attributes["name"] ?? ""
                let represented = tag.attributes["representedClassName"].map { String($0.split(separator: ".").last ?? "") }
                current = Entity(
                    name: name, className: (represented?.isEmpty == false ? represented! : name),
                    codegen: tag.attributes["codeGenerationType"] ?? "", parent: tag.attributes["parentEntity"])
                if tag.selfClosing, let entity = current { entities.append(entity); current = nil }
            case "/entity":
                if let entity = current { entities.append(entity) }
                current = nil
            case "attribute": current?.attributes.append(tag.attributes)
            case "relationship": current?.relationships.append(tag.attributes)
            default: break
            }
        }
        if let entity = current { entities.append(entity) }
        return entities
    }

    struct Tag {
        let name: String
        let attributes: [String: String]
        let selfClosing: Bool
    }

    /// The XML tags of `xml`, with their attributes (entities decoded).
    static func tags(in xml: String) -> [Tag] {
        var tags: [Tag] = []
        var rest = xml[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            var body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            guard !body.hasPrefix("?"), !body.hasPrefix("!") else { continue }
            let selfClosing = body.hasSuffix("/")
            if selfClosing { body = body.dropLast() }
            let name = String(body.prefix { !$0.isWhitespace })
            var attributes: [String: String] = [:]
            var scanner = body.dropFirst(name.count)
            while let equals = scanner.firstIndex(of: "=") {
                let key = scanner[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
                guard let quote = scanner[equals...].firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
                let mark = scanner[quote]
                let valueStart = scanner.index(after: quote)
                guard let valueEnd = scanner[valueStart...].firstIndex(of: mark) else { break }
                attributes[key] = decode(String(scanner[valueStart..<valueEnd]))
                scanner = scanner[scanner.index(after: valueEnd)...]
            }
            tags.append(Tag(name: name, attributes: attributes, selfClosing: selfClosing))
        }
        return tags
    }

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    // 2.
    /// The Swift type Xcode gives `attribute`: an object (`String`, `Date` …) is optional
    /// whether or not the model's attribute is (Xcode's codegen writes `@NSManaged public var
    /// title: String?` for a required `title`; the model's flag is checked when saving).
    static func swiftType(of attribute: [String: String]) -> String {
        let scalar = attribute["usesScalarValueType"] != "NO"
        let type = attribute["attributeType"] ?? "String"
        let scalars = ["Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double", "Float": "Float", "Boolean": "Bool"]
        if let number = scalars[type] { return scalar ? number : "NSNumber?" }
        let objects = ["String": "String", "Date": "Date", "Binary": "Data", "UUID": "UUID", "URI": "URL", "Decimal": "Decimal"]
        let base = objects[type] ?? attribute["customClassName"].map { String($0.split(separator: ".").last ?? "") } ?? "NSObject"
        return base + "?"
    }

    /// The generated source for `entities` (`all` names the destinations' classes).
    static func swift(for entities: [Entity], all: [Entity]) -> String {
        let classes = Dictionary(all.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        var lines = ["import Foundation", "import Arrange", "import ArrangeCoreData", ""]
        for entity in entities {
            let name = entity.className
            if entity.codegen == "class" {
                let parent = entity.parent.flatMap { classes[$0] } ?? "NSManagedObject"
                lines.append("public class \(name): \(parent) {}")
            }
            lines.append("extension \(name) {")
            lines.append("    public class func fetchRequest() -> NSFetchRequest<\(name)> { NSFetchRequest<\(name)>(entityName: \"\(entity.name)\") }")
            for attribute in entity.attributes {
                guard let key = attribute["name"] else { continue }
                lines.append(property(key, swiftType(of: attribute)))
            }
            for relationship in entity.relationships {
                guard let key = relationship["name"] else { continue }
                let destination = relationship["destinationEntity"].flatMap { classes[$0] } ?? "NSManagedObject"
                if relationship["toMany"] == "YES" {
                    lines.append(property(key, relationship["ordered"] == "YES" ? "NSOrderedSet?" : "NSSet?"))
                    let capitalised = key.prefix(1).uppercased() + key.dropFirst()
                    let collection = relationship["ordered"] == "YES" ? "NSOrderedSet" : "NSSet"
                    lines.append("    public func addTo\(capitalised)(_ value: \(destination)) { addToRelationship(\"\(key)\", value) }")
                    lines.append("    public func removeFrom\(capitalised)(_ value: \(destination)) { removeFromRelationship(\"\(key)\", value) }")
                    lines.append("    public func addTo\(capitalised)(_ values: \(collection)) { addToRelationship(\"\(key)\", values) }")
                    lines.append("    public func removeFrom\(capitalised)(_ values: \(collection)) { removeFromRelationship(\"\(key)\", values) }")
                } else {
                    lines.append(property(key, destination + "?"))
                }
            }
            lines.append("}")
            // Xcode's properties file declares it for both codegens (the app's class file, for a category, does not).
            lines.append("extension \(name): Identifiable {}")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    // 3.
    static func property(_ key: String, _ type: String) -> String {
        "    public var \(key): \(type) { get { managedValue(forKey: \"\(key)\") } set { setManagedValue(newValue, forKey: \"\(key)\") } }"
    }
}
