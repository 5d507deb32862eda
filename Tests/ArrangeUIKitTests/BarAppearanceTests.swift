// UIKit's bar appearances as apps configure them to colour the navigation bar's title.
import ArrangeUIKit
import Foundation
import Testing

@Suite("UIKit bar appearances")
struct BarAppearanceTests {
    @Test func barAppearancesKeepTheirConfiguration() {
        // The idiom of apps colouring the navigation bar's title through UIKit.
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
        let bar = UINavigationBar(frame: .zero)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.standardAppearance === appearance && bar.compactAppearance == nil)
        let tabs = UITabBar(frame: .zero)
        tabs.standardAppearance.configureWithOpaqueBackground()
        #expect(tabs.standardAppearance.backgroundColor == .systemBackground && tabs.scrollEdgeAppearance == nil)
        // The proxy is a fresh bar each time: nothing is kept between calls.
        UINavigationBar.appearance().standardAppearance = appearance
        #expect(UINavigationBar.appearance().standardAppearance !== appearance)
    }

    @Test func tableCellAppearanceTakesSettingsAndKeepsNone() {
        // The idiom of apps letting a page's background show through List rows before iOS 16.
        UITableViewCell.appearance().backgroundColor = .clear
        #expect(UITableViewCell.appearance().backgroundColor == nil)
        let cell = UITableViewCell(frame: .zero)
        cell.selectionStyle = .none
        #expect(cell.selectionStyle == .none)
    }
}
