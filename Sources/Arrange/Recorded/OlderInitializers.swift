import Foundation

// Initialisers real view code still writes whose extra arguments have no effect in a still
// picture: the callbacks of the older `TextField`, the `isActive`/`selection` bindings of the
// older `NavigationLink` (at rest nothing is pushed), the bundle an image is looked up in.
// Each has SwiftUI's signature and builds the view its newer form builds.

nonisolated extension TextField where Label == Text {
    /// A field editing `text`, titled `titleKey`, that calls `onEditingChanged` when editing
    /// starts and ends and `onCommit` on Return (iOS 13's form); at rest neither is called.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    /// A field editing `text` that calls `onEditingChanged` when editing starts and ends and
    /// `onCommit` on Return (iOS 13's form); at rest neither is called. Disfavoured, as SwiftUI's
    /// `String` titles are, so that a literal title is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        // Built directly: `self.init(title, text:)` would pick this initialiser again (the newer
        // one is disfavoured for `String` titles) and recurse until the stack overflows.
        self.init(text: text.wrappedValue, placeholder: Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }
}

nonisolated extension SecureField where Label == Text {
    /// A secure field that calls `onCommit` on Return (iOS 13's form); at rest it is not called.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

nonisolated extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true (iOS 13's programmatic form).
    /// A still picture shows the stack's root, so the link shows its label either way.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link that pushes `destination` while `selection` equals `tag`; shows its label.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
    }
}

nonisolated extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination` while `isActive` is true.
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(title, destination: destination)
    }

    /// A link titled `title` that pushes `destination` while `selection` equals `tag`.
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(title, destination: destination)
    }
}

nonisolated extension Image {
    /// The image named `name` in `bundle`: Arrange has one image catalog (the environment's
    /// `imageCatalog`), so the bundle is not read.
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    /// The image named `name` in `bundle`, with `label` as its accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name)
    }

    /// The image named `name`, which accessibility leaves unread (decorative).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
    }
}
