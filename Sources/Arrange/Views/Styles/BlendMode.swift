import Foundation

/// How a view's drawing mixes with what is drawn behind it, as SwiftUI's `BlendMode` (the
/// Porter–Duff and separable/non-separable blend modes of Core Image and PDF).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

nonisolated extension View {
    /// Draws this view mixed with what is behind it by `blendMode` (`.multiply` darkens,
    /// `.screen` lightens, `.difference` inverts where the view is light). The view is drawn
    /// as one group first, then blended. No effect on layout.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        let record = RecordedModifier(BlendModeRecord.name, blendMode.rawValue)
        return modifyingNodes(BlendModeRecord.name) { $0.recordedModifiers.append(record) }
    }
}

/// How `blendMode` is recorded on a node, for renderers: a `RecordedModifier` named
/// `blendMode` whose argument is the mode's name. The outermost one written counts.
public enum BlendModeRecord {
    /// The record's name.
    public static let name = "blendMode"

    /// The blend mode recorded on a node with `records`, or `nil` for none or `.normal`.
    public static func blendMode(in records: [RecordedModifier]) -> BlendMode? {
        guard let record = records.last(where: { $0.name == name }), let mode = BlendMode(rawValue: record.arguments), mode != .normal
        else { return nil }
        return mode
    }
}
