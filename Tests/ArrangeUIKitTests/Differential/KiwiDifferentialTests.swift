// Arrange's solver and UIStackView against an independent reference: kiwisolver, solved one
// priority level at a time (UIKit's strictly ranked priorities), and a model of the constraints
// UIKit's UIStackView generates (Scripts/autolayout-reference). Seeded; more cases with
// ARRANGE_DIFFERENTIAL_SCRIPTS / ARRANGE_DIFFERENTIAL_STACKS, another seed with
// ARRANGE_DIFFERENTIAL_SEED.
import Foundation
import Testing

@Suite("Differential: kiwisolver")
struct KiwiDifferentialTests {
    struct Request: Encodable {
        let scripts: [SolverScript]
        let stacks: [StackConfiguration]
    }

    struct Answer: Decodable {
        let kiwisolver: String
        let scripts: [SolverScriptAnswer]
        let stacks: [StackAnswer]
    }

    static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    @Test(.enabled(if: KiwiReference.unavailableReason == nil, Comment(rawValue: KiwiReference.skipMessage)))
    func arrangeAgreesWithKiwisolverAndUIKitsStackConstraints() throws {
        let seed = UInt64(Self.setting("ARRANGE_DIFFERENTIAL_SEED", default: 15))
        let scriptCount = Self.setting("ARRANGE_DIFFERENTIAL_SCRIPTS", default: 500)
        let stackCount = Self.setting("ARRANGE_DIFFERENTIAL_STACKS", default: 1000)
        let scripts = (0..<scriptCount).map { SolverScript(seed: seed &* 1_000_003 &+ UInt64($0)) }
        let stacks = (0..<stackCount).map { StackConfiguration(seed: seed &* 2_000_003 &+ UInt64($0)) }
        let answer = try KiwiReference.solve(Request(scripts: scripts, stacks: stacks), as: Answer.self)
        try #require(answer.scripts.count == scripts.count && answer.stacks.count == stacks.count)

        var scriptDisagreements: [String] = []
        for (script, reference) in zip(scripts, answer.scripts) {
            let found = reference.disagreements(with: script)
            if !found.isEmpty {
                scriptDisagreements.append("script seed \(script.seed):\n\(script.listing)\n→ " + found.joined(separator: "\n→ "))
            }
        }
        var stackDisagreements: [String] = []
        var ambiguous = 0, conflicts = 0
        for (configuration, reference) in zip(stacks, answer.stacks) {
            switch reference.verdict(for: configuration) {
            case .agrees: break
            case .uikitAmbiguous: ambiguous += 1
            case .conflict: conflicts += 1
            case .disagrees(let found):
                stackDisagreements.append("stack seed \(configuration.seed):\n\(configuration.listing)\n→ " + found.joined(separator: "\n→ "))
            }
        }
        print("kiwisolver \(answer.kiwisolver) differential (seed \(seed)): \(scripts.count) solver scripts, \(scriptDisagreements.count) disagree; \(stacks.count) stack configurations, \(stackDisagreements.count) disagree, \(ambiguous) UIKit-ambiguous, \(conflicts) conflicts on both sides")
        #expect(scriptDisagreements.isEmpty, "\(scriptDisagreements.count) of \(scripts.count) solver scripts disagree; the first:\n\(scriptDisagreements.prefix(3).joined(separator: "\n\n"))")
        #expect(stackDisagreements.isEmpty, "\(stackDisagreements.count) of \(stacks.count) stack configurations disagree; the first:\n\(stackDisagreements.prefix(3).joined(separator: "\n\n"))")
    }
}
