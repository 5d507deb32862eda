import ArrangeSnippet
import Testing

/// Reading where in the user's file a program was from the Swift runtime's backtrace.
@Suite("A snippet program's backtrace")
struct ProgramBacktraceTests {
    /// A report in the backtracer's format (Swift 6.3), as a crash in a body called from a
    /// stack's view builder prints it, with a second thread that has no user frames.
    static let report = """
        *** Signal 4: Backtracing from 0x00007f8a8c16df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f8a8c16df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "program" crashed:

          0               0x00007f8a8c16df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]          0x00007f8a8c893f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
          2 [ra]          0x00005566b547ea10 format(_:) + 40 in program at /home/me/cache/ab12/Screens/Card.swift:30:9
          3 [ra]          0x00005566b547ea8b closure #1 in Bubble<A>.body.getter + 186 in program at /home/me/cache/ab12/Screens/Card.swift:6:27
          4 [ra] [thunk]  0x00005566b547ec0d protocol witness for View.body.getter in conformance Bubble + 12 in program at //<compiler-generated>
          5 [ra]          0x00007f8a8aa48f0e closure #1 in static View._makeNodes(_:inputs:outputs:) + 45 in libArrangeKit.so at /src/Sources/Arrange/Views/View.swift:30:119
          6 [ra]          0x00005566b547ed00 Card.body.getter + 80 in program at /home/me/cache/ab12/Screens/Card.swift:14:13
          7 [ra]          0x00005566b547e983 main + 802 in program at /home/me/cache/ab12/main.swift:27:34

        Thread 1:

          0               0x00007f8a8c000000 static FlowLayout.sizeThatFits(proposal:subviews:cache:) + 10 in program at /home/me/cache/ab12/Screens/Card.swift:40:5

        Backtrace took 0.62s
        """

    static func read(_ text: String, sourceName: String) -> ProgramBacktrace {
        var backtrace = ProgramBacktrace()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { backtrace.read(String(line), sourceName: sourceName) }
        return backtrace
    }

