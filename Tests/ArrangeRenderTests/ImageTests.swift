import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Image files by name (PNG, JPEG, @2x), nine-slice and tiled resizing, placeholders, by pixels.
@Suite struct ImageTests {
    @Test func imageFilesFindPNGAndJPEGByNameWithTheirNaturalSizes() throws {
        let images = try ImageFiles(directory: GoldenImage.fixtures)
        #expect(images["frame"]?.format == .png)
        #expect(images["frame"]?.naturalSize == CGSize(width: 12, height: 12))
        #expect(images["quadrants"]?.format == .jpeg)
        #expect(images["quadrants"]?.naturalSize == CGSize(width: 16, height: 16))
        #expect(images["dot"]?.scale == 2)
        #expect(images["dot"]?.naturalSize == CGSize(width: 10, height: 10))
        #expect(images.catalog["stripe"] == CGSize(width: 10, height: 10))
        #expect(images["broken"] == nil)
        #expect(images.problems == ["broken.png: not a PNG or JPEG file"])
    }

    @Test func missingFolderThrowsAClearError() {
        let error = #expect(throws: RenderError.self) { try ImageFiles(directory: URL(fileURLWithPath: "/nonexistent/images")) }
        #expect(error.map { "\($0)" }?.contains("/nonexistent/images") == true)
    }

    @Test func catalogKeepsSizesAlreadyGiven() {
        let catalog = RenderTesting.images.catalog(adding: ["frame": CGSize(width: 3, height: 4)])
        #expect(catalog["frame"] == CGSize(width: 3, height: 4))
        #expect(catalog["stripe"] == CGSize(width: 10, height: 10))
    }

    @Test func scaleSuffixesAreReadFromFileNames() {
        #expect(ImageFiles.splitScale("icon@2x") == ("icon", 2))
        #expect(ImageFiles.splitScale("icon@3x") == ("icon", 3))
        #expect(ImageFiles.splitScale("icon") == ("icon", 1))
        #expect(ImageFiles.splitScale("me@home") == ("me@home", 1))
        #expect(ImageFiles.splitScale("big@99x") == ("big@99x", 1))
    }

    @Test func pngLaysOutAtItsFileSizeAndIsDrawnPixelForPixel() throws {
        let (image, warnings, _) = try RenderTesting.pixels(Image("frame"))
        #expect(image.width == 12)
        #expect(image.height == 12)
        #expect(image[1, 1].rgb == Expected.green)
        #expect(image[6, 1].rgb == Expected.red)
        #expect(image[6, 6].rgb == Expected.blue)
        #expect(warnings.isEmpty)
    }

    @Test func jpegIsDecoded() throws {
        let image = try RenderTesting.pixels(Image("quadrants")).image
        #expect(image.width == 16)
        #expect(image[3, 3].isClose(to: [255, 0, 0], tolerance: 12))
        #expect(image[12, 3].isClose(to: [0, 200, 0], tolerance: 12))
        #expect(image[3, 12].isClose(to: [0, 0, 255], tolerance: 12))
        #expect(image[12, 12].isClose(to: [255, 220, 0], tolerance: 12))
    }

    @Test func twoTimesFileIsDrawnSharpAtScale2() throws {
        let image = try RenderTesting.pixels(Image("dot"), scale: 2).image
        #expect(image.width == 20)
        #expect(image[0, 0].rgb == [255, 149, 0])
        #expect(image[19, 19].rgb == [255, 149, 0])
    }

