import Arrange
import Foundation

// PhotosUI's SwiftUI names as a snippet's `import PhotosUI` finds them. At rest nothing has
// been picked (the picker is a sheet the user opens), so a `PhotosPicker` is its label drawn
// as a button, selections stay empty and `.photosPicker(isPresented:…)` presents nothing
// (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// The kinds of assets a picker offers, as PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    /// Photos.
    public static let images = PHPickerFilter(name: "images")
    /// Videos.
    public static let videos = PHPickerFilter(name: "videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(name: "screenshots")
    /// Any of `filters`.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: "any(" + filters.map(\.name).joined(separator: ",") + ")")
    }
    /// All of `filters`.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: "all(" + filters.map(\.name).joined(separator: ",") + ")")
    }
    /// Everything but `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(" + filter.name + ")") }
}

/// One picked asset, as PhotosUI's `PhotosPickerItem`: an identifier, its data loaded later.
public struct PhotosPickerItem: Hashable, Sendable {
    /// How an item's data is encoded when loaded.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }
    /// The asset's identifier in the library.
    public let itemIdentifier: String?
    /// The item of the library's asset `itemIdentifier`.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// The item's data as `type`: `nil`, as Arrange has no photo library to read from.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
}

/// A button that opens the photo picker, as PhotosUI's `PhotosPicker`: drawn as a `Button`
/// with the label given (at rest the picker itself is not open).
public nonisolated struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker of one item into `selection`, labelled `label`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A picker of up to `maxSelectionCount` items into `selection`, labelled `label`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
        matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// The label as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

nonisolated extension PhotosPicker where Label == Text {
    /// A picker of one item into `selection`, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(titleKey)
    }

    /// A picker of several items into `selection`, titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        label = Text(titleKey)
    }
}

/// How several picked items are ordered, as PhotosUI's `PhotosPickerSelectionBehavior`.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// The picker's default.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// In the order picked.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Continuous selection.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
}

nonisolated extension View {
    /// Presents the photo picker while `isPresented` is true: at rest it is not presented, so
    /// the view is drawn unchanged. Recorded.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        recording("photosPicker", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents the photo picker for several items while `isPresented` is true (not at rest). Recorded.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        recording("photosPicker", "isPresented: \(isPresented.wrappedValue)")
    }
}
