import Arrange
import ArrangeUniformTypeIdentifiers
import Foundation

// SwiftUI's drag and drop with Foundation's item providers (iOS 13's `onDrag` and `onDrop`,
// before `Transferable`). No finger drags in a still picture: the modifiers change nothing in
// layout or drawing and record themselves on the node (`frames --json` lists them); the item
// provider is never made, and neither the drop action nor the delegate runs. They live beside
// `NSItemProvider`, which SwiftUI brings on iOS with UIKit.

/// What a drop over a view proposes to do with the dragged items, as SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable {
    /// The drop is cancelled.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// The operation a drop delegate proposes while a drag hovers, as SwiftUI's `DropProposal`.
public struct DropProposal: Hashable, Sendable {
    /// The operation proposed.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// What a drop delegate is told about a drag over its view, as SwiftUI's `DropInfo`: where it
/// is and what it carries. Nothing is dragged at rest, so no delegate is ever given one.
public struct DropInfo: Sendable {
    /// Where the drag is, in the view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether an item of the drag is of one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// Whether an item of the drag is of one of the type identifiers `types`.
    public func hasItemsConforming(to types: [String]) -> Bool {
        !itemProviders(for: types).isEmpty
    }

    /// The providers of the drag's items of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(for: contentTypes.map(\.identifier))
    }

    /// The providers of the drag's items of the type identifiers `types`.
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// What a view does as a drag enters, hovers over, leaves and drops on it, as SwiftUI's
/// `DropDelegate`. Only `performDrop(info:)` must be written; none runs at rest.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drop would be accepted (by default, yes).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; whether it did.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drag entered the view.
    func dropEntered(info: DropInfo)
    /// A validated drag moved over the view: the operation to show, `nil` for the last one.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Keeps the last proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Makes the view draggable, carrying the items of the provider `data` makes. Recorded;
    /// the provider is never made.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        recording("onDrag")
    }

    /// Makes the view draggable with the provider `data` makes, showing `preview` under the
    /// finger. Recorded; neither is made.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        recording("onDrag", "preview")
    }

    /// Makes the view a place to drop items of `supportedContentTypes`: `action` receives
    /// their providers, `isTargeted` is set while a drag hovers. Recorded; neither changes.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        recording("onDrop", "of: \(supportedContentTypes.map(\.identifier))")
    }

    /// Makes the view a place to drop items of `supportedContentTypes`: `action` receives
    /// their providers and the drop location. Recorded; it never runs.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        recording("onDrop", "of: \(supportedContentTypes.map(\.identifier))")
    }

    /// Makes the view a place to drop items of `supportedContentTypes`, told to `delegate`.
    /// Recorded; the delegate is never called.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        recording("onDrop", "of: \(supportedContentTypes.map(\.identifier)), delegate")
    }

    /// Makes the view a place to drop items of the type identifiers `supportedTypes` (iOS 13's
    /// spelling). Recorded; `action` never runs.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        recording("onDrop", "of: \(supportedTypes)")
    }

    /// Makes the view a place to drop items of the type identifiers `supportedTypes`, with the
    /// drop location (iOS 13's spelling). Recorded; `action` never runs.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        recording("onDrop", "of: \(supportedTypes)")
    }

    /// Makes the view a place to drop items of the type identifiers `supportedTypes`, told to
    /// `delegate` (iOS 13's spelling). Recorded; the delegate is never called.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        recording("onDrop", "of: \(supportedTypes), delegate")
    }
}
