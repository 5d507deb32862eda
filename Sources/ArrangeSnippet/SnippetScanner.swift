import ArrangeTool
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Finds the views in a snippet with SwiftParser, and the edits that make it compile as the
/// body of a program.
///
/// 1. Parse; syntax errors are reported with their line and column (at most
///    `maximumSyntaxErrors`, found without diagnosing the whole of a garbage file) and nothing
///    else is done.
/// 2. Walk the top-level statements (and those inside `#if` blocks, noting the directives that
///    choose each view, so that the program registers it only where the compiler keeps it):
///    - `import SwiftUI` (and `import Combine`) becomes `import Arrange`, and so does the qualifier of `SwiftUI.View`
///      (the same length: columns stay put);
///    - `@main` is blanked, with a note: the program has its own entry point;
///    - `struct Name: View` (or a struct that a top-level `extension Name: View` makes one) is a
///      view when it can be built with `Name()`; otherwise a note says why not;
///    - `#Preview("name", traits: …) { body }` becomes `struct __ArrangePreviewN: View { @ViewBuilder
///      var body: some View { body } }`, its opening `@Previewable` declarations stored properties
///      of that view as Xcode makes them (the attribute blanked), registered with its traits;
///    - `struct Name: PreviewProvider` is one view per view of its `previews`;
///    - a file with previews shows only its previews (as Xcode's canvas does);
///    - a view expression (`Text("Hi").padding()`, one starting with a type's name) becomes
///      `@ViewBuilder func __arrangeSnippetN() -> some View { expression }`.
/// 3. Every rewritten block keeps its lines and columns: the function's header goes on a line
///    of its own followed by `#sourceLocation(file:line:)`, so compiler errors point into the
///    user's file.
public enum SnippetScanner {
    /// Scans `source`, whose compiler errors should point at `path`, with its platform
    /// conditions read for `platform` (`PlatformConditions`) and its syntax errors described
    /// as `diagnosis` says.
    ///
    /// Before parsing, its nesting is checked (`SnippetNesting`: deeper than the bounds is a
    /// syntax error saying where); it is then parsed on a thread with a large stack.
    ///
    /// `generatedNamePrefix` goes into the names of the types and functions the edits declare
    /// (`__ArrangePreview<prefix>1`), so that files compiled together (`SnippetCompanion`) do
    /// not declare the same name twice. `compiledModules` are modules whose files are compiled
    /// into the program (`--with Sources/FoodTruckKit`): their `import` is blanked.
    public static func scan(
        _ source: String, path: String, platform: SnippetPlatform = .iOS, diagnosis: SyntaxDiagnosis = .inProcess,
        generatedNamePrefix: String = "", compiledModules: Set<String> = []
    ) -> SnippetScan {
        if let excess = SnippetNesting.excess(in: source) {
            var scan = SnippetScan()
            scan.syntaxErrors = [excess]
            return scan
        }
        return SnippetParserThread.run {
            scanWithinBounds(
                source, path: path, platform: platform, diagnosis: diagnosis, generatedNamePrefix: generatedNamePrefix,
                compiledModules: compiledModules)
        }
    }

    private static func scanWithinBounds(
        _ source: String, path: String, platform: SnippetPlatform, diagnosis: SyntaxDiagnosis, generatedNamePrefix: String,
        compiledModules: Set<String>
    ) -> SnippetScan {
        var scan = SnippetScan()
        let isGarbage = garbageStart(of: source) != nil
        let tree = isGarbage ? Parser.parse(source: "") : Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        // 1.
        if isGarbage || tree.hasError {
            (scan.syntaxErrors, scan.hasMoreSyntaxErrors) = describeSyntaxErrors(of: source, path: path, diagnosis: diagnosis)
            if scan.syntaxErrors.isEmpty {
                scan.syntaxErrors = [SnippetDiagnostic(line: 1, column: 1, message: "the file does not parse as Swift")]
            }
            return scan
        }
        // 2.
        var walker = TopLevelWalker(bytes: Array(source.utf8), converter: converter, path: path)
        walker.platform = platform
        walker.generatedNamePrefix = generatedNamePrefix
        walker.compiledModules = compiledModules
        walker.platformConditions = PlatformConditions(in: Syntax(tree), platform: platform, converter: converter)
        walker.edits += walker.platformConditions.edits(in: walker.bytes)
        scan.platformNotes = walker.platformConditions.notes(platform: platform)
        walker.viewsByExtension = TopLevelWalker.typesExtendedToView(tree.statements)
        walker.visit(tree.statements)
        walker.qualifyWithArrange(Syntax(tree))
        walker.edits += ManagedPropertyRewrite.edits(in: Syntax(tree), bytes: walker.bytes)
        walker.edits += SelectorRewrite.edits(in: Syntax(tree))
        walker.edits += FoundationOptionalityRewrite.edits(in: Syntax(tree))
        walker.edits += EntryMacroRewrite.edits(in: Syntax(tree))
        walker.edits += SwiftDataMacroRewrite.edits(in: Syntax(tree), bytes: walker.bytes)
        // A file with previews shows only those, as Xcode's canvas does: the views they build
        // may need arguments, and are then not complained about.
        let hasPreviews = walker.views.contains(where: \.isPreview)
        // Views nested in types count only where the file declares none at the top level.
        if walker.views.isEmpty && walker.viewNotes.isEmpty {
            (walker.views, walker.viewNotes) = (walker.nestedViews, walker.nestedViewNotes)
        }
        scan.views = hasPreviews ? walker.views.filter(\.isPreview) : walker.views
        // Placeholders only where nothing else would be shown.
        if scan.views.isEmpty {
            scan.placeholderViews = walker.placeholderViews.isEmpty ? walker.nestedPlaceholderViews : walker.placeholderViews
        }
        scan.placeholderTypes = PlaceholderArguments.types(in: tree)
        scan.notes = hasPreviews ? walker.notes : (walker.notes + walker.viewNotes).sorted { $0.line < $1.line }
        scan.declaredTypes = walker.declaredTypes
        scan.typesBuiltWithNoArguments = walker.typesBuiltWithNoArguments
        scan.environmentObjectTypes = walker.environmentObjectTypes
        scan.declarationLines = walker.declarationLines
        scan.callSites = walker.callSites
        scan.appDelegateClass = walker.appDelegateClass
        scan.edits = walker.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        return scan
    }
}

