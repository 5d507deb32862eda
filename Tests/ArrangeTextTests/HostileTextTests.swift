// Text requests found to trap PangoTextMetrics by fuzzing from outside (issue 15, part 2): each
// now has a defined, finite answer.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics: hostile requests")
struct HostileTextTests {
    @Test func aNaNLineCountFromDegenerateMetricsAllowsOneLine() {
        // Issue 15: Int(NaN) in TextSetter.maximumLines.
        var environment = EnvironmentValues()
        environment.textMetrics = metrics
        let view = Text("\u{2029}").font(.custom("NoSuchFont", size: 40)).tracking(1e308).lineLimit(2, reservesSpace: true)
            .minimumScaleFactor(0.1).fixedSize(horizontal: true, vertical: false).frame(height: 0).id("text")
        let layout = ViewLayout(view, environment: environment)
        let frame = layout.frame(of: "text")
        #expect(frame.map { $0.width.isFinite && $0.height == 0 } == true)
        #expect(layout.warnings.contains { $0.hasPrefix("Text's tracking(_:) of") })
    }

    @Test func aSpanBeyondInt32IsMeasuredNotOverflowed() {
        // Issue 15: Int32 overflow of `high - low` in TextSetter.read.
        let options = TextLayoutOptions(font: .system(size: 1_000_000).weight(.ultraLight), lineLimit: 1000, reservesSpace: true)
        let size = set(String(repeating: "\t", count: 493), width: nil, height: 0, options).size
        #expect(size.width.isFinite && size.height.isFinite)
    }

    @Test func hugeTrackingAndLineSpacingGiveFiniteSizes() {
        let tracked = set(" ", width: 390, height: 0, TextLayoutOptions(tracking: 1e308)).size
        #expect(tracked.width.isFinite && tracked.width <= 390)
        let spaced = set("a\nb\nc", width: nil, TextLayoutOptions(lineSpacing: 1e308)).size
        #expect(spaced.height.isFinite)
        #expect(spaced.height <= 3 * 10_000 + 2 * TextLayoutOptions.lineSpacings.upperBound)
    }

    @Test func aKoreanWordNextToZeroWidthCharactersAndEmojiRightToLeftAtWidthZeroIsSetWithoutAbortingPango() {
        // Issue 15: TextFuzz (Fuzz/Findings/TextFuzz/pango-line-break-assertion-minimized)
        // ended the process in Pango's line breaking (`process_line: assertion failed`) when a
        // Korean word kept whole was wider than the line.
        let text = "안녕하세요 세계\u{200B}\u{200C}\u{200D}\u{FEFF}👩‍👩‍👧‍👦🏳️‍🌈🇰🇷"
        let options = TextLayoutOptions(
            font: .system(size: 0), reservesSpace: true, truncationMode: .head, minimumScaleFactor: 0,
            alignment: .center, layoutDirection: .rightToLeft)
        let size = set(text, width: 0, height: nil, options).size
        #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
    }
}
