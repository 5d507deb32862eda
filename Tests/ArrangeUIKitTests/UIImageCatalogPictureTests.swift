// A named UIImage of the app's asset catalog: its size is the picture's in points and its
// data the picture's file, as an app reads `UIImage(named: "cover")!.pngData()!` to keep a
// picture (the second held-out set's gestures screen crashed on a `nil` there).
import Arrange
import ArrangeUIKit
import Foundation
import Testing

@Suite("UIImage of an asset catalog picture")
struct UIImageCatalogPictureTests {
    @Test func aCatalogImageHasItsPicturesSizeAndBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cover-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        try bytes.write(to: url)
        // 240 × 120 pixels at 2×.
        AppAssetCatalog.addImage("uiimage-test-cover", width: 120, height: 60, picture: url.path, scale: 2)
        let image = try #require(UIImage(named: "uiimage-test-cover"))
        #expect(image.size == CGSize(width: 120, height: 60))
        #expect(image.pngData() == bytes)
        #expect(image.jpegData(compressionQuality: 0.8) == bytes)
        // An image the catalog lacks, and a symbol, have no data and no size.
        #expect(UIImage(named: "uiimage-test-missing")?.pngData() == nil)
        #expect(UIImage(named: "uiimage-test-missing")?.size == .zero)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }
}