    @Test func nineSliceKeepsCornersAndStretchesTheMiddle() throws {
        let image = try RenderTesting.pixels(
            Image("frame").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)).frame(width: 40, height: 30)
        ).image
        #expect(image[1, 1].rgb == Expected.green)
        #expect(image[3, 3].rgb == Expected.green)
        #expect(image[38, 28].rgb == Expected.green)
        #expect(image[36, 26].rgb == Expected.green)
        #expect(image[20, 1].rgb == Expected.red)
        #expect(image[1, 15].rgb == Expected.red)
        #expect(image[38, 15].rgb == Expected.red)
        #expect(image[20, 15].rgb == Expected.blue)
        #expect(image[5, 5].rgb == Expected.blue)
        #expect(image[34, 24].rgb == Expected.blue)
    }

    @Test func capsShrinkWhenTheFrameIsSmallerThanThey() throws {
        let image = try RenderTesting.pixels(
            Image("frame").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)).frame(width: 4, height: 4)
        ).image
        #expect(image[0, 0].rgb == Expected.green)
        #expect(image[3, 3].rgb == Expected.green)
    }

    @Test func stretchWithoutCapsScalesTheWholePicture() throws {
        let image = try RenderTesting.pixels(Image("frame").resizable().frame(width: 36, height: 36)).image
        #expect(image[4, 4].rgb == Expected.green)
        #expect(image[18, 4].rgb == Expected.red)
        #expect(image[18, 18].rgb == Expected.blue)
    }

    @Test func tileRepeatsThePictureAtItsNaturalSize() throws {
        let image = try RenderTesting.pixels(Image("stripe").resizable(resizingMode: .tile).frame(width: 40, height: 10)).image
        for x in [2, 12, 22, 32] { #expect(image[x, 5].rgb == Expected.black, "x = \(x)") }
        for x in [7, 17, 27, 37] { #expect(image[x, 5].rgb == Expected.white, "x = \(x)") }
    }

    @Test func missingNameDrawsAPlaceholderWithAWarning() throws {
        let layout = RenderTesting.renderer.layout(
            Image("nowhere"), environment: { var environment = EnvironmentValues(); environment.imageCatalog = ["nowhere": CGSize(width: 20, height: 20)]; return environment }())
        var warnings: [String] = []
        let png = try RenderTesting.renderer.render(layout, options: RenderOptions(), warnings: &warnings)
        let image = try PixelImage(png: png)
        #expect(image.width == 20)
        #expect(image[10, 4].isClose(to: [230, 230, 235], tolerance: 2))
        #expect(warnings == ["image \"nowhere\" (image) drawn as a placeholder: none of the renderer's 4 image files is named so"])
    }

    @Test func undecodableFileDrawsAPlaceholderWithAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A JPEG header promising a 4 × 4 picture, then nothing decodable.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x04, 0x00, 0x04, 0x03]
        bytes += [UInt8](repeating: 0x11, count: 9) + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
        try Data(bytes).write(to: folder.appendingPathComponent("bad.jpg"))
        let renderer = Renderer(images: try ImageFiles(directory: folder))
        var warnings: [String] = []
        let png = try renderer.render(renderer.layout(Image("bad")), options: RenderOptions(), warnings: &warnings)
        #expect(try PixelImage(png: png).width == 4)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the JPEG cannot be decoded") == true)
    }

    @Test func hugePictureIsRefusedFromItsHeader() {
        // A PNG header claiming 100,000 × 100,000 pixels.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0]
        guard case .failure(let problem) = DecodedImage.decode(Data(bytes)) else {
            Issue.record("a 100,000 × 100,000 PNG was decoded")
            return
        }
        #expect(problem.message.contains("100000 × 100000 pixels is larger than drawn"))
    }

    @Test func truncatedFilesAreRefused() {
        #expect(throws: Never.self) {
            let png = try Data(contentsOf: GoldenImage.fixtures.appendingPathComponent("frame.png"))
            let jpeg = try Data(contentsOf: GoldenImage.fixtures.appendingPathComponent("quadrants.jpg"))
            for cut in [30, 60, png.count - 5] {
                if case .success = DecodedImage.decode(png.prefix(cut)) { Issue.record("PNG cut at \(cut) decoded") }
            }
            for cut in [2, 20, 200] {
                if case .success = DecodedImage.decode(jpeg.prefix(cut)) { Issue.record("JPEG cut at \(cut) decoded") }
            }
        }
    }

    @Test func aTruncatedPNGIsReportedAsTruncatedNotOutOfMemory() throws {
        // Cairo's status for a PNG cut short is "out of memory"; the message says what happened.
        let png = try Data(contentsOf: GoldenImage.fixtures.appendingPathComponent("frame.png"))
        guard case .failure(let withoutEnd) = DecodedImage.decode(png.prefix(png.count - 12)) else {
            Issue.record("a PNG without its IEND chunk was decoded")
            return
        }
        #expect(withoutEnd.message == "the PNG is truncated: it ends after \(png.count - 12) bytes, before its IEND chunk")
        guard case .failure(let midChunk) = DecodedImage.decode(png.prefix(60)) else {
            Issue.record("a PNG cut at 60 bytes was decoded")
            return
        }
        #expect(midChunk.message.hasPrefix("the PNG is truncated: its "))
        #expect(midChunk.message.hasSuffix(", the file has 60"))
        #expect(!midChunk.message.contains("memory"))
        #expect(PNGChunks.truncation(of: png) == nil)
    }

    @Test func aSymbolWithoutADrawingIsARoundedSquareWithItsInitialAndWarns() throws {
        let (image, warnings, _) = try RenderTesting.pixels(Image(systemName: "questionmark.app.dashed").font(.system(size: 40)), scale: 1)
        #expect(warnings.contains { $0.hasPrefix("symbol \"questionmark.app.dashed\"") && $0.contains("lettered placeholder") }, "\(warnings)")
        #expect(image.width == 48)
        // The outline near the left edge, the letter in the middle, and white between them.
        let row = image.row(24)
        #expect(row[2..<8].contains { $0.red < 100 })
        #expect(row[14..<34].contains { $0.red < 100 })
        #expect(row[8] .rgb == Expected.white || row[9].rgb == Expected.white)
    }

    @Test func symbolIsDrawnInTheForegroundColour() throws {
        let image = try RenderTesting.pixels(
            Image(systemName: "star.fill").font(.system(size: 40)).foregroundColor(.blue), scale: 1).image
        // Outline and letter are blue (0, 122, 255) over white where the black stand-in was dark:
        // every inked pixel, antialiased edges included, is blue ≥ green ≥ red, and some are solid.
        let row = image.row(24)
        let inked = row[2..<34].filter { $0.red < 200 || $0.green < 200 }
        #expect(!inked.isEmpty)
        #expect(inked.allSatisfy { Int($0.blue) >= Int($0.green) && Int($0.green) >= Int($0.red) })
        #expect(inked.contains { $0.isClose(to: [0, 122, 255], tolerance: 30) })
    }

    @Test func sizedImageIsAPlaceholderBox() throws {
        let image = try RenderTesting.pixels(Image(size: CGSize(width: 30, height: 20))).image
        #expect(image.width == 30)
        #expect(image[15, 4].isClose(to: [230, 230, 235], tolerance: 2))
        #expect(image[15, 10].isClose(to: [153, 153, 161], tolerance: 40))
    }
}

