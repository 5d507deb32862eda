import Foundation

/// A control that opens the share sheet for an item, drawn like a button: by default the label
/// "Share" with the `square.and.arrow.up` symbol, in the tint colour.
public nonisolated struct ShareLink<Item, Label: View>: View {
    let item: Item
    let label: Label

    /// A share link for `item` showing `label`.
    public init(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = item
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `ShareLink` node around the view the environment's button style makes of the label.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)), action: {})
        makeStyledButton(configuration, named: "ShareLink", inputs: inputs, outputs: &outputs)
    }
}

extension ShareLink {
    /// A share link for the collection `items` showing `label`.
    public init(items: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: items, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == Arrange.Label<Text, Image> {
    /// A share link for the collection `items` with the default label, "Share" and its symbol.
    public init(items: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: items, subject: subject, message: message)
    }

    /// A share link for the collection `items` titled `titleKey`, with the share symbol.
    public init(_ titleKey: LocalizedStringKey, items: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(titleKey, item: items, subject: subject, message: message)
    }


    /// A share link for `item` with the default label, "Share" and its symbol.
    public init(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Arrange.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A share link for `item` titled `title`, with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Arrange.Label(title, systemImage: "square.and.arrow.up") }
    }

    /// A share link for `item` titled `titleKey`, with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Arrange.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

/// A button that switches the edit mode of the list around it; at rest titled "Edit".
public nonisolated struct EditButton: View {
    /// An edit button.
    public init() {}

    /// The button titled "Edit".
    public var body: some View {
        Button("Edit") {}
    }
}

/// A button that pastes from the clipboard: the system's paste button, "Paste" with the
/// `doc.on.clipboard` symbol in white on a tinted capsule.
public nonisolated struct PasteButton: View {
    /// A paste button for payloads of `payloadType`.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A paste button for strings and the like.
    public init<T>(supportedContentTypes: [T], payloadAction: @escaping ([Any]) -> Void) {}

    /// The paste button.
    public var body: some View {
        Button("Paste", systemImage: "doc.on.clipboard") {}
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}
