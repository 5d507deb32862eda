import Foundation

/// Marks a property declared inside `#Preview`: `@Previewable @State var isOn = true`, then
/// `Toggle("Wi-Fi", isOn: $isOn)`. Xcode makes such properties stored properties of a view it
/// builds around the preview, and so does the `arrange` tool for those that open the preview
/// (`SnippetScanner`), so their state is kept from one layout to the next; `$isOn` is the inner
/// wrapper's projection.
@propertyWrapper
public struct Previewable<Wrapped: PreviewableProperty> {
    /// The wrapper it marks (`State`, `FocusState` …).
    public var wrappedValue: Wrapped

    /// Marks `wrappedValue`.
    public init(wrappedValue: Wrapped) {
        self.wrappedValue = wrappedValue
    }

    /// The marked wrapper's projection (`$isOn` is a `Binding`).
    public var projectedValue: Wrapped.Projection { wrappedValue.projectedValue }
}

/// A property wrapper `@Previewable` can mark: one with a projection.
public protocol PreviewableProperty {
    /// What `$name` gives.
    associatedtype Projection
    /// What `$name` gives.
    var projectedValue: Projection { get }
}

extension State: PreviewableProperty {}
extension Binding: PreviewableProperty {}
extension FocusState: PreviewableProperty {}
extension GestureState: PreviewableProperty {}
extension AppStorage: PreviewableProperty {}
extension SceneStorage: PreviewableProperty {}
extension StateObject: PreviewableProperty {}
extension ObservedObject: PreviewableProperty {}
extension Bindable: PreviewableProperty {}

extension Previewable: KeptStateProperty where Wrapped: KeptStateProperty {
    var keptBox: AnyObject { wrappedValue.keptBox }

    func resume(from earlier: AnyObject?) {
        wrappedValue.resume(from: earlier)
    }
}
