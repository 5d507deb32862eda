// A stack view whose spacing, custom spacings or layout margins change keeps its generated
// constraints: the spacing constraints take their new constants, the margins guide's edges
// follow the margins, and the engine moves both in place in the solver. The frames are those of
// a fresh stack made with the final properties. A spacing that the constraints' structure is made
// from (`.fillProportionally`'s shares) still regenerates them, through a full pass.
import Foundation
import Testing
@testable import ArrangeUIKit

/// How the layout after an edit was made.
private struct EditPath: Equatable {
    /// The engine collected the wanted constraints (a full pass), rather than only moving constants.
    var fullPass: Bool
    /// The stack made its constraints again (`makeConstraints`).
    var regenerated: Bool
    /// The stack moved its spacing constraints' constants without making any.
    var spacingMovedInPlace: Bool

    /// Constants only, in the stack and in the engine.
    static let inPlace = EditPath(fullPass: false, regenerated: false, spacingMovedInPlace: true)
    /// Constants only in the engine; the stack had nothing to do (its inputs are unchanged).
    static let engineOnly = EditPath(fullPass: false, regenerated: false, spacingMovedInPlace: false)
    /// The stack made its constraints again and the engine collected them.
    static let rebuilt = EditPath(fullPass: true, regenerated: true, spacingMovedInPlace: false)
}

/// A scene set up by `setUp` and laid out, then edited by `edit` and laid out again, gives the
/// frames `expected` along `path`; a fresh scene with the edit made before its first layout
/// gives the same frames.
private func expectEdit(_ edit: (StackScene) -> Void, after setUp: (StackScene) -> Void = { _ in }, path: EditPath, gives expected: [CGRect],
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let scene = StackScene(setUp)
    _ = scene.layout(sourceLocation: sourceLocation)
    let fullPasses = scene.engine.fullPassCount, constantPasses = scene.engine.constantPassCount
    let generations = scene.stack.generationCount, spacingUpdates = scene.stack.spacingUpdateCount
    edit(scene)
    let frames = scene.layout(sourceLocation: sourceLocation)
    #expect(scene.engine.fullPassCount + scene.engine.constantPassCount > fullPasses + constantPasses, sourceLocation: sourceLocation)
    let taken = EditPath(fullPass: scene.engine.fullPassCount > fullPasses, regenerated: scene.stack.generationCount > generations,
                         spacingMovedInPlace: scene.stack.spacingUpdateCount > spacingUpdates)
    #expect(taken == path, sourceLocation: sourceLocation)
    #expect(frames == expected, sourceLocation: sourceLocation)
    let fresh = StackScene { setUp($0); edit($0) }
    #expect(fresh.layout(sourceLocation: sourceLocation) == expected, sourceLocation: sourceLocation)
}

@Suite("Stack view edits that move constants in place")
struct StackConstantEditTests {
    // MARK: Spacing

    @Test func aSpacingEditMovesTheSpacingConstantsInPlace() {
        // 20 + 5 + 30 + 5 + 40.
        expectEdit({ $0.stack.spacing = 5 }, path: .inPlace,
                   gives: [rect(0, 0, 300, 100), rect(0, 0, 300, 20), rect(0, 25, 300, 30), rect(0, 60, 300, 40)])
    }

    @Test func anEqualSpacingStacksSpacingEditKeepsItsSpacers() {
        // Unconstrained along its axis the stack takes its content's length: the gaps are the spacing.
        // (Its spacers' guides and constraints stay; before, each edit made them anew: a full pass.)
        expectEdit({ $0.stack.spacing = 5 }, after: { $0.stack.distribution = .equalSpacing }, path: .inPlace,
                   gives: [rect(0, 0, 300, 100), rect(0, 0, 300, 20), rect(0, 25, 300, 30), rect(0, 60, 300, 40)])
    }

