internal import SwiftSyntax
import Foundation

/// SwiftUI's `@Entry` macro (iOS 18) as the program can compile it without macro plugins: in an
/// `extension EnvironmentValues`, `@Entry var analytics = Analytics()` becomes what the macro
/// expands to, a key and a property reading and writing it:
///
///     struct __ArrangeEntryKey_analytics: Arrange.EnvironmentKey { static let defaultValue = Analytics() }
///     var analytics: __ArrangeEntryKey_analytics.Value { get { self[…] } set { self[…] = newValue } }
///
/// In an `extension ContainerValues` the key is a `ContainerValueKey` instead.
///
/// 1. The key's `defaultValue` is the initial value as written (its type, when written, is kept:
///    `@Entry var tint: Color = .blue`); an optional with no initial value is `nil`.
/// 2. The property keeps the variable's modifiers (`public`); its type is the written one, else
///    the key's `Value`, inferred from the default.
/// 3. The edit keeps as many line breaks as the declaration had, so that compiler messages point
///    at the user's lines.
enum EntryMacroRewrite {
    /// The extended types whose `@Entry` properties become keys, with the protocol of the keys.
    static let keyProtocols: [String: String] = [
        "EnvironmentValues": "Arrange.EnvironmentKey", "SwiftUI.EnvironmentValues": "Arrange.EnvironmentKey",
        "ContainerValues": "Arrange.ContainerValueKey", "SwiftUI.ContainerValues": "Arrange.ContainerValueKey",
    ]

    /// The edits of `tree` (UTF-8 offsets).
    static func edits(in tree: Syntax) -> [SnippetEdit] {
        var edits: [SnippetEdit] = []
        collect(tree, into: &edits)
        return edits
    }

    private static func collect(_ node: Syntax, into edits: inout [SnippetEdit]) {
        if let ext = node.as(ExtensionDeclSyntax.self) {
            guard let keyProtocol = keyProtocols[ext.extendedType.trimmedDescription] else { return }
            for member in ext.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self), let edit = rewrite(variable, keyProtocol: keyProtocol) {
                    edits.append(edit)
                }
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collect(child, into: &edits) }
    }

    private static func rewrite(_ variable: VariableDeclSyntax, keyProtocol: String) -> SnippetEdit? {
        guard variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let key = "__ArrangeEntryKey_" + name.trimmingCharacters(in: ["`"])
        let writtenType = binding.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: "Arrange.")
        // 1.
        let value: String
        if let initializer = binding.initializer {
            // Edits inside this one are dropped (`SnippetProgram.applying`): SwiftUI's module name is Arrange's here.
            value = initializer.value.description.replacingOccurrences(of: "SwiftUI.", with: "Arrange.")
        } else if let type = binding.typeAnnotation?.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            value = "nil"
        } else {
            return nil
        }
        let defaultValue = "static let defaultValue" + (writtenType.map { ": \($0)" } ?? "") + " = " + value
        // 2.
        let modifiers = variable.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let property = (modifiers.isEmpty ? "" : modifiers + " ") + "var \(name): \(writtenType ?? key + ".Value") "
            + "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        var replacement = "struct \(key): \(keyProtocol) { \(defaultValue) }; \(property)"
        // 3.
        let original = variable.trimmedDescription
        let missing = original.filter { $0 == "\n" }.count - replacement.filter { $0 == "\n" }.count
        if missing > 0 { replacement += String(repeating: "\n", count: missing) }
        let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = variable.endPositionBeforeTrailingTrivia.utf8Offset
        return SnippetEdit(range: start..<end, replacement: replacement)
    }
}
