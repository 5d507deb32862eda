import Arrange
import Foundation

/// Reads `--size` values into the proposal the root view receives.
///
/// A value is `WIDTHxHEIGHT` (`x`, `X` or `×` between): each dimension a finite number ≥ 0,
/// `nil` (unspecified: the view's ideal size along it) or `inf` (infinity: its maximum size).
/// `390x844`, `390xnil`, `nilxnil`, `infx100` are proposals; `0x-5`, `abc`, `NaNx3` are refused.
public enum ProposalArgument {
    /// The proposal `text` stands for, or what is wrong with it.
    public static func parse(_ text: String) -> Result<ProposedViewSize, ToolFailure> {
        let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2 else {
            return .failure(.usage("--size '\(text)' is not WIDTHxHEIGHT; write e.g. 390x844, 390xnil or infx100."))
        }
        var lengths: [CGFloat?] = []
        for part in parts {
            switch dimension(String(part)) {
            case .success(let length): lengths.append(length)
            case .failure(let problem): return .failure(.usage("--size '\(text)': \(problem.message)"))
            }
        }
        return .success(ProposedViewSize(width: lengths[0], height: lengths[1]))
    }

    /// One dimension: a length ≥ 0, `nil`, or `inf`.
    static func dimension(_ text: String) -> Result<CGFloat?, ToolFailure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "nil": return .success(nil)
        case "inf", "infinity", "∞": return .success(.infinity)
        default: break
        }
        guard let value = Double(trimmed), value.isFinite else {
            return .failure(.usage("'\(trimmed)' is not a length; use a number ≥ 0, nil or inf."))
        }
        guard value >= 0 else {
            return .failure(.usage("\(trimmed) is negative; a proposal is a length ≥ 0, nil or inf."))
        }
        return .success(CGFloat(value))
    }
}
