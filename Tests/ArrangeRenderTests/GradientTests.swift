import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Gradients as views and as shape styles, by pixels. The expected colours are SwiftUI's
/// geometry (documented on each type: unit points of the shape, radii in points or fractions,
/// angles clockwise from the trailing side) applied to the system colours of ios-metrics.md §8,
/// mixed in sRGB as an iPhone's `.device` colour space mixes them.
@Suite struct GradientTests {
    /// `a` mixed toward `b` by `t`, rounded as 0…255 components.
    static func mix(_ a: [Int], _ b: [Int], _ t: Double) -> [Int] {
        zip(a, b).map { Int((Double($0) + (Double($1) - Double($0)) * t).rounded()) }
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func linearGradientRunsFromTheStartPointToTheEndPoint(scale: CGFloat) throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 10)
        let image = try RenderTesting.pixels(view, scale: scale).image
        let width = Double(image.width)
        for x in [0, image.width / 4, image.width / 2, image.width - 1] {
            let t = (Double(x) + 0.5) / width
            let expected = Self.mix(Expected.red, Expected.blue, t)
            #expect(image[x, image.height / 2].isClose(to: expected, tolerance: 2), "x \(x): \(image[x, image.height / 2]) vs \(expected)")
        }
    }

    @Test func linearGradientLaysOutAsColorDoes() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let row = HStack(spacing: 0) { gradient.id("g"); Color.green.id("c") }.frame(width: 200, height: 50)
        let layout = RenderTesting.layout(row)
        #expect(layout.frame(of: "g")?.size == layout.frame(of: "c")?.size)
        #expect(layout.frame(of: "g")?.width == 100)
        let ideal = RenderTesting.layout(gradient.fixedSize().id("ideal"))
        #expect(ideal.frame(of: "ideal")?.size == CGSize(width: 10, height: 10))
    }

    @Test func radialGradientGrowsInCirclesFromTheStartRadiusToTheEndRadius() throws {
        let view = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).frame(width: 100, height: 100)
        let image = try RenderTesting.pixels(view).image
        // Pixel (75, 50)'s centre is 25.5 points right of the centre: 51 % of the way out.
        let t = hypot(25.5, 0.5) / 50
        #expect(image[75, 50].isClose(to: Self.mix(Expected.white, Expected.black, t), tolerance: 2), "\(image[75, 50])")
        #expect(image[50, 75].isClose(to: Self.mix(Expected.white, Expected.black, t), tolerance: 2), "\(image[50, 75])")
        #expect(image[0, 0].isClose(to: Expected.black, tolerance: 1), "outside the end radius the last colour continues")
        #expect(image[50, 50].isClose(to: Self.mix(Expected.white, Expected.black, hypot(0.5, 0.5) / 50), tolerance: 2))
    }

    @Test func ellipticalGradientStretchesToTheShapesBounds() throws {
        let view = EllipticalGradient(colors: [.white, .black]).frame(width: 200, height: 100)
        let image = try RenderTesting.pixels(view).image
        // 50 points across a 200-point width is as far out as 25 points down a 100-point height.
        let across = hypot(50.5 / 200, 0.5 / 100) / 0.5
        let down = hypot(0.5 / 200, 25.5 / 100) / 0.5
        #expect(image[150, 50].isClose(to: Self.mix(Expected.white, Expected.black, across), tolerance: 2), "\(image[150, 50])")
        #expect(image[100, 75].isClose(to: Self.mix(Expected.white, Expected.black, down), tolerance: 2), "\(image[100, 75])")
        #expect(image[199, 50].isClose(to: Expected.black, tolerance: 2))
    }

    @Test func angularGradientTurnsClockwiseFromTheTrailingSide() throws {
        let view = AngularGradient(colors: [.red, .blue], center: .center).frame(width: 100, height: 100)
        let image = try RenderTesting.pixels(view).image
        func expected(_ x: Int, _ y: Int) -> [Int] {
            var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if angle < 0 { angle += 2 * .pi }
            return Self.mix(Expected.red, Expected.blue, angle / (2 * .pi))
        }
        // Not next to the seam at 0°, where red meets blue.
        for (x, y) in [(90, 55), (50, 90), (10, 50), (50, 10), (90, 44)] {
            #expect(image[x, y].isClose(to: expected(x, y), tolerance: 3), "(\(x), \(y)): \(image[x, y]) vs \(expected(x, y))")
        }
    }

    @Test func angularGradientShorterThanATurnSplitsTheRestBetweenItsEndColours() throws {
        let view = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
            .frame(width: 100, height: 100)
        let image = try RenderTesting.pixels(view).image
        #expect(image[50, 90].isClose(to: Self.mix(Expected.red, Expected.blue, 0.5), tolerance: 3), "halfway round the sweep")
        #expect(image[20, 20].isClose(to: Expected.blue, tolerance: 2), "the first half of the rest is the last colour")
        #expect(image[80, 20].isClose(to: Expected.red, tolerance: 2), "the second half of the rest is the first colour")
    }

    @Test func stopsAtLocationsHoldTheirColoursBetween() throws {
        let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)]
        let image = try RenderTesting.pixels(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 4)).image
        #expect(image[48, 2].isClose(to: Expected.red, tolerance: 1))
        #expect(image[51, 2].isClose(to: Expected.blue, tolerance: 1))
    }

    @Test func colorGradientIsLighterAtTheTop() throws {
        let image = try RenderTesting.pixels(Rectangle().fill(Color.blue.gradient).frame(width: 4, height: 100)).image
        // StandardColorGradient: the top mixed 20 % toward white, the bottom the colour.
        let top = Self.mix(Expected.blue, Expected.white, 0.2)
        #expect(image[2, 0].isClose(to: Self.mix(top, Expected.blue, 0.005), tolerance: 2), "\(image[2, 0])")
        #expect(image[2, 99].isClose(to: Self.mix(top, Expected.blue, 0.995), tolerance: 2), "\(image[2, 99])")
    }

    @Test func gradientStaticsAndStylesFillShapesAndBackgrounds() throws {
        let fill = Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 10, height: 100)
        let filled = try RenderTesting.pixels(fill).image
        #expect(filled[5, 0].isClose(to: Expected.red, tolerance: 3))
        #expect(filled[5, 99].isClose(to: Expected.blue, tolerance: 3))

        let background = Color.clear.frame(width: 100, height: 10)
            .background(LinearGradient(colors: [.green, .red], startPoint: .leading, endPoint: .trailing), in: Rectangle())
        let behind = try RenderTesting.pixels(background).image
        #expect(behind[0, 5].isClose(to: Expected.green, tolerance: 3))
        #expect(behind[99, 5].isClose(to: Expected.red, tolerance: 3))

        let foreground = VStack { Rectangle().frame(width: 100, height: 10) }
            .foregroundStyle(LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing))
        let styled = try RenderTesting.pixels(foreground).image
        #expect(styled[0, 5].isClose(to: Expected.blue, tolerance: 3))
        #expect(styled[99, 5].isClose(to: Expected.green, tolerance: 3))
    }

    @Test func gradientColoursResolveInTheViewsColourScheme() throws {
        let view = LinearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom).frame(width: 4, height: 4)
            .environment(\.colorScheme, .dark)
        let image = try RenderTesting.pixels(view).image
        #expect(image[2, 2].isClose(to: [10, 132, 255], tolerance: 1), "dark systemBlue (ios-metrics.md §8)")
    }

    @Test func tintIsAStyle() throws {
        let plain = try RenderTesting.pixels(Rectangle().fill(.tint).frame(width: 4, height: 4)).image
        #expect(plain[2, 2].rgb == Expected.blue, "the accent colour by default")
        let tinted = try RenderTesting.pixels(Rectangle().fill(.tint).frame(width: 4, height: 4).tint(.red)).image
        #expect(tinted[2, 2].rgb == Expected.red)
        let text = try RenderTesting.pixels(
            VStack { Rectangle().frame(width: 4, height: 4) }.foregroundStyle(.tint).tint(.green)).image
        #expect(text[2, 2].rgb == Expected.green)
    }

    @Test func aGradientWithoutStopsIsClearAndWarns() throws {
        let (image, warnings, _) = try RenderTesting.pixels(
            ZStack { Color.white; LinearGradient(stops: [], startPoint: .top, endPoint: .bottom) }.frame(width: 10, height: 10))
        #expect(image[5, 5].rgb == Expected.white)
        #expect(warnings.contains { $0.contains("has no stops") }, "\(warnings)")
    }

    @Test func unsortedAndNaNStopsAreRepairedWithAWarning() throws {
        let stops: [Gradient.Stop] = [.init(color: .blue, location: 1), .init(color: .green, location: .nan), .init(color: .red, location: -3)]
        let (image, warnings, _) = try RenderTesting.pixels(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 4))
        #expect(image[0, 2].isClose(to: Expected.red, tolerance: 3))
        #expect(image[99, 2].isClose(to: Expected.blue, tolerance: 3))
        #expect(warnings.contains { $0.contains("stop locations") }, "\(warnings)")
    }

    @Test func oneStopAndMeetingPointsFillWithTheLastColour() throws {
        let one = try RenderTesting.pixels(LinearGradient(colors: [.green], startPoint: .leading, endPoint: .trailing).frame(width: 10, height: 10)).image
        #expect(one[5, 5].rgb == Expected.green)
        let meeting = try RenderTesting.pixels(LinearGradient(colors: [.red, .green], startPoint: .center, endPoint: .center).frame(width: 10, height: 10)).image
        #expect(meeting[5, 5].rgb == Expected.green)
        let nanRadii = try RenderTesting.pixels(
            RadialGradient(colors: [.red, .green], center: .center, startRadius: .nan, endRadius: -.infinity).frame(width: 10, height: 10)).image
        #expect(nanRadii[5, 5].rgb == Expected.green)
    }
}
