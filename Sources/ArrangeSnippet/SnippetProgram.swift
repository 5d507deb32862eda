import ArrangeTool

/// The Swift program a snippet compiles into: the snippet itself, edited as `SnippetScanner`
/// said (previews and view expressions become functions, on their own lines), after a line
/// taking standard output for the command (`ProgramOutput`: what the snippet prints goes to
/// standard error), then a registry of its views handed to `ArrangeToolMain.run`, which runs the command on the command line.
///
/// ```swift
/// import Arrange
/// import ArrangeTool
/// import Observation
/// let __arrangeOutput = ArrangeTool.ProgramOutput.takeStandardOutput(); setvbuf(stdout, nil, _IOLBF, 0)
/// #sourceLocation(file: "card.swift", line: 1)
/// …the snippet, edited…
/// #sourceLocation()
/// var __arrangeViews: [ArrangeTool.NamedView] = []
/// __arrangeViews.append(ArrangeTool.NamedView(name: "Card", line: 3) { MainActor.assumeIsolated { Arrange.AnyView(Card()) } })
/// #if os(iOS)
/// #else
/// __arrangeViews.append(ArrangeTool.NamedView(name: "Linux", line: 9, isPreview: true) { MainActor.assumeIsolated { Arrange.AnyView(__ArrangePreview1()) } })
/// #endif
/// exit(ArrangeTool.ArrangeToolMain.run(views: __arrangeViews, arguments: Array(CommandLine.arguments.dropFirst()),
///                                      output: __arrangeOutput, written: ArrangeTool.WrittenSource(
///                                          declarationLines: ["Card": 3], encodedCallSites: "Card\tText\t4\t+Hi")))
/// ```
public enum SnippetProgram {
    /// The program for `source`, scanned as `scan`, with compiler errors pointing at `path`;
    /// `assets` (the app's generated asset symbols, `AssetCatalogSymbols.source`) follow the
    /// snippet, so that their statements run before any view is built.
    /// `fallbackEnvironmentObjects` are the objects the tool gives every view where no ancestor
    /// gives one, made only when read (`SnippetDefaults`). `placeholders` declares
    /// the placeholders of the app's types that views built with made-up arguments need
    /// (`PlaceholderArguments.shown`); with `hasCoreDataModel` (the app's entity classes are
    /// generated beside it) they may need ArrangeCoreData's.
    public static func generate(
        source: String, scan: SnippetScan, path: String, assets: String = "", placeholders: String = "", appDelegateClass: String? = nil,
        fallbackEnvironmentObjects: [GivenEnvironmentObject] = [], hasCoreDataModel: Bool = false
    ) -> String {
        // Observation comes with SwiftUI on Apple's systems: `@Observable` classes need it.
        var program = "import Arrange\nimport ArrangeTool\nimport Observation\n"
        // The placeholder of an entity class of the app's Core Data model is Core Data's, even
        // where the file imports only SwiftUI.
        if hasCoreDataModel && scan.views.contains(where: { $0.placeholders != nil }) { program += "import ArrangeCoreData\n" }
        // The app's `@UIApplicationMain` delegate (the snippet's or a companion's), made when read.
        let delegate = appDelegateClass ?? scan.appDelegateClass
        if delegate != nil { program += "import ArrangeUIKit\n" }
        program += "let __arrangeOutput = ArrangeTool.ProgramOutput.takeStandardOutput(); setvbuf(stdout, nil, _IOLBF, 0)\n"
        program += sourceLocation(path: path, line: 1) + "\n"
        program += applying(scan.edits, to: source)
        if !program.hasSuffix("\n") { program += "\n" }
        program += "#sourceLocation()\n"
        program += placeholders
        program += assets
        if let delegate { program += "ArrangeUIKit.UIApplication.makeDelegate = { \(delegate)() }\n" }
        program += "var __arrangeViews: [ArrangeTool.NamedView] = []\n"
        for view in scan.views {
            for directive in view.conditions { program += directive + "\n" }
            // The views are built on the main thread; `assumeIsolated` lets `@MainActor` views be built there.
            switch view.kind {
            case .previewProvider:
                program += "__arrangeViews += MainActor.assumeIsolated { ArrangeTool.NamedView.previews(of: \(view.builder).self, "
                    + "name: \(literal(view.name)), line: \(view.line)) }\n"
            case .preview where !view.traits.isEmpty:
                let traits = view.traits.joined(separator: ", ")
                program += "__arrangeViews.append(ArrangeTool.NamedView(name: \(literal(view.name)), line: \(view.line), "
                    + "traits: [\(traits)] as [Arrange.PreviewTrait<Arrange.Preview.ViewTraits>]) "
                    + "{ MainActor.assumeIsolated { Arrange.AnyView(\(view.builder)) } })\n"
            case .preview:
                program += "__arrangeViews.append(ArrangeTool.NamedView(name: \(literal(view.name)), line: \(view.line), isPreview: true) "
                    + "{ MainActor.assumeIsolated { Arrange.AnyView(\(view.builder)) } })\n"
            default:
                program += "__arrangeViews.append(ArrangeTool.NamedView(name: \(literal(view.name)), line: \(view.line)) "
                    + "{ MainActor.assumeIsolated { Arrange.AnyView(\(view.builder)) } })\n"
            }
            program += String(repeating: "#endif\n", count: view.conditions.filter { $0.hasPrefix("#if") }.count)
        }
        if !fallbackEnvironmentObjects.isEmpty {
            let fallbacks = fallbackEnvironmentObjects.map { object in
                "._arrangeFallbackEnvironmentObject(madeWith: \(literal(object.shownExpression))) { () -> \(object.type) in \(object.expression) }"
            }.joined()
            program += "__arrangeViews = __arrangeViews.map { $0.wrapped { Arrange.AnyView($0\(fallbacks)) } }\n"
        }
        program += "exit(ArrangeTool.ArrangeToolMain.run(views: __arrangeViews, arguments: Array(CommandLine.arguments.dropFirst()), "
            + "output: __arrangeOutput\(writtenArgument(scan))))\n"
        return program
    }

