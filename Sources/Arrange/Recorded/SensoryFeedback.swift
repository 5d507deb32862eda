import Foundation

/// A haptic or sound an iPhone plays when something happens (iOS 17). A still picture plays
/// nothing: `sensoryFeedback` records itself on the node.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// The feedback's name.
    public let description: String

    /// How strongly a collision or change is felt.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// A light touch.
        public static let light = Weight(name: "light")
        /// A medium touch.
        public static let medium = Weight(name: "medium")
        /// A heavy touch.
        public static let heavy = Weight(name: "heavy")
    }

    /// How a collision feels.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        /// A rigid object.
        public static let rigid = Flexibility(name: "rigid")
        /// An object of some give.
        public static let solid = Flexibility(name: "solid")
        /// A soft object.
        public static let soft = Flexibility(name: "soft")
    }

    /// A task succeeded.
    public static let success = SensoryFeedback(description: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(description: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(description: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(description: "selection")
    /// A value grew.
    public static let increase = SensoryFeedback(description: "increase")
    /// A value shrank.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(description: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// Something moved into alignment.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// A level was crossed.
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// A path was completed.
    public static let pathComplete = SensoryFeedback(description: "pathComplete")
    /// An impact of the platform's default strength.
    public static let impact = SensoryFeedback(description: "impact")

    /// An impact of `weight` at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(weight: .\(weight.name), intensity: \(intensity))")
    }

    /// An impact against an object of `flexibility` at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(description: "impact(flexibility: .\(flexibility.name), intensity: \(intensity))")
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes. Recorded.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        recording("sensoryFeedback", ".\(feedback)")
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values. Recorded.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        recording("sensoryFeedback", ".\(feedback)")
    }

    /// Plays the feedback `feedback` returns for the old and new values of `trigger`, if any. Recorded.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        recording("sensoryFeedback", "trigger")
    }
}