extension SnippetScanner {
    /// The most syntax errors a scan reports (`SnippetScan.hasMoreSyntaxErrors` says when there
    /// were more).
    public static let maximumSyntaxErrors = 20

    /// Bytes of a large file parsed first on their own: SwiftParser takes seconds and gigabytes
    /// for megabytes of text that is not Swift, and a file with many errors at its start is
    /// reported from those alone.
    static let quickLookBytes = 256 << 10

    /// The scan of a file larger than `quickLookBytes` whose first `quickLookBytes` (to a line's
    /// end) already hold more than `2 × maximumSyntaxErrors` errors, or `nil`.
    static func scanOfGarbage(_ source: String, path: String) -> SnippetScan? {
        guard let (tree, start) = garbageStart(of: source) else { return nil }
        var scan = SnippetScan()
        scan.syntaxErrors = syntaxErrors(in: tree, source: start, converter: SourceLocationConverter(fileName: path, tree: tree)).0
        scan.hasMoreSyntaxErrors = true
        return scan
    }

    /// The parsed start of a file larger than `quickLookBytes` whose first `quickLookBytes` (to a
    /// line's end) already hold more than `2 × maximumSyntaxErrors` errors, and its text; or `nil`.
    static func garbageStart(of source: String) -> (tree: SourceFileSyntax, text: String)? {
        let bytes = Array(source.utf8)
        guard bytes.count > quickLookBytes else { return nil }
        var end = quickLookBytes
        while end > 0 && bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        let start = String(decoding: bytes[..<end], as: UTF8.self)
        let tree = Parser.parse(source: start)
        guard tree.hasError, errorSites(in: tree, upTo: 2 * maximumSyntaxErrors + 1).count == 2 * maximumSyntaxErrors + 1 else { return nil }
        return (tree, start)
    }

    /// The offsets of the first `limit` missing tokens and unexpected texts of `tree`.
    static func errorSites(in tree: SourceFileSyntax, upTo limit: Int) -> [Int] {
        var sites: [Int] = []
        for token in tree.tokens(viewMode: .all) {
            let unexpected = token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            if token.presence == .missing || unexpected { sites.append(token.position.utf8Offset) }
            if sites.count == limit { break }
        }
        return sites
    }

    /// The first `maximumSyntaxErrors` syntax errors of `tree`, and whether there are more.
    ///
    /// SwiftParser's diagnostics take time quadratic in the number of errors (a garbage file of
    /// 5000 lines took 13 s), so they are generated only for the start of the file:
    /// 1. Find where the errors are: missing tokens and unexpected text, in one pass.
    /// 2. With few, diagnose the whole tree. With many, cut the source at the start of the line
    ///    of the error after the first `2 × maximumSyntaxErrors`, parse and diagnose that part,
    ///    and keep the diagnostics before the cut (the cut itself may add some at its end).
    static func syntaxErrors(in tree: SourceFileSyntax, source: String, converter: SourceLocationConverter) -> ([SnippetDiagnostic], Bool) {
        // 1.
        let enough = 2 * maximumSyntaxErrors + 1
        let sites = errorSites(in: tree, upTo: enough)
        // 2.
        func diagnose(_ tree: SourceFileSyntax, before cut: Int) -> [SnippetDiagnostic] {
            ParseDiagnosticsGenerator.diagnostics(for: tree)
                .filter { $0.position.utf8Offset < cut }
                .prefix(maximumSyntaxErrors + 1)
                .map { diagnostic in
                    let location = diagnostic.location(converter: converter)
                    return SnippetDiagnostic(line: location.line, column: location.column, message: diagnostic.message)
                }
        }
        guard sites.count == enough, let last = sites.last else {
            let all = diagnose(tree, before: Int.max)
            return (Array(all.prefix(maximumSyntaxErrors)), all.count > maximumSyntaxErrors)
        }
        let bytes = Array(source.utf8)
        var cut = min(last, bytes.count)
        while cut > 0 && bytes[cut - 1] != UInt8(ascii: "\n") { cut -= 1 }
        let part = Parser.parse(source: String(decoding: bytes[..<cut], as: UTF8.self))
        return (Array(diagnose(part, before: cut).prefix(maximumSyntaxErrors)), true)
    }
}

/// Walks top-level statements, collecting views and edits.
struct TopLevelWalker {
    let bytes: [UInt8]
    let converter: SourceLocationConverter
    let path: String
    var views: [SnippetView] = []
    var notes: [(line: Int, message: String)] = []
    /// Why a `struct …: View` cannot be shown on its own (kept only when the file has no previews).
    var viewNotes: [(line: Int, message: String)] = []
    /// Views declared inside types and extensions, and why those that cannot be built cannot
    /// (`considerNestedViews`).
    var nestedViews: [SnippetView] = []
    var nestedViewNotes: [(line: Int, message: String)] = []
    /// The views needing arguments that placeholders can build (`considerPlaceholders`), at the
    /// top level and nested.
    var placeholderViews: [SnippetView] = []
    var nestedPlaceholderViews: [SnippetView] = []
    var edits: [SnippetEdit] = []
    var declaredTypes: Set<String> = []
    /// `SnippetScan.typesBuiltWithNoArguments`.
    var typesBuiltWithNoArguments: Set<String> = []
    /// `SnippetScan.environmentObjectTypes`.
    var environmentObjectTypes: [PlaceholderTypeReference] = []
    var declarationLines: [String: Int] = [:]
    var callSites: [String: [WrittenSource.CallSite]] = [:]
    /// The types a top-level `extension Name: View` makes views.
    var viewsByExtension: Set<String> = []
    /// The platform the snippet is read for, and its `#if` conditions read for it.
    var platform = SnippetPlatform.iOS
    var platformConditions = PlatformConditions()
    /// The `#if` directives around the statement being visited (`SnippetView.conditions`).
    private var conditions: [String] = []
    /// Goes into the names the edits declare (`SnippetScanner.scan`'s `generatedNamePrefix`).
    var generatedNamePrefix = ""
    /// Modules compiled into the program, whose imports are blanked (`SnippetScanner.scan`).
    var compiledModules: Set<String> = []
    /// The class marked `@UIApplicationMain`, if any.
    var appDelegateClass: String?
    private var previewCount = 0
    private var expressionCount = 0
    /// Whether imports of FoundationNetworking or the kit's ArrangeFoundation were added (`rewriteImport`).
    private var importsNetworking = false

