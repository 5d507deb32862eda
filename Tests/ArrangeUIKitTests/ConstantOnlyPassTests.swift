// A layout after an edit that changes only constants moves them in place in the solver without
// collecting the wanted constraints again; every structural mutation makes the next pass a full
// one, and its frames are those of a fresh layout of the same final state.
import Foundation
import Testing
@testable import ArrangeUIKit

/// The scene's edits, as these tests make them (`StackScene.swift`).
private extension StackScene {
    /// This scene after `edit`, laid out for the first time.
    static func fresh(_ edit: (StackScene) -> Void) -> StackScene {
        let scene = StackScene()
        edit(scene)
        _ = scene.layout()
        return scene
    }

    /// Lays out, edits, lays out again: the frames after the edit, and whether that layout
    /// collected the wanted constraints (a full pass) or only moved constants. (A stack view
    /// that regenerates its constraints asks for a second pass, which finds nothing new.)
    func frames(after edit: (StackScene) -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> (frames: [CGRect], fullPass: Bool) {
        _ = layout(sourceLocation: sourceLocation)
        let full = engine.fullPassCount, constant = engine.constantPassCount
        edit(self)
        let frames = layout(sourceLocation: sourceLocation)
        #expect(engine.fullPassCount + engine.constantPassCount > full + constant, sourceLocation: sourceLocation)
        #expect(engine.fullPassCount <= full + 1, sourceLocation: sourceLocation)
        return (frames, engine.fullPassCount > full)
    }
}

/// `edit` made to a laid-out scene gives the frames `expected`, those of a fresh scene with the
/// edit made before its first layout, through a full pass (`structural`) or a constants-only one.
private func expectEdit(_ edit: (StackScene) -> Void, structural: Bool, gives expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
    let (frames, fullPass) = StackScene().frames(after: edit, sourceLocation: sourceLocation)
    #expect(fullPass == structural, sourceLocation: sourceLocation)
    #expect(frames == expected, sourceLocation: sourceLocation)
    #expect(StackScene.fresh(edit).layout(sourceLocation: sourceLocation) == expected, sourceLocation: sourceLocation)
}

/// The scene's frames before any edit: 20 + 2 + 30 + 2 + 40 = 94 points of stack.
private let initialFrames = [rect(0, 0, 300, 94), rect(0, 0, 300, 20), rect(0, 22, 300, 30), rect(0, 54, 300, 40)]

@Suite("Constant-only layout passes")
struct ConstantOnlyPassTests {
    // MARK: Constants move in place

    @Test func aConstantOnlyEditDoesNotCollectTheWantedConstraints() {
        let scene = StackScene()
        #expect(scene.layout() == initialFrames)
        #expect(scene.engine.fullPassCount == 1)
        let constantPasses = scene.engine.constantPassCount
        let installed = scene.engine.installedConstraints.count
        scene.top.constant = 10
        #expect(scene.layout() == [rect(0, 10, 300, 94)] + initialFrames.dropFirst())
        scene.top.constant = 25
        #expect(scene.layout()[0] == rect(0, 25, 300, 94))
        #expect(scene.engine.fullPassCount == 1)
        #expect(scene.engine.constantPassCount == constantPasses + 2)
        #expect(scene.engine.installedConstraints.count == installed)
    }

    @Test func aConstraintConstantMovesInPlace() {
        expectEdit({ $0.top.constant = 10 }, structural: false,
                   gives: [rect(0, 10, 300, 94)] + initialFrames.dropFirst())
    }

    @Test func anIntrinsicSizeMovesInPlace() {
        expectEdit({ $0.views[1].size = CGSize(width: 20, height: 50) }, structural: false,
                   gives: [rect(0, 0, 300, 114), rect(0, 0, 300, 20), rect(0, 22, 300, 50), rect(0, 74, 300, 40)])
    }

