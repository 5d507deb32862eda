import Arrange
import ArrangeText
@testable import ArrangeTool
import Foundation
import Testing

@Suite("Command-line options")
struct ToolOptionsTests {
    private func parse(_ command: ToolCommand, _ arguments: [String], environment: [String: String] = [:]) -> Result<ToolOptions, ToolFailure> {
        ToolOptions.parse(command: command, arguments, environment: environment)
    }

    private func failure(_ command: ToolCommand, _ arguments: [String]) -> ToolFailure? {
        if case .failure(let failure) = parse(command, arguments) { return failure }
        return nil
    }

    @Test func sizesAcceptNumbersNilAndInfinity() throws {
        #expect(try ProposalArgument.parse("390x844").get() == ProposedViewSize(width: 390, height: 844))
        #expect(try ProposalArgument.parse("390xnil").get() == ProposedViewSize(width: 390, height: nil))
        #expect(try ProposalArgument.parse("nilxnil").get() == ProposedViewSize.unspecified)
        #expect(try ProposalArgument.parse("infx100").get() == ProposedViewSize(width: .infinity, height: 100))
        #expect(try ProposalArgument.parse("320×480").get() == ProposedViewSize(width: 320, height: 480))
        #expect(try ProposalArgument.parse("0X12.5").get() == ProposedViewSize(width: 0, height: 12.5))
    }

    @Test(arguments: [
        ("0x-5", "--size '0x-5': -5 is negative; a proposal is a length ≥ 0, nil or inf."),
        ("abc", "--size 'abc' is not WIDTHxHEIGHT; write e.g. 390x844, 390xnil or infx100."),
        ("nanx3", "--size 'nanx3': 'nan' is not a length; use a number ≥ 0, nil or inf."),
        ("10x20x30", "--size '10x20x30' is not WIDTHxHEIGHT; write e.g. 390x844, 390xnil or infx100."),
        ("x5", "--size 'x5': '' is not a length; use a number ≥ 0, nil or inf."),
    ])
    func badSizesAreRefusedWithTheReason(text: String, message: String) {
        #expect(ProposalArgument.parse(text) == .failure(.usage(message)))
    }

    @Test func renderOptionsAreRead() throws {
        let options = try parse(.render, ["a.swift", "--size", "200x100", "--scale", "3", "--format", "PDF", "-o", "out.pdf", "--debug", "--canvas", "--borders", "--view", "Card", "b.swift"]).get()
        #expect(options.files == ["a.swift", "b.swift"])
        #expect(options.proposal == ProposedViewSize(width: 200, height: 100))
        #expect(options.scale == 3)
        #expect(options.format == .pdf)
        #expect(options.output == "out.pdf")
        #expect(options.showsProposals && options.drawsCanvas && options.bordersEverything)
        #expect(options.viewName == "Card")
        #expect(options.passedOn == ["--size", "200x100", "--scale", "3", "--format", "PDF", "-o", "out.pdf", "--debug", "--canvas", "--borders", "--view", "Card"])
    }

    @Test func theDefaultsAreAnIPhoneScreenAtTwiceThePixels() throws {
        let options = try parse(.render, ["a.swift"]).get()
        #expect(options.proposal == ProposedViewSize(width: 390, height: 844))
        #expect(options.scale == 2)
        #expect(options.effectiveFormat == .png)
    }

    @Test func theFormatFollowsTheOutputsExtension() throws {
        #expect(try parse(.render, ["a.swift", "-o", "x.svg"]).get().effectiveFormat == .svg)
        #expect(try parse(.render, ["a.swift", "-o", "x.PDF"]).get().effectiveFormat == .pdf)
        // An extension that is not the format's is refused (CommandLineTermsTests), one with digits is part of the name.
        #expect(try parse(.render, ["a.swift", "-o", "x.v2"]).get().effectiveFormat == .png)
    }

    @Test func badValuesAndFlagsAreUsageErrors() {
        #expect(failure(.render, ["a.swift", "--format", "gif"]) == .usage("--format 'gif' is not a format; use png, pdf or svg."))
        #expect(failure(.render, ["a.swift", "--scale", "0"]) == .usage("--scale '0' is not a scale; use a number above 0 and at most 8 (1, 2, 3)."))
        #expect(failure(.render, ["a.swift", "--bogus"]) == .usage("unknown option '--bogus' for 'render'. Run 'arrange render --help'."))
        #expect(failure(.render, ["a.swift", "--lang", "ko"]) == .usage("'render' does not take --lang. Run 'arrange render --help'."))
        #expect(failure(.explain, ["a.swift", "--size"]) == .usage("--size needs a value. Run 'arrange explain --help'."))
        #expect(failure(.explain, ["a.swift", "--depth", "-1"]) == .usage("--depth '-1' is not a depth; use a whole number ≥ 0."))
        #expect(failure(.explain, ["a.swift", "--lang", "fr"]) == .usage("--lang 'fr' is not a language; use en or ko."))
        #expect(failure(.render, ["a.swift", "--bogus"])?.exitCode == 2)
    }

    @Test func theLanguageComesFromTheLocaleUnlessGiven() throws {
        #expect(try parse(.explain, ["a.swift"], environment: ["LANG": "ko_KR.UTF-8"]).get().language == .korean)
        #expect(try parse(.explain, ["a.swift"], environment: ["LANG": "en_US.UTF-8"]).get().language == .english)
        #expect(try parse(.explain, ["a.swift"], environment: [:]).get().language == .english)
        #expect(try parse(.explain, ["a.swift"], environment: ["LC_ALL": "ko_KR", "LANG": "en_US"]).get().language == .korean)
        #expect(try parse(.explain, ["a.swift"], environment: ["LC_MESSAGES": "en_GB", "LANG": "ko_KR"]).get().language == .english)
        #expect(try parse(.explain, ["a.swift", "--lang", "en"], environment: ["LANG": "ko_KR"]).get().language == .english)
    }

