import Foundation
import Testing

/// Previews drawn as Xcode's canvas shows them: on a device (iPhone 15 Pro unless
/// `previewDevice` names another), with its safe area, scale and chrome; previews sized to fit
/// or fixed, `--size`, and files without previews keep the bare proposal. Screens and safe
/// areas from /work/shared/notes/ios-metrics.md §1.
@Suite("Previews on devices, end to end", .serialized)
struct PreviewDeviceEndToEndTests {
    static let previews = ArrangeExecutable.write(
        """
        import SwiftUI

        #Preview("Fill") {
            Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).id("fill")
        }

        #Preview("Fits", traits: .sizeThatFitsLayout) {
            Color.teal.frame(width: 100, height: 40).id("fits")
        }

        #Preview("Turned", traits: .landscapeLeft) {
            Color.teal.id("turned")
        }

        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Color.teal.id("se")
                        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                        .previewDisplayName("SE")
                    Color.teal.id("fixed")
                        .previewLayout(.fixed(width: 200, height: 100))
                        .previewDisplayName("Fixed")
                    Color.teal.id("ipad")
                        .previewDevice("iPad Pro (11-inch) (4th generation)")
                        .previewDisplayName("iPad")
                    Color.teal.id("fourteen")
                        .previewDevice("iPhone 14")
                        .previewDisplayName("Fourteen")
                }
            }
        }
        """, to: "preview-devices.swift")

    /// A file without previews: its view gets the bare 390 × 844, as the book's snippets do.
    static let noPreviews = ArrangeExecutable.write(
        """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                Color.teal.id("screen")
            }
        }
        """, to: "no-previews.swift")

    /// The frame of the node marked `id` in `frames --json` of `file` with `arguments`.
    static func frame(_ id: String, in file: String = previews, _ arguments: [String]) throws -> CGRect {
        let result = ArrangeExecutable.run(["frames", file, "--json"] + arguments)
        try #require(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let node = try #require(nodes.first { $0["id"] as? String == id })
        let frame = try #require(node["frame"] as? [String: Double])
        return CGRect(x: frame["x"] ?? -1, y: frame["y"] ?? -1, width: frame["width"] ?? -1, height: frame["height"] ?? -1)
    }

    @Test func aPreviewFillsTheIPhone15ProsSafeArea() throws {
        // ios-metrics §1: 393 × 852, safe area 59 above and 34 below (FL-120682, CSL).
        #expect(try Self.frame("fill", ["--view", "Fill"]) == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func aPreviewIsDrawnAsTheWholeScreenAtThreeTimes() throws {
        let path = ArrangeExecutable.workspace.appendingPathComponent("preview-fill.png").path
        let result = ArrangeExecutable.run(["render", Self.previews, "--view", "Fill", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Fill: wrote \(path) (393×852 pt, 1179×2556 px)"), "\(result.output)")
        let size = try #require(ArrangeExecutable.pngSize(path))
        #expect(size.width == 393 * 3)
        #expect(size.height == 852 * 3)
    }

    @Test func previewDeviceChoosesTheSE() throws {
        // ios-metrics §1: 375 × 667 @2x, a 20-point status bar above, nothing below (SST, UYL-X).
        #expect(try Self.frame("se", ["--view", "SE"]) == CGRect(x: 0, y: 20, width: 375, height: 647))
        let path = ArrangeExecutable.workspace.appendingPathComponent("preview-se.png").path
        let result = ArrangeExecutable.run(["render", Self.previews, "--view", "SE", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("(375×667 pt, 750×1334 px)"), "\(result.output)")
        #expect(ArrangeExecutable.pngSize(path)?.width == 750)
    }

    @Test func aPreviewSizedToFitOrFixedKeepsItsOwnSize() throws {
        #expect(try Self.frame("fits", ["--view", "Fits"]) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(try Self.frame("fixed", ["--view", "Fixed"]) == CGRect(x: 0, y: 0, width: 200, height: 100))
        let path = ArrangeExecutable.workspace.appendingPathComponent("preview-fits.png").path
        let result = ArrangeExecutable.run(["render", Self.previews, "--view", "Fits", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("(100×40 pt, 200×80 px)"), "\(result.output)")
    }

    @Test func aLandscapePreviewIsTheTurnedScreenWithItsSideInsets() throws {
        // ios-metrics §1: landscape 59 at the sides, 21 below, none above (CSL).
        #expect(try Self.frame("turned", ["--view", "Turned"]) == CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
    }

    @Test func anUnknownDeviceIsTheDefaultWithAWarningNamingIt() throws {
        let result = ArrangeExecutable.run(["frames", Self.previews, "--view", "iPad"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains(
            "warning: iPad: previewDevice 'iPad Pro (11-inch) (4th generation)' is not a device Arrange knows; drawn on iPhone 15 Pro (393×852)."),
            "\(result.errors)")
        #expect(try Self.frame("ipad", ["--view", "iPad"]) == CGRect(x: 0, y: 59, width: 393, height: 759))
        // An iPhone Arrange does not know is the nearest it knows, said so.
        let fourteen = ArrangeExecutable.run(["frames", Self.previews, "--view", "Fourteen"])
        #expect(fourteen.errors.contains(
            "warning: Fourteen: previewDevice 'iPhone 14' (390×844) is drawn on iPhone 15 Pro (393×852), the nearest device Arrange knows"),
            "\(fourteen.errors)")
    }

    @Test func theCommandLineWins() throws {
        // --device over previewDevice: the Pro Max's 430 × 932, 59 / 34 (UNITY).
        #expect(try Self.frame("se", ["--view", "SE", "--device", "iPhone 15 Pro Max"]) == CGRect(x: 0, y: 59, width: 430, height: 932 - 93))
        // --size: the bare proposal, no safe area, and no word about the device.
        #expect(try Self.frame("fill", ["--view", "Fill", "--size", "390x844"]) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let sized = ArrangeExecutable.run(["frames", Self.previews, "--view", "iPad", "--size", "300x300"])
        #expect(!sized.errors.contains("previewDevice"), "\(sized.errors)")
        // --orientation alone: iPhone 15 Pro on its side (59 at the sides, 21 below).
        #expect(try Self.frame("fill", ["--view", "Fill", "--orientation", "landscape"]) == CGRect(x: 59, y: 0, width: 734, height: 372))
    }

    @Test func aFileWithoutPreviewsKeepsTheBareProposal() throws {
        #expect(try Self.frame("screen", in: Self.noPreviews, []) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let path = ArrangeExecutable.workspace.appendingPathComponent("no-previews.png").path
        let result = ArrangeExecutable.run(["render", Self.noPreviews, "-o", path])
        #expect(result.output.contains("(390×844 pt, 780×1688 px)"), "\(result.output)")
    }

    @Test func explainAndHTMLLayAPreviewOutOnItsDevice() throws {
        let explain = ArrangeExecutable.run(["explain", Self.previews, "--view", "SE", "--lang", "en"])
        #expect(explain.status == 0, "\(explain.errors)")
        // The heading gives the screen; the steps propose its safe area, as with --device.
        #expect(explain.output.hasPrefix("SE: proposed 375×667, reports 375×647\n\nSizing\n1. The system proposes 375×647 to Color."),
            "\(explain.output.prefix(200))")
        let page = ArrangeExecutable.workspace.appendingPathComponent("preview-se.html").path
        let html = ArrangeExecutable.run(["html", Self.previews, "--view", "SE", "-o", page])
        #expect(html.status == 0, "\(html.errors)")
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(text.contains("iPhone SE"), "the page names the screen")
    }
}
