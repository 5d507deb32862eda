/// What the tool gives a view where the app would give something that a screen rendered on its
/// own lacks: named choices (docs/DIFFERENCES.md, "The arrange tool").
///
/// - `noOpClosures`: a `struct …: View` the tool builds itself (a file with no preview) whose
///   stored property holds a closure that returns nothing and has no initial value
///   (`let onAdd: (Contact) -> Void`) is given `{ _ in }`, as a preview usually passes it, with
///   a note; an optional `let` with no initial value (`let onCancel: (() -> Void)?`) is given
///   `nil`. The closure runs only on an action (a tap, a submit), and nothing acts at rest, so
///   the picture is the one the app shows; without it the view could not be built at all.
/// - `fallbackEnvironmentObjects`: the types the file's views (and its `--with` files' views)
///   read with `@EnvironmentObject var model: Model` or `@Environment(Model.self) var model`,
///   when `Model()` builds (`SnippetScan.typesBuiltWithNoArguments`), are given to every view
///   outermost, made only when a view reads one that no view above gives
///   (`_arrangeFallbackEnvironmentObject`), with a note naming the type. The app gives them at
///   its root; a screen or a preview rendered alone lacks them, and SwiftUI stops there ("No
///   ObservableObject of type Model found"), as Xcode's canvas does for such a preview.
///   Being outermost, a fallback never replaces an object the preview gives. Any other type is
///   not given, and the view draws nothing with SwiftUI's message, as before.
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
    /// Missing environment objects that `Type()` builds are made when read.
    public static let environmentObjectsBuiltByTheTool = true

    /// The types to give as fallback environment objects for `scan` and its `companions`: those
    /// their views read as environment objects that `Type()` builds in one of the files, in the
    /// order first read.
    public static func fallbackEnvironmentObjects(scan: SnippetScan, companions: [SnippetCompanion]) -> [String] {
        guard environmentObjectsBuiltByTheTool else { return [] }
        let buildable = companions.reduce(scan.typesBuiltWithNoArguments) { $0.union($1.typesBuiltWithNoArguments) }
        var types: [String] = []
        for type in scan.environmentObjectTypes + companions.flatMap(\.environmentObjectTypes)
        where buildable.contains(type) && !types.contains(type) {
            types.append(type)
        }
        return types
    }
}
