import Foundation

// Dragging and dropping: no finger drags in a still picture, so these modifiers change nothing
// in layout or drawing. They record themselves on the node (`frames --json` lists them); the
// payload is never made and the actions never run.

nonisolated extension View {
    /// Makes the view draggable, carrying the value `payload` makes. Recorded.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        recording("draggable", String(describing: T.self))
    }

    /// Makes the view draggable, carrying `payload`'s value and showing `preview` under the
    /// finger. Recorded; the preview is never built.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        recording("draggable", "\(T.self), preview")
    }

    /// Makes the view a place to drop values of `payloadType`: `action` receives them and the
    /// drop location, `isTargeted` hears when a drag hovers. Recorded; neither runs.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        recording("dropDestination", "for: \(T.self)")
    }
}
