/// What the tool gives a view where the app would give something that a screen rendered on its
/// own lacks: named choices (docs/DIFFERENCES.md, "The arrange tool").
///
/// - `noOpClosures`: a `struct …: View` the tool builds itself (a file with no preview) whose
///   stored property holds a closure that returns nothing and has no initial value
///   (`let onAdd: (Contact) -> Void`) is given `{ _ in }`, as a preview usually passes it, with
///   a note; an optional `let` with no initial value (`let onCancel: (() -> Void)?`) is given
///   `nil`. The closure runs only on an action (a tap, a submit), and nothing acts at rest, so
///   the picture is the one the app shows; without it the view could not be built at all.
/// - `fallbackEnvironmentObjects`: the types the file's views (and its `--with` files' views,
///   nested ones too) read with `@EnvironmentObject var model: Model` or
///   `@Environment(Model.self) var model` are given to every view outermost, made only when a
///   view reads one that no view above gives (`_arrangeFallbackEnvironmentObject`), with a note
///   naming the type and how it was made: as the app's placeholders are (`PlaceholderRecipe`),
///   by a static member of its own type (`Model.shared`, `Model.preview`), else `Model()`, else
///   its initialiser with the fewest arguments given placeholders
///   (`Dashboard.Manager(using: <#modelContext#>)`, an empty context). The app gives them at
///   its root; a screen or a preview rendered alone lacks them, and SwiftUI stops there ("No
///   ObservableObject of type Model found"), as Xcode's canvas does for such a preview.
///   Being outermost, a fallback never replaces an object the preview gives. A type the files
///   do not declare, or whose arguments cannot be made up, is not given, and the view draws
///   nothing with SwiftUI's message, as before.
/// - `placeholderArguments`: a file with no preview whose views all need arguments that
///   cannot be guessed (`struct ProgressBar: View { let value: Double }`) would show nothing
///   (Xcode's canvas shows nothing for it either). The tool builds each such view with made-up
///   arguments instead, and says so in a note naming them: text shows the parameter's name,
///   whole numbers 1, other numbers 0.5, lengths (`CGFloat`) 44, Booleans `false`, optionals `nil`, collections empty, bindings constant,
///   colours the accent colour, dates 2026-01-01; the app's own types their first case, a
///   static member of their own type (`Habit.preview`), or their initialiser given placeholders
///   in turn (`PlaceholderArguments`); a generic view's parameters `Text`, `Rectangle`,
///   `String` … as their constraints allow. A view any of whose arguments cannot be made up is
///   left out with its note, as before.
public enum SnippetDefaults {
    /// Views needing arguments are built with placeholders when nothing else would be shown.
    public static let placeholderArguments = true
    /// Closures with no initial value are given ones that do nothing.
    public static let noOpClosures = true
    /// Missing environment objects the app's files declare are made when read.
    public static let environmentObjectsBuiltByTheTool = true

    /// The objects to give as fallbacks for `scan` and its `companions`: of the types their
    /// views read as environment objects, in the order first read, once each, those one of
    /// the files declares with a way to make one (`PlaceholderRecipe`), or that `Type()` builds.
    /// `PlaceholderArguments.shown` keeps those whose placeholders can all be made.
    public static func fallbackEnvironmentObjects(scan: SnippetScan, companions: [SnippetCompanion]) -> [GivenEnvironmentObject] {
        guard environmentObjectsBuiltByTheTool else { return [] }
        let buildable = companions.reduce(scan.typesBuiltWithNoArguments) { $0.union($1.typesBuiltWithNoArguments) }
        let types = companions.reduce(scan.placeholderTypes) { $0.merged(with: $1.placeholderTypes) }
        let recipes = Dictionary(types.recipes.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
        var objects: [GivenEnvironmentObject] = []
        for reference in scan.environmentObjectTypes + companions.flatMap(\.environmentObjectTypes) {
            let object: GivenEnvironmentObject
            // An enum's recipe (`.first`) makes no object: environment objects are classes.
            if let type = PlaceholderArguments.resolve(reference, in: types.declared), let recipe = recipes[type],
               !recipe.expression.hasPrefix(".") {
                object = GivenEnvironmentObject(type: type, expression: recipe.expression, neededTypes: recipe.neededTypes)
            } else if buildable.contains(reference.name) {
                object = GivenEnvironmentObject(type: reference.name, expression: reference.name + "()")
            } else {
                continue
            }
            if !objects.contains(where: { $0.type == object.type }) { objects.append(object) }
        }
        return objects
    }
}
