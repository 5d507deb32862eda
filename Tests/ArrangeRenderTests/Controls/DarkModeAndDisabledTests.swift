import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Controls, lists and bars in light and dark mode, and `.disabled(true)` dimming, by pixels.
/// Colours are iOS's (ios-metrics.md §8; the tab bar's material FL `bottom_tab_bar.dart`, the
/// segmented thumb FL `sliding_segmented_control.dart`).
@Suite struct DarkModeAndDisabledTests {
    static func schemed<V: View>(_ view: V, _ scheme: ColorScheme) -> some View { view.environment(\.colorScheme, scheme) }

    /// The bordered button's fill, sampled left of its title.
    static func borderedFill(_ scheme: ColorScheme, scale: CGFloat) throws -> PixelImage.RGBA {
        let button = Button("Go") {}.buttonStyle(.bordered)
        let image = try RenderTesting.pixels(schemed(button, scheme), scale: scale).image
        return image[Int(4 * scale), image.height / 2]
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func borderedButtonsFillWithTertiarySystemFillInEitherScheme(scale: CGFloat) throws {
        let light = try Self.borderedFill(.light, scale: scale)
        #expect(light.isClose(to: composited([118, 118, 128], opacity: 0.12), tolerance: 1), "\(light)")
        let dark = try Self.borderedFill(.dark, scale: scale)
        #expect(dark.isClose(to: composited([118, 118, 128], opacity: 0.24, over: Expected.black), tolerance: 1), "\(dark)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func insetGroupedListsTakeTheirSchemesBackgrounds(scheme: ColorScheme) throws {
        let list = List { Text("Row") }.frame(width: 200, height: 120)
        let image = try RenderTesting.pixels(Self.schemed(list, scheme)).image
        let behind = scheme == .dark ? [0, 0, 0] : [242, 242, 247]
        let cell = scheme == .dark ? [28, 28, 30] : [255, 255, 255]
        #expect(image[4, 4].rgb == behind, "\(image[4, 4])")
        // The first card starts 35 below the top (ListMetrics.sectionSpacing) and 16 in.
        #expect(image[100, 40].rgb == cell, "\(image[100, 40])")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theSelectedSegmentIsWhiteInLightAndGreyInDark(scheme: ColorScheme) throws {
        let picker = Picker("P", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }
            .pickerStyle(.segmented).frame(width: 200)
        let image = try RenderTesting.pixels(Self.schemed(picker, scheme)).image
        // Inside the first segment, clear of its letter.
        let thumb = image[10, image.height / 2]
        #expect(thumb.rgb == (scheme == .dark ? [99, 99, 102] : Expected.white), "\(thumb)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theTabBarIsItsSchemesMaterial(scheme: ColorScheme) throws {
        let tabs = TabView { Text("One").tabItem { Text("One") } }.frame(width: 200, height: 200)
        let image = try RenderTesting.pixels(Self.schemed(tabs, scheme)).image
        let bar = image[4, image.height - 4]
        let expected = scheme == .dark
            ? composited([29, 29, 29], opacity: 0.94, over: Expected.black) : composited([249, 249, 249], opacity: 0.94)
        #expect(bar.isClose(to: expected, tolerance: 1), "\(bar)")
    }

    @Test func disabledProminentButtonsLoseTheirTint() throws {
        let enabled = try RenderTesting.pixels(Button("Go") {}.buttonStyle(.borderedProminent)).image
        #expect(enabled[4, enabled.height / 2].rgb == Expected.blue)
        let disabled = try RenderTesting.pixels(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true)).image
        let fill = disabled[4, disabled.height / 2]
        #expect(fill.isClose(to: composited([118, 118, 128], opacity: 0.12), tolerance: 1), "\(fill)")
    }

    @Test func disabledBorderlessButtonsAreTertiaryLabelGrey() throws {
        let label = Text("I").font(.system(size: 60, weight: .black))
        let disabled = try RenderTesting.pixels(Button {} label: { label }.disabled(true), scale: 3).image
        #expect(disabled.mostCovered().isClose(to: composited([60, 60, 67], opacity: 0.3), tolerance: 2), "\(disabled.mostCovered())")
        let dark = try RenderTesting.pixels(Self.schemed(Button {} label: { label }.disabled(true), .dark), scale: 3).image
        #expect(dark.mostCovered(against: Expected.black).isClose(to: composited([235, 235, 245], opacity: 0.3, over: Expected.black), tolerance: 2))
    }

    @Test func aDisabledSwitchIsDrawnAtHalfOpacity() throws {
        let on = Toggle("", isOn: .constant(true)).labelsHidden()
        let enabled = try RenderTesting.pixels(on).image
        let disabled = try RenderTesting.pixels(on.disabled(true)).image
        // The track's left end, clear of the knob.
        let x = 6, y = enabled.height / 2
        #expect(enabled[x, y].rgb == Expected.green)
        #expect(disabled[x, y].isClose(to: composited([52, 199, 89], opacity: 0.5), tolerance: 1), "\(disabled[x, y])")
    }
}

/// The status bar and home indicator follow the screen's scheme: black on light, white on dark.
@Suite struct DeviceChromeSchemeTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func theHomeIndicatorIsTheLabelColour(scheme: ColorScheme) throws {
        let chrome = DeviceChrome(device: .iPhone15Pro).ignoresSafeArea().environment(\.colorScheme, scheme)
        let image = try RenderTesting.pixels(chrome, proposal: ProposedViewSize(width: 393, height: 852)).image
        // The indicator is 134 × 5, 8 above the bottom, centred (DeviceChromeMetrics).
        let pixel = image[image.width / 2, image.height - 10]
        #expect(pixel.rgb == (scheme == .dark ? Expected.white : Expected.black), "\(pixel)")
    }
}
