import Arrange
import Foundation

/// A view that sends actions when touched, as UIKit's `UIControl`. A stand-in: it lays out as a
/// `UIView` and never sends an action at rest (docs/DIFFERENCES.md, "Stand-ins").
open class UIControl: UIView {
    /// Whether it takes touches.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
}

/// A button, as UIKit's `UIButton`: a stand-in control of no size of its own, kept so that
/// UIKit code building one (a map callout's accessory) compiles.
open class UIButton: UIControl {
    /// The kinds of system button.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// Its kind.
    public let buttonType: ButtonType

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
}
