// Xcode's asset symbol extensions for UIKit: `UIImage.name` and `UIColor.name` beside the
// generated `ImageResource`/`ColorResource` members, made where the app's code spells UIKit's
// image or colour, leaving out UIKit's own names and the app's.
import Foundation
import Testing

@testable import ArrangeSnippet

@Suite("UIKit asset symbols")
struct UIKitAssetSymbolTests {
    private func catalog() -> AssetCatalog {
        AssetCatalog(path: "/App/Assets.xcassets", assets: [
            .init(kind: .image, name: "sample", namespaces: [], baseName: "sample"),
            .init(kind: .image, name: "Fountain/Stone", namespaces: ["Fountain"], baseName: "Stone"),
            .init(kind: .color, name: "Brand Red", namespaces: [], baseName: "Brand Red"),
            .init(kind: .color, name: "red", namespaces: [], baseName: "red"),
            .init(kind: .color, name: "Ink", namespaces: [], baseName: "Ink"),
        ])
    }

    @Test func imagesAndColoursOutsideNamespacesAreUIKitMembersWhereUIKitIsSpelled() {
        let symbols = AssetCatalogSymbols.generate(
            catalogs: [catalog()], sources: ["struct Crop: View { var image: UIImage? = .sample }", "extension UIColor { static let ink = UIColor.black }"])
        #expect(symbols.source.contains("import ArrangeUIKit\n"))
        #expect(symbols.source.contains("static var sample: ArrangeUIKit.UIImage { ArrangeUIKit.UIImage(resource: Arrange.ImageResource.sample) }"))
        #expect(symbols.source.contains("static var brandRed: ArrangeUIKit.UIColor"))
        // UIKit's own `UIColor.red`, the app's own `UIColor.ink` and namespaced images are left out.
        #expect(!symbols.source.contains("static var red: ArrangeUIKit.UIColor"))
        #expect(!symbols.source.contains("static var ink: ArrangeUIKit.UIColor"))
        #expect(!symbols.source.contains("static var stone: ArrangeUIKit.UIImage"))
    }

    @Test func aSwiftUIOnlyAppGetsNoUIKitMembers() {
        let symbols = AssetCatalogSymbols.generate(catalogs: [catalog()], sources: ["struct Crop: View { var body: some View { Image(.sample) } }"])
        #expect(!symbols.source.contains("ArrangeUIKit"))
    }
}
