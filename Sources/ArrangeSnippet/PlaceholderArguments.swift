internal import SwiftSyntax

/// A view the tool builds with made-up arguments (`SnippetDefaults.placeholderArguments`): a
/// file whose views all need arguments and that has no preview would show nothing; the view is
/// built instead as `Name(title: __arrangePlaceholder("title"), onTap: { })`, and the compiler
/// picks each placeholder by its parameter's type (`_PlaceholderValue` in ArrangeTool, or a
/// function generated for one of the app's own types from its `PlaceholderRecipe`).
public struct PlaceholderCall: Hashable, Sendable {
    /// The expression that builds the view: `Card<Text>(title: __arrangePlaceholder("title"))`.
    public var expression: String
    /// The parameters given a made-up value, in order, for the note that says so.
    public var parameters: [String]
    /// The app's types whose placeholders the arguments need, as written.
    public var neededTypes: [PlaceholderTypeReference]
}

/// A type named in an argument's type, with the type it is written inside (where Swift looks
/// for nested types first): `Manager` written inside `Habit.Card` is `Habit.Card.Manager` if
/// there is one, else `Habit.Manager`, else `Manager`.
public struct PlaceholderTypeReference: Hashable, Sendable {
    /// The name as written: `Manager`, `Habit.Card`.
    public var name: String
    /// The qualified name of the type it is written in, or `""` at the top level.
    public var scope: String

    /// The type named `name`, written inside `scope`.
    public init(name: String, scope: String) {
        self.name = name
        self.scope = scope
    }
}

/// How the tool makes a placeholder of one of the app's own types: its first case (an enum), a
/// static member of its own type (`Habit.preview`, preferred: it is what the app's previews
/// use), or its initialiser with the fewest arguments, given placeholders in turn.
public struct PlaceholderRecipe: Sendable, Equatable {
    /// The type's qualified name: `Habit.Card.Manager`.
    public var type: String
    /// The expression that makes one: `.weekly`, `Habit.preview`, `Habit(name: __arrangePlaceholder("name"))`.
    public var expression: String
    /// The app's types its arguments need placeholders of.
    public var neededTypes: [PlaceholderTypeReference]
}

/// The types a file declares, for placeholders: every struct, class and enum by qualified name
/// (nested ones through their types and extensions), and the recipes of those the tool can make.
public struct PlaceholderTypes: Sendable, Equatable {
    /// Every type declared, qualified (`Habit`, `Habit.Card`).
    public var declared: Set<String> = []
    /// The recipes of the declared types that are not generic nor private and can be made.
    public var recipes: [PlaceholderRecipe] = []

    /// No types.
    public init() {}

    /// These and `other`'s together.
    public func merged(with other: PlaceholderTypes) -> PlaceholderTypes {
        var both = self
        both.declared.formUnion(other.declared)
        both.recipes += other.recipes.filter { recipe in !both.recipes.contains { $0.type == recipe.type } }
        return both
    }
}

/// Building placeholder arguments from declarations (`PlaceholderCall`, `PlaceholderRecipe`),
/// and the functions the program needs for the app's types.
public enum PlaceholderArguments {
    /// The call that builds the view `decl` (named `name`, qualified: `Habit.Card`) with
    /// placeholders, or `nil` when an argument's type is one the tool cannot make up (a tuple,
    /// an existential, an `inout` parameter, a generic type of the app's) or its generic
    /// parameters are not ones it can choose (`genericArguments`).
    static func call(building decl: StructDeclSyntax, name: String) -> PlaceholderCall? {
        var specialization = ""
        if let clause = decl.genericParameterClause {
            guard decl.genericWhereClause == nil, let chosen = genericArguments(clause) else { return nil }
            specialization = "<" + chosen.joined(separator: ", ") + ">"
        }
        guard let parameters = initialiserParameters(decl.memberBlock, memberwise: true),
              let arguments = arguments(for: parameters, scope: name)
        else { return nil }
        return PlaceholderCall(
            expression: "\(name)\(specialization)(\(arguments.text))",
            parameters: parameters.map(\.name), neededTypes: arguments.needed)
    }

    /// The declarations in `tree`: what `PlaceholderTypes` holds.
    static func types(in tree: some SyntaxProtocol) -> PlaceholderTypes {
        let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.types
    }

