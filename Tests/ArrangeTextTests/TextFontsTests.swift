// Font configuration: the isolated fontconfig, named families, missing files.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("TextFonts")
struct TextFontsTests {
    @Test func theStandardFontsAllExistAndLoad() {
        #expect(TextFonts.standard.files.count == 33, "Inter (18), NanumGothic (2), Noto Color Emoji, DejaVu (12)")
        #expect(TextFonts.standard.files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(PangoTextMetrics().notes.isEmpty)
    }

    @Test func familyListsPutTheDesignFirstThenTheFallbacks() {
        let fonts = TextFonts.standard
        #expect(fonts.familyList(for: .body.monospaced()) == "DejaVu Sans Mono,NanumGothic,DejaVu Sans")
        #expect(fonts.familyList(for: .system(size: 12, design: .rounded)) == "Inter,NanumGothic,DejaVu Sans")
        #expect(fonts.familyList(for: .custom("DejaVu Sans", size: 17)) == "DejaVu Sans,Inter,NanumGothic")
    }

    @Test func customFamiliesAreUsedWhenLoaded() {
        let dejaVu = set("Hello, World!", width: nil, TextLayoutOptions(font: .custom("DejaVu Sans", size: 17))).size.width
        let inter = set("Hello, World!", width: nil).size.width
        #expect(dejaVu != inter)
        // A family that is not loaded falls back to the default family.
        let unknown = set("Hello, World!", width: nil, TextLayoutOptions(font: .custom("No Such Family", size: 17))).size.width
        #expect(unknown == inter)
    }

    @Test func missingFontFilesFallBackToTheMachinesFontconfigWithANote() {
        var fonts = TextFonts.standard
        fonts.files = ["/nonexistent/Inter-Regular.otf"]
        let fallback = PangoTextMetrics(fonts: fonts)
        #expect(fallback.notes.count == 2)
        #expect(fallback.notes[0] == "font file missing: /nonexistent/Inter-Regular.otf")
        #expect(fallback.notes[1].contains("machine's fontconfig"))
        let m = fallback.measure("Hello, 알림", options: TextLayoutOptions(), proposal: .unspecified)
        #expect(m.size.width > 0 && m.size.height > 0)
    }

    @Test func someMissingFilesLeaveTheOthersInUse() {
        var fonts = TextFonts.standard
        fonts.files.append("/nonexistent/Extra.otf")
        let partial = PangoTextMetrics(fonts: fonts)
        #expect(partial.notes.first == "font file missing: /nonexistent/Extra.otf")
        #expect(partial.notes.count == 2)
        #expect(partial.measure("Hello, World!", options: TextLayoutOptions(), proposal: .unspecified)
            == set("Hello, World!", width: nil))
        #expect(partial != PangoTextMetrics())
    }

    @Test func aFileFontconfigCannotReadIsNoted() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-not-a-font-\(UUID()).otf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var fonts = TextFonts.standard
        fonts.files = [path] + fonts.files
        let metrics = PangoTextMetrics(fonts: fonts)
        #expect(metrics.notes.first == "font file unreadable by fontconfig: \(path)")
        #expect(metrics.measure("Hello, World!", options: TextLayoutOptions(), proposal: .unspecified) == set("Hello, World!", width: nil))
    }

    @Test func theSystemFontconfigMeasuresToo() {
        let system = PangoTextMetrics(fonts: .system)
        #expect(system.notes.isEmpty)
        let m = system.measure("Hello", options: TextLayoutOptions(), proposal: .unspecified)
        #expect(m.size.width > 0 && m.size.height > 0)
    }

    @Test func equalFontsMakeEqualMetrics() {
        #expect(PangoTextMetrics() == PangoTextMetrics(fonts: .standard))
        #expect(PangoTextMetrics().hashValue == PangoTextMetrics(fonts: .standard).hashValue)
        #expect(PangoTextMetrics() != PangoTextMetrics(fonts: .system))
    }
}