    @Test func explainFiltersAreRead() throws {
        let options = try parse(.explain, ["a.swift", "--focus", "text", "--depth", "2"]).get()
        #expect(options.focus == "text")
        #expect(options.depth == 2)
    }

    @Test func assumedTextSizesAreRead() throws {
        let options = try parse(.explain, ["a.swift", "--assume-text", "Favorite=51x17", "--assume-text", "a=b, c=100x20,60:50x40"]).get()
        #expect(options.assumedText["Favorite"]?.ideal == CGSize(width: 51, height: 17))
        #expect(options.assumedText["a=b, c"]?.ideal == CGSize(width: 100, height: 20))
        #expect(options.assumedText["a=b, c"]?.narrower.first?.atMost == 60)
        #expect(options.assumedText["a=b, c"]?.narrower.first?.size == CGSize(width: 50, height: 40))
        #expect(failure(.explain, ["a.swift", "--assume-text", "Favorite"]) == .usage(
            "--assume-text 'Favorite' is not TEXT=WxH; write e.g. 'Favorite=51x17' or 'Hello, World!=100x20,60:50x40'."))
        #expect(failure(.explain, ["a.swift", "--assume-text", "A=-1x5"]) == .usage(
            "--assume-text 'A=-1x5' is not TEXT=WxH; write e.g. 'Favorite=51x17' or 'Hello, World!=100x20,60:50x40'."))
    }

    /// render, html and watch draw with one renderer, which fits the assumed strings inside the
    /// boxes their sizes made (`AssumedTextDrawing`), so the picture agrees with the numbers.
    @Test func assumedTextIsDrawnInsideItsAssumedBoxByEveryCommandsRenderer() throws {
        for command in [ToolCommand.render, .html, .watch] {
            let options = try parse(command, ["a.swift", "--assume-text", "Favorite=51x17", "--assume-text", "Hi=9x9"]).get()
            #expect(options.renderer(drawingWith: PangoTextMetrics()).assumedTexts == ["Favorite", "Hi"])
        }
        #expect(try parse(.render, ["a.swift"]).get().renderer(drawingWith: PangoTextMetrics()).assumedTexts.isEmpty)
    }

    @Test func helpIsAskedFor() throws {
        #expect(try parse(.frames, ["--help"]).get().showsHelp)
        #expect(try parse(.html, ["-h"]).get().showsHelp)
    }
}

@Suite("Output naming")
struct OutputNamingTests {
    @Test func oneViewGoesToTheOutputItself() {
        let naming = OutputNaming(output: "out/card.png", sourcePath: "cards/card.swift", viewCount: 1)
        #expect(naming.path(for: "Card", fileExtension: "png") == "out/card.png")
    }

    @Test func severalViewsGetTheirNamesBeforeTheExtension() {
        let naming = OutputNaming(output: "out/card.png", sourcePath: "cards/card.swift", viewCount: 2)
        #expect(naming.path(for: "Card", fileExtension: "png") == "out/card-Card.png")
        #expect(naming.path(for: "Two words/x", fileExtension: "png") == "out/card-Two_words_x.png")
    }

    @Test func withoutOutputFilesGoBesideTheSnippet() {
        let naming = OutputNaming(output: nil, sourcePath: "cards/card.swift", viewCount: 2)
        #expect(naming.path(for: "Card", fileExtension: "svg") == "cards/card-Card.svg")
        #expect(OutputNaming(output: nil, sourcePath: "card.swift", viewCount: 1).path(for: "미리보기", fileExtension: "png") == "card-미리보기.png")
    }

    @Test func longViewNamesAreCutAndKeptApartByAHash() {
        let long = String(repeating: "x", count: 300)
        let first = OutputNaming.safe(long + "a")
        let second = OutputNaming.safe(long + "b")
        #expect(first.hasPrefix(String(repeating: "x", count: 80) + "-"))
        #expect(first.utf8.count == 89)
        #expect(first != second)
        // Korean characters are three bytes: 26 of them fit in 80.
        #expect(OutputNaming.safe(String(repeating: "한", count: 100)).hasPrefix(String(repeating: "한", count: 26) + "-"))
        #expect(OutputNaming.safe("Card") == "Card")
        let longFile = String(repeating: "f", count: 250) + ".swift"
        let path = OutputNaming(output: nil, sourcePath: "cards/" + longFile, viewCount: 2).path(for: long, fileExtension: "png")
        #expect(path.hasPrefix("cards/" + String(repeating: "f", count: 120) + "-"))
        #expect((path as NSString).lastPathComponent.utf8.count == 223)  // 129 + "-" + 89 + ".png"
    }

    @Test func aFolderOutputHoldsEveryFile() {
        #expect(OutputNaming(output: "pictures/", sourcePath: "a/card.swift", viewCount: 1).path(for: "Card", fileExtension: "png") == "pictures/card-Card.png")
        #expect(OutputNaming(output: "pictures", sourcePath: "a/card.swift", viewCount: 1, outputIsExistingFolder: true).path(for: "Card", fileExtension: "png") == "pictures/card-Card.png")
    }

    @Test func everythingAfterTwoDashesIsAFile() throws {
        let options = try ToolOptions.parse(command: .render, ["--scale", "1", "--", "-card.swift", "--debug"], environment: [:]).get()
        #expect(options.files == ["-card.swift", "--debug"])
        #expect(options.passedOn == ["--scale", "1"])
        #expect(!options.showsProposals)
    }
}
