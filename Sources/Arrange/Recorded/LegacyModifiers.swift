import Foundation

// SwiftUI's iOS 13 and 14 spellings that older view code still uses, each mapped onto the
// modifier that replaced it, and the old action sheet.

nonisolated extension View {
    /// The accessibility label (iOS 13's `accessibility(label:)`, now `accessibilityLabel`).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// The accessibility hint (now `accessibilityHint`).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// The accessibility value (now `accessibilityValue`).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// Hides the view from accessibility (now `accessibilityHidden`).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// The accessibility identifier (now `accessibilityIdentifier`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// Adds accessibility traits (now `accessibilityAddTraits`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// Removes accessibility traits (now `accessibilityRemoveTraits`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// Extends the view under the safe area on `edges` (iOS 13's form of `ignoresSafeArea(.all, edges:)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Presents an action sheet while `isPresented` is true (iOS 13's form of
    /// `confirmationDialog`). Recorded; its content is not built.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        recording("actionSheet", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents an action sheet for `item` while it is not `nil`. Recorded; its content is not built.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        recording("actionSheet", "item: \(item.wrappedValue == nil ? "nil" : "set")")
    }
}

/// A sheet of actions as written before iOS 15: `ActionSheet(title:message:buttons:)`.
public nonisolated struct ActionSheet {
    /// A button of the sheet.
    public typealias Button = Alert.Button
    /// The title.
    let title: Text

    /// A sheet titled `title` with `buttons`.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
    }
}

// The old navigation bar modifiers, each the modifier that replaced it.
nonisolated extension View {
    /// The navigation title (iOS 13's `navigationBarTitle`, now `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The navigation title.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// The navigation title.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// The navigation title shown as `displayMode` says.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The navigation title shown as `displayMode` says.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }
    /// The navigation title shown as `displayMode` says.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Items at the leading edge of the navigation bar (now a `toolbar` item at `.navigationBarLeading`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    /// Items at the trailing edge of the navigation bar (now a `toolbar` item at `.navigationBarTrailing`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
    /// Items at both edges of the navigation bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
}
