import Arrange
import Foundation

// The Translation framework's names as a snippet's `import Translation` finds them (iOS 17.4
// and 18). Translating needs Apple's on-device language models, which a still picture has not
// got: the system sheet is not drawn, a translation task's action is not run, and a session
// asked to translate throws (docs/DIFFERENCES.md, "Apple frameworks at rest").

nonisolated extension View {
    /// Offers the system's translation sheet for `text` while `isPresented` is true (iOS
    /// 17.4). Recorded: the sheet would cover the screen after a tap; the view is laid out as
    /// it is without it.
    public func translationPresentation(
        isPresented: Binding<Bool>, text: String, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, replacementAction: ((String) -> Void)? = nil
    ) -> some View {
        recording("translationPresentation", "isPresented: \(isPresented.wrappedValue), text: \"\(text)\"")
    }

    /// Runs `action` with a translation session for `configuration` when the view appears
    /// and whenever the configuration changes (iOS 18). Recorded, and `action` is not run:
    /// at rest there is no language model to translate with.
    public func translationTask(
        _ configuration: TranslationSession.Configuration?, action: @escaping (TranslationSession) async -> Void
    ) -> some View {
        recording("translationTask", configuration.map { "\($0)" } ?? "nil")
    }

    /// Runs `action` with a session translating from `source` to `target` (nil: detected, or
    /// the user's language) when the view appears (iOS 18). Recorded; `action` is not run.
    public func translationTask(
        source: Locale.Language? = nil, target: Locale.Language? = nil, action: @escaping (TranslationSession) async -> Void
    ) -> some View {
        recording("translationTask", "source: \(source?.minimalIdentifier ?? "nil"), target: \(target?.minimalIdentifier ?? "nil")")
    }
}