    /// The functions the program declares so that each list of `needs` can be met: one
    /// returning a placeholder of each of the app's types the lists name (and the types their
    /// recipes need in turn), and one returning a constant binding to it; and which lists can
    /// be met — not those naming one of the app's types that has no recipe, or whose recipes
    /// need each other in a circle.
    static func declarations(for needs: [[PlaceholderTypeReference]], types: PlaceholderTypes) -> (source: String, usable: [Bool]) {
        let recipes = Dictionary(types.recipes.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
        var makeable: [String: Bool] = [:]
        var order: [String] = []
        /// Whether the app's type `type` can be made, adding it and what it needs to `order`.
        func canMake(_ type: String, visiting: Set<String>) -> Bool {
            if let known = makeable[type] { return known }
            guard let recipe = recipes[type], !visiting.contains(type) else { return false }
            let result = recipe.neededTypes.allSatisfy { reference in
                guard let needed = resolve(reference, in: types.declared) else { return true }
                return canMake(needed, visiting: visiting.union([type]))
            }
            makeable[type] = result
            if result { order.append(type) }
            return result
        }
        let usable = needs.map { references in
            references.allSatisfy { reference in
                guard let needed = resolve(reference, in: types.declared) else { return true }
                return canMake(needed, visiting: [])
            }
        }
        var source = ""
        for type in order {
            let recipe = recipes[type]!
            source += "@MainActor func __arrangePlaceholder(_ name: String) -> \(type) { \(recipe.expression) }\n"
            source += "@MainActor func __arrangePlaceholder(_ name: String) -> Arrange.Binding<\(type)> { .constant(__arrangePlaceholder(name)) }\n"
        }
        return (source, usable)
    }

    /// What the tool shows and gives for a file (`shown(scan:companions:objects:)`).
    public struct Shown {
        /// The views to show.
        public var views: [SnippetView]
        /// A note for each view built with placeholders.
        public var notes: [(line: Int, message: String)]
        /// The environment objects given, of those asked for: not those whose arguments cannot
        /// be made up.
        public var objects: [GivenEnvironmentObject]
        /// The functions the program declares for the views and the objects (`declarations`).
        public var declarations: String
    }

    /// The views `scan` shows: its own, or, when it has none, those of its `placeholderViews`
    /// that can be built with the app's types (its own and its `companions'`), each with the
    /// note that says so; of `objects`, those that can be made; and the functions the program
    /// declares for them (`declarations`).
    public static func shown(scan: SnippetScan, companions: [SnippetCompanion], objects: [GivenEnvironmentObject] = []) -> Shown {
        let types = companions.reduce(scan.placeholderTypes) { $0.merged(with: $1.placeholderTypes) }
        let candidates = scan.views.isEmpty ? scan.placeholderViews : []
        let made = declarations(for: candidates.map { $0.placeholders?.neededTypes ?? [] } + objects.map(\.neededTypes), types: types)
        let objectsMade = zip(objects, made.usable.suffix(objects.count)).filter(\.1).map(\.0)
        guard !candidates.isEmpty else { return Shown(views: scan.views, notes: [], objects: objectsMade, declarations: made.source) }
        let views = zip(candidates, made.usable).filter(\.1).map(\.0)
        let notes = views.map { view in
            let given = view.placeholders.map { $0.parameters.isEmpty ? "" : " for " + $0.parameters.joined(separator: ", ") } ?? ""
            return (view.line, "there is no preview, so arrange builds \(view.name) with placeholder arguments\(given): "
                + "text shows the parameter's name, whole numbers are 1, other numbers 0.5 and lengths (CGFloat) 44, Booleans false, collections empty (docs/DIFFERENCES.md).")
        }
        return Shown(views: views, notes: notes, objects: objectsMade, declarations: made.source)
    }

    /// `expression` as a note shows it: each placeholder as Xcode writes one, `<#name#>`.
    static func shownWithPlaceholders(_ expression: String) -> String {
        var shown = ""
        var rest = Substring(expression)
        let opening = "__arrangePlaceholder(\""
        while let start = rest.range(of: opening) {
            shown += rest[..<start.lowerBound]
            let afterName = rest[start.upperBound...]
            guard let close = afterName.range(of: "\")") else { break }
            shown += "<#" + afterName[..<close.lowerBound] + "#>"
            rest = afterName[close.upperBound...]
        }
        return shown + rest
    }

    /// The app's type `reference` names, looked for inside its scope outwards, or `nil` when
    /// the app declares none by that name (a library type: `Color`, `Date`).
    static func resolve(_ reference: PlaceholderTypeReference, in declared: Set<String>) -> String? {
        var scope = reference.scope
        while !scope.isEmpty {
            let candidate = scope + "." + reference.name
            if declared.contains(candidate) { return candidate }
            scope = scope.split(separator: ".").dropLast().joined(separator: ".")
        }
        return declared.contains(reference.name) ? reference.name : nil
    }

    // MARK: parameters

    /// A parameter of the initialiser the tool calls.
    struct Parameter {
        /// The argument label, `nil` for `_`.
        var label: String?
        /// The parameter's name: what a placeholder string shows.
        var name: String
        var type: TypeSyntax
        /// Whether the memberwise initialiser takes what a property wrapper holds the value
        /// in (`@Binding var habit: Habit?` takes a `Binding<Habit?>`, never `nil`).
        var isWrapped = false
    }

    /// The parameters of the initialiser with the fewest arguments of a type whose members
    /// `block` holds: its own inits (not private, failable, throwing nor async), or, with none
    /// and `memberwise`, the memberwise one's; those with default values left out. `nil` when
    /// there is no such initialiser.
    static func initialiserParameters(_ block: MemberBlockSyntax, memberwise: Bool) -> [Parameter]? {
        let initializers = block.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            let callable = initializers.filter { initializer in
                initializer.optionalMark == nil && initializer.signature.effectSpecifiers == nil
                    && !initializer.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            }
            let lists = callable.map { initializer in
                initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil && $0.ellipsis == nil }.map { parameter in
                    Parameter(
                        label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                        name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type)
                }
            }
            return lists.min { $0.count < $1.count }
        }
        guard memberwise else { return nil }
        var parameters: [Parameter] = []
        for variable in block.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
            for binding in variable.bindings where MemberwiseProperty.needsArgument(variable, binding) {
                guard let type = binding.typeAnnotation?.type else { return nil }
                // A private stored property makes the memberwise initialiser private.
                if variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return nil }
                let name = binding.pattern.trimmedDescription
                // `@ViewBuilder let content: Content` is passed as a closure that builds it.
                let builds = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
                parameters.append(Parameter(
                    label: name, name: name, type: builds ? closureReturning(type) : type, isWrapped: !builds && !variable.attributes.isEmpty))
            }
        }
        return parameters
    }

    /// The type `() -> type`.
    static func closureReturning(_ type: TypeSyntax) -> TypeSyntax {
        TypeSyntax(FunctionTypeSyntax(parameters: TupleTypeElementListSyntax([]), returnClause: ReturnClauseSyntax(type: type.trimmed)))
    }

    /// The argument list giving each of `parameters` a placeholder, and the app's types they
    /// need; `nil` when one cannot be made up.
    static func arguments(for parameters: [Parameter], scope: String) -> (text: String, needed: [PlaceholderTypeReference])? {
        var texts: [String] = []
        var needed: [PlaceholderTypeReference] = []
        for parameter in parameters {
            guard let (value, types) = argument(type: parameter.type, name: parameter.name, scope: scope, isWrapped: parameter.isWrapped)
            else { return nil }
            texts.append(parameter.label.map { "\($0): \(value)" } ?? value)
            needed += types
        }
        return (texts.joined(separator: ", "), needed)
    }

    /// The placeholder for a parameter called `name` of `type`: `nil` for an optional, a closure
    /// that does nothing or returns a placeholder (with `return`, so that a `@ViewBuilder` parameter does not read it as a builder's expression, whose type nothing would fix), else `__arrangePlaceholder("name")`.
    static func argument(type: TypeSyntax, name: String, scope: String, isWrapped: Bool = false) -> (String, [PlaceholderTypeReference])? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) {
            if attributed.specifiers.contains(where: { $0.trimmedDescription.hasPrefix("inout") }) { return nil }
            type = attributed.baseType
        }
        if let count = TopLevelWalker.noOpClosureParameterCount(type) { return ("{\(closureHeader(parameterCount: count)) }", []) }
        if let function = type.as(FunctionTypeSyntax.self) {
            guard let types = neededTypes(function.returnClause.type, scope: scope) else { return nil }
            let header = closureHeader(parameterCount: function.parameters.count)
            return ("{\(header) return __arrangePlaceholder(\(SnippetProgram.literal(name))) }", types)
        }
        if isOptional(type) && !isWrapped { return ("nil", []) }
        guard let types = neededTypes(type, scope: scope) else { return nil }
        return ("__arrangePlaceholder(\(SnippetProgram.literal(name)))", types)
    }

    /// The app's types a placeholder of `type` needs (`Habit` for `Habit` and `Binding<Habit>`,
    /// none for an optional or a collection, which are empty), or `nil` for a type no
    /// placeholder can be: a tuple, an existential or opaque type, a generic type other than
    /// `Binding` and the collections.
    static func neededTypes(_ type: TypeSyntax, scope: String) -> [PlaceholderTypeReference]? {
        if isOptional(type) || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return [] }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            guard let generic = identifier.genericArgumentClause else { return [PlaceholderTypeReference(name: name, scope: scope)] }
            if ["Optional", "Array", "Set", "Dictionary", "ContiguousArray"].contains(name) { return [] }
            guard name == "Binding", generic.arguments.count == 1, case .type(let argument)? = generic.arguments.first?.argument else { return nil }
            return neededTypes(argument, scope: scope)
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
           !member.trimmedDescription.contains("<") {
            return [PlaceholderTypeReference(name: member.trimmedDescription, scope: scope)]
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return neededTypes(only.type, scope: scope)
        }
        return nil
    }

    /// The concrete types chosen for a view's generic parameters, as Swift would infer them
    /// from a placeholder: a view `Text`, a shape `Rectangle`, a shape style `Color`, a
    /// floating-point number `Double`, an integer `Int`, and `String` for `Hashable`,
    /// `Equatable`, `Comparable` and the like, or none; `nil` when a parameter's constraints
    /// fit none of these.
    static func genericArguments(_ clause: GenericParameterClauseSyntax) -> [String]? {
        var chosen: [String] = []
        for parameter in clause.parameters {
            guard parameter.specifier == nil else { return nil }
            let constraints = parameter.inheritedType.map { inherited in
                inherited.trimmedDescription.split(separator: "&").map { $0.trimmingWhitespace() }
            } ?? []
            guard let type = concreteTypes.first(where: { Set(constraints).isSubset(of: $0.satisfies) })?.name else { return nil }
            chosen.append(type)
        }
        return chosen
    }

    /// The types a generic parameter may become, with the protocols each satisfies (bare and
    /// qualified by SwiftUI's module), first fit first.
    static let concreteTypes: [(name: String, satisfies: Set<String>)] = [
        ("String", qualified(["Hashable", "Equatable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable", "StringProtocol",
            "CustomStringConvertible", "LosslessStringConvertible"])),
        ("Text", qualified(["View", "Equatable", "Sendable"])),
        ("Rectangle", qualified(["Shape", "InsettableShape", "View", "Sendable"])),
        ("Color", qualified(["ShapeStyle", "View", "Hashable", "Equatable", "Sendable"])),
        ("Double", qualified(["BinaryFloatingPoint", "FloatingPoint", "Numeric", "SignedNumeric", "Hashable", "Equatable", "Comparable",
            "Codable", "Sendable", "Strideable"])),
        ("Int", qualified(["BinaryInteger", "FixedWidthInteger", "SignedInteger", "Numeric", "SignedNumeric", "Hashable", "Equatable",
            "Comparable", "Codable", "Sendable", "Strideable"])),
    ]

    private static func qualified(_ names: [String]) -> Set<String> {
        Set(names + names.map { "SwiftUI." + $0 } + names.map { "Swift." + $0 })
    }

    /// Whether a type is written optional (`Contact?`, `Int!`, `Optional<Int>`).
    static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self).map { $0.name.text == "Optional" && $0.genericArgumentClause != nil } ?? false
    }

    /// Whether an accessor block only observes a stored property (`didSet`, `willSet`).
    static func observesOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The start of a closure taking `count` parameters it ignores: `""`, or `" _, _ in"`.
    static func closureHeader(parameterCount count: Int) -> String {
        count == 0 ? "" : " " + Array(repeating: "_", count: count).joined(separator: ", ") + " in"
    }
}