    @Test func aStackRegeneratesItsConstraintsOnlyWhenTheirInputsChange() {
        // Under .fill a new intrinsic size changes no constraint of the stack's own.
        let scene = StackScene()
        _ = scene.layout()
        let generations = scene.stack.generationCount
        scene.views[1].size = CGSize(width: 20, height: 50)
        #expect(scene.layout()[2] == rect(0, 22, 300, 50))
        #expect(scene.stack.generationCount == generations)
        // A new spacing changes only the spacing constraints' constants: they move in place.
        scene.stack.spacing = 5
        #expect(scene.layout()[3] == rect(0, 80, 300, 40))
        #expect(scene.stack.generationCount == generations)
        #expect(scene.stack.spacingUpdateCount == 1)
        scene.stack.alignment = .center
        #expect(scene.layout()[3] == rect(135, 80, 30, 40))
        #expect(scene.stack.generationCount == generations + 1)
    }

    @Test func aProportionalStacksNewIntrinsicSizeRemakesItsShares() {
        // Under .fillProportionally the shares are multipliers: a new intrinsic size is structural.
        let proportional: (StackScene) -> Void = { scene in
            scene.stack.distribution = .fillProportionally
            scene.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        }
        let scene = StackScene()
        proportional(scene)
        _ = scene.layout()
        let generations = scene.stack.generationCount
        let edit: (StackScene) -> Void = { $0.views[2].size = CGSize(width: 30, height: 146) }
        let (frames, fullPass) = scene.frames(after: edit)
        #expect(fullPass)
        #expect(scene.stack.generationCount == generations + 1)
        // 20, 30 and 146 of 196 + 4 spacing: shares of 200 are 20, 30 and 146.
        let expected = [rect(0, 0, 300, 200), rect(0, 0, 300, 20), rect(0, 22, 300, 30), rect(0, 54, 300, 146)]
        #expect(frames == expected)
        #expect(StackScene.fresh { proportional($0); edit($0) }.layout() == expected)
    }

    @Test func aStackSpacingMovesInPlace() {
        expectEdit({ $0.stack.spacing = 5 }, structural: false,
                   gives: [rect(0, 0, 300, 100), rect(0, 0, 300, 20), rect(0, 25, 300, 30), rect(0, 60, 300, 40)])
    }

    @Test func theRootsNewSizeMovesInPlace() {
        expectEdit({ $0.root.frame = rect(0, 0, 200, 400) }, structural: false,
                   gives: [rect(0, 0, 200, 94), rect(0, 0, 200, 20), rect(0, 22, 200, 30), rect(0, 54, 200, 40)])
    }

    @Test func aTranslatingViewsNewFrameMovesInPlace() {
        let setUp: (StackScene) -> Void = { scene in
            let free = UIView(frame: rect(5, 6, 50, 60))
            free.accessibilityIdentifier = "free"
            scene.root.addSubview(free)
        }
        let scene = StackScene()
        setUp(scene)
        let free = scene.root.subviews[1]
        let (frames, fullPass) = scene.frames(after: { _ in free.frame = rect(7, 8, 70, 80) })
        #expect(!fullPass)
        #expect(frames == initialFrames)
        #expect(free.frame == rect(7, 8, 70, 80))
        #expect(scene.engine.rect(of: free) == rect(7, 8, 70, 80))
    }

    // MARK: Structural mutations make a full pass

    @Test func activatingAConstraintIsStructural() {
        // The stack's new height goes to the first view (under .fill, it gives way first).
        expectEdit({ $0.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true }, structural: true,
                   gives: [rect(0, 0, 300, 200), rect(0, 0, 300, 126), rect(0, 128, 300, 30), rect(0, 160, 300, 40)])
    }

    @Test func addingAConstraintToAViewIsStructural() {
        expectEdit({ $0.root.addConstraint($0.stack.heightAnchor.constraint(equalToConstant: 200)) }, structural: true,
                   gives: [rect(0, 0, 300, 200), rect(0, 0, 300, 126), rect(0, 128, 300, 30), rect(0, 160, 300, 40)])
    }

    @Test func deactivatingAConstraintIsStructural() {
        // Without the trailing edge the stack is as wide as its widest view.
        expectEdit({ scene in
            let trailing = scene.root.constraints.first { $0.firstAttribute == .trailing }!
            trailing.isActive = false
        }, structural: true, gives: [rect(0, 0, 30, 94), rect(0, 0, 30, 20), rect(0, 22, 30, 30), rect(0, 54, 30, 40)])
    }

