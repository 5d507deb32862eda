// Views laid out with PangoTextMetrics in the environment take the sizes the metrics give.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics in layout")
struct ViewLayoutTests {
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.textMetrics = PangoTextMetrics()
        return environment
    }

    @Test func paddedTextIsItsIdealSizePlusThePadding() throws {
        // The book's first example: Text("Hello, World!").padding(10).
        let layout = ViewLayout(Text("Hello, World!").id("text").padding(10), environment: environment)
        let ideal = set("Hello, World!", width: nil).size
        #expect(layout.size == CGSize(width: ideal.width + 20, height: ideal.height + 20))
        #expect(close(layout.size.width, 121.274))
        let frame = try #require(layout.frame(of: "text"))
        #expect(frame.size == ideal)
        #expect(frame.minX == 10 && frame.minY == 10)
    }

    @Test func textInANarrowFrameWrapsToTheMetricsLines() throws {
        let view = Text("Hello world again").id("text").frame(width: 80)
        let layout = ViewLayout(view, environment: environment)
        let frame = try #require(layout.frame(of: "text"))
        let wrapped = set("Hello world again", width: 80)
        #expect(frame.size == wrapped.size)
        #expect(frame.height == 3 * bodyLineHeight)
        // Centred in the 80-point frame.
        #expect(close(frame.minX, (80 - wrapped.size.width) / 2, within: 1e-9))
    }

    @Test func anHStackOfTextsPlacesThemSideBySide() throws {
        let view = HStack(spacing: 8) {
            Text("Hello").id("a")
            Text("알림 설정").id("b")
        }
        let layout = ViewLayout(view, environment: environment)
        let a = try #require(layout.frame(of: "a"))
        let b = try #require(layout.frame(of: "b"))
        #expect(a.size == set("Hello", width: nil).size)
        #expect(b.size == set("알림 설정", width: nil).size)
        #expect(b.minX == a.maxX + 8)
        #expect(layout.size.width == a.width + 8 + b.width)
    }

    @Test func firstTextBaselinesLineUpAcrossFonts() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.largeTitle).id("large")
            Text("body").id("body")
        }
        let layout = ViewLayout(view, environment: environment)
        let large = try #require(layout.frame(of: "large"))
        let body = try #require(layout.frame(of: "body"))
        let largeBaseline = set("Title", width: nil, TextLayoutOptions(font: .largeTitle)).firstBaseline
        #expect(close(large.minY + largeBaseline, body.minY + bodyAscent, within: 1e-9))
        #expect(largeBaseline == 32.9375)
    }

    @Test func modifiersReachTheMetrics() throws {
        let view = Text("Hello, World!").id("text").lineLimit(1).truncationMode(.middle).frame(width: 60)
        let layout = ViewLayout(view, environment: environment)
        let frame = try #require(layout.frame(of: "text"))
        let truncated = set("Hello, World!", width: 60, TextLayoutOptions(lineLimit: 1, truncationMode: .middle))
        #expect(truncated.lines.map(\.text) == ["Hel…ld!"])
        #expect(frame.size == truncated.size)
    }

    @Test func dividerAndColorInAnHStackInAScrollViewSpanTheRowAsOnAnIPhone() throws {
        // iOS: the Color and the Divider are as tall as the row's text, 20.57, at y 0 (the
        // measurement quoted in the lead's brief for the stack placing rule, 2026-12-03); sized
        // for 390×nil they are 10 tall, and the stack places them for its own height.
        let view = ScrollView {
            HStack {
                Text("Hello").id("text")
                Color.red.frame(width: 4).id("bar")
                Divider().id("divider")
            }
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 390, height: 844), environment: environment)
        let text = try #require(layout.frame(of: "text"))
        let bar = try #require(layout.frame(of: "bar"))
        let divider = try #require(layout.frame(of: "divider"))
        #expect(text.height == bodyLineHeight)
        #expect(bar.minY == 0 && bar.height == bodyLineHeight && bar.width == 4)
        #expect(divider.minY == 0 && divider.height == bodyLineHeight && divider.width == 1)
        #expect(close(bar.minX, 48.69) && close(divider.minX, 60.69))
    }
}
