// Devices: screens, safe areas, scales and size classes from /work/shared/notes/ios-metrics.md §1,
// and the bars laid out on them (§2, §3).
import Arrange
import Foundation
import Testing

@Suite("Devices")
struct DeviceTests {
    @Test func theIPhone15ProsSafeAreaIsFiftyNineAboveAndThirtyFourBelow() {
        // ios-metrics §1: 393 × 852 @3x (HIG-L); safe area 59 / 34 (FL-120682, CSL).
        let layout = ViewLayout(Color.red.id("c"), device: .iPhone15Pro)
        #expect(layout.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(Device.iPhone15Pro.displayScale == 3)
        #expect(Device.default == .iPhone15Pro)
    }

    @Test func landscapeMovesTheInsetsToTheSides() {
        // ios-metrics §1: landscape 59 at the sides, 21 below, none above (CSL).
        let layout = ViewLayout(Color.red.id("c"), device: .iPhone15, orientation: .landscape)
        #expect(layout.frame(of: "c") == CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
    }

    @Test func theSEHasATwentyPointStatusBarAndNoHomeIndicator() {
        // ios-metrics §1: 375 × 667 @2x, top 20, bottom 0 (SST, UYL-X); landscape all 0.
        #expect(ViewLayout(Color.red.id("c"), device: .iPhoneSE).frame(of: "c") == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(ViewLayout(Color.red.id("c"), device: .iPhoneSE, orientation: .landscape).frame(of: "c") == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(Device.iPhoneSE.displayScale == 2)
        #expect(Device.iPhoneSE.hasHomeIndicator == false)
    }

    @Test func theProMaxIsWiderAndRegularWidthOnItsSide() {
        // ios-metrics §1: 430 × 932 (HIG-L); regular width in landscape (HIG-L).
        #expect(ViewLayout(Color.red.id("c"), device: .iPhone15ProMax).frame(of: "c") == CGRect(x: 0, y: 59, width: 430, height: 932 - 93))
        #expect(Device.iPhone15ProMax.horizontalSizeClass(.landscape) == .regular)
        #expect(Device.iPhone15Pro.horizontalSizeClass(.landscape) == .compact)
        #expect(Device.iPhone15Pro.verticalSizeClass(.landscape) == .compact)
        #expect(Device.iPhone15Pro.horizontalSizeClass(.portrait) == .compact)
    }

    @Test func theEnvironmentGetsTheDevicesScaleAndSizeClasses() {
        let environment = Device.iPhone15ProMax.environment(.landscape)
        #expect(environment.displayScale == 3)
        #expect(environment.deviceSizeClasses == DeviceSizeClasses(horizontal: .regular, vertical: .compact))
        #expect(environment.navigationBarOverlap == 0)
        #expect(abs(Device.iPhone15.environment(.portrait).navigationBarOverlap - 16.0 / 3) < 1e-12)
    }

    @Test func devicesAreFoundByTheirNamesLoosely() {
        #expect(Device.named("iPhone 15 Pro") == .iPhone15Pro)
        #expect(Device.named("iphone-15-pro-max") == .iPhone15ProMax)
        #expect(Device.named("IPHONESE") == .iPhoneSE)
        #expect(Device.named("Pixel 8") == nil)
        #expect(Device.named("") == nil)
    }

    @Test func contentUnderAnInlineBarStartsAtNinetySevenAndTwoThirds() {
        // ios-metrics §2: 97.667 under an inline bar (SO-97, KOUKI), 149.667 under a large title (INF).
        let inline = NavigationStack { Color.red.id("c").navigationTitle("T").navigationBarTitleDisplayMode(.inline) }
        let large = NavigationStack { Color.red.id("c").navigationTitle("T") }
        let inlineTop = ViewLayout(inline, device: .iPhone15Pro).frame(of: "c")?.minY ?? 0
        let largeTop = ViewLayout(large, device: .iPhone15Pro).frame(of: "c")?.minY ?? 0
        #expect(abs(inlineTop - (97 + 2.0 / 3)) < 1e-9)
        #expect(abs(largeTop - (149 + 2.0 / 3)) < 1e-9)
        // SE: 20 + 44 and 20 + 96 (ios-metrics §2, UYL-X, HACK).
        #expect(ViewLayout(inline, device: .iPhoneSE).frame(of: "c")?.minY == 64)
        #expect(ViewLayout(large, device: .iPhoneSE).frame(of: "c")?.minY == 116)
    }

    @Test func theTabBarSitsOnTheHomeIndicatorInset() {
        // ios-metrics §3: bar top at 852 − 34 − 49 = 769 on an iPhone 15 Pro (INF from JUEJIN), 618 on an SE.
        let view = TabView { Color.red.id("c").tabItem { Text("A") } }
        #expect(ViewLayout(view, device: .iPhone15Pro).frame(of: "c")?.maxY == 769)
        #expect(ViewLayout(view, device: .iPhoneSE).frame(of: "c")?.maxY == 618)
    }