    init(bytes: [UInt8], converter: SourceLocationConverter, path: String) {
        self.bytes = bytes
        self.converter = converter
        self.path = path
    }

    mutating func visit(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            switch statement.item {
            case .decl(let decl):
                if let importDecl = decl.as(ImportDeclSyntax.self) {
                    rewriteImport(importDecl)
                } else if let structure = decl.as(StructDeclSyntax.self) {
                    declaredTypes.insert(structure.name.text)
                    if Self.buildsWithNoArguments(structure) { typesBuiltWithNoArguments.insert(structure.name.text) }
                    noteEnvironmentObjectTypes(structure.memberBlock, scope: structure.name.text)
                    declarationLines[structure.name.text] = declarationLines[structure.name.text] ?? line(of: Syntax(structure.name))
                    callSites[structure.name.text, default: []] += SnippetCallSites.collect(in: structure.memberBlock, converter: converter)
                    rewriteQueries(structure.memberBlock.members)
                    blankMain(structure.attributes)
                    considerStruct(structure)
                    considerNestedViews(in: structure.memberBlock, qualifier: structure.name.text)
                    rewriteNestedModels(in: structure.memberBlock, qualifier: structure.name.text)
                } else if let type = decl.as(ClassDeclSyntax.self) {
                    declaredTypes.insert(type.name.text)
                    if Self.buildsWithNoArguments(type) { typesBuiltWithNoArguments.insert(type.name.text) }
                    if type.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "UIApplicationMain" }) {
                        appDelegateClass = type.name.text
                    }
                    blankMain(type.attributes)
                    rewriteModel(type)
                    rewriteNestedModels(in: type.memberBlock, qualifier: type.name.text)
                } else if let type = decl.as(ActorDeclSyntax.self) {
                    declaredTypes.insert(type.name.text)
                    rewriteModelActor(type)
                } else if let type = decl.as(EnumDeclSyntax.self) {
                    declaredTypes.insert(type.name.text)
                    blankMain(type.attributes)
                    considerNestedViews(in: type.memberBlock, qualifier: type.name.text)
                    rewriteNestedModels(in: type.memberBlock, qualifier: type.name.text)
                } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                    considerNestedViews(in: ext.memberBlock, qualifier: ext.extendedType.trimmedDescription)
                    rewriteNestedModels(in: ext.memberBlock, qualifier: ext.extendedType.trimmedDescription)
                } else if let type = decl.as(TypeAliasDeclSyntax.self) {
                    declaredTypes.insert(type.name.text)
                } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
                    considerMacro(
                        name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                        node: Syntax(macro))
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    let clauses = Array(ifConfig.clauses)
                    for (index, clause) in clauses.enumerated() {
                        guard case .statements(let inner)? = clause.elements else { continue }
                        // The earlier clauses, empty, then this one: the same choice in the registry.
                        let directives = clauses[...index].map { directive($0) }
                        conditions += directives
                        visit(inner)
                        conditions.removeLast(directives.count)
                    }
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    considerMacro(
                        name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                        node: Syntax(macro))
                } else if Self.looksLikeView(expression) {
                    takeExpression(expression)
                }
            default:
                break
            }
        }
    }

    // MARK: imports

    /// `import SwiftUI` becomes `import Arrange` (and on an iPhone `import Arrange; import
    /// ArrangeUIKit`, as SwiftUI brings UIKit there), and so does `import Combine` (Linux has no
    /// Combine; Arrange holds the Combine names views use); on an iPhone `import UIKit` becomes
    /// `import ArrangeUIKit` (Auto Layout, UIStackView, UIColor …); `import CoreGraphics`
    /// becomes `import Foundation`, which has CGFloat, CGPoint, CGSize and CGRect on Linux.
    /// The modules whose import brings Foundation's names, and so on Apple's platforms Combine's.
    static let bringsFoundation: Set<String> = ["Foundation", "UIKit", "MapKit", "CoreLocation", "CoreMotion", "WebKit", "SafariServices", "StoreKit"]

    private mutating func rewriteImport(_ decl: ImportDeclSyntax) {
        guard let first = decl.path.first else { return }
        if compiledModules.contains(first.name.text) {
            blank(Syntax(decl))
            return
        }
        let replacements = [
            "SwiftUI": "Arrange", "Combine": "Arrange", "SwiftData": "Arrange", "OSLog": "Arrange", "os": "Arrange",
            // `Transferable` and its representations are Core Transferable's, which SwiftUI brings.
            "CoreTransferable": "Arrange",
            "CoreGraphics": "Foundation", "Foundation": "Foundation", "StoreKit": "ArrangeStoreKit",
            "LocalAuthentication": "ArrangeLocalAuthentication",
            // Issue 10, language slice: Core Data's stand-in.
            "CoreData": "ArrangeCoreData",
        ]
            .merging(Self.appleFrameworkModules) { one, _ in one }
            .merging(platform == .iOS ? ["UIKit": "ArrangeUIKit", "MapKit": "ArrangeUIKit", "CoreLocation": "ArrangeUIKit"] : [:]) { one, _ in one }
        guard var replacement = replacements[first.name.text] else { return }
        // A file importing StoreKit without SwiftUI means StoreKit's `Transaction`; Arrange, which
        // `import SwiftData` or `import OSLog` brings, has SwiftUI's too: StoreKit's is chosen.
        if first.name.text == "StoreKit", decl.importKindSpecifier == nil, decl.path.count == 1, !Self.importsSwiftUI(bytes) {
            replacement += "; import struct ArrangeStoreKit.Transaction"
        }
        // Apple's Foundation brings Combine (`ObservableObject`, `@Published`), whose names
        // Arrange holds: a model file importing Foundation alone compiles on iOS, and so does one
        // importing UIKit or MapKit alone, which bring Foundation.
        // Foundation brings Objective-C's `Selector` too, which `#selector(…)` becomes (Arrange's).
        if Self.bringsFoundation.contains(first.name.text), decl.path.count == 1, decl.importKindSpecifier == nil,
           Self.spellsCombine(bytes) || String(decoding: bytes, as: UTF8.self).contains("#selector") {
            replacement += "; import Arrange"
        }
        // SwiftUI brings Core Data's names that its `@FetchRequest` uses (`NSManagedObject`,
        // `NSSortDescriptor(key:ascending:)`, `\.managedObjectContext`): a view file spelling
        // them gets ArrangeCoreData too; so does a Foundation file, whose `NSPredicate(format:)`
        // and `NSComparisonPredicate` are ArrangeCoreData's additions on Linux.
        if ["SwiftUI", "Foundation"].contains(first.name.text), decl.importKindSpecifier == nil, decl.path.count == 1,
           Self.spellsCoreData(bytes) {
            replacement += "; import ArrangeCoreData"
        }
        // On Linux `URLSession` and its kin are in FoundationNetworking, which Apple's
        // Foundation (and so SwiftUI) brings: a file that spells them gets that import too, and
        // the kit's ArrangeFoundation, which holds Apple's Foundation names that Linux lacks or
        // declares unavailable (`data(for:)` without a delegate, `DateComponentsFormatter`);
        // so does a file spelling those names alone.
        let networking = Self.spellsNetworking(bytes)
        if !importsNetworking, decl.importKindSpecifier == nil, decl.path.count == 1, networking || Self.spellsFoundationAdditions(bytes) {
            importsNetworking = true
            replacement += networking ? "; import FoundationNetworking; import ArrangeFoundation" : "; import ArrangeFoundation"
        } else if replacement == first.name.text {
            return
        }
        // On an iPhone SwiftUI brings UIKit with it (`UIColor`, `UIImage`, `UIApplication` compile
        // with `import SwiftUI` alone): a whole-module import brings ArrangeUIKit too.
        if first.name.text == "SwiftUI", platform == .iOS, decl.importKindSpecifier == nil, decl.path.count == 1 {
            replacement += "; import ArrangeUIKit"
        }
        let start = first.name.positionAfterSkippingLeadingTrivia.utf8Offset
        // `import os.log` is Apple's logging as a submodule, and so is `import
        // CoreImage.CIFilterBuiltins`: the whole path becomes the module.
        let end = first.name.text == "os" || first.name.text == "CoreImage"
            ? decl.path.endPositionBeforeTrailingTrivia.utf8Offset : start + first.name.text.utf8.count
        edits.append(SnippetEdit(range: start..<end, replacement: replacement))
    }

    /// Apple frameworks views import beside SwiftUI, and the kit's module holding their names
    /// (issue 10). AVFoundation's names are AVKit's, which brings them on Apple's platforms too.
    static let appleFrameworkModules = [
        "CryptoKit": "ArrangeCryptoKit", "CoreImage": "ArrangeCoreImage", "AVKit": "ArrangeAVKit",
        "AVFoundation": "ArrangeAVKit", "PhotosUI": "ArrangePhotosUI", "SpriteKit": "ArrangeSpriteKit",
        "AuthenticationServices": "ArrangeAuthenticationServices", "AppIntents": "ArrangeAppIntents",
        "WeatherKit": "ArrangeWeatherKit", "Charts": "ArrangeCharts", "UniformTypeIdentifiers": "ArrangeUniformTypeIdentifiers",
        "UserNotifications": "ArrangeUserNotifications", "WebKit": "ArrangeWebKit", "CoreMotion": "ArrangeCoreMotion",
        "Security": "ArrangeSecurity", "WatchConnectivity": "ArrangeWatchConnectivity", "CloudKit": "ArrangeCloudKit",
        "AudioToolbox": "ArrangeAudioToolbox", "SafariServices": "ArrangeSafariServices",
        "CoreLocationUI": "ArrangeCoreLocationUI", "WidgetKit": "ArrangeWidgetKit",
        "TabularData": "ArrangeTabularData", "Translation": "ArrangeTranslation",
    ]

    /// Whether the file has an `import SwiftUI` line.
    private static func importsSwiftUI(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains {
            $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("import SwiftUI")
        }
    }

    /// Whether the file spells one of Combine's names that model files use.
    private static func spellsCombine(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return ["ObservableObject", "@Published", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "objectWillChange"]
            .contains { text.contains($0) }
    }

    /// Whether the file spells one of Core Data's names that SwiftUI views use.
    static func spellsCoreData(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return ["FetchRequest", "FetchedResults", "managedObjectContext", "NSManagedObject", "NSPredicate", "NSSortDescriptor",
                "NSPersistentContainer", "NSEntityDescription", "NSFetchRequestResult", "NSComparisonPredicate"]
            .contains { text.contains($0) }
    }

    /// Whether the file spells one of the networking names Linux keeps in FoundationNetworking.
    private static func spellsNetworking(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return ["URLSession", "URLRequest", "URLResponse", "URLCache", "URLCredential", "URLProtocol"].contains { text.contains($0) }
    }

    /// Whether the file spells one of the Foundation names Linux declares unavailable and the
    /// kit's ArrangeFoundation declares.
    private static func spellsFoundationAdditions(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return [
            "DateComponentsFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter", ".setValue(", ".value(forKey:",
            "containerURL(forSecurityApplicationGroupIdentifier", ".notifications(named:",
        ].contains { text.contains($0) }
    }

    /// `SwiftUI.` before a name becomes `Arrange.` (`struct Card: SwiftUI.View`,
    /// `SwiftUI.Color.red`), and `#if canImport(SwiftUI)` becomes `#if canImport(Arrange)`: the
    /// program has no SwiftUI module. Imports are left to `rewriteImport`.
    /// `StoreKit.Transaction` becomes `ArrangeStoreKit.Transaction` the same way, and
    /// `SwiftData.Schema` becomes `Arrange.Schema`.
    mutating func qualifyWithArrange(_ tree: Syntax) {
        let modules = ["SwiftUI": "Arrange", "StoreKit": "ArrangeStoreKit", "SwiftData": "Arrange"]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let module = modules[name] else { continue }
            let qualifies = token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
            guard qualifies || Self.isCanImportArgument(token),
                  token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) == nil else { continue }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SnippetEdit(range: start..<(start + name.utf8.count), replacement: module))
        }
        qualifyFoundationAdditions(tree)
    }

    /// The kit's Foundation types whose Linux namesakes are declared available (but cannot be
    /// made or used): a name of them not already qualified becomes `ArrangeFoundation.Name`.
    /// Unqualified, a stored property's type (`@State var formatter: PersonNameComponentsFormatter`)
    /// is ambiguous between the two, as a type's members do not see the kit's shadowing.
    static let qualifiedFoundationAdditions: Set<String> = ["PersonNameComponentsFormatter"]

    private mutating func qualifyFoundationAdditions(_ tree: Syntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, Self.qualifiedFoundationAdditions.contains(name),
                  token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period,
                  token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) == nil else { continue }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SnippetEdit(range: start..<(start + name.utf8.count), replacement: "ArrangeFoundation." + name))
        }
    }

    /// Whether `token` is the module named in `canImport(…)`.
    private static func isCanImportArgument(_ token: TokenSyntax) -> Bool {
        guard let open = token.previousToken(viewMode: .sourceAccurate), open.tokenKind == .leftParen,
              let name = open.previousToken(viewMode: .sourceAccurate) else { return false }
        return name.tokenKind == .identifier("canImport")
    }

    /// The directive line that starts `clause` (`#if os(iOS)`, `#elseif DEBUG`, `#else`), its
    /// condition spelled as in the source but with `canImport(SwiftUI)` read as `canImport(Arrange)`
    /// and platform conditions as their values (`platformConditions`).
    private func directive(_ clause: IfConfigClauseSyntax) -> String {
        guard let condition = clause.condition else { return clause.poundKeyword.text }
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        var text = ""
        var skippingTo = 0
        for (index, token) in tokens.enumerated() {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            if start < skippingTo { continue }
            if index > 0 { text += token.leadingTrivia.description }
            if let reading = platformConditions.reading(at: start) {
                text += reading.value ? "true" : "false"
                skippingTo = reading.range.upperBound
                continue
            }
            text += token.tokenKind == .identifier("SwiftUI") && Self.isCanImportArgument(token) ? "Arrange" : token.text
            if index < tokens.count - 1 { text += token.trailingTrivia.description }
        }
        return clause.poundKeyword.text + " " + text
    }

    // MARK: @main

    /// Blanks `@main` (and UIKit's older `@UIApplicationMain`, `@NSApplicationMain`) with a note:
    /// the generated program's top-level code is its entry point, and the compiler refuses
    /// `@main` beside it.
    private mutating func blankMain(_ attributes: AttributeListSyntax) {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self),
                  ["main", "UIApplicationMain", "NSApplicationMain"].contains(attribute.attributeName.trimmedDescription) else { continue }
            let name = attribute.attributeName.trimmedDescription
            notes.append((line(of: Syntax(attribute)), "@\(name) is ignored: arrange runs the snippet's views itself."))
            blank(Syntax(attribute))
        }
    }

    // MARK: structs

    /// The names of the types that top-level `extension Name: View` declarations (also inside
    /// `#if` blocks) make views.
    static func typesExtendedToView(_ statements: CodeBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            guard case .decl(let decl) = statement.item else { continue }
            if let ext = decl.as(ExtensionDeclSyntax.self), ext.inheritanceClause.map(inheritsView) ?? false {
                names.insert(ext.extendedType.trimmedDescription)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let inner)? = clause.elements { names.formUnion(typesExtendedToView(inner)) }
                }
            }
        }
        return names
    }

    /// Whether an inheritance clause names `View` (bare or qualified by its module).
    private static func inheritsView(_ clause: InheritanceClauseSyntax) -> Bool {
        inherits(clause, "View")
    }

    /// Whether an inheritance clause names the SwiftUI protocol `name` (bare or qualified).
    private static func inherits(_ clause: InheritanceClauseSyntax, _ name: String) -> Bool {
        clause.inheritedTypes.contains { inherited in
            let written = inherited.type.trimmedDescription
            return written == name || written == "SwiftUI." + name || written == "Arrange." + name
        }
    }

    /// The views declared inside a type or an extension of one (`extension Habit { struct
    /// Card: View }`), named with `qualifier` (`Habit.Card`): kept in `nestedViews`, which the
    /// file shows only when it has no view of its own at the top level.
    private mutating func considerNestedViews(in block: MemberBlockSyntax, qualifier: String) {
        for member in block.members {
            if let nested = member.decl.as(StructDeclSyntax.self) {
                let (topViews, topNotes, topPlaceholders) = (views, viewNotes, placeholderViews)
                (views, viewNotes, placeholderViews) = ([], [], [])
                considerStruct(nested, qualifier: qualifier)
                nestedViews += views
                nestedViewNotes += viewNotes
                nestedPlaceholderViews += placeholderViews
                (views, viewNotes, placeholderViews) = (topViews, topNotes, topPlaceholders)
                noteEnvironmentObjectTypes(nested.memberBlock, scope: qualifier + "." + nested.name.text)
                considerNestedViews(in: nested.memberBlock, qualifier: qualifier + "." + nested.name.text)
            } else if let nested = member.decl.as(EnumDeclSyntax.self) {
                considerNestedViews(in: nested.memberBlock, qualifier: qualifier + "." + nested.name.text)
            }
        }
    }

    private mutating func considerStruct(_ decl: StructDeclSyntax, qualifier: String? = nil) {
        if qualifier != nil, decl.inheritanceClause.map({ Self.inherits($0, "PreviewProvider") }) ?? false { return }
        let name = qualifier.map { $0 + "." + decl.name.text } ?? decl.name.text
        if decl.inheritanceClause.map({ Self.inherits($0, "PreviewProvider") }) ?? false {
            let shown = name.hasSuffix("_Previews") && name.count > 9 ? String(name.dropLast(9)) : name
            views.append(SnippetView(
                kind: .previewProvider, name: uniqueName(shown, preview: true), line: line(of: Syntax(decl)), builder: name, conditions: conditions))
            return
        }
        let conformsToView = decl.inheritanceClause.map(Self.inheritsView) ?? false
        guard conformsToView || viewsByExtension.contains(name) else { return }
        let line = self.line(of: Syntax(decl))
        if decl.genericParameterClause != nil {
            viewNotes.append((line, "\(name) is generic; arrange cannot choose its type arguments. Wrap it in a #Preview."))
            considerPlaceholders(decl, name: name, line: line)
            return
        }
        let arguments: [String]
        switch Self.memberwiseArguments(decl.memberBlock) {
        case .failure(let reason):
            viewNotes.append((line, "\(name) cannot be built with \(name)(): \(reason.text). Wrap it in a #Preview."))
            considerPlaceholders(decl, name: name, line: line)
            return
        case .success(let closures):
            arguments = closures
        }
        // Closures with no initial value get one that does nothing, optional `let`s nil (SnippetDefaults.noOpClosures).
        if !arguments.isEmpty {
            viewNotes.append((line, "\(name) has properties with no initial value; arrange builds it with \(name)(\(arguments.joined(separator: ", ")))."))
        }
        views.append(SnippetView(
            kind: .structure, name: name, line: line, builder: "\(name)(\(arguments.joined(separator: ", ")))", conditions: conditions))
    }

    /// Keeps the view `decl` needing arguments as one the tool may build with placeholders
    /// (`SnippetDefaults.placeholderArguments`), when it can make each of them up.
    private mutating func considerPlaceholders(_ decl: StructDeclSyntax, name: String, line: Int) {
        guard SnippetDefaults.placeholderArguments, let call = PlaceholderArguments.call(building: decl, name: name) else { return }
        var view = SnippetView(kind: .structure, name: name, line: line, builder: call.expression, conditions: conditions)
        view.placeholders = call
        placeholderViews.append(view)
    }

    /// Why `Name()` cannot build a type, for `memberwiseArguments`.
    struct NeedsArguments: Error {
        var text: String
    }

    /// The arguments that build a struct with the members `block` holds (`Name(arguments)`), or
    /// why it cannot be built by the tool.
    ///
    /// With initialisers of its own, one must take no arguments (or only defaulted ones) and not
    /// be `private`; the arguments are then none. Without, the memberwise initialiser needs an
    /// argument for every stored property that has no initial value, is not an optional `var`,
    /// and has no property wrapper set up in place (`@Environment(\.font)`, `@State var count
    /// = 0`); a property holding a closure that returns nothing (`let onAdd: (Contact) -> Void`)
    /// gets one that does nothing (`onAdd: { _ in }`), as a preview would pass it
    /// (`SnippetDefaults.noOpClosures`), and an optional `let` gets `nil` (a `var` needs none);
    /// any other such property cannot be guessed.
    static func memberwiseArguments(_ block: MemberBlockSyntax) -> Result<[String], NeedsArguments> {
        if let reason = reasonItNeedsArguments(block, closuresDoNothing: SnippetDefaults.noOpClosures) {
            return .failure(NeedsArguments(text: reason))
        }
        guard SnippetDefaults.noOpClosures, !block.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return .success([]) }
        var arguments: [String] = []
        for variable in block.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
            for binding in variable.bindings where MemberwiseProperty.needsArgument(variable, binding) {
                guard variable.attributes.isEmpty, let type = binding.typeAnnotation?.type else { continue }
                // An optional that needs an argument is a `let` (a `var` starts at nil).
                if PlaceholderArguments.isOptional(type) {
                    arguments.append("\(binding.pattern.trimmedDescription): nil")
                    continue
                }
                guard let count = noOpClosureParameterCount(type) else { continue }
                arguments.append("\(binding.pattern.trimmedDescription): {\(PlaceholderArguments.closureHeader(parameterCount: count)) }")
            }
        }
        return .success(arguments)
    }

    /// The number of parameters of a closure type that returns nothing (`() -> Void`,
    /// `(Int, String) async throws -> ()`, `@MainActor (Item) -> Void`), or `nil` for any other type.
    static func noOpClosureParameterCount(_ type: TypeSyntax) -> Int? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
        let returned = function.returnClause.type.trimmedDescription
        guard returned == "Void" || returned == "()" else { return nil }
        return function.parameters.count
    }

    /// Adds the types the struct whose members `block` holds (named `scope`, qualified) reads
    /// from the environment as objects to `environmentObjectTypes`, once each.
    private mutating func noteEnvironmentObjectTypes(_ block: MemberBlockSyntax, scope: String) {
        for name in Self.environmentObjectTypes(block) {
            let reference = PlaceholderTypeReference(name: name, scope: scope)
            if !environmentObjectTypes.contains(reference) { environmentObjectTypes.append(reference) }
        }
    }

    /// The types a struct's members read from the environment as objects, as written
    /// (`SnippetScan.environmentObjectTypes`): `@EnvironmentObject var model: Model` and
    /// `@Environment(Model.self) var model`, qualified or not (`Habit.Dashboard.Manager.self`);
    /// not `var model: Model?`, which handles none.
    static func environmentObjectTypes(_ block: MemberBlockSyntax) -> [String] {
        var found: [String] = []
        for variable in block.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                let name = attribute.attributeName.trimmedDescription
                let annotated = variable.bindings.first?.typeAnnotation?.type
                if name == "EnvironmentObject" || name == "SwiftUI.EnvironmentObject",
                   let type = annotated, type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
                    found.append(type.trimmedDescription)
                } else if name == "Environment" || name == "SwiftUI.Environment",
                          case .argumentList(let list)? = attribute.arguments, list.count == 1,
                          let member = list.first?.expression.as(MemberAccessExprSyntax.self),
                          member.declName.baseName.text == "self", let base = member.base, isTypeName(base),
                          !(annotated?.is(OptionalTypeSyntax.self) ?? false) {
                    found.append(base.trimmedDescription)
                }
            }
        }
        return found
    }

    /// Whether `expression` names a type: `Model`, `Habit.Dashboard.Manager`.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isTypeName(base)
    }

    /// Whether `Name()` builds a top-level class or struct (for
    /// `SnippetScan.typesBuiltWithNoArguments`): not generic nor `private`; a struct as
    /// `reasonItNeedsArguments` says; a class when an init takes no arguments, or when it has
    /// none and inherits only from `NSObject` or protocols (a class that compiles without an
    /// init sets every stored property up in place; another superclass's init may need arguments).
    static func buildsWithNoArguments(_ decl: some DeclGroupSyntax & NamedDeclSyntax) -> Bool {
        if decl.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return false }
        if let structure = decl.as(StructDeclSyntax.self), structure.genericParameterClause != nil { return false }
        guard let type = decl.as(ClassDeclSyntax.self) else {
            return reasonItNeedsArguments(decl.memberBlock, closuresDoNothing: false) == nil
        }
        if type.genericParameterClause != nil { return false }
        let hasInitializers = type.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        if hasInitializers { return reasonItNeedsArguments(type.memberBlock, closuresDoNothing: false) == nil }
        let first = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        return first == nil || classesWithoutInitArguments.contains(first!) || protocolsObjectsAdopt.contains(first!)
    }

    /// Superclasses whose `init()` takes nothing.
    static let classesWithoutInitArguments: Set<String> = ["NSObject"]
    /// Protocols a model class adopts first (a class inheriting from something else may have a
    /// superclass whose init needs arguments).
    static let protocolsObjectsAdopt: Set<String> = [
        "ObservableObject", "Observable", "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable",
        "Sendable", "@unchecked Sendable", "CustomStringConvertible",
    ]

    /// Why `Name()` does not build the struct, or `nil` when it does.
    ///
    /// With initialisers of its own, one must take no arguments (or only defaulted ones) and not
    /// be `private`. Without, the memberwise initialiser needs an argument for every stored
    /// property that has no initial value, is not an optional `var`, and has no property wrapper
    /// set up in place
    /// (`@Environment(\.font)`, `@State var count = 0`).
    /// A property holding a closure that returns nothing needs no argument when
    /// `closuresDoNothing` (`memberwiseArguments` gives it one).
    private static func reasonItNeedsArguments(_ block: MemberBlockSyntax, closuresDoNothing: Bool) -> String? {
        let members = block.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            let takingNoArguments = initializers.filter { initializer in
                initializer.optionalMark == nil
                    && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
            if takingNoArguments.isEmpty { return "every init takes arguments" }
            // A `private` init is visible only inside the type, not to the program's registry,
            // which builds views synchronously and without `try`.
            let visible = takingNoArguments.filter { !$0.modifiers.contains { $0.name.text == "private" } }
            if visible.isEmpty { return "its init() is private (fileprivate would do)" }
            let usable = visible.filter { $0.signature.effectSpecifiers == nil }
            return usable.isEmpty ? "its init() is async or throws" : nil
        }
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            for binding in variable.bindings where MemberwiseProperty.needsArgument(variable, binding) {
                if closuresDoNothing, variable.attributes.isEmpty, let type = binding.typeAnnotation?.type,
                   noOpClosureParameterCount(type) != nil || PlaceholderArguments.isOptional(type) {
                    continue
                }
                return "'\(binding.pattern.trimmedDescription)' has no initial value"
            }
        }
        return nil
    }

    // MARK: previews

    private mutating func considerMacro(name: String, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, node: Syntax) {
        guard name == "Preview" else { return }
        let line = self.line(of: node)
        guard let closure = trailingClosure else {
            notes.append((line, "this #Preview has no trailing closure { … }; write #Preview(\"name\") { view } to render it."))
            blank(node)
            return
        }
        previewCount += 1
        let given = arguments.first { $0.label == nil }.flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
            .map { literal in literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
        let type = "__ArrangePreview\(generatedNamePrefix)\(previewCount)"
        callSites[type] = SnippetCallSites.collect(in: closure, converter: converter)
        let fallback = previewCount == 1 ? "Preview" : "Preview\(previewCount)"
        views.append(SnippetView(
            kind: .preview, name: uniqueName(given.flatMap { $0.isEmpty ? nil : $0 } ?? fallback, preview: true), line: line, builder: "\(type)()",
            conditions: conditions, traits: Self.traits(in: arguments)))
        // `#Preview("name") {` up to and including the brace: the header on a line of its own,
        // then the brace's line with everything up to the brace blanked.
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let brace = closure.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let braceLine = lineStart(of: brace)
        // The preview is the body of a view of its own, as Xcode's macro makes it. The
        // `@Previewable` declarations it opens with are that view's stored properties, as Xcode
        // makes them, so that their state is kept from one layout to the next (`StateStore`).
        let properties = closure.statements.prefix { Self.previewableVariable(in: $0) != nil }
        let bodyHeader = "@ViewBuilder var body: some View {\n"
        let header = "struct \(type): View {\n" + (properties.isEmpty ? bodyHeader : "") + sourceLocation(line: lineNumber(at: brace)) + "\n"
        let blanked = String(repeating: " ", count: brace + 1 - braceLine)
        let replaceFrom = lineStart(of: start)
        edits.append(SnippetEdit(range: replaceFrom..<(brace + 1), replacement: header + blanked))
        if let last = properties.last {
            // The body starts after them, with the rest of their last line in its own column.
            let bodyStart = last.endPositionBeforeTrailingTrivia.utf8Offset
            let column = String(repeating: " ", count: bodyStart - lineStart(of: bodyStart))
            edits.append(SnippetEdit(
                range: bodyStart..<bodyStart, replacement: "\n" + bodyHeader + sourceLocation(line: lineNumber(at: bodyStart)) + "\n" + column))
        }
        let end = closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SnippetEdit(range: end..<end, replacement: "\n}\n" + sourceLocation(line: lineNumber(at: end)) + "\n"))
        // Xcode's `@Previewable` marks state declared in a preview; past the opening ones (after
        // a statement of another kind) a local `@State` of the body is the nearest there is.
        for statement in closure.statements {
            guard let attribute = Self.previewableVariable(in: statement) else { continue }
            blank(Syntax(attribute))
        }
    }

    /// The `@Previewable` attribute of `statement`, when it declares a variable with one.
    private static func previewableVariable(in statement: CodeBlockItemSyntax) -> AttributeSyntax? {
        guard let variable = statement.item.as(VariableDeclSyntax.self) else { return nil }
        for attribute in variable.attributes {
            if let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Previewable" {
                return attribute
            }
        }
        return nil
    }

    /// The traits of a `#Preview` as written: the argument labelled `traits:` and the unlabelled
    /// ones after it (`traits: .landscapeLeft, .sizeThatFitsLayout`).
    static func traits(in arguments: LabeledExprListSyntax) -> [String] {
        var traits: [String] = []
        var inTraits = false
        for argument in arguments {
            if let label = argument.label?.text { inTraits = label == "traits" }
            if inTraits { traits.append(argument.expression.trimmedDescription) }
        }
        return traits
    }

    // MARK: expressions

    /// Whether `expression` reads as a view: a chain of calls and member accesses that starts
    /// with a capitalised name (`Text(…)`, `Color.teal`, `HStack { … }.padding()`), or such
    /// chains joined with `+` (`Text("a") + Text("b")`).
    static func looksLikeView(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return false }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let specialized = current.as(GenericSpecializationExprSyntax.self) {
                current = specialized.expression
            } else if let sequence = current.as(SequenceExprSyntax.self) {
                // `Text("a") + Text("b")`: texts joined with `+` are a text.
                let elements = Array(sequence.elements)
                let joinedByPlus = elements.count >= 3 && elements.count % 2 == 1 && stride(from: 1, to: elements.count, by: 2).allSatisfy {
                    elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
                }
                guard joinedByPlus, let first = elements.first else { return false }
                current = first
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase ?? false
            } else {
                return false
            }
        }
    }

    private mutating func takeExpression(_ expression: ExprSyntax) {
        expressionCount += 1
        let function = "__arrangeSnippet\(generatedNamePrefix)\(expressionCount)"
        let line = self.line(of: Syntax(expression))
        let name = expressionCount == 1 ? "Snippet" : "Snippet\(expressionCount)"
        views.append(SnippetView(kind: .expression, name: uniqueName(name, preview: false), line: line, builder: "\(function)()", conditions: conditions))
        let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
        let from = lineStart(of: start)
        edits.append(SnippetEdit(
            range: from..<from,
            replacement: "@ViewBuilder func \(function)() -> some View {\n" + sourceLocation(line: line) + "\n"))
        edits.append(SnippetEdit(range: end..<end, replacement: "\n}\n" + sourceLocation(line: lineNumber(at: end)) + "\n"))
    }

    // MARK: helpers

    /// `name`, or `name-2`, `name-3` when a view shown beside it is called that already: previews
    /// are named apart from other previews, views apart from other views, since a file with
    /// previews shows only its previews (`#Preview("Favorite") { Favorite() }` is `Favorite`).
    private func uniqueName(_ name: String, preview: Bool) -> String {
        var candidate = name
        var suffix = 1
        while views.contains(where: { $0.name == candidate && $0.isPreview == preview }) {
            suffix += 1
            candidate = "\(name)-\(suffix)"
        }
        return candidate
    }

    /// Replaces the node's text by spaces, keeping its newlines (and so every line number).
    /// `@Model final class Bird { … }` (SwiftData's macro, which Linux lacks) becomes
    /// `@Observable final class Bird { … }` conforming to `PersistentModel` (an extension added at
    /// the end of the file); the `@Attribute(…)` and `@Relationship(…)` marks of its properties
    /// are blanked, and `@Transient` becomes `@ObservationIgnored`. Only the lines of the
    /// attributes change, and only in their columns.
    /// `rewriteModel` for the classes declared inside a type or an extension of one
    /// (`extension Habit { @Model class Value }`), through nested types, named with `qualifier`.
    private mutating func rewriteNestedModels(in block: MemberBlockSyntax, qualifier: String) {
        for member in block.members {
            if let type = member.decl.as(ClassDeclSyntax.self) {
                rewriteModel(type, qualifier: qualifier)
                rewriteNestedModels(in: type.memberBlock, qualifier: qualifier + "." + type.name.text)
            } else if let type = member.decl.as(StructDeclSyntax.self) {
                rewriteNestedModels(in: type.memberBlock, qualifier: qualifier + "." + type.name.text)
            } else if let type = member.decl.as(EnumDeclSyntax.self) {
                rewriteNestedModels(in: type.memberBlock, qualifier: qualifier + "." + type.name.text)
            }
        }
    }

    private mutating func rewriteModel(_ type: ClassDeclSyntax, qualifier: String? = nil) {
        let attributes = type.attributes.compactMap { $0.as(AttributeSyntax.self) }
        guard let model = attributes.first(where: { $0.attributeName.trimmedDescription == "Model" }) else { return }
        replace(Syntax(model), with: "@Observable")
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                switch attribute.attributeName.trimmedDescription {
                case "Attribute", "Relationship": blank(Syntax(attribute))
                case "Transient": replace(Syntax(attribute), with: "@ObservationIgnored")
                default: break
                }
            }
        }
        let name = qualifier.map { $0 + "." + type.name.text } ?? type.name.text
        edits.append(SnippetEdit(range: bytes.count..<bytes.count, replacement: "\nextension \(name): Arrange.PersistentModel {}\n"))
    }

    /// `@ModelActor actor BirdBrain { … }` (SwiftData's macro, which Linux lacks) becomes the
    /// actor with the members the macro adds, written after its `{` on the same line (so no
    /// line moves): `modelContainer`, `modelContext` (a context of its own on the container)
    /// and `init(modelContainer:)`.
    private mutating func rewriteModelActor(_ type: ActorDeclSyntax) {
        guard let attribute = type.attributes.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { $0.attributeName.trimmedDescription == "ModelActor" }) else { return }
        blank(Syntax(attribute))
        let brace = type.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SnippetEdit(range: brace..<brace, replacement:
            " nonisolated let modelContainer: Arrange.ModelContainer; let modelContext: Arrange.ModelContext; "
            + "init(modelContainer: Arrange.ModelContainer) { self.modelContainer = modelContainer; "
            + "self.modelContext = Arrange.ModelContext(modelContainer) }"))
    }

    /// `@Query var birds: [Bird]` (SwiftData's query without arguments) becomes
    /// `@Query<Bird, [Bird]>() var birds: [Bird]`: Swift on Linux does not infer the wrapper's
    /// element from the property's array type, as Apple's compiler does for SwiftData, also in
    /// structs nested in the type. Only the attribute's columns change.
    private mutating func rewriteQueries(_ members: MemberBlockItemListSyntax) {
        for member in members {
            // Views nested in a type have their queries too (`ModelPreview.PreviewContentView`).
            if let nested = member.decl.as(StructDeclSyntax.self) {
                rewriteQueries(nested.memberBlock.members)
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first, binding.initializer == nil,
                  let array = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self) else { continue }
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
            where attribute.attributeName.trimmedDescription == "Query" && attribute.arguments == nil {
                let element = array.element.trimmedDescription
                replace(Syntax(attribute), with: "@Query<\(element), [\(element)]>()")
            }
        }
    }

    /// Replaces `node` (without its trivia) with `text`.
    private mutating func replace(_ node: Syntax, with text: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(SnippetEdit(range: start..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    private mutating func blank(_ node: Syntax) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let text = String(decoding: bytes[start..<end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        edits.append(SnippetEdit(range: start..<end, replacement: text))
    }

    private func sourceLocation(line: Int) -> String {
        SnippetProgram.sourceLocation(path: path, line: line)
    }

    private func line(of node: Syntax) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    private func lineNumber(at offset: Int) -> Int {
        converter.location(for: AbsolutePosition(utf8Offset: offset)).line
    }

    /// The offset of the first byte of the line holding `offset`.
    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}