    /// `, written: …` handing the commands where the snippet's views and calls are written
    /// (`WrittenSource`), or nothing when the scan found none.
    static func writtenArgument(_ scan: SnippetScan) -> String {
        guard !scan.declarationLines.isEmpty || !scan.callSites.isEmpty else { return "" }
        let lines = scan.declarationLines.sorted { $0.key < $1.key }.map { "\(literal($0.key)): \($0.value)" }.joined(separator: ", ")
        return ", written: ArrangeTool.WrittenSource(declarationLines: [\(lines.isEmpty ? ":" : lines)], "
            + "encodedCallSites: \(literal(WrittenSource.encoded(scan.callSites))))"
    }

    /// The source compiled for a companion file (`SnippetCompanion`): `source` edited as `scan`
    /// said, with compiler errors pointing at `path`; no entry point and no views registered.
    public static func companion(source: String, scan: SnippetScan, path: String) -> String {
        var program = "import Observation\n" + sourceLocation(path: path, line: 1) + "\n" + applying(scan.edits, to: source)
        if !program.hasSuffix("\n") { program += "\n" }
        return program + "#sourceLocation()\n"
    }

    /// `source` with `edits` (sorted, not overlapping) applied to its UTF-8 bytes.
    public static func applying(_ edits: [SnippetEdit], to source: String) -> String {
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.count * 80)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= position {
            result += bytes[position..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The `#sourceLocation` directive that makes what follows line `line` of `path`.
    static func sourceLocation(path: String, line: Int) -> String {
        "#sourceLocation(file: \"\(sourceLocationName(for: path))\", line: \(line))"
    }

    /// The name compiler errors give `path`: `path` itself, except that `"`, `\` and control
    /// characters become `_`. The compiler takes `#sourceLocation`'s file name verbatim (it does not
    /// undo escapes), so those cannot be spelled; `SnippetCompiler` puts `path` back in its errors.
    public static func sourceLocationName(for path: String) -> String {
        var name = ""
        for scalar in path.unicodeScalars {
            let unspellable = scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
            name.unicodeScalars.append(unspellable ? "_" : scalar)
        }
        return name
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
