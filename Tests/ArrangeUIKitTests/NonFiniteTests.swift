// NaN and infinite constants must not reach the solver: NaN fails every comparison and would
// spread through the tableau for good.
import Foundation
import Testing
@testable import ArrangeUIKit

@Suite("Non-finite values")
struct NonFiniteTests {
    @Test func aNaNConstantLeavesTheLayoutAndAFiniteOneBringsItBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 20),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 30, height: 20))
        width.constant = .nan
        root.layoutIfNeeded()
        #expect(view.frame.minX == 5)
        #expect(!view.frame.width.isNaN)
        #expect(root.layoutLog.entries.contains { if case .nonFiniteValue = $0 { true } else { false } })
        width.constant = 40
        width.isActive = false
        width.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 40, height: 20))
    }

    @Test func infiniteMultipliersAndConstantsAreRefused() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity),
            view.heightAnchor.constraint(equalToConstant: .infinity),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width.isFinite && view.frame.height.isFinite)
        #expect(root.layoutLog.entries.filter { if case .nonFiniteValue = $0 { true } else { false } }.count == 2)
    }
}
