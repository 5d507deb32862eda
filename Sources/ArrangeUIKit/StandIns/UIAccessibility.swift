import Foundation

/// UIKit's accessibility settings and notifications, as `UIAccessibility`: a still picture is of
/// a device with no assistive technology running and every setting off (as `EnvironmentValues`'
/// `accessibility…` values are at rest); posting a notification does nothing.
public enum UIAccessibility {
    /// Whether VoiceOver is running: no.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is running: no.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Guided Access is on: no.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Reduce Motion is on: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Smart Invert is on: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Mono Audio is on: no.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are on: no.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Shake to Undo is on: yes, as on a new iPhone.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether Speak Screen is on: no.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on: no.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether videos play on their own: yes, as on a new iPhone.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether switches show on/off labels: no.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Differentiate Without Colour is on: no.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Button Shapes is on: no.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on: no.
    public static var prefersCrossFadeTransitions: Bool { false }

    /// A notification posted to assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A message to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll by a page.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` with `argument` (nobody hears it at rest).
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when VoiceOver starts or stops (never at rest).
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never at rest).
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when the text size changes (never at rest).
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}