    @Test func anEqualSpacingStacksSpacingEditWithinAFixedLengthChangesNothing() {
        // 200 high: the gaps are (200 − 90) ÷ 2 = 55, more than either spacing.
        let fixed: (StackScene) -> Void = { scene in
            scene.stack.distribution = .equalSpacing
            scene.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        }
        expectEdit({ $0.stack.spacing = 5 }, after: fixed, path: .inPlace,
                   gives: [rect(0, 0, 300, 200), rect(0, 0, 300, 20), rect(0, 75, 300, 30), rect(0, 160, 300, 40)])
    }

    @Test func anEqualCenteringStacksSpacingEditMovesInPlace() {
        // Centre distances 25 + g₁ and 35 + g₂ are equal (priority 150) before the length is
        // pulled short (49): the gaps are s + 10 and s, at least s each.
        expectEdit({ $0.stack.spacing = 5 }, after: { $0.stack.distribution = .equalCentering }, path: .inPlace,
                   gives: [rect(0, 0, 300, 110), rect(0, 0, 300, 20), rect(0, 35, 300, 30), rect(0, 70, 300, 40)])
    }

    @Test func aFillEquallyStacksSpacingEditMovesInPlace() {
        // Three views of the tallest's 40: 40 + 6 + 40 + 6 + 40.
        expectEdit({ $0.stack.spacing = 6 }, after: { $0.stack.distribution = .fillEqually }, path: .inPlace,
                   gives: [rect(0, 0, 300, 132), rect(0, 0, 300, 40), rect(0, 46, 300, 40), rect(0, 92, 300, 40)])
    }

    @Test func aHorizontalRightToLeftStacksSpacingEditMovesInPlace() {
        // A row 300 wide: the last view takes the rest (64 − 2·2 + 2·7 = 74 of content); leading is the right.
        let row: (StackScene) -> Void = { scene in
            scene.root.semanticContentAttribute = .forceRightToLeft
            scene.stack.axis = .horizontal
        }
        expectEdit({ $0.stack.spacing = 7 }, after: row, path: .inPlace,
                   gives: [rect(0, 0, 300, 40), rect(64, 0, 236, 40), rect(37, 0, 20, 40), rect(0, 0, 30, 40)])
    }

    // MARK: Custom spacing

    @Test func aCustomSpacingEditMovesInPlace() {
        expectEdit({ $0.stack.setCustomSpacing(10, after: $0.views[0]) }, path: .inPlace,
                   gives: [rect(0, 0, 300, 102), rect(0, 0, 300, 20), rect(0, 30, 300, 30), rect(0, 62, 300, 40)])
    }

