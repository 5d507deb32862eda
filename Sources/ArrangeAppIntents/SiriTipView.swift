import Arrange
import Foundation

/// A tip telling the user what to say to Siri to run an intent, as App Intents' `SiriTipView`.
///
/// Drawn as iOS lays it out: a rounded box (corner radius 12) of the secondary grouped
/// background across the width offered, the Siri glyph, "Just say “Hey Siri, …”" with the
/// intent's title (the phrase iOS shows comes from the app's shortcuts, which a still picture
/// does not look up), and a close button at the trailing edge. Hidden when `isVisible` is false.
public nonisolated struct SiriTipView: View {
    let title: String
    let isVisible: Bool

    /// A tip for `intent`, shown while `isVisible` is true.
    public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
        title = Intent.title.key
        self.isVisible = isVisible.wrappedValue
    }

    /// The box with the glyph, the phrase and the close button.
    public var body: some View {
        if isVisible {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: "mic.circle.fill")
                    .font(.title)
                    .foregroundStyle(.purple)
                Text("Just say “Hey Siri, \(title)”")
                    .font(.callout)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "xmark")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(system: .secondarySystemBackground)))
        }
    }
}

/// A link to the app's shortcuts in the Shortcuts app, as App Intents' `ShortcutsLink`: a
/// capsule with the Shortcuts glyph and "Shortcuts", in the style of iOS's link.
public nonisolated struct ShortcutsLink: View {
    /// The link.
    public init() {}
    /// A link running `action` instead of opening Shortcuts.
    public init(action: @escaping () -> Void) {}

    /// The glyph and title in a capsule.
    public var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "square.2.layers.3d.fill")
            Text("Shortcuts")
        }
        .font(.body.weight(.semibold))
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(Capsule().fill(Color.black))
    }
}