    @Test func removingAConstraintFromAViewIsStructural() {
        expectEdit({ scene in
            let trailing = scene.root.constraints.first { $0.firstAttribute == .trailing }!
            scene.root.removeConstraint(trailing)
        }, structural: true, gives: [rect(0, 0, 30, 94), rect(0, 0, 30, 20), rect(0, 22, 30, 30), rect(0, 54, 30, 40)])
    }

    @Test func aNewPriorityIsStructural() {
        // At 200 the stack's height loses to hugging (250); at 300 it wins.
        let scene = StackScene()
        let height = scene.stack.heightAnchor.constraint(equalToConstant: 200)
        height.priority = UILayoutPriority(200)
        height.isActive = true
        #expect(scene.layout() == initialFrames)
        let (frames, fullPass) = scene.frames(after: { _ in height.priority = UILayoutPriority(300) })
        #expect(fullPass)
        let expected = [rect(0, 0, 300, 200), rect(0, 0, 300, 126), rect(0, 128, 300, 30), rect(0, 160, 300, 40)]
        #expect(frames == expected)
        #expect(StackScene.fresh { $0.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true }.layout() == expected)
    }

    @Test func anArrangedSubviewAddedIsStructural() {
        let added = ResizableView(5, 8)
        let (frames, fullPass) = StackScene().frames(after: { $0.stack.addArrangedSubview(added) })
        #expect(fullPass)
        #expect(frames == [rect(0, 0, 300, 104)] + initialFrames.dropFirst())
        #expect(added.frame == rect(0, 96, 300, 8))
    }

    @Test func anArrangedSubviewRemovedIsStructural() {
        // The removed view keeps the frame it last had; a fresh scene never placed it.
        let edit: (StackScene) -> Void = { $0.views[1].removeFromSuperview() }
        let (frames, fullPass) = StackScene().frames(after: edit)
        #expect(fullPass)
        let expected = [rect(0, 0, 300, 62), rect(0, 0, 300, 20), rect(0, 22, 300, 30), rect(0, 22, 300, 40)]
        #expect(frames == expected)
        #expect(StackScene.fresh(edit).layout() == [expected[0], expected[1], .zero, expected[3]])
    }

    @Test func aViewNoLongerArrangedIsStructural() {
        // It stays a subview, without constraints: its frame is whatever the solver leaves it.
        let scene = StackScene()
        let (frames, fullPass) = scene.frames(after: { $0.stack.removeArrangedSubview($0.views[1]) })
        #expect(fullPass)
        #expect(frames[0] == rect(0, 0, 300, 62))
        #expect(frames[1] == rect(0, 0, 300, 20))
        #expect(frames[3] == rect(0, 22, 300, 40))
    }

    @Test func aNewAxisIsStructural() {
        // A row 300 wide: 10 + 2 + 20 + 2 + 30 = 64 of content, the first view takes the rest.
        expectEdit({ $0.stack.axis = .horizontal }, structural: true,
                   gives: [rect(0, 0, 300, 40), rect(0, 0, 246, 40), rect(248, 0, 20, 40), rect(270, 0, 30, 40)])
    }

    @Test func aNewDistributionIsStructural() {
        expectEdit({ $0.stack.distribution = .fillEqually }, structural: true,
                   gives: [rect(0, 0, 300, 124), rect(0, 0, 300, 40), rect(0, 42, 300, 40), rect(0, 84, 300, 40)])
    }

    @Test func aNewAlignmentIsStructural() {
        expectEdit({ $0.stack.alignment = .center }, structural: true,
                   gives: [rect(0, 0, 300, 94), rect(145, 0, 10, 20), rect(140, 22, 20, 30), rect(135, 54, 30, 40)])
    }

    @Test func hidingAnArrangedViewIsStructural() {
        expectEdit({ $0.views[0].isHidden = true }, structural: true,
                   gives: [rect(0, 0, 300, 72), rect(0, 0, 300, 0), rect(0, 0, 300, 30), rect(0, 32, 300, 40)])
    }

