import Foundation

// An inspector (iOS 17) is a trailing column on an iPad and a sheet on an iPhone: shown only
// when presented, so a still picture of the iPhone shows the view without it. The modifiers
// record themselves on the node; the inspector's content is never built.

nonisolated extension View {
    /// Presents `content` as an inspector while `isPresented` is true. Recorded.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        recording("inspector", "isPresented: \(isPresented.wrappedValue)")
    }

    /// The inspector column's width on an iPad. Recorded.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        recording("inspectorColumnWidth", RecordedArgument.text(width))
    }

    /// The inspector column's least, ideal and greatest width on an iPad. Recorded.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        recording("inspectorColumnWidth", "ideal: \(RecordedArgument.text(ideal))")
    }
}
