internal import SwiftSyntax

/// Which stored properties of a struct its memberwise initialiser takes an argument for: the
/// one rule the scanner (whether `Name()` builds a view) and placeholders (what `Name(…)`
/// needs) both read.
enum MemberwiseProperty {
    /// Whether the memberwise initialiser needs an argument for `binding` of `variable`: not
    /// for a static or lazy property, one with an initial value, a computed one, one a wrapper
    /// sets up in place (`@Environment(\.font)`, `@EnvironmentObject var model: Model`), nor an
    /// optional `var` that starts at `nil` (`var note: String?`, `@State var picked: Item?`).
    /// A wrapper that holds an optional otherwise still needs one: `@Binding var habit: Habit?`
    /// takes a binding.
    static func needsArgument(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return false }
        if binding.initializer != nil { return false }
        if let accessors = binding.accessorBlock, !PlaceholderArguments.observesOnly(accessors) { return false }
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        if wrappers.contains(where: { $0.arguments != nil || setUpWithoutArguments.contains($0.attributeName.trimmedDescription) }) {
            return false
        }
        guard variable.bindingSpecifier.text == "var", let type = binding.typeAnnotation?.type, PlaceholderArguments.isOptional(type)
        else { return true }
        return !wrappers.allSatisfy { startsAtNilWhenOptional.contains($0.attributeName.trimmedDescription) }
    }

    /// SwiftUI's property wrappers whose `init()` sets them up, so that the memberwise
    /// initialiser takes no argument for them (`@EnvironmentObject var model: Model`,
    /// `@Query var habits: [Habit]`).
    static let setUpWithoutArguments: Set<String> = [
        "EnvironmentObject", "Namespace", "FocusState", "AccessibilityFocusState", "Query",
        "SwiftUI.EnvironmentObject", "SwiftUI.Namespace", "SwiftUI.FocusState", "SwiftData.Query",
    ]

    /// Wrappers with an `init()` for an optional value, starting at `nil` (SwiftUI's `State`),
    /// so that an optional property they hold needs no argument.
    static let startsAtNilWhenOptional: Set<String> = ["State", "SwiftUI.State"]
}