    @Test func aCustomSpacingSetToTheSystemSpacingMovesInPlace() {
        // spacingUseSystem is 8 points here (UIStackView.systemSpacing): a constant, no new relation.
        expectEdit({ $0.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: $0.views[1]) }, path: .inPlace,
                   gives: [rect(0, 0, 300, 100), rect(0, 0, 300, 20), rect(0, 22, 300, 30), rect(0, 60, 300, 40)])
    }

    @Test func aCustomSpacingSetBackToTheDefaultMovesInPlace() {
        let custom: (StackScene) -> Void = { $0.stack.setCustomSpacing(10, after: $0.views[0]) }
        expectEdit({ $0.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: $0.views[0]) }, after: custom, path: .inPlace,
                   gives: [rect(0, 0, 300, 94), rect(0, 0, 300, 20), rect(0, 22, 300, 30), rect(0, 54, 300, 40)])
    }

    @Test func aCustomSpacingAfterAHiddenViewChangesNoConstant() {
        // No spacing constraint follows a hidden view: the stack moves nothing, the engine has nothing to do.
        let hidden: (StackScene) -> Void = { $0.views[1].isHidden = true }
        expectEdit({ $0.stack.setCustomSpacing(10, after: $0.views[1]) }, after: hidden, path: .inPlace,
                   gives: [rect(0, 0, 300, 62), rect(0, 0, 300, 20), rect(0, 0, 300, 0), rect(0, 22, 300, 40)])
    }

    // MARK: Layout margins

    @Test func aLayoutMarginsEditOfAMarginsRelativeStackMovesInPlace() {
        // Default margins are 8 on every side; now 3, 4, 5, 6: the views are 290 wide, from x = 4.
        let relative: (StackScene) -> Void = { $0.stack.isLayoutMarginsRelativeArrangement = true }
        expectEdit({ $0.stack.layoutMargins = UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6) }, after: relative, path: .engineOnly,
                   gives: [rect(0, 0, 300, 102), rect(4, 3, 290, 20), rect(4, 25, 290, 30), rect(4, 57, 290, 40)])
    }

    @Test func aDirectionalLayoutMarginsEditOfAMarginsRelativeStackMovesInPlace() {
        let relative: (StackScene) -> Void = { $0.stack.isLayoutMarginsRelativeArrangement = true }
        let margins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectEdit({ $0.stack.directionalLayoutMargins = margins }, after: relative, path: .engineOnly,
                   gives: [rect(0, 0, 300, 98), rect(2, 1, 294, 20), rect(2, 23, 294, 30), rect(2, 55, 294, 40)])
    }

    @Test func aRightToLeftStacksDirectionalMarginsEditMovesInPlace() {
        // Leading is the right: 2 from the right edge, 4 from the left.
        let relative: (StackScene) -> Void = { scene in
            scene.root.semanticContentAttribute = .forceRightToLeft
            scene.stack.isLayoutMarginsRelativeArrangement = true
        }
        let margins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectEdit({ $0.stack.directionalLayoutMargins = margins }, after: relative, path: .engineOnly,
                   gives: [rect(0, 0, 300, 98), rect(4, 1, 294, 20), rect(4, 23, 294, 30), rect(4, 55, 294, 40)])
    }

    @Test func spacingAndMarginsEditedTogetherMoveInPlace() {
        let relative: (StackScene) -> Void = { $0.stack.isLayoutMarginsRelativeArrangement = true }
        expectEdit({ scene in
            scene.stack.spacing = 4
            scene.stack.setCustomSpacing(1, after: scene.views[1])
            scene.stack.layoutMargins = UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6)
        }, after: relative, path: .inPlace,
        gives: [rect(0, 0, 300, 103), rect(4, 3, 290, 20), rect(4, 27, 290, 30), rect(4, 58, 290, 40)])
    }

    // MARK: Structural edits still rebuild

    @Test func aSpacingEditOfAProportionalStackRemakesItsShares() {
        // The shares are multipliers made from the total spacing: 200 × 20 ÷ (90 + 10) = 40,
        // 200 × 30 ÷ 100 = 60, and the last view takes the slack, 200 − 40 − 60 − 10 = 90.
        let proportional: (StackScene) -> Void = { scene in
            scene.stack.distribution = .fillProportionally
            scene.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        }
        expectEdit({ $0.stack.spacing = 5 }, after: proportional, path: .rebuilt,
                   gives: [rect(0, 0, 300, 200), rect(0, 0, 300, 40), rect(0, 45, 300, 60), rect(0, 110, 300, 90)])
    }

    @Test func aSpacingEditWithANewDistributionRebuilds() {
        expectEdit({ $0.stack.spacing = 6; $0.stack.distribution = .fillEqually }, path: .rebuilt,
                   gives: [rect(0, 0, 300, 132), rect(0, 0, 300, 40), rect(0, 46, 300, 40), rect(0, 92, 300, 40)])
    }

    @Test func aCustomSpacingEditThatHidesAViewRebuilds() {
        // Hiding the middle view takes its two spacing constraints away and makes one between the others.
        expectEdit({ $0.stack.setCustomSpacing(10, after: $0.views[0]); $0.views[1].isHidden = true }, path: .rebuilt,
                   gives: [rect(0, 0, 300, 70), rect(0, 0, 300, 20), rect(0, 0, 300, 0), rect(0, 30, 300, 40)])
    }

    @Test func turningOnMarginsRelativeArrangementRebuilds() {
        // The container becomes the margins guide (8 on every side by default).
        expectEdit({ $0.stack.isLayoutMarginsRelativeArrangement = true }, path: .rebuilt,
                   gives: [rect(0, 0, 300, 110), rect(8, 8, 284, 20), rect(8, 30, 284, 30), rect(8, 62, 284, 40)])
    }
}
