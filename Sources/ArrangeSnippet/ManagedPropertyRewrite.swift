internal import SwiftSyntax

/// Core Data's generated classes as Linux can compile them (Linux has no Objective-C runtime,
/// which `@NSManaged` and `@objc` need):
/// 1. `@objc` and `@objc(Name)` are blanked (`@objc(Ship) public class Ship: NSManagedObject`).
/// 2. `@NSManaged var name: T` becomes a computed property reading and writing the object's
///    value for `name` (`NSManagedObject.managedValue(forKey:)`, `setManagedValue(_:forKey:)`
///    in ArrangeCoreData), as Core Data's dynamic accessors do.
/// 3. `@NSManaged func addToX(_ value: …)` and `removeFromX(_ value: …)`, the to-many
///    accessors Xcode generates, get a body adding to or removing from the relationship `X`;
///    any other `@NSManaged` function gets an empty body.
/// Each edit keeps the line breaks, so compiler messages point at the user's lines.
enum ManagedPropertyRewrite {
    /// The edits of `tree` (UTF-8 offsets in `bytes`).
    static func edits(in tree: Syntax, bytes: [UInt8]) -> [SnippetEdit] {
        var edits: [SnippetEdit] = []
        for node in tree.children(viewMode: .sourceAccurate) { collect(node, bytes: bytes, into: &edits) }
        return edits
    }

    private static func collect(_ node: Syntax, bytes: [UInt8], into edits: inout [SnippetEdit]) {
        if let attribute = node.as(AttributeSyntax.self) {
            let name = attribute.attributeName.trimmedDescription
            // 1.
            if name == "objc" { edits.append(blanking(Syntax(attribute), bytes: bytes)) }
            return
        }
        if let variable = node.as(VariableDeclSyntax.self), isManaged(variable.attributes) {
            rewrite(variable, bytes: bytes, into: &edits)
            return
        }
        if let function = node.as(FunctionDeclSyntax.self), isManaged(function.attributes) {
            rewrite(function, bytes: bytes, into: &edits)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(child, bytes: bytes, into: &edits) }
    }

    private static func isManaged(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
    }

    /// Blanks `@NSManaged` and `@objc` among `attributes`.
    private static func blankAttributes(_ attributes: AttributeListSyntax, bytes: [UInt8], into edits: inout [SnippetEdit]) {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
            if ["NSManaged", "objc"].contains(attribute.attributeName.trimmedDescription) {
                edits.append(blanking(Syntax(attribute), bytes: bytes))
            }
        }
    }

    // 2.
    private static func rewrite(_ variable: VariableDeclSyntax, bytes: [UInt8], into edits: inout [SnippetEdit]) {
        blankAttributes(variable.attributes, bytes: bytes, into: &edits)
        for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation else { continue }
            let key = name.trimmingCharacters(in: ["`"])
            let end = type.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SnippetEdit(
                range: end..<end,
                replacement: " { get { managedValue(forKey: \"\(key)\") } set { setManagedValue(newValue, forKey: \"\(key)\") } }"))
        }
    }

    // 3.
    private static func rewrite(_ function: FunctionDeclSyntax, bytes: [UInt8], into edits: inout [SnippetEdit]) {
        blankAttributes(function.attributes, bytes: bytes, into: &edits)
        guard function.body == nil else { return }
        let name = function.name.text
        let parameter = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        var body = "{ }"
        if let parameter, function.signature.parameterClause.parameters.count == 1 {
            if name.hasPrefix("addTo"), name.count > 5 {
                body = "{ addToRelationship(\"\(name.dropFirst(5))\", \(parameter)) }"
            } else if name.hasPrefix("removeFrom"), name.count > 10 {
                body = "{ removeFromRelationship(\"\(name.dropFirst(10))\", \(parameter)) }"
            }
        }
        let end = function.signature.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SnippetEdit(range: end..<end, replacement: " " + body))
    }

    /// `node`'s bytes as spaces (line breaks kept).
    private static func blanking(_ node: Syntax, bytes: [UInt8]) -> SnippetEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let text = String(decoding: bytes[start..<end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        return SnippetEdit(range: start..<end, replacement: text)
    }
}
