internal import SwiftParser
internal import SwiftSyntax

/// Which files of a folder given with `--with` a snippet needs: those that declare what it
/// uses, and what those use in turn — the models, helpers and views of the snippet's app that
/// its previews reach — so that an unrelated file of the app (a widget, a file using API
/// Arrange lacks) does not stop the snippet from compiling.
///
/// A file is needed when
/// 1. it declares, at its top level (also inside `#if`), a type, function, variable or
///    typealias whose name a needed file spells (any identifier token counts: `Bird`,
///    `.samples`, `cardStyle()`), or
/// 2. it extends a type a needed file declares (`extension Bird: Codable`: the conformance is
///    part of the type), or
/// 3. it extends any type (`extension Color`, `extension View`) with a member whose name a
///    needed file spells (`.brand`, `.cardStyle()`), whether or not the type is spelled, or
/// 4. it extends a type a needed file spells with an initialiser (`extension TimeInterval {
///    init(hours:minutes:) }` for `TimeInterval(hours: 20, minutes: 45)`).
/// A file that declares at its top level a type the snippet declares (neither `private` nor
/// `fileprivate`) is never needed: it is another copy of the snippet's own file (a project keeps
/// one under its app's folder as well), and compiling both would declare the type twice.
/// The snippet is needed; the rules are applied until no file is added. Files named one by one
/// with `--with` are always compiled; only files found in a folder are chosen this way. Names
/// are compared as spelled, without resolving scopes: a file is sometimes taken that is not
/// needed, never left out when one of its names is used.
public enum SnippetCompanionSelection {
    /// The indices of the `candidates` (file texts) that `snippet` needs, in their order.
    public static func needed(by snippet: String, among candidates: [String]) -> [Int] {
        SnippetParserThread.run { select(snippet, candidates) }
    }

    /// What one file declares and spells.
    struct FileNames {
        /// The names its top-level declarations declare (rule 1).
        var declared: Set<String> = []
        /// The types it extends (rules 2 and 3), each with the members the extension declares.
        var extensions: [(type: String, members: Set<String>)] = []
        /// Every identifier it spells.
        var spelled: Set<String> = []
        /// The types it declares at its top level that other files see (not `private` or
        /// `fileprivate`): what a copy of the snippet's file would declare twice.
        var visibleTypes: Set<String> = []

        init(_ source: String) {
            let tree = Parser.parse(source: source)
            collect(tree.statements)
            var afterPeriod = false
            for token in tree.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .identifier(let name): spelled.insert(name.trimmingCharacters(in: ["`"]))
                // A member named with a keyword, declared in backticks: `.if(pad) { … }` for `func \`if\``.
                case .keyword where afterPeriod: spelled.insert(token.text)
                default: break
                }
                afterPeriod = token.tokenKind == .period
            }
        }

        private mutating func collect(_ statements: CodeBlockItemListSyntax) {
            for statement in statements {
                guard case .decl(let decl) = statement.item else { continue }
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let inner)? = clause.elements { collect(inner) }
                    }
                } else if let extended = decl.as(ExtensionDeclSyntax.self) {
                    let type = extended.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
                    extensions.append((type, Self.memberNames(extended.memberBlock)))
                } else {
                    declared.formUnion(Self.names(declaredBy: decl))
                    if let type = Self.visibleTypeName(decl) { visibleTypes.insert(type) }
                }
            }
        }

        /// The names `decl` declares, when it is a named declaration.
        static func names(declaredBy decl: DeclSyntax) -> [String] {
            // `func \`if\`` declares `if`, which `.if(…)` spells.
            if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text.trimmingCharacters(in: ["`"])] }
            if let variable = decl.as(VariableDeclSyntax.self) {
                return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return []
        }

        /// The name of `decl` when it declares a type visible to other files.
        static func visibleTypeName(_ decl: DeclSyntax) -> String? {
            let modifiers: DeclModifierListSyntax
            let name: String
            if let type = decl.as(StructDeclSyntax.self) { (modifiers, name) = (type.modifiers, type.name.text) }
            else if let type = decl.as(ClassDeclSyntax.self) { (modifiers, name) = (type.modifiers, type.name.text) }
            else if let type = decl.as(EnumDeclSyntax.self) { (modifiers, name) = (type.modifiers, type.name.text) }
            else if let type = decl.as(ActorDeclSyntax.self) { (modifiers, name) = (type.modifiers, type.name.text) }
            else if let type = decl.as(ProtocolDeclSyntax.self) { (modifiers, name) = (type.modifiers, type.name.text) }
            else { return nil }
            let isFilePrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            return isFilePrivate ? nil : name
        }

        /// How `memberNames` records an initialiser (never an identifier's spelling).
        static let initializerMember = "init("

        /// The names of the members an extension declares (nested `#if` included).
        static func memberNames(_ block: MemberBlockSyntax) -> Set<String> {
            var names: Set<String> = []
            func collect(_ members: MemberBlockItemListSyntax) {
                for member in members {
                    if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                        for clause in ifConfig.clauses {
                            if case .decls(let inner)? = clause.elements { collect(inner) }
                        }
                    } else if member.decl.is(InitializerDeclSyntax.self) {
                        names.insert(initializerMember)
                    } else {
                        names.formUnion(FileNames.names(declaredBy: member.decl))
                    }
                }
            }
            collect(block.members)
            return names
        }
    }

    private static func select(_ snippet: String, _ candidates: [String]) -> [Int] {
        let files = candidates.map(FileNames.init)
        let main = FileNames(snippet)
        var spelled = main.spelled
        var declaredTypes = main.declared
        var chosen = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (index, file) in files.enumerated() where !chosen.contains(index) {
                guard !isCopyOfSnippet(file, main) else { continue }
                // 1.
                let declaresUsed = !file.declared.isDisjoint(with: spelled)
                // 2., 3. and 4.
                let extendsUsed = file.extensions.contains { extended in
                    declaredTypes.contains(extended.type) || !extended.members.isDisjoint(with: spelled)
                        || (extended.members.contains(FileNames.initializerMember)
                            && spelled.contains(String(extended.type.split(separator: ".").last ?? "")))
                }
                guard declaresUsed || extendsUsed else { continue }
                chosen.insert(index)
                spelled.formUnion(file.spelled)
                declaredTypes.formUnion(file.declared)
                changed = true
            }
        }
        return chosen.sorted()
    }

    /// Whether `file` declares at its top level a type `snippet` declares too (neither
    /// file-private): another copy of the snippet's own file, whose types would be declared twice.
    static func isCopyOfSnippet(_ file: FileNames, _ snippet: FileNames) -> Bool {
        !file.visibleTypes.isDisjoint(with: snippet.visibleTypes)
    }
}
