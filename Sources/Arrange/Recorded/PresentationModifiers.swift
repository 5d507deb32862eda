import Foundation

/// Views presented over this one — sheets, full-screen covers, popovers, alerts, confirmation
/// dialogs, pushed destinations. A still picture shows the view at rest, before anything is
/// presented, so their content is not built (as SwiftUI builds it only once presented); each
/// modifier is recorded on the node with whether it is presented now.
nonisolated extension View {
    /// Presents `content` as a sheet while `isPresented` is true. Recorded.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        recording("sheet", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents `content` for `item` as a sheet while it is not `nil`. Recorded.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        recording("sheet", "item: \(item.wrappedValue == nil ? "nil" : "set")")
    }

    /// Presents `content` over the whole screen while `isPresented` is true. Recorded.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        recording("fullScreenCover", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents `content` for `item` over the whole screen while it is not `nil`. Recorded.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        recording("fullScreenCover", "item: \(item.wrappedValue == nil ? "nil" : "set")")
    }

    /// Presents `content` in a popover (a sheet on iPhone) while `isPresented` is true. Recorded.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        recording("popover", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents `content` for `item` in a popover while it is not `nil`. Recorded.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        recording("popover", "item: \(item.wrappedValue == nil ? "nil" : "set")")
    }

    /// Presents an alert titled `titleKey` with `actions` (buttons) while `isPresented`. Recorded.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        recording("alert", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert titled `title` with `actions` while `isPresented`. Recorded.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        recording("alert", "\(RecordedArgument.text(String(title))), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert titled `title` with `actions` while `isPresented`. Recorded.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        recording("alert", "\(RecordedArgument.text(title)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert with a message while `isPresented`. Recorded.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recording("alert", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert with a message while `isPresented`. Recorded.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recording("alert", "\(RecordedArgument.text(String(title))), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert with a message while `isPresented`. Recorded.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recording("alert", "\(RecordedArgument.text(title)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert about `data` while `isPresented`. Recorded.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        recording("alert", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an alert about `data`, with a message, while `isPresented`. Recorded.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        recording("alert", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents the alert `content` makes while `isPresented` (before iOS 15). Recorded.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        recording("alert", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents the alert `content` makes for `item` while it is not `nil` (before iOS 15).
    /// Recorded.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        recording("alert", "item: \(item.wrappedValue == nil ? "nil" : "set")")
    }

    /// Presents a confirmation dialog (an action sheet) while `isPresented`. Recorded.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        recording("confirmationDialog", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents a confirmation dialog with a message while `isPresented`. Recorded.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        recording("confirmationDialog", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents a confirmation dialog while `isPresented`. Recorded.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        recording("confirmationDialog", "\(RecordedArgument.text(String(title))), isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents a confirmation dialog about `data` while `isPresented`. Recorded.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        recording("confirmationDialog", "\(RecordedArgument.text(titleKey)), isPresented: \(isPresented.wrappedValue)")
    }

    /// Pushes `destination` for values of type `D` in the enclosing navigation stack. Recorded.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        recording("navigationDestination", "for: \(D.self)")
    }

    /// Pushes `destination` while `isPresented`. Recorded.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        recording("navigationDestination", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Pushes `destination` for `item` while it is not `nil`. Recorded.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        recording("navigationDestination", "item: \(item.wrappedValue.map { RecordedArgument.text($0) } ?? "nil")")
    }
}

/// An alert as written before iOS 15: `Alert(title:message:dismissButton:)`.
public nonisolated struct Alert {
    /// The title.
    let title: Text

    /// An alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
    }

    /// A button of an alert.
    public struct Button {
        let label: Text

        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// The system's cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor {
    /// At a rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// At a point of the view.
    case point(UnitPoint)
}