/// PNG and JPEG variants as other tools write them (`Goldens/Fixtures/Formats`, made with
/// Pillow): each 4 × 4 PNG and 16 × 16 JPEG is red on the left half and blue (or black and white)
/// on the right, drawn 16 × 16.
@Suite struct ImageFormatTests {
    static let folder = GoldenImage.fixtures.appendingPathComponent("Formats")
    static let images = (try? ImageFiles(directory: folder)) ?? ImageFiles()
    static let renderer = Renderer(images: images)

    /// `name` drawn 16 × 16: the left and right pixels at mid-height, the top-left corner, the warnings.
    func draw(_ name: String) throws -> (left: PixelImage.RGBA, right: PixelImage.RGBA, corner: PixelImage.RGBA, warnings: [String]) {
        let layout = Self.renderer.layout(Image(name).resizable().frame(width: 16, height: 16), proposal: ProposedViewSize(width: 16, height: 16))
        var warnings: [String] = []
        let image = try PixelImage(png: try Self.renderer.render(layout, options: RenderOptions(), warnings: &warnings))
        return (image[2, 8], image[13, 8], image[0, 0], warnings)
    }

    @Test(arguments: ["palette", "rgba16", "interlaced"])
    func colourPNGsOfEveryKindAreDecoded(name: String) throws {
        let drawn = try draw(name)
        #expect(drawn.left.rgb == [255, 0, 0])
        #expect(drawn.right.rgb == [0, 0, 255])
        #expect(drawn.warnings.isEmpty)
    }

