import Arrange
import ArrangeTesting
import Chips
import Testing
import XCTest

// The first `swift test` records Tests/ChipsTests/__Snapshots__/EqualWidthRowTests/*.json and
// *.png; later runs compare every frame exactly and the picture within a tolerance. Record again
// after an intended change with ARRANGE_RECORD_SNAPSHOTS=1 swift test.

@Test func threeChoicesShareOneWidth() throws {
    try assertLayout(of: ChoiceRow(), proposal: ProposedViewSize(width: 360, height: 44), scale: 1)
}

@Test func theRowIgnoresANarrowProposal() throws {
    try assertLayout(of: ChoiceRow(), proposal: ProposedViewSize(width: 100, height: 44), scale: 1)
}

final class EqualWidthRowXCTests: XCTestCase {
    func testTheRowAtItsIdealSize() throws {
        try assertLayout(of: ChoiceRow(), proposal: .unspecified, scale: 1)
    }
}
