import Foundation

nonisolated extension View {
    /// Draws this view clipped to `shape` in its frame, filled by `style`'s rule: with
    /// `FillStyle(eoFill: true)` the parts inside an even number of the shape's outlines (a
    /// ring's hole) are cut away too. No effect on layout. Recorded as `ClipShapeStyleRecord`
    /// for renderers.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some View {
        let clip = AnyShape(shape)
        let evenOdd = style.isEOFilled
        return modifyingNodes("clipShape") { node in
            node.drawing.clipShape = clip
            node.recordedModifiers.removeAll { $0.name == ClipShapeStyleRecord.name }
            if evenOdd { node.recordedModifiers.append(RecordedModifier(ClipShapeStyleRecord.name, "eoFill: true")) }
        }
    }
}

/// How `clipShape(_:style:)` records an even-odd clip on a node, for renderers.
public enum ClipShapeStyleRecord {
    /// The record's name.
    public static let name = "clipShapeStyle"

    /// Whether `records` ask for the clip shape to be filled even-odd.
    public static func isEvenOdd(_ records: [RecordedModifier]) -> Bool { records.contains { $0.name == name } }
}
