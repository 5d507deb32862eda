import Arrange
import Foundation
import Testing
@testable import ArrangeTool

/// Parses `text` with Foundation's parser, as a script reading the report would.
private func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
}

@Suite("Frames report: JSON")
struct FramesReportJSONTests {
    @Test func favoriteHasEveryViewWithItsFrameProposalAndAnswers() throws {
        let report = try parse(FramesReport.json(FramesExamples.favorite(), name: "Favorite"))
        #expect(report["name"] as? String == "Favorite")
        let proposal = try #require(report["proposal"] as? [String: Any])
        #expect(proposal["width"] as? Double == 320)
        #expect(proposal["height"] as? Double == 480)
        let size = try #require(report["size"] as? [String: Any])
        #expect(size["width"] as? Double == 71)
        #expect(size["height"] as? Double == 37)
        #expect((report["warnings"] as? [Any])?.isEmpty == true)
        let nodes = try #require(report["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["kind"] as? String } == ["background", "padding", "text", "Color"])
        let text = nodes[2]
        #expect(text["index"] as? Int == 2)
        #expect(text["id"] as? String == "text")
        #expect(text["depth"] as? Int == 2)
        #expect(text["parent"] as? Int == 1)
        let frame = try #require(text["frame"] as? [String: Any])
        #expect(frame["x"] as? Double == 10)
        #expect(frame["y"] as? Double == 10)
        #expect(frame["width"] as? Double == 51)
        #expect(frame["height"] as? Double == 17)
        let placed = try #require(text["placedProposal"] as? [String: Any])
        #expect(placed["width"] as? Double == 300)
        #expect(placed["height"] as? Double == 460)
        let answers = try #require(text["answers"] as? [[String: [String: Double]]])
        #expect(answers.count == 1)
        #expect(answers.first?["proposal"] == ["width": 300, "height": 460])
        #expect(answers.first?["size"] == ["width": 51, "height": 17])
        #expect(nodes[0]["parent"] is NSNull)
        #expect(nodes[0]["id"] is NSNull)
        #expect(nodes[0]["children"] as? [Int] == [1, 3])
    }

    @Test func keysComeInAFixedOrder() {
        let json = FramesReport.json(FramesExamples.favorite(), name: "Favorite")
        let keys = ["\"name\"", "\"proposal\"", "\"size\"", "\"warnings\"", "\"nodes\""]
        let positions = keys.compactMap { json.range(of: $0)?.lowerBound }
        #expect(positions.count == 5)
        #expect(positions == positions.sorted())
        let nodeKeys = ["\"index\"", "\"kind\"", "\"id\"", "\"depth\"", "\"parent\"", "\"children\"", "\"frame\"", "\"placedProposal\"", "\"answers\""]
        let firstNode = json[json.range(of: "\"nodes\"")!.upperBound...]
        let nodePositions = nodeKeys.compactMap { firstNode.range(of: $0)?.lowerBound }
        #expect(nodePositions.count == 9)
        #expect(nodePositions == nodePositions.sorted())
        #expect(json == FramesReport.json(FramesExamples.favorite(), name: "Favorite"))
    }

    @Test func prettyPrintedWithScalarObjectsOnOneLine() {
        let json = FramesReport.json(FramesExamples.favorite(), name: "Favorite")
        #expect(json.hasPrefix("{\n  \"name\": \"Favorite\",\n  \"proposal\": {\"width\": 320, \"height\": 480},\n"))
        #expect(json.contains("\"frame\": {\"x\": 10, \"y\": 10, \"width\": 51, \"height\": 17}"))
        #expect(json.hasSuffix("}\n"))
    }

