// The small Apple frameworks at rest: what a still picture shows before anything loads, is
// picked or is answered (docs/DIFFERENCES.md, "Apple frameworks at rest").
import Arrange
import ArrangeAppIntents
import ArrangeAuthenticationServices
import ArrangeAVKit
import ArrangeCoreImage
import ArrangePhotosUI
import ArrangeTestSupport
import ArrangeUIKit
import ArrangeUniformTypeIdentifiers
import ArrangeUserNotifications
import ArrangeWeatherKit
import Foundation
import Testing

@testable import ArrangeSpriteKit

@Suite("Apple frameworks at rest")
struct AppleFrameworksAtRestTests {
    let phone = ProposedViewSize(width: 390, height: 844)

    @Test func aVideoPlayerIsABlackBoxFillingTheSpaceOffered() {
        let layout = ViewLayout(VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!)).id("player"), proposal: phone)
        #expect(layout.frame(of: "player") == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aPhotosPickerIsItsLabelAsAButton() {
        let picker = PhotosPicker(selection: .constant(nil)) { Color.orange.frame(width: 120, height: 44).id("label") }
        let layout = ViewLayout(picker.id("picker"), proposal: phone)
        #expect(layout.frame(of: "label")?.size == CGSize(width: 120, height: 44))
        #expect(layout.frame(of: "picker")?.size == CGSize(width: 120, height: 44))
    }

    @Test func nothingIsPickedSoAnItemLoadsNoData() async throws {
        let data = try await PhotosPickerItem(itemIdentifier: "x").loadTransferable(type: Data.self)
        #expect(data == nil)
    }

    @Test func aFilterHasNoOutputUntilItHasAnImageAndAContextMakesNoBitmap() {
        let filter = CIFilter.sepiaTone()
        #expect(filter.outputImage == nil)
        #expect(filter.inputKeys == [kCIInputImageKey, kCIInputIntensityKey])
        filter.setValue(0.5, forKey: kCIInputIntensityKey)
        #expect(filter.intensity == 0.5)
        #expect(CIImage(image: UIImage()) == nil)
        #expect(CIContext().createCGImage(CIImage.empty, from: .zero) == nil)
    }

    // SpriteKit's fitting rule: `.fill` scales each axis on its own, `.aspectFit` by the
    // smaller ratio with the scene centred; scene y runs up from the bottom.
    @Test func aSceneIsFittedToItsViewAsItsScaleModeSays() {
        let scene = SKScene(size: CGSize(width: 100, height: 200))
        scene.scaleMode = .fill
        let fill = SceneFit(scene: scene, viewSize: CGSize(width: 300, height: 400))
        #expect(fill.viewPoint(CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: 400))
        #expect(fill.viewPoint(CGPoint(x: 100, y: 200)) == CGPoint(x: 300, y: 0))
        scene.scaleMode = .aspectFit
        let fit = SceneFit(scene: scene, viewSize: CGSize(width: 300, height: 400))
        // Ratio min(3, 2) = 2: the scene is 200 × 400, centred with 50 points either side.
        #expect(fit.viewRect(CGRect(x: 0, y: 0, width: 100, height: 200)) == CGRect(x: 50, y: 0, width: 200, height: 400))
    }

    @Test func aSceneIsPresentedOnceAndItsSpritesAreKept() {
        final class Boxes: SKScene, @unchecked Sendable {
            var presentations = 0
            override func didMove(to view: SKView) {
                presentations += 1
                addChild(SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10)))
            }
        }
        let scene = Boxes(size: CGSize(width: 100, height: 100))
        _ = ViewLayout(SpriteView(scene: scene).frame(width: 100, height: 100), proposal: phone)
        _ = ViewLayout(SpriteView(scene: scene).frame(width: 100, height: 100), proposal: phone)
        #expect(scene.presentations == 1)
        #expect(scene.children.count == 1)
    }

    // Apple's Human Interface Guidelines: the button is at least 140 × 30 points.
    @Test func signInWithAppleFillsTheSpaceOfferedButNotBelowApplesMinimum() {
        let button = SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in })
        let wide = ViewLayout(button.frame(width: 300, height: 50).id("b"), proposal: phone)
        #expect(wide.frame(of: "b")?.size == CGSize(width: 300, height: 50))
        let small = ViewLayout(button.id("b"), proposal: ProposedViewSize(width: 100, height: 20))
        #expect(small.frame(of: "b")?.size == CGSize(width: 140, height: 30))
    }

    @Test func aSiriTipSpansTheWidthAndHidesWhenNotVisible() {
        struct Order: AppIntent {
            static let title: LocalizedStringResource = "Order Donuts"
            func perform() async throws -> some IntentResult { .result() }
        }
        let shown = ViewLayout(SiriTipView(intent: Order()).id("tip"), proposal: phone)
        #expect(shown.frame(of: "tip")?.width == 390)
        let hidden = ViewLayout(SiriTipView(intent: Order(), isVisible: .constant(false)).id("tip"), proposal: phone)
        #expect((hidden.frame(of: "tip")?.height ?? 0) == 0)
    }

    @Test func anIntentsParameterKeepsItsValueAndAShortcutItsPhrases() {
        struct Show: AppIntent {
            static let title: LocalizedStringResource = "Show"
            @Parameter(title: "Count") var count: Int
            func perform() async throws -> some IntentResult { .result() }
        }
        var intent = Show()
        intent.count = 3
        #expect(intent.count == 3)
        let shortcut = AppShortcut(intent: intent, phrases: ["\(.applicationName) show \(\.$count)"])
        #expect(shortcut.phrases == ["${applicationName} show ${parameter}"])
    }

    @Test func theWeatherServiceThrowsAsWithoutANetwork() async {
        await #expect(throws: WeatherError.self) {
            try await WeatherService.shared.weather(for: CLLocation(latitude: 37.3, longitude: -122))
        }
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(WeatherCondition.clear.description == "Clear")
    }

    @Test func contentTypesConformToTheirParents() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(!UTType.png.conforms(to: .movie))
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(exportedAs: "com.example.donut").conforms(to: .data))
    }

    @Test func notificationRequestsAreKeptAndAuthorizationIsNotGiven() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        let content = UNMutableNotificationContent()
        content.title = "Donuts are done"
        try await center.add(UNNotificationRequest(identifier: "a", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["a"])
        #expect(try await center.requestAuthorization(options: [.alert]) == false)
        center.removeAllPendingNotificationRequests()
    }
}