    @Test func separatorsAreOnePixelAtTheDevicesScale() {
        let view = List { Text("a"); Text("b") }
        let lines = ViewLayout(view, device: .iPhone15Pro).nodes.filter { $0.kind == "Rectangle" }.compactMap(\.frame)
        #expect(lines.count == 1)
        #expect(abs((lines.first?.height ?? 0) - 1.0 / 3) < 1e-12)
    }

    @Test func theChromeIsTheStatusBarAndTheHomeIndicator() {
        let layout = ViewLayout(DeviceChrome(device: .iPhone15Pro).ignoresSafeArea(), device: .iPhone15Pro)
        let indicator = layout.nodes.first { $0.kind == "Capsule" }?.frame
        // 134 × 5, 8 above the bottom (DeviceChromeMetrics choices).
        #expect(indicator == CGRect(x: (393 - 134) / 2.0, y: 852 - 8 - 5.0, width: 134, height: 5))
        let time = layout.nodes.contains { node in
            if case .text(let string, _, _) = node.content { return string == "9:41" }
            return false
        }
        #expect(time)
        let landscape = ViewLayout(DeviceChrome(device: .iPhone15Pro, orientation: .landscape).ignoresSafeArea(), device: .iPhone15Pro, orientation: .landscape)
        #expect(landscape.nodes.contains { node in
            if case .text = node.content { return true }
            return false
        } == false)
    }

    @Test func aRootSmallerThanTheSafeAreaIsCentredInIt() {
        // A hosting controller centres its root view: a new project's "Hello, world!" shows in
        // the middle of the screen. 15 Pro safe area (0, 59) 393 × 759 (ios-metrics §1).
        let layout = ViewLayout(Color.red.frame(width: 100, height: 41).id("c"), device: .iPhone15Pro)
        #expect(layout.frame(of: "c") == CGRect(x: (393 - 100) / 2.0, y: 59 + (759 - 41) / 2.0, width: 100, height: 41))
        // Larger than the safe area: centred too, over both edges.
        let wide = ViewLayout(Color.red.frame(width: 500, height: 41).id("c"), device: .iPhone15Pro)
        #expect(wide.frame(of: "c")?.minX == (393 - 500) / 2.0)
        // Without a device the root stays at the corner, as the book draws it.
        #expect(ViewLayout(Color.red.frame(width: 100, height: 41).id("c")).frame(of: "c")?.origin == .zero)
    }

    @Test func theChromeCoversTheWholeScreenOverASmallView() {
        let layout = ViewLayout(Color.red.frame(width: 10, height: 10).deviceChrome(.iPhone15Pro), device: .iPhone15Pro)
        let indicator = layout.nodes.first { $0.kind == "Capsule" }?.frame
        // 134 × 5, 8 above the bottom (DeviceChromeMetrics choices).
        #expect(indicator == CGRect(x: (393 - 134) / 2.0, y: 852 - 8 - 5.0, width: 134, height: 5))
    }

    /// A view whose body is several views (no stack around them) is laid out under the chrome
    /// as on a bare screen, the views stacked once: held-out 3's pulse-effect screen (a title,
    /// spacers and a row in its body) was drawn with a status bar and home indicator for each
    /// of its views, each view filling the screen.
    @Test func theChromeWrapsAViewOfSeveralViewsOnce() throws {
        let bare = ViewLayout(TwoRootViews(), device: .iPhone15Pro)
        let dressed = ViewLayout(TwoRootViews().deviceChrome(.iPhone15Pro), device: .iPhone15Pro)
        let title = try #require(bare.frame(of: "title")), subtitle = try #require(bare.frame(of: "subtitle"))
        #expect(dressed.frame(of: "title") == title)
        #expect(dressed.frame(of: "subtitle") == subtitle)
        // Stacked 8 apart (a VStack's spacing between two texts), centred in the safe area
        // from 59 to 852 − 34 = 818.
        #expect(abs(subtitle.minY - title.maxY - 8) < 0.001)
        #expect(abs((title.minY - 59) - (818 - subtitle.maxY)) < 0.001)
        let clocks = dressed.nodes.filter { node in
            if case .text(let string, _, _) = node.content { return string == "9:41" }
            return false
        }
        #expect(clocks.count == 1)
        #expect(dressed.nodes.filter { $0.kind == "Capsule" }.count == 1)
    }

    @Test func theSEsStatusBarIsAtTheTopOfItsScreen() throws {
        // A phone without a home indicator has only the status bar in the chrome: the 20-point
        // bar above the safe area (ios-metrics §1), not the middle of the screen.
        let layout = ViewLayout(Color.red.deviceChrome(.iPhoneSE), device: .iPhoneSE)
        let time = try #require(layout.nodes.first { node in
            if case .text(let string, _, _) = node.content { return string == "9:41" }
            return false
        }?.frame)
        #expect(time.minY >= 0 && time.maxY <= 20, "\(time)")
    }
}

/// Two texts with no stack around them, as a screen's body often is.
private struct TwoRootViews: View {
    var body: some View {
        Text("Pulse").id("title")
        Text("Discrete, indefinite").id("subtitle")
    }
}