    @Test func theUsersFramesOfTheFirstThreadThatHasAnyAreRead() {
        let backtrace = Self.read(Self.report, sourceName: "Screens/Card.swift")
        #expect(backtrace.userFrames == [
            .init(symbol: "format(_:)", line: 30),
            .init(symbol: "closure #1 in Bubble<A>.body.getter", line: 6),
            .init(symbol: "Card.body.getter", line: 14),
        ])
        #expect(backtrace.runningView?.line == 6)
        #expect(backtrace.place(in: "Screens/Card.swift") == "in format(_:) (Screens/Card.swift:30), called from Bubble's body (Screens/Card.swift:6)")
    }

    /// Regression: a loop stopped between two lines has a first frame without a line
    /// (`… at /path/Loop.swift`); it is still the user's, named without a line.
    @Test func aFrameWithoutALineIsStillTheUsers() {
        var backtrace = ProgramBacktrace()
        for line in [
            "Thread 0 \"program\" crashed:",
            "  0               0x0000561b8b52f399 __ArrangePreview4.body.getter + 73 in program at /tmp/t/Loop.swift",
            "  1 [ra] [thunk]  0x0000561b8b52f3f9 protocol witness for View.body.getter in conformance __ArrangePreview4 + 8 in program at //<compiler-generated>",
        ] { backtrace.read(line, sourceName: "/tmp/t/Loop.swift") }
        #expect(backtrace.userFrames == [.init(symbol: "__ArrangePreview4.body.getter", line: nil)])
        #expect(backtrace.place(in: "/tmp/t/Loop.swift", generated: ["__ArrangePreview4": "preview \"Loop\""]) == "in preview \"Loop\" (/tmp/t/Loop.swift)")
    }

    @Test func framesOfAnotherFileOrOfTheGeneratedMainAreNotTheUsers() {
        let backtrace = Self.read(Self.report, sourceName: "Other.swift")
        #expect(backtrace.userFrames.isEmpty)
        #expect(backtrace.place(in: "Other.swift") == nil)
    }

    @Test func functionsAreNamedInTheUsersTerms() {
        #expect(ProgramBacktrace.Frame(symbol: "static FlowLayout.sizeThatFits(proposal:subviews:cache:)", line: 1).described()
            == "FlowLayout's sizeThatFits(proposal:subviews:cache:)")
        #expect(ProgramBacktrace.Frame(symbol: "static FlowLayout.sizeThatFits(proposal:subviews:cache:)", line: 1).isLayingOutAView)
        #expect(ProgramBacktrace.Frame(symbol: "Outer.Inner.body.getter", line: 1).described() == "Outer.Inner's body")
        #expect(!ProgramBacktrace.Frame(symbol: "Model.load()", line: 1).isLayingOutAView)
        // A preview's body is the preview; a bare expression's function the snippet.
        let generated = ["__ArrangePreview2": "preview \"Loop\"", "__arrangeSnippet1": "snippet Snippet"]
        #expect(ProgramBacktrace.Frame(symbol: "__ArrangePreview2.body.getter", line: 1).described(generated: generated) == "preview \"Loop\"")
        #expect(ProgramBacktrace.Frame(symbol: "__arrangeSnippet1()", line: 1).described(generated: generated) == "snippet Snippet")
    }

    @Test func aFatalErrorOfTheStandardLibraryIsGivenTheUsersLine() {
        var filter = ProgramErrorFilter(path: "Screens/Card.swift")
        var shown = filter.take("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        for line in Self.report.split(separator: "\n", omittingEmptySubsequences: false) { shown += filter.take(String(line)) }
        shown += filter.finish()
        #expect(shown == ["Screens/Card.swift:30: Fatal error: Index out of range"])
        #expect(filter.backtraceEnded)
    }

    /// Regression: a check of Arrange's that failed in a debug kit (`Precondition failed`) was
    /// shown at Arrange's file and line, not at the user's line that broke it.
    @Test func aFailedCheckInsideArrangeIsGivenTheUsersLine() {
        var filter = ProgramErrorFilter(path: "Screens/Card.swift")
        var shown = filter.take("Arrange/LayoutSubviews.swift:52: Precondition failed: Index out of range: a layout asked for subviews[1] of its 1 subviews")
        for line in Self.report.split(separator: "\n", omittingEmptySubsequences: false) { shown += filter.take(String(line)) }
        shown += filter.finish()
        #expect(shown == ["Screens/Card.swift:30: Precondition failed: Index out of range: a layout asked for subviews[1] of its 1 subviews"])
        var assertion = ProgramErrorFilter(path: "a.swift")
        #expect(assertion.take("Arrange/Grid.swift:9: Assertion failed: rows") + assertion.finish() == ["Arrange/Grid.swift:9: Assertion failed: rows"])
    }

    @Test func aFatalErrorWithoutABacktraceIsShownAsWritten() {
        var filter = ProgramErrorFilter(path: "a.swift")
        let shown = filter.take("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range") + filter.take("") + filter.take("next")
        #expect(shown == ["Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", "", "next"])
        #expect(filter.finish().isEmpty)
    }

    @Test func theViewBeingLaidOutIsNamedUnlessThePlaceNamesIt() {
        #expect(ProgramEnding.whereabouts(place: nil, view: nil) == "while laying out its views")
        #expect(ProgramEnding.whereabouts(place: nil, view: "Card") == "while laying out Card")
        #expect(ProgramEnding.whereabouts(place: "in Bubble's body (a.swift:6)", view: "Card") == "in Bubble's body (a.swift:6), while laying out Card")
        #expect(ProgramEnding.whereabouts(place: "in Card's body (a.swift:6)", view: "Card") == "in Card's body (a.swift:6)")
    }
}
