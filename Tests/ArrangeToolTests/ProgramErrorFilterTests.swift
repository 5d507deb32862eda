@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("What a snippet's program writes to standard error")
struct ProgramErrorFilterTests {
    @Test func theRuntimesStackTraceIsLeftOutAndTheFileIsTheUsers() {
        var filter = ProgramErrorFilter(path: "cards/say \"hi\".swift")
        let lines = [
            "printed by the snippet",
            "ArrangeUserSnippet/say _hi_.swift:4: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            "Current stack trace:",
            "0    libswiftCore.so                    0x00007fdd0015f130 swift_reportError + 33",
            "14   libArrangeKit.so                   0x00007fdcfeb87b10 static View.makeNodeList(_:inputs:) + 175",
            "after the trace",
        ].flatMap { filter.take($0) } + filter.finish()
        #expect(lines == [
            "printed by the snippet",
            "cards/say \"hi\".swift:4: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            "after the trace",
        ])
        #expect(!filter.sawAllocationFailure)
    }

    @Test func anAllocationFailureIsNoted() {
        var filter = ProgramErrorFilter(path: "a.swift")
        #expect(filter.take("Fatal error: failed to allocate 100000032 bytes of memory with alignment 8").count == 1)
        #expect(filter.sawAllocationFailure)
        #expect(ProgramEnding.explanation(file: "a.swift", signal: 6, allocationFailed: true, memoryLimit: 4096)
            == "a.swift ran out of memory while laying out its views (the limit is 4096 MB; set ARRANGE_MEMORY_LIMIT in megabytes to change it).")
    }

    @Test func aClosedOutputIsNotAFailureToExplain() {
        #expect(ProgramEnding.isClosedOutput(signal: 13))
        #expect(!ProgramEnding.isClosedOutput(signal: 11))
        #expect(!ProgramEnding.isClosedOutput(signal: nil))
    }

    @Test func signalsAreExplainedInWords() {
        #expect(ProgramEnding.explanation(file: "r.swift", signal: 11, allocationFailed: false, memoryLimit: 4096)
            == "r.swift crashed while laying out its views (signal 11): most often a body or a function that calls itself without end, overflowing the stack.")
        #expect(ProgramEnding.explanation(file: "f.swift", signal: 4, allocationFailed: false, memoryLimit: 4096)
            == "f.swift stopped at a fatal error while laying out its views (signal 4); its message is above.")
        #expect(ProgramEnding.explanation(file: "k.swift", signal: 15, allocationFailed: false, memoryLimit: 4096)
            == "k.swift was stopped by signal 15 while laying out its views.")
    }
}

@Suite("Time and memory limits")
struct ProgramLimitsTests {
    @Test func theEnvironmentSetsTheLimits() {
        let set = ProgramLimits.from(environment: ["ARRANGE_TIME_LIMIT": "2.5", "ARRANGE_MEMORY_LIMIT": "300"])
        #expect(set.limits.seconds == 2.5)
        #expect(set.limits.megabytes == 300)
        #expect(set.warnings.isEmpty)
        #expect(ProgramLimits.from(environment: [:]).limits == ProgramLimits())
    }

    /// The time limit counts the processor time the program used, so that a loaded machine's
    /// clock does not stop a program that is not looping; the clock alone stops one at six
    /// times the limit.
    @Test func theTimeLimitCountsProcessorTimeAndTheClockOnlyAtSixTimesIt() throws {
        let me = ProcessInfo.processInfo.processIdentifier
        let used = try #require(ProgramTimeLimit.processorSeconds(of: me))
        #expect(used > 0)
        // Plenty left: look again when the rest could have been used on one thread.
        let ample = ProgramTimeLimit(seconds: 10_000)
        let wait = try #require(ample.nextLook(at: me, elapsed: 30_000))
        #expect(wait > 9_000 && wait <= 10_000)
        // The clock at six times the limit stops it however little it worked.
        #expect(ample.nextLook(at: me, elapsed: 60_000) == nil)
        let nearTheClock = try #require(ample.nextLook(at: me, elapsed: 59_999.5))
        #expect(abs(nearTheClock - 0.5) < 1e-6)
        // The limit used: stop.
        #expect(ProgramTimeLimit(seconds: used / 2).nextLook(at: me, elapsed: 0) == nil)
        // No process to read (it ended): the clock counts alone, as the limit.
        let gone = pid_t.max
        #expect(ProgramTimeLimit.processorSeconds(of: gone) == nil)
        #expect(ProgramTimeLimit(seconds: 2).nextLook(at: gone, elapsed: 0.5) == 1.5)
        #expect(ProgramTimeLimit(seconds: 2).nextLook(at: gone, elapsed: 2) == nil)
    }

    @Test(arguments: ["abc", "inf", "nan", "-1", "0"])
    func aTimeThatIsNotOneIsReplacedWithAWarning(_ text: String) {
        let read = ProgramLimits.from(environment: ["ARRANGE_TIME_LIMIT": text])
        #expect(read.limits.seconds == 20)
        #expect(read.warnings == ["ARRANGE_TIME_LIMIT '\(text)' is not a number of seconds above 0; using 20."])
    }

    @Test(arguments: ["abc", "1", "-5", "99999999999999999999", "2e3"])
    func aMemoryLimitThatCannotBeUsedIsReplacedWithAWarning(_ text: String) {
        let read = ProgramLimits.from(environment: ["ARRANGE_MEMORY_LIMIT": text])
        #expect(read.limits.megabytes == 4096)
        #expect(read.warnings == ["ARRANGE_MEMORY_LIMIT '\(text)' is not a number of megabytes from 64 to 1073741824; using 4096."])
    }
}
