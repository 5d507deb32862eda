@testable import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// iOS 18's `TextRenderer`: at rest its `draw(layout:in:)` gets the text's real lines, runs and
/// glyphs, and what it draws is what the picture shows; the text is sized as without it.
@Suite struct TextRendererTests {
    struct Secret: TextAttribute {}

    /// Draws every run but the secret ones, and records what it was given.
    struct SkipsSecrets: TextRenderer {
        let seen: Box
        final class Box: @unchecked Sendable { var lines: [[String]] = []; var secretRuns = 0; var lineOrigins: [CGPoint] = []; var runXs: [CGFloat] = [] }
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                seen.lines.append(line.map { run in String(run.part.string) })
                seen.lineOrigins.append(line.origin)
                for run in line {
                    seen.runXs.append(run.typographicBounds.origin.x)
                    if run[Secret.self] != nil { seen.secretRuns += 1 } else { ctx.draw(run) }
                }
            }
        }
    }

    @Test func theRendererGetsTheLinesAndRunsAndDrawsWhatItChooses() throws {
        let seen = SkipsSecrets.Box()
        let secret = Text("XXXX").customAttribute(Secret())
        let view = Text("Key \(secret) end").font(.system(size: 30)).foregroundStyle(.black)
            .textRenderer(SkipsSecrets(seen: seen))
            .fixedSize()
        let drawn = try RenderTesting.pixels(view).image
        #expect(seen.lines == [["Key ", "XXXX", " end"]])
        #expect(seen.secretRuns == 1)
        // Sized as the plain text: the renderer changes no layout.
        let plain = RenderTesting.layout(Text("Key XXXX end").font(.system(size: 30)).fixedSize())
        let rendered = RenderTesting.layout(view)
        #expect(rendered.size == plain.size)
        // The secret's place is blank, the words around it are drawn.
        let width = Int(plain.size.width), height = Int(plain.size.height)
        func ink(_ xs: Range<Int>) -> Int {
            var count = 0
            for y in 0..<height { for x in xs where drawn[x, y].red < 128 { count += 1 } }
            return count
        }
        let third = width / 3
        #expect(ink(0..<third) > 20, "\"Key\" is drawn")
        #expect(ink((third + 8)..<(2 * third - 8)) == 0, "the secret is not")
        #expect(ink((width - third)..<width) > 20, "\"end\" is drawn")
    }

    @Test func linesFollowTheTextsWrappingAndAlignment() throws {
        let seen = SkipsSecrets.Box()
        _ = try RenderTesting.pixels(
            Text("one two three four five six").font(.system(size: 20)).multilineTextAlignment(.center)
                .textRenderer(SkipsSecrets(seen: seen)).frame(width: 80))
        #expect(seen.lines.count > 1)
        #expect(seen.lines.joined().joined().filter { !$0.isWhitespace } == "onetwothreefourfivesix")
        // Baselines go down the frame evenly.
        let ys = seen.lineOrigins.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 > $0 })
    }

    @Test func aForcedBreakStartsALineAndARunKeepsItsTrailingSpace() throws {
        let seen = SkipsSecrets.Box()
        let secret = Text("XX").customAttribute(Secret())
        _ = try RenderTesting.pixels(
            Text("Key \(secret) end\nnext line").font(.system(size: 20)).textRenderer(SkipsSecrets(seen: seen)).fixedSize())
        #expect(seen.lines.count == 2, "\(seen.lines)")
        #expect(seen.lines.last?.joined().trimmingCharacters(in: .whitespacesAndNewlines) == "next line")
        #expect(seen.lines.last?.joined().contains("\n") == false)
        // The secret starts after "Key " with its space, not after "Key".
        let key = RenderTesting.layout(Text("Key").font(.system(size: 20)).fixedSize()).size.width
        #expect(seen.runXs.count > 1 && seen.runXs[1] > key + 2, "\(seen.runXs) after \(key)")
    }
}
