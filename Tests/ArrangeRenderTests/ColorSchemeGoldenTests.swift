import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// A small screen of label levels, system colours and a divider, light and dark: compare with
/// an iPhone in each appearance. Re-record with ARRANGE_RECORD_GOLDENS=1.
@Suite struct ColorSchemeGoldenTests {
    static func screen() -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Primary label")
            Text("Secondary label").foregroundStyle(.secondary)
            Text("Tertiary label").foregroundStyle(.tertiary)
            Text("Quaternary label").foregroundStyle(.quaternary)
            Divider()
            HStack(spacing: 4) {
                ForEach([Color.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray], id: \.self) {
                    $0.frame(width: 16, height: 16)
                }
            }
            Text("Grouped background").padding(8).background(Color(system: .secondarySystemBackground))
        }
        .padding(12)
    }

    @Test func lightScreen() throws {
        try RenderTesting.assertGolden(Self.screen(), named: "color-scheme-light")
    }

    @Test func darkScreen() throws {
        try RenderTesting.assertGolden(Self.screen().preferredColorScheme(.dark), named: "color-scheme-dark")
    }
}
