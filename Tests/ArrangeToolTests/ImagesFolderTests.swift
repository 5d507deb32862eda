import Arrange
import ArrangeRender
@testable import ArrangeTool
import Foundation
import Testing

/// `--images DIR`: `Image("name")` laid out at its file's natural size and drawn from it, by
/// every command, and a folder that is not there refused with a message naming it.
@Suite("--images, end to end", .serialized)
struct ImagesFolderTests {
    /// A folder with `dot@2x.png` (60 × 40 pixels of blue, drawn by our Renderer: 30 × 20 points)
    /// and `broken.png` (a PNG signature and nothing else), and a snippet using both.
    static let setUp: (folder: String, snippet: String) = {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("images-folder")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var warnings: [String] = []
        let dot = try? Renderer().render(
            Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 20), options: RenderOptions(scale: 2), warnings: &warnings)
        try? dot?.write(to: folder.appendingPathComponent("dot@2x.png"))
        try? Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: folder.appendingPathComponent("broken.png"))
        let snippet = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Badge: View {
                var body: some View { Image("dot").padding(5) }
            }

            struct Broken: View {
                var body: some View { Image("broken").resizable().frame(width: 10, height: 10) }
            }
            """, to: "images.swift")
        return (folder.path, snippet)
    }()

    @Test func anImageTakesItsFrameFromItsFileAndIsDrawnFromIt() throws {
        let (folder, snippet) = Self.setUp
        // 60 × 40 pixels at @2x is 30 × 20 points; with 5 points of padding the root is 40 × 30.
        let frames = ArrangeExecutable.run(["frames", snippet, "--images", folder, "--view", "Badge", "--size", "200x200", "--json"])
        #expect(frames.status == 0, "\(frames.errors)")
        #expect(frames.output.contains("\"kind\": \"image\""), "\(frames.output.prefix(600))")
        #expect(frames.output.contains("\"frame\": {\"x\": 5, \"y\": 5, \"width\": 30, \"height\": 20}"), "\(frames.output.prefix(1200))")
        let path = ArrangeExecutable.workspace.appendingPathComponent("badge-images.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--images", folder, "--view", "Badge", "--size", "200x200", "--scale", "2", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.contains("Badge: wrote \(path) (40×30 pt, 80×60 px)"), "\(render.output)")
        let picture = try #require(DecodedPNG(try Data(contentsOf: URL(fileURLWithPath: path))))
        // The middle of the picture is the file's blue (0xAARRGGBB), opaque; the padding is not.
        #expect(picture.pixels[30 * picture.width + 40] == 0xFF00_00FF, "\(String(picture.pixels[30 * picture.width + 40], radix: 16))")
        #expect(picture.pixels[2 * picture.width + 2] != 0xFF00_00FF)
        // Without the folder the image is not found: no size, a warning.
        let without = ArrangeExecutable.run(["frames", snippet, "--view", "Badge", "--size", "200x200", "--json"])
        #expect(without.output.contains("\"frame\": {\"x\": 5, \"y\": 5, \"width\": 0, \"height\": 0}"), "\(without.output.prefix(1200))")
    }

    @Test func aDamagedFileIsAPlaceholderWithWarningsNamingIt() {
        let (folder, snippet) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("broken-images.png").path
        let result = ArrangeExecutable.run(["render", snippet, "--images", folder, "--view", "Broken", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("arrange: warning: --images \(folder): broken.png"), "\(result.errors)")
        #expect(result.errors.contains("image \"broken\""), "\(result.errors)")
        // The placeholder fills the 10-point frame: 20 pixels at the default 2×.
        #expect(ArrangeExecutable.pngSize(path)?.width == 20)
    }

    @Test func aMissingFolderIsRefusedWithAMessageNamingIt() {
        let result = ArrangeExecutable.run(["render", ArrangeExecutable.bookFile, "--images", "no-such-assets"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--images 'no-such-assets': there is no such folder"), "\(result.errors)")
        for command in [ToolCommand.explain, .frames, .html] {
            guard case .failure(let failure) = ToolOptions.parse(command: command, ["--images", "no-such-assets"], environment: [:]) else {
                Issue.record("\(command) took a missing --images folder")
                continue
            }
            #expect(failure.message.contains("there is no such folder"))
        }
    }

    @Test func aFileInsteadOfAFolderIsRefused() {
        let (_, snippet) = Self.setUp
        guard case .failure(let failure) = ToolOptions.parse(command: .render, ["--images", snippet], environment: [:]) else {
            Issue.record("a file was taken as the --images folder")
            return
        }
        #expect(failure.message.contains("is a file, not a folder"), "\(failure.message)")
        #expect(failure.exitCode == 2)
    }
}
