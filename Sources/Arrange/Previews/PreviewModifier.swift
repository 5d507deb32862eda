import Foundation

/// What a preview puts around its view, with a context made once before it is shown, as
/// iOS 18's `PreviewModifier`: `#Preview(traits: .modifier(SampleData())) { … }` gives the view
/// an environment (a model container filled with sample data, an observable model).
///
/// The context is made by `makeSharedContext()` before the preview is laid out; at rest the
/// tool waits up to `PreviewModifierContext.patience` for it (Xcode's canvas waits as long as
/// it takes). A context that throws, or is not made in time, stops the preview with the error,
/// as the canvas shows it. Xcode shares one context among the previews using the same
/// modifier; the tool makes it for each picture.
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes; `Void` when the modifier needs none.
    associatedtype Context = Void
    /// The view the modifier puts around the preview.
    associatedtype Body: View
    /// The preview's view.
    typealias Content = PreviewModifierContent

    /// Makes the context the previews are shown with.
    static func makeSharedContext() async throws -> Context

    /// The preview's view, `content`, in what the modifier puts around it.
    @MainActor @preconcurrency @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context.
    public static func makeSharedContext() async throws {}
}

/// The view a `PreviewModifier` is given: the preview's own, laid out as it is.
public nonisolated struct PreviewModifierContent: View {
    let view: AnyView

    public var body: some View { view }
}

/// Making a preview modifier's context at rest.
enum PreviewModifierContext {
    /// How long, in seconds, the tool waits for a context: sample data read from a file or
    /// made in memory takes well under this.
    static let patience: TimeInterval = 10

    /// The context of `M`, made by running its `makeSharedContext()` to the end.
    static func make<M: PreviewModifier>(_ modifier: M.Type) -> M.Context {
        let box = ContextBox<M.Context>()
        let late = LifecycleTasks.run([{
            do { box.result = .success(try await M.makeSharedContext()) } catch { box.result = .failure(error) }
        }], patience: patience)
        switch box.result {
        case .success(let context)?: return context
        case .failure(let error)?: fatalError("\(M.self).makeSharedContext() threw \(error)")
        case nil: fatalError("\(M.self).makeSharedContext() did not finish in \(Int(patience)) s\(late.isEmpty ? "" : " (still running)")")
        }
    }

    private final class ContextBox<Value>: @unchecked Sendable {
        var result: Result<Value, Error>?
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Puts `modifier` around the preview's view, with the context it makes (iOS 18).
    public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait<T> {
        let modifier = UncheckedSendable(modifier)
        return PreviewTrait(wrapping: { view in
            let sent = UncheckedSendable(PreviewModifierContent(view: view))
            return MainActor.assumeIsolated {
                UncheckedSendable(AnyView(modifier.value.body(content: sent.value, context: PreviewModifierContext.make(M.self))))
            }.value
        })
    }
}
