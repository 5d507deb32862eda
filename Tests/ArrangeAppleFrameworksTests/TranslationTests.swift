// The Translation framework at rest: the system sheet offered for a text is recorded and not
// drawn (the view is laid out as without it), and a session has no language model to
// translate with.
import Arrange
import ArrangeTestSupport
import ArrangeTranslation
import Foundation
import Testing

@Suite("Translation at rest")
@MainActor
struct TranslationTests {
    @Test func aTranslationSheetIsRecordedAndLeavesTheLayoutAlone() {
        let plain = VStack { Text("Hallo, Welt!").id("text"); Button("Translate") {} }
        let offered = plain
            .translationPresentation(isPresented: .constant(true), text: "Hallo, Welt!")
            .translationTask(source: Locale.Language(identifier: "de"), target: Locale.Language(identifier: "en")) { _ in
                Issue.record("no translation runs at rest")
            }
        let proposal = ProposedViewSize(width: 300, height: 200)
        let layout = ViewLayout(offered, proposal: proposal)
        #expect(layout.frame(of: "text") == ViewLayout(plain, proposal: proposal).frame(of: "text"))
        let names = layout.nodes.flatMap { $0.modifiers.map(\.name) }
        #expect(names.contains("translationPresentation") && names.contains("translationTask"))
    }

    @Test func aSessionHasNoModelToTranslateWith() async {
        var configuration = TranslationSession.Configuration(source: Locale.Language(identifier: "de"))
        configuration.invalidate()
        #expect(configuration.version == 1)
        let session = TranslationSession(installedSource: configuration.source!)
        await #expect(throws: TranslationError.unsupportedLanguagePairing) { _ = try await session.translate("Hallo") }
        #expect(await LanguageAvailability().supportedLanguages.isEmpty)
        #expect(await LanguageAvailability().status(from: Locale.Language(identifier: "de"), to: nil) == .unsupported)
    }
}