    @Test func paletteTransparencyShowsTheBackground() throws {
        #expect(try draw("palette").corner.rgb == Expected.white)
    }

    @Test(arguments: ["gray16", "gray-alpha"])
    func greyPNGsAreDecoded(name: String) throws {
        let drawn = try draw(name)
        #expect(drawn.left.rgb == Expected.black)
        #expect(drawn.right.rgb == Expected.white)
    }

    @Test func onePixelPictureFillsItsFrame() throws {
        let drawn = try draw("one")
        #expect(drawn.left.rgb == [0, 255, 0])
        #expect(drawn.right.rgb == [0, 255, 0])
    }

    @Test func progressiveAndGreyJPEGsAreDecoded() throws {
        let progressive = try draw("progressive")
        #expect(progressive.left.isClose(to: [255, 0, 0], tolerance: 4))
        #expect(progressive.right.isClose(to: [0, 0, 255], tolerance: 4))
        // Grey: red's luma 76, blue's 29.
        let grey = try draw("gray")
        #expect(grey.left.isClose(to: [76, 76, 76], tolerance: 3))
        #expect(grey.right.isClose(to: [29, 29, 29], tolerance: 3))
    }

    @Test func cmykJPEGIsConvertedToRGB() throws {
        // libjpeg refuses to convert CMYK to RGB: it was drawn as a placeholder.
        let cmyk = try draw("cmyk")
        #expect(cmyk.left.isClose(to: [255, 0, 0], tolerance: 4), "\(cmyk.left)")
        #expect(cmyk.right.isClose(to: [0, 0, 255], tolerance: 4), "\(cmyk.right)")
        #expect(cmyk.warnings.isEmpty)
    }

    @Test func pictureDeclaringTwentyThousandPixelsASideIsAPlaceholderWithTheReason() throws {
        let drawn = try draw("huge-declared")
        #expect(drawn.left.isClose(to: [230, 230, 235], tolerance: 2))
        #expect(drawn.warnings == [
            "image \"huge-declared\" (frame › image) drawn as a placeholder: huge-declared.png: 20000 × 20000 pixels is larger than drawn (at most 16384 a side and 67108864 pixels)"
        ])
    }

    @Test func namedPipesDevicesAndFoldersAreLeftOutWithoutBeingOpened() throws {
        // Opening a named pipe waited for a writer forever: ImageFiles(directory:) hung.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-special-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("zero.png").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked.png").path,
            withDestinationPath: Self.folder.appendingPathComponent("one.png").path)
        let images = try ImageFiles(directory: folder)
        #expect(images.problems == [
            "folder.png: not a regular file but a folder; only files are read",
            "pipe.png: not a regular file but a named pipe or other special file; only files are read",
            "zero.png: not a regular file but a device; only files are read",
        ])
        // A link to a picture is followed.
        #expect(images["linked"]?.naturalSize == CGSize(width: 1, height: 1))
    }

    @Test func emptyFileIsLeftOutAndItsImageSaysWhy() throws {
        #expect(Self.images["empty"] == nil)
        #expect(Self.images.problems.contains("empty.png: the file is empty (0 bytes)"))
        let drawn = try draw("empty")
        #expect(drawn.left.isClose(to: [230, 230, 235], tolerance: 2))
        // It used to say that no file was named so.
        #expect(drawn.warnings == ["image \"empty\" (frame › image) drawn as a placeholder: empty.png was left out: the file is empty (0 bytes)"])
    }
}