    @Test func aNewHuggingPriorityIsStructural() {
        // The stack is made 200 high; the view that hugs least takes the extra 106 points.
        let stretched: (StackScene) -> Void = { $0.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true }
        let scene = StackScene()
        stretched(scene)
        #expect(scene.layout()[1] == rect(0, 0, 300, 126))
        let edit: (StackScene) -> Void = { $0.views[2].setContentHuggingPriority(UILayoutPriority(200), for: .vertical) }
        let (frames, fullPass) = scene.frames(after: edit)
        #expect(fullPass)
        let expected = [rect(0, 0, 300, 200), rect(0, 0, 300, 20), rect(0, 22, 300, 30), rect(0, 54, 300, 146)]
        #expect(frames == expected)
        #expect(StackScene.fresh { stretched($0); edit($0) }.layout() == expected)
    }

    @Test func aNewCompressionResistancePriorityIsStructural() {
        // The stack is made 64 high; the view that resists least gives up the 30 points.
        let squeezed: (StackScene) -> Void = { $0.stack.heightAnchor.constraint(equalToConstant: 64).isActive = true }
        let scene = StackScene()
        squeezed(scene)
        #expect(scene.layout()[1] == rect(0, 0, 300, 0))
        let edit: (StackScene) -> Void = { $0.views[0].setContentCompressionResistancePriority(.required, for: .vertical) }
        let (frames, fullPass) = scene.frames(after: edit)
        #expect(fullPass)
        let expected = [rect(0, 0, 300, 64), rect(0, 0, 300, 20), rect(0, 22, 300, 0), rect(0, 24, 300, 40)]
        #expect(frames == expected)
        #expect(StackScene.fresh { squeezed($0); edit($0) }.layout() == expected)
    }

