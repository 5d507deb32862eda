import Arrange
@testable import ArrangeTool
import Foundation
import Testing

/// The commands run in-process on views built here, as the compiled snippet programs run them.
@Suite("Commands on named views")
struct CommandTests {
    static var views: [NamedView] { [
        NamedView(name: "Favorite", line: 3, view: Text("Favorite").id("text").padding(10).background(Color.teal)),
        NamedView(
            name: "Flexible",
            view: Text("Hello, World!").frame(minWidth: 0, maxWidth: .infinity).id("frame").background(Color.teal).padding(10)),
    ] }

    /// Runs `arguments` on the views; the exit status, standard output and standard error.
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        let status = ArrangeToolMain.run(
            views: views, arguments: arguments, environment: environment,
            out: { output.append($0) }, warn: { errors.append($0) })
        return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    @Test func anEmptyViewIsAOnePixelPictureAndSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("zero.png").path
        var output: [String] = []
        var errors: [String] = []
        let status = ArrangeToolMain.run(
            views: [NamedView(name: "Empty", view: Color.red)], arguments: ["render", "--size", "0x0", "-o", path], environment: [:],
            out: { output.append($0) }, warn: { errors.append($0) })
        #expect(status == 0)
        #expect(output == ["Empty: wrote \(path) (0×0 pt, 1×1 px)"])
        let bytes = try #require(FileManager.default.contents(atPath: path)).map { $0 }
        #expect(bytes.count > 24 && bytes[16..<24].elementsEqual([0, 0, 0, 1, 0, 0, 0, 1]))
    }

    @Test func aHugeVectorPictureIsRefusedInPoints() {
        var errors: [String] = []
        let status = ArrangeToolMain.run(
            views: [NamedView(name: "Huge", view: Color.red)], arguments: ["render", "--size", "1e308x1e308", "--format", "pdf", "-o", "/nonexistent/x.pdf"],
            environment: [:], out: { _ in }, warn: { errors.append($0) })
        #expect(status == 1)
        #expect(errors.last == "arrange: Huge would be 1e+308×1e+308 points; the most is 16384 a side. Propose a smaller --size.")
    }

    @Test func aMissingFocusListsAtMostTwentyIds() {
        var errors: [String] = []
        let many = NamedView(name: "Many", view: VStack { ForEach(0..<100) { Color.red.frame(width: 1, height: 1).id($0) } })
        let status = ArrangeToolMain.run(
            views: [many], arguments: ["explain", "--focus", "nope"], environment: [:], out: { _ in }, warn: { errors.append($0) })
        #expect(status == 1)
        let ids = (0..<20).map { "'\($0)'" }.joined(separator: ", ")
        #expect(errors.last == "arrange: Many: --focus: no view is marked .id(nope) or is of type nope; ids: \(ids) and 80 more.")
    }

    @Test func aMissingViewListsAtMostTwentyNames() {
        let views = (1...25).map { NamedView(name: "V\($0)", view: Color.red) }
        guard case .failure(let failure) = ToolLayout.select(views, named: "nope", source: "many.swift") else {
            Issue.record("a missing view was found")
            return
        }
        let names = (1...20).map { "V\($0)" }.joined(separator: ", ")
        #expect(failure.message == "no view named 'nope' in many.swift; there is: \(names) and 5 more.")
    }

    @Test func explainPrintsTheBooksEightStepsInEnglish() {
        let result = Self.run(["explain", "--size", "320x480", "--lang", "en"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.hasPrefix("Favorite: proposed 320×480, reports 71×37\n\nSizing\n1. The system proposes 320×480 to background.\n"))
        #expect(BookSnippet.sizingSteps(in: result.output, view: "Favorite", heading: "Sizing") == BookSnippet.favoriteEnglish)
        #expect(BookSnippet.sizingSteps(in: result.output, view: "Flexible", heading: "Sizing") == BookSnippet.flexibleEnglish)
    }

    @Test func explainSpeaksKoreanWhenTheLocaleDoes() {
        let result = Self.run(["explain", "--size", "320x480", "--view", "Favorite"] + BookSnippet.assumedText, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Favorite: 제안 320×480, 보고 71×37\n\n크기 결정\n"))
        #expect(BookSnippet.sizingSteps(in: result.output, view: "Favorite", heading: "크기 결정") == BookSnippet.favoriteKorean)
        #expect(!result.output.contains("Flexible"))
    }

    @Test func focusKeepsTheStepsAboutTheMarkedSubtreeWithTheirNumbers() {
        let result = Self.run(["explain", "--size", "320x480", "--view", "Favorite", "--focus", "text", "--lang", "en"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        #expect(result.output == """
            Favorite: proposed 320×480, reports 71×37

            Sizing
            3. padding subtracts 10 points from each edge and proposes 300×460 to text.
            4. text reports its size as 51×17.

            Placement
            3. padding places text at (10, 10).
            """)
    }

    @Test func depthKeepsTheStepsAboutShallowViews() {
        let result = Self.run(["explain", "--size", "320x480", "--view", "Favorite", "--depth", "0", "--lang", "en"] + BookSnippet.assumedText)
        #expect(result.output == """
            Favorite: proposed 320×480, reports 71×37

            Sizing
            1. The system proposes 320×480 to background.
            8. background reports the size of its primary subview, 71×37.

            Placement
            1. The system places background at (0, 0) with its size 71×37.
            """)
    }

    @Test func anUnknownFocusSaysWhichIdsThereAre() {
        let result = Self.run(["explain", "--view", "Flexible", "--focus", "nope"])
        #expect(result.status == 1)
        #expect(result.errors == "arrange: Flexible: --focus: no view is marked .id(nope) or is of type nope; ids: 'frame'.")
    }

    @Test func anUnknownViewNamesTheViewsThereAre() {
        let result = Self.run(["frames", "--view", "Nope", "--source-path", "card.swift"])
        #expect(result.status == 2)
        #expect(result.errors == "arrange: no view named 'Nope' in card.swift; there is: Favorite, Flexible.")
    }

    @Test func viewNamesMatchIgnoringCase() {
        let result = Self.run(["explain", "--view", "flexible", "--lang", "en", "--size", "320x480"])
        #expect(result.output.hasPrefix("Flexible: proposed 320×480"))
    }

    @Test func aMissingOrUnknownCommandIsAUsageError() {
        #expect(Self.run([]).status == 2)
        let result = Self.run(["draw"])
        #expect(result.status == 2)
        #expect(result.errors == "arrange: expected a command (render, explain, frames, html), got 'draw'.")
    }

    @Test func helpIsPrintedForEveryCommand() {
        for command in ToolCommand.allCases {
            let result = Self.run([command.rawValue, "--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("USAGE: arrange \(command.rawValue) FILE"))
        }
    }

    @Test func anInfiniteSizeCannotBeDrawn() {
        let result = Self.run(["render", "--view", "Flexible", "--size", "infx100", "-o", "/nonexistent/x.png"] + BookSnippet.assumedText)
        #expect(result.status == 1)
        #expect(result.errors == "arrange: Flexible reports ∞×37 for the proposal ∞×100: a picture needs a finite size. Propose finite lengths with --size.")
    }

    @Test func hugePicturesAreRefusedBeforeDrawing() {
        let result = Self.run(["render", "--view", "Flexible", "--size", "10000x100", "--scale", "2", "-o", "/nonexistent/x.png"] + BookSnippet.assumedText)
        #expect(result.status == 1)
        #expect(result.errors == "arrange: Flexible would be 20000×74 pixels; the most is 16384 a side. Propose a smaller --size or --scale.")
    }

    @Test func renderOptionsReachThePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-options-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ name: String, _ extra: [String]) throws -> Data {
            let path = folder.appendingPathComponent(name).path
            let result = Self.run(["render", "--view", "Favorite", "--size", "320x480", "-o", path] + BookSnippet.assumedText + extra)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.hasPrefix("Favorite: wrote \(path) ("))
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let plain = try render("plain.png", [])
        let borders = try render("borders.png", ["--borders"])
        let debug = try render("debug.png", ["--debug"])
        let threeTimes = try render("three.png", ["--scale", "3"])
        #expect(plain != borders)
        #expect(plain != debug)
        #expect(ArrangeExecutable.pngSize(folder.appendingPathComponent("plain.png").path)! == (142, 74))
        #expect(ArrangeExecutable.pngSize(folder.appendingPathComponent("three.png").path)! == (213, 111))
        #expect(threeTimes.count > 0)
        let svg = try render("picture.svg", [])
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
        let pdf = try render("picture", ["--format", "pdf"])
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }

    /// `render --debug` with `--focus` or `--depth` draws the proposals and sizes of that part of
    /// the tree only, as `explain` keeps its steps; a focus that names nothing fails as there.
    @Test func renderFocusAndDepthKeepTheDiagramsOfASubtree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-focus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ name: String, _ extra: [String]) throws -> Data {
            let path = folder.appendingPathComponent(name).path
            let result = Self.run(["render", "--view", "Favorite", "--size", "320x480", "--debug", "-o", path] + BookSnippet.assumedText + extra)
            #expect(result.status == 0, "\(result.errors)")
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let whole = try render("whole.png", [])
        let focused = try render("focused.png", ["--focus", "text"])
        let shallow = try render("shallow.png", ["--depth", "0"])
        let plain = try render("plain.png", ["--focus", "text", "--depth", "0"])
        // Each keeps other diagrams: the whole tree's, the text's, the root's.
        #expect(Set([whole, focused, shallow]).count == 3)
        #expect(plain != whole)
        let missing = Self.run(["render", "--view", "Flexible", "--debug", "--focus", "nope", "-o", folder.appendingPathComponent("x.svg").path])
        #expect(missing.status == 1)
        #expect(missing.errors == "arrange: Flexible: --focus: no view is marked .id(nope) or is of type nope; ids: 'frame'.")
    }

    @Test func theCanvasIsTheFinitePartOfTheProposal() {
        #expect(RenderCommand.canvasSize(ProposedViewSize(width: 390, height: 844), fitting: CGSize(width: 71, height: 37)) == CGSize(width: 390, height: 844))
        #expect(RenderCommand.canvasSize(ProposedViewSize(width: 390, height: nil), fitting: CGSize(width: 71, height: 37)) == CGSize(width: 390, height: 37))
        #expect(RenderCommand.canvasSize(ProposedViewSize(width: .infinity, height: 50), fitting: CGSize(width: 71, height: 37)) == CGSize(width: 71, height: 50))
    }
}
