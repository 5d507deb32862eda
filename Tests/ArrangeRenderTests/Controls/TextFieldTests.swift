import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// TextField, SecureField and TextEditor.
@Suite struct TextFieldTests {
    let line = ControlTesting.textSize("Email").height

    // ios-metrics.md §5: a plain field is one body line tall across the proposed width (INF).
    @Test func aPlainFieldIsOneLineAcrossTheWidth() throws {
        #expect(try ControlTesting.frame("f", in: TextField("Email", text: .constant("")).id("f"), proposal: ProposedViewSize(width: 300, height: 100)).size == CGSize(width: 300, height: line))
    }

    // FL text_field.dart (iOS 13): 7 points of padding, radius 5, a one-pixel border of black at 20 %.
    @Test func aRoundedBorderFieldIsPaddedBySeven() throws {
        let frame = try ControlTesting.frame("f", in: TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).id("f"), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(approximatelyEqual(frame.size, CGSize(width: 300, height: line + 14)))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theRoundedBorderIsAHairlineAroundWhite(scale: CGFloat) throws {
        let field = TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200).environment(\.displayScale, scale)
        let image = try RenderTesting.pixels(field, scale: scale, proposal: ProposedViewSize(width: 200, height: 100)).image
        let row = image.height / 2
        // The left border: one pixel of black at 20 % over white (204), then white.
        #expect(image[0, row].isClose(to: ControlTesting.overWhite([0, 0, 0], opacity: 0.2), tolerance: 10))
        #expect(image[2, row].isClose(to: SystemColor.white))
        #expect(image[image.width - 1, row].isClose(to: ControlTesting.overWhite([0, 0, 0], opacity: 0.2), tolerance: 10))
    }

    // ios-metrics.md §8: placeholderText is (60, 60, 67) at 30 %.
    @Test(arguments: [1, 3] as [CGFloat])
    func anEmptyFieldShowsItsPlaceholderInPlaceholderGrey(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(TextField("Email", text: .constant("")).frame(width: 200), scale: scale, proposal: ProposedViewSize(width: 200, height: 100)).image
        #expect(ControlTesting.count(SystemColor.black, in: image, tolerance: 80) == 0)
        #expect(ControlTesting.count(ControlTesting.overWhite([60, 60, 67], opacity: 0.3), in: image, tolerance: 10) > Int(5 * scale))
        let filled = try RenderTesting.pixels(TextField("Email", text: .constant("me@example.com")).frame(width: 200), scale: scale, proposal: ProposedViewSize(width: 200, height: 100)).image
        #expect(ControlTesting.count(SystemColor.black, in: filled, tolerance: 30) > Int(5 * scale))
    }

    @Test func thePromptWinsOverTheTitleAsPlaceholder() {
        let layout = RenderTesting.layout(TextField("Email", text: .constant(""), prompt: Text("Required")))
        #expect(texts(layout) == ["Required"])
    }

    @Test func aSecureFieldShowsABulletPerCharacter() {
        let layout = RenderTesting.layout(SecureField("Password", text: .constant("hunter2")))
        #expect(texts(layout) == [String(repeating: "\u{2022}", count: 7)])
        #expect(layout.root.kind == "SecureField")
    }

    @Test func aHorizontalFieldStaysOnOneLineAndClips() throws {
        let long = String(repeating: "word ", count: 40)
        let frame = try ControlTesting.frame("f", in: TextField("Notes", text: .constant(long)).id("f"), proposal: ProposedViewSize(width: 200, height: 400))
        #expect(frame.size == CGSize(width: 200, height: line))
    }

    @Test func aVerticalFieldWrapsWithinItsLineLimit() throws {
        let long = String(repeating: "word ", count: 40)
        let grows = try ControlTesting.frame("f", in: TextField("Notes", text: .constant(long), axis: .vertical).id("f"), proposal: ProposedViewSize(width: 200, height: 800))
        #expect(grows.height > 3 * line)
        let limited = try ControlTesting.frame("f", in: TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3).id("f"), proposal: ProposedViewSize(width: 200, height: 800))
        #expect(approximatelyEqual(limited.height, 3 * line, tolerance: 1))
        let reserved = try ControlTesting.frame("f", in: TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...5).id("f"), proposal: ProposedViewSize(width: 200, height: 800))
        #expect(approximatelyEqual(reserved.height, 3 * line, tolerance: 1))
    }

    // UITextView's insets: 8 above and below, 5 at the sides (TextEditorMetrics).
    @Test func aTextEditorFillsTheProposalWithItsTextInset() throws {
        let layout = RenderTesting.layout(TextEditor(text: .constant("Hello")).id("e"), proposal: ProposedViewSize(width: 300, height: 200))
        #expect(layout.frame(of: "e")?.size == CGSize(width: 300, height: 200))
        let text = try #require(layout.nodes.first { $0.kind == "text" }?.frame)
        #expect(text.origin == CGPoint(x: 5, y: 8))
    }

    func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }
}
