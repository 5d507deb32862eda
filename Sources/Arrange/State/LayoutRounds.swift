import Foundation

/// The layouts of one picture while the actions SwiftUI runs after a layout change what it
/// shows: the scrolling asked for by the actions before (`ScrollTargets`), the lifecycle actions
/// of views that appeared (`LifecycleRounds`), then the `onPreferenceChange` actions whose
/// values changed (`PreferenceRounds`).
///
/// 1. The view is built (with the state its views kept, `StateStore`) and laid out.
/// 2. The actions due after that layout run. When none ran, the picture has settled.
/// 3. Otherwise the view is built and laid out again, as SwiftUI does on the next frame, and
///    the rounds go on from 2 — at most `limit` layouts: at the last one the actions still due
///    do not run, and each is reported instead.
struct LayoutRounds {
    /// How many layouts one picture may take while actions keep changing what it shows: a still
    /// picture that SwiftUI would keep updating frame after frame ends here instead.
    static let limit = 8

    /// The views' state, kept from one layout to the next.
    let states = StateStore()
    private var lifecycle = LifecycleRounds()
    private var preferences = PreferenceRounds()
    private var layouts = 0

    /// What the rounds found wrong: actions that did not settle, tasks that did not finish.
    var diagnostics: [LayoutDiagnostic] { lifecycle.diagnostics + preferences.diagnostics }

    /// Begins a layout (1).
    func startLayout() {
        states.startLayout()
    }

    /// Runs the actions due after the layout of `root` (2); whether the view must be laid out
    /// again (3).
    mutating func runActions(after root: LayoutNode) -> Bool {
        layouts += 1
        let isLast = layouts >= Self.limit
        // Scrolling asked for after the layout before is resolved against this one's frames.
        let scrolled = !isLast && states.scrollTargets.resolve(in: root)
        let ranLifecycle = lifecycle.runActions(after: root, layouts: layouts, isLast: isLast)
        let ranPreferences = preferences.runActions(after: root, layouts: layouts, isLast: isLast)
        return scrolled || ranLifecycle || ranPreferences
    }
}