extension Substring {
    /// The text without spaces and newlines around it.
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}

/// Finds the types a file declares and their recipes, through types and extensions (not inside
/// functions, whose types cannot be named outside them).
private final class DeclarationVisitor: SyntaxVisitor {
    var types = PlaceholderTypes()
    /// The names of the types and extensions the walk is inside, outermost first.
    private var scope: [String] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, generic: node.genericParameterClause != nil) { qualified in
            PlaceholderArguments.recipe(forStructOrClass: node.memberBlock, type: qualified, memberwise: true)
        }
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, generic: node.genericParameterClause != nil) { qualified in
            PlaceholderArguments.recipe(forStructOrClass: node.memberBlock, type: qualified, memberwise: false)
                ?? (TopLevelWalker.buildsWithNoArguments(node) ? PlaceholderRecipe(type: qualified, expression: "\(qualified)()", neededTypes: []) : nil)
        }
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name.text, generic: node.genericParameterClause != nil) { qualified in
            PlaceholderArguments.recipe(forEnum: node, type: qualified)
        }
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Records the type `name` inside the current scope, with its recipe unless it is generic
    /// or private, and enters it.
    private func enter(
        _ node: some DeclGroupSyntax, name: String, generic: Bool, recipe: (String) -> PlaceholderRecipe?
    ) -> SyntaxVisitorContinueKind {
        let qualified = (scope + [name]).joined(separator: ".")
        types.declared.insert(qualified)
        let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if !generic, !isPrivate, let made = recipe(qualified) { types.recipes.append(made) }
        scope.append(name)
        return .visitChildren
    }
}