    @Test func translatingTheAutoresizingMaskIsStructural() {
        // A free view with weak constraints: its frame holds while it translates; then they place it.
        func addFree(_ scene: StackScene) -> UIView {
            let free = UIView(frame: rect(5, 6, 50, 60))
            scene.root.addSubview(free)
            let weak = UILayoutPriority(500)
            for constraint in [free.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 7),
                               free.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 9),
                               free.widthAnchor.constraint(equalToConstant: 80), free.heightAnchor.constraint(equalToConstant: 33)] {
                constraint.priority = weak
                constraint.isActive = true
            }
            return free
        }
        let scene = StackScene()
        let free = addFree(scene)
        _ = scene.layout()
        #expect(free.frame == rect(5, 6, 50, 60))
        let (frames, fullPass) = scene.frames(after: { _ in free.translatesAutoresizingMaskIntoConstraints = false })
        #expect(fullPass)
        #expect(frames == initialFrames)
        #expect(free.frame == rect(7, 9, 80, 33))
        let fresh = StackScene()
        let freshFree = addFree(fresh)
        freshFree.translatesAutoresizingMaskIntoConstraints = false
        _ = fresh.layout()
        #expect(freshFree.frame == rect(7, 9, 80, 33))
    }

    @Test func anIntrinsicSizeGainingAnAxisIsStructural() {
        // Without an intrinsic height the view's hugging and compression constraints go.
        let scene = StackScene()
        scene.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        scene.views[1].size = CGSize(width: 20, height: UIView.noIntrinsicMetric)
        #expect(scene.layout()[2] == rect(0, 22, 300, 136))
        let (frames, fullPass) = scene.frames(after: { $0.views[1].size = CGSize(width: 20, height: 30) })
        #expect(fullPass)
        #expect(frames == [rect(0, 0, 300, 200), rect(0, 0, 300, 126), rect(0, 128, 300, 30), rect(0, 160, 300, 40)])
    }

    @Test func contentSizeConstraintsRemadeByAFittingSizeMakeTheNextPassFull() {
        // systemLayoutSizeFitting's engine remakes the view's content-size constraints when an
        // axis goes; the main engine's installed ones must go too, not keep the old height.
        let scene = StackScene()
        scene.stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
        #expect(scene.layout()[2] == rect(0, 128, 300, 30))
        let (frames, fullPass) = scene.frames(after: { scene in
            scene.views[1].size = CGSize(width: 20, height: UIView.noIntrinsicMetric)
            _ = scene.views[1].systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        })
        #expect(fullPass)
        #expect(frames == [rect(0, 0, 300, 200), rect(0, 0, 300, 20), rect(0, 22, 300, 136), rect(0, 160, 300, 40)])
    }

    @Test func aNewLayoutDirectionIsStructural() {
        expectEdit({ $0.root.semanticContentAttribute = .forceRightToLeft; $0.stack.alignment = .leading }, structural: true,
                   gives: [rect(0, 0, 300, 94), rect(290, 0, 10, 20), rect(280, 22, 20, 30), rect(270, 54, 30, 40)])
        let scene = StackScene()
        scene.stack.alignment = .leading
        let (frames, fullPass) = scene.frames(after: { $0.root.semanticContentAttribute = .forceRightToLeft })
        #expect(fullPass)
        #expect(frames == [rect(0, 0, 300, 94), rect(290, 0, 10, 20), rect(280, 22, 20, 30), rect(270, 54, 30, 40)])
    }

    @Test func aLayoutGuideAddedIsStructural() {
        let scene = StackScene()
        let (_, fullPass) = scene.frames(after: { _ in _ = scene.root.layoutMarginsGuide })
        #expect(fullPass)
        #expect(scene.root.layoutMarginsGuide.layoutFrame == rect(8, 8, 284, 384))
    }

    @Test func aSubviewMovedAmongItsSiblingsIsStructural() {
        let scene = StackScene()
        let free = UIView(frame: rect(5, 6, 50, 60))
        scene.root.addSubview(free)
        // Moving a subview asks for no layout by itself (its frame stays), hence setNeedsLayout.
        let (frames, fullPass) = scene.frames(after: { $0.root.insertSubview(free, at: 0); $0.root.setNeedsLayout() })
        #expect(fullPass)
        #expect(frames == initialFrames)
        #expect(free.frame == rect(5, 6, 50, 60))
    }

    // MARK: Broken constraints

    @Test func aBrokenConstraintKeepsPassesFullUntilItHolds() {
        // Two required heights for one view conflict: the second is broken and retried by
        // every full pass; once its constant agrees it is installed and constants move in place.
        let scene = StackScene()
        let first = scene.views[0].heightAnchor.constraint(equalToConstant: 20)
        let second = scene.views[0].heightAnchor.constraint(equalToConstant: 25)
        NSLayoutConstraint.activate([first, second])
        scene.root.layoutIfNeeded()
        #expect(second.brokenByEngine)
        #expect(scene.engine.constantPassCount == 0)
        var full = scene.engine.fullPassCount
        scene.top.constant = 10
        scene.root.layoutIfNeeded()
        #expect(scene.engine.fullPassCount == full + 1)
        #expect(scene.engine.constantPassCount == 0)
        second.constant = 20
        scene.root.layoutIfNeeded()
        #expect(!second.brokenByEngine)
        #expect(scene.engine.fullPassCount == full + 2)
        full = scene.engine.fullPassCount
        scene.top.constant = 12
        scene.root.layoutIfNeeded()
        #expect(scene.engine.fullPassCount == full)
        #expect(scene.engine.constantPassCount == 1)
        #expect(scene.stack.frame == rect(0, 12, 300, 94))
    }

    @Test func aConstantThatBreaksItsConstraintMakesTheNextPassFull() {
        let scene = StackScene()
        let height = scene.views[0].heightAnchor.constraint(equalToConstant: 20)
        let other = scene.views[0].heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([height, other])
        _ = scene.layout()
        height.constant = 30
        scene.root.layoutIfNeeded()
        #expect(height.brokenByEngine)
        #expect(scene.views[0].frame == rect(0, 0, 300, 20))
        let full = scene.engine.fullPassCount
        scene.top.constant = 5
        scene.root.layoutIfNeeded()
        #expect(scene.engine.fullPassCount == full + 1)
        #expect(scene.stack.frame == rect(0, 5, 300, 94))
    }
}