    @Test func infiniteProposalsAreStringsAndUnspecifiedOnesNull() throws {
        let layout = FramesExamples.endless()
        let json = FramesReport.json(layout, name: "endless")
        let report = try parse(json)
        let proposal = try #require(report["proposal"] as? [String: Any])
        #expect(proposal["width"] as? String == "inf")
        #expect(proposal["height"] as? Double == 100)
        let nodes = try #require(report["nodes"] as? [[String: Any]])
        // The scroll view proposes its content nil along its axis.
        let proposals = nodes.flatMap { ($0["answers"] as? [[String: Any]] ?? []).compactMap { $0["proposal"] as? [String: Any] } }
        #expect(proposals.contains { $0["width"] is NSNull })
        #expect(proposals.contains { $0["width"] as? String == "inf" })
        #expect(!json.contains("nan") || json.contains("\"nan\""))
        #expect(!json.contains("inf,") && !json.contains("inf}"))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteNumbersStayValidJSON(value: CGFloat) throws {
        let layout = ViewLayout(Color.blue.frame(width: value, height: 20), proposal: ProposedViewSize(width: value, height: value))
        let json = FramesReport.json(layout, name: "bad \(value)")
        _ = try parse(json)
        let size = try #require(try parse(json)["proposal"] as? [String: Any])
        if value.isNaN {
            #expect(size["width"] as? String == "nan")
        } else {
            #expect(size["width"] as? String == (value > 0 ? "inf" : "-inf"))
        }
    }

    @Test func lengthsWithoutJSONNumbersBecomeStrings() {
        #expect(FramesJSON.length(CGFloat.infinity).compact() == "\"inf\"")
        #expect(FramesJSON.length(-CGFloat.infinity).compact() == "\"-inf\"")
        #expect(FramesJSON.length(CGFloat.nan).compact() == "\"nan\"")
        #expect(FramesJSON.length(nil as CGFloat?).compact() == "null")
        #expect(FramesJSON.length(CGFloat(10.5)).compact() == "10.5")
        #expect(FramesJSON.length(CGFloat(-0.0)).compact() == "0")
        #expect(FramesJSON.length(CGFloat(1e20)).compact() == "1e+20")
        #expect(FramesJSON.numberText(.nan) == "null")
    }

    @Test func namesAndIdsWithQuotesAndControlCharactersAreEscaped() throws {
        let view = Color.red.id("say \"hi\"\n\u{1}\\")
        let json = FramesReport.json(ViewLayout(view, proposal: FramesExamples.screen), name: "a \"quoted\" name\t")
        let report = try parse(json)
        #expect(report["name"] as? String == "a \"quoted\" name\t")
        let nodes = try #require(report["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["id"] as? String == "say \"hi\"\n\u{1}\\" })
        #expect(json.contains("\\u0001"))
    }
}

@Suite("Frames report: table")
struct FramesReportTableTests {
    @Test func favoriteTable() {
        let table = FramesReport.table(FramesExamples.favorite())
        #expect(table == """
            proposal 320×480 → size 71×37

            #  view                 id    frame           placed   answers
            0  background                 (0, 0) 71×37    320×480  320×480 → 71×37
            1    padding                  (0, 0) 71×37    320×480  320×480 → 71×37
            2      text "Favorite"  text  (10, 10) 51×17  300×460  300×460 → 51×17
            3    Color                    (0, 0) 71×37    71×37    71×37 → 71×37

            """)
    }

    @Test func unspecifiedAndInfiniteProposalsReadAsNilAndInfinity() {
        let table = FramesReport.table(FramesExamples.endless())
        #expect(table.hasPrefix("proposal ∞×100 → size "))
        #expect(table.contains("nil×100"))
        #expect(!table.contains("inf"))
    }

    @Test func warningsAreListedAfterTheRows() {
        let layout = ViewLayout(Color.blue.frame(width: -5, height: 20), proposal: FramesExamples.screen)
        let table = FramesReport.table(layout)
        #expect(!layout.warnings.isEmpty)
        #expect(table.contains("\nwarnings:\n- \(layout.warnings[0])\n"))
    }

    @Test func deepTreesIndentAtMostFortyLevels() {
        var view: AnyView = AnyView(Color.red)
        for _ in 0..<60 { view = AnyView(view.padding(1)) }
        let table = FramesReport.table(ViewLayout(view, proposal: FramesExamples.screen))
        let indents = table.split(separator: "\n").dropFirst(2).map { line -> Int in
            let afterIndex = line.drop { $0 != " " }.dropFirst(2)
            return afterIndex.prefix { $0 == " " }.count
        }
        #expect(indents.max() == 80)
    }
}
