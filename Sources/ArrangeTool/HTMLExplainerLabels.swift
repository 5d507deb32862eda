import Arrange
import Foundation

/// The explainer page's own words (headings, buttons, highlight labels) in the page's language.
struct HTMLExplainerLabels: Sendable {
    var sizing: String
    var placement: String
    var views: String
    var steps: String
    var source: String
    var warnings: String
    var previous: String
    var next: String
    var proposed: String
    var size: String
    var notPlaced: String
    var pictureUnavailable: String
    var summary: String
    var keyboardHint: String
    /// The zoom button that fits the picture to the pane.
    var fit: String = "Fit"
    /// The proposal slider's label.
    var proposedWidth: String = "proposed width"
    /// The screen of a page on a device: its name, how it is held and its size, in that order.
    var onScreen: String = "on %@, %@ (%@)"
    /// How a device is held, portrait then landscape.
    var held: [String] = ["portrait", "landscape"]

    /// The words for `language`.
    static func `for`(_ language: ExplanationLanguage) -> HTMLExplainerLabels {
        switch language {
        case .english:
            return HTMLExplainerLabels(
                sizing: "Sizing", placement: "Placement", views: "Views", steps: "Steps", source: "Source",
                warnings: "Warnings", previous: "Previous", next: "Next", proposed: "proposed", size: "size",
                notPlaced: "not placed", pictureUnavailable: "picture unavailable",
                summary: "proposed %@, reports %@",
                keyboardHint: "← → step through the negotiation (a selected view's own steps); click a step, a view, or the picture to show its proposal (dashed) and size (solid).")
        case .korean:
            return HTMLExplainerLabels(
                sizing: "크기 결정", placement: "배치", views: "뷰", steps: "단계", source: "소스",
                warnings: "경고", previous: "이전", next: "다음", proposed: "제안", size: "크기",
                notPlaced: "배치되지 않음", pictureUnavailable: "그림을 만들 수 없음",
                summary: "%@ 제안, %@ 보고",
                keyboardHint: "← → 키로 협상 단계를 넘겨 봅니다. 단계나 뷰를 누르면 제안(점선)과 크기(실선)를 보여 줍니다.",
                fit: "맞춤", proposedWidth: "제안 너비", onScreen: "%@ %@ 화면 (%@)", held: ["세로", "가로"])
        }
    }

    /// The screen a page on a device was laid out on, for the summary line:
    /// `on iPhone SE, landscape (667×375)`, `iPhone SE 가로 화면 (667×375)`.
    func screen(_ device: Device, _ orientation: Device.Orientation) -> String {
        let size = FramesTextFormat.size(device.screenSize(orientation))
        let parts = onScreen.components(separatedBy: "%@")
        let how = held[orientation == .portrait ? 0 : 1]
        guard parts.count == 4 else { return "\(device.name), \(how) (\(size))" }
        return parts[0] + device.name + parts[1] + how + parts[2] + size + parts[3]
    }

    /// The summary line: the root's proposal and size put into `summary`.
    func summary(proposal: String, size: String) -> String {
        let parts = summary.components(separatedBy: "%@")
        guard parts.count == 3 else { return "\(proposal) → \(size)" }
        return parts[0] + proposal + parts[1] + size + parts[2]
    }
}