extension PlaceholderArguments {
    /// The names of static members preferred as a type's placeholder, in order: what apps
    /// write for their previews.
    static let sampleNames = ["preview", "previews", "sample", "example", "mock", "placeholder", "demo", "default", "empty"]

    /// A struct's or class's recipe: a static member of its own type, else its initialiser
    /// with the fewest arguments (the memberwise one for a struct with none of its own).
    static func recipe(forStructOrClass block: MemberBlockSyntax, type: String, memberwise: Bool) -> PlaceholderRecipe? {
        let simple = String(type.split(separator: ".").last ?? "")
        var members: [String] = []
        for variable in block.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
        where variable.modifiers.contains(where: { $0.name.text == "static" })
            && !variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
            for binding in variable.bindings {
                let written = binding.typeAnnotation?.type.trimmedDescription
                let made = binding.initializer?.value.trimmedDescription ?? ""
                let ownType = written.map { [simple, type, "Self"].contains($0) }
                    ?? [simple + "(", type + "(", ".init(", "Self("].contains { made.hasPrefix($0) }
                if ownType { members.append(binding.pattern.trimmedDescription) }
            }
        }
        if let member = members.min(by: { rank($0) < rank($1) }) {
            return PlaceholderRecipe(type: type, expression: "\(type).\(member)", neededTypes: [])
        }
        guard let parameters = initialiserParameters(block, memberwise: memberwise),
              let arguments = arguments(for: parameters, scope: type)
        else { return nil }
        return PlaceholderRecipe(type: type, expression: "\(type)(\(arguments.text))", neededTypes: arguments.needed)
    }

    /// Where a static member's name comes in `sampleNames` (others after them).
    private static func rank(_ name: String) -> Int {
        sampleNames.firstIndex(of: name.lowercased()) ?? sampleNames.count
    }

    /// An enum's recipe: its first case, with placeholders for its associated values.
    static func recipe(forEnum node: EnumDeclSyntax, type: String) -> PlaceholderRecipe? {
        let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        if let plain = cases.first(where: { $0.parameterClause == nil }) {
            return PlaceholderRecipe(type: type, expression: ".\(plain.name.text)", neededTypes: [])
        }
        guard let first = cases.first, let clause = first.parameterClause else { return nil }
        let parameters = clause.parameters.map { parameter in
            let label = parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil
            return Parameter(label: label, name: (parameter.secondName ?? parameter.firstName)?.text ?? first.name.text, type: parameter.type)
        }
        guard let arguments = arguments(for: parameters, scope: type) else { return nil }
        return PlaceholderRecipe(type: type, expression: ".\(first.name.text)(\(arguments.text))", neededTypes: arguments.needed)
    }
}
