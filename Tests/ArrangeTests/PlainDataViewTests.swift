@testable import Arrange
import Testing

/// Views and modifiers made only of numbers and enums are plain data (POD): generic
/// view-building code copies and destroys each view value several times through its value
/// witnesses, and for plain data those are copies of bytes with nothing to retain or release.
/// A `String`, array or closure kept in one of these types ends that (a `String` in `Color` cost
/// about 460 instructions of each `Color…frame` leaf's 4,000; `ColorAssetName`).
@Suite struct PlainDataViewTests {
    static func isPlainData<V: View>(_ view: V) -> Bool { _isPOD(V.self) }

    @Test func aColourAndItsAssetNameArePlainData() {
        #expect(_isPOD(Color.self))
        #expect(_isPOD(Color.Resolved.self))
        #expect(_isPOD(ColorAssetName.self))
        #expect(Self.isPlainData(Color("Brand/Primary")))
    }

    @Test func leavesArePlainData() {
        #expect(Self.isPlainData(Rectangle()))
        #expect(Self.isPlainData(Circle()))
        #expect(Self.isPlainData(RoundedRectangle(cornerRadius: 4)))
        #expect(Self.isPlainData(Capsule()))
        #expect(Self.isPlainData(Spacer()))
        #expect(Self.isPlainData(Divider()))
    }

    @Test func layoutModifiersOfPlainViewsArePlainData() {
        #expect(Self.isPlainData(Color.clear.frame(width: 10, height: 10)))
        #expect(Self.isPlainData(Color.clear.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity)))
        #expect(Self.isPlainData(Color.red.padding()))
        #expect(Self.isPlainData(Color.red.padding(.horizontal, 8)))
        #expect(Self.isPlainData(Color.red.fixedSize()))
        #expect(Self.isPlainData(Color.red.ignoresSafeArea()))
        #expect(Self.isPlainData(Color.red.background(Color.blue)))
        #expect(Self.isPlainData(Color.red.overlay(Color.blue)))
        #expect(Self.isPlainData(Color.red.id(3)))
        #expect(Self.isPlainData(Color.red.aspectRatio(1.5, contentMode: .fit)))
        #expect(Self.isPlainData(Rectangle().scaledToFill()))
    }

    /// An invalid ratio is still ignored and reported once, now that it is checked where the
    /// node is made: the view lays out as if no ratio were given.
    @Test func anAspectRatiosProblemIsFoundWhereItsNodeIsMade() {
        for bad in [CGFloat.nan, -2, 0, .infinity] {
            let layout = ViewLayout(
                Color.red.aspectRatio(bad, contentMode: .fit), proposal: ProposedViewSize(width: 100, height: 60))
            #expect(layout.warnings.filter { $0.contains("aspectRatio") }.count == 1, "\(bad)")
            // Ignored, as with no ratio: the colour's ideal 10 × 10 gives ratio 1, and the largest
            // square that fits 100 × 60 is 60 × 60.
            #expect(layout.size == CGSize(width: 60, height: 60), "\(bad)")
            #expect(AspectRatioModifier(ratio: bad, contentMode: .fit).ratio == nil)
            #expect(!AspectRatioModifier(ratio: bad, contentMode: .fit).argumentsAreValid)
        }
        #expect(AspectRatioModifier(ratio: nil, contentMode: .fill).argumentsAreValid)
        #expect(AspectRatioModifier(ratio: 0.5, contentMode: .fill).ratio == 0.5)
        #expect(AspectRatioModifier(ratio: 0.5, contentMode: .fill).diagnostics.isEmpty)
    }

    @Test func aStackOfOnePlainViewIsPlainData() {
        #expect(Self.isPlainData(HStack { Color.red }))
        #expect(Self.isPlainData(VStack(alignment: .leading, spacing: 4) { Color.red.frame(width: 3) }))
        #expect(Self.isPlainData(ZStack { Color.red }))
    }

    /// The problems are still reported, once each, now that the modifier keeps its bounds as
    /// given: both axes contradictory make one "contradictory" warning.
    @Test func aFlexibleFramesProblemsAreFoundWhereItsNodeIsMade() {
        let layout = ViewLayout(
            Color.red.frame(minWidth: 20, idealWidth: .nan, maxWidth: 10, minHeight: 30, maxHeight: 20),
            proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.warnings.filter { $0.contains("Contradictory frame constraints") }.count == 1)
        #expect(layout.warnings.filter { $0.contains("A flexible frame bound of NaN is ignored") }.count == 1)
        let modifier = FlexibleFrameModifier(
            minWidth: 20, idealWidth: .nan, maxWidth: 10, minHeight: 30, idealHeight: nil, maxHeight: 20, alignment: .center)
        #expect(!modifier.argumentsAreValid)
        #expect(modifier.diagnostics.count == 2)
        #expect(FlexibleFrameModifier(
            minWidth: 10, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center
        ).argumentsAreValid)
    }
}
