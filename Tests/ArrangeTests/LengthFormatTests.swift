// How lengths read in explanations and tools.
import Arrange
import Foundation
import Testing

@Suite("Length format")
struct LengthFormatTests {
    @Test func lengthsReadAsTheBookWritesThem() {
        #expect(LengthFormat.length(320) == "320")
        #expect(LengthFormat.length(266.666) == "266.67")
        #expect(LengthFormat.length(10.5) == "10.5")
        #expect(LengthFormat.length(-0.004) == "0")
        #expect(LengthFormat.length(.infinity) == "∞")
        #expect(LengthFormat.length(-.infinity) == "-∞")
        #expect(LengthFormat.length(.nan) == "NaN")
        #expect(LengthFormat.proposal(nil) == "nil")
        #expect(LengthFormat.size(CGSize(width: 51, height: 17)) == "51×17")
        #expect(LengthFormat.point(CGPoint(x: 35.5, y: 0)) == "(35.5, 0)")
    }

    @Test func hugeLengthsKeepSwiftsSpellingInsteadOfAStrayDecimalPoint() {
        #expect(LengthFormat.length(1e20) == "1e+20")
        #expect(LengthFormat.length(-1e300) == "-1e+300")
    }
}
