// UIKit's UIBezierPath as shape code builds paths with it, and the appearance proxies SwiftUI
// code styles UIKit's bars through.
import Arrange
import ArrangeUIKit
import Foundation
import Testing

/// A card with its top corners rounded, as real code writes it with UIBezierPath.
private struct TopRoundedCard: Shape {
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        return Path(path.cgPath)
    }
}

@Suite("UIBezierPath and appearance proxies")
@MainActor
struct BezierAndAppearanceTests {
    @Test func aBezierPathsCommandsBecomeThePath() {
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 0))
        bezier.addLine(to: CGPoint(x: 100, y: 0))
        bezier.addCurve(to: CGPoint(x: 100, y: 50), controlPoint1: CGPoint(x: 120, y: 10), controlPoint2: CGPoint(x: 120, y: 40))
        bezier.close()
        #expect(Path(bezier.cgPath).boundingRect == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(bezier.currentPoint == CGPoint(x: 0, y: 0))
        #expect(UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 30, height: 40)).bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func roundingSomeCornersLeavesTheOthersSquare() {
        let path = TopRoundedCard().path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        // The top corners rounded by the width of `cornerRadii`, circular; the bottom ones square.
        let expected = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100),
            cornerRadii: RectangleCornerRadii(topLeading: 20, bottomLeading: 0, bottomTrailing: 0, topTrailing: 20), style: .circular)
        #expect(path == expected)
        #expect(path != Path(CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 100))
        let layout = ViewLayout(TopRoundedCard().frame(width: 200, height: 100).id("card"), proposal: .unspecified)
        #expect(layout.frame(of: "card")?.size == CGSize(width: 200, height: 100))
    }

    @Test func aClockwiseArcIsClockwiseOnScreen() {
        // From 0 to π/2 clockwise on screen (y down) passes through the bottom of the circle.
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(quarter.bounds.minY > 49)
        let long = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(long.bounds.minY < 1)
    }

    @Test func appearanceProxiesTakeSettings() {
        UITabBar.appearance().isHidden = true
        UIScrollView.appearance().bounces = false
        UITableView.appearance().backgroundColor = .clear
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(UIScrollView.appearance().bounces == true)  // a fresh proxy: nothing is kept
    }

    /// A gift tracker sets its title colour through a navigation bar appearance: iOS 13's bar
    /// appearances are configured and given to the proxies, as real code writes them.
    @Test func barAppearancesAreConfiguredAndGivenToTheProxies() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == nil && appearance.backgroundEffect != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.blue]
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        let bar = UINavigationBar.appearance()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.scrollEdgeAppearance === appearance && bar.compactAppearance == nil)
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.normal.iconColor = .gray
        UITabBar.appearance().standardAppearance = tabs
        #expect(UITabBar.appearance().scrollEdgeAppearance == nil)
    }

    @Test func pageControlSettingsLeaveAPagedTabViewsDotsAsIOSDrawsThem() {
        func pages() -> ViewLayout {
            ViewLayout(
                TabView {
                    Color.red
                    Color.blue
                    Color.green
                }
                .tabViewStyle(.page),
                proposal: ProposedViewSize(width: 390, height: 300))
        }
        let before = pages()
        UIPageControl.appearance().currentPageIndicatorTintColor = .red
        UIPageControl.appearance().pageIndicatorTintColor = UIColor.red.withAlphaComponent(0.2)
        let after = pages()
        #expect(after.nodes.map(\.frame) == before.nodes.map(\.frame))
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == nil)
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 3
        control.currentPage = 2
        #expect(control.numberOfPages == 3 && control.currentPage == 2 && !control.hidesForSinglePage)
    }
}
