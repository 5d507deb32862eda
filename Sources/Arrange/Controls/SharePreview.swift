import Foundation

/// What the share sheet shows of a `ShareLink`'s item: a title, an image and an icon. The
/// sheet is not open at rest, so nothing of it is drawn; it is kept for the record.
public struct SharePreview<Image, Icon> {
    /// The title shown in the share sheet.
    public let title: Text
    /// The picture shown in the share sheet, if any.
    public let image: Image?
    /// The icon shown beside the title, if any.
    public let icon: Icon?

    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(Text(titleKey), image: image, icon: icon) }

    /// A preview with a title, an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(Text(title), image: image, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        icon = nil
    }

    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }

    /// A preview with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
        image = nil
        self.icon = icon
    }

    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }

    /// A preview with a title and an icon.
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title alone.
    public init(_ title: Text) {
        self.title = title
        image = nil
        icon = nil
    }

    /// A preview with a title alone.
    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }

    /// A preview with a title alone.
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

// The `preview:` forms of `ShareLink`: the link looks the same; the preview is for the sheet.
extension ShareLink {
    /// A share link for `item` showing `label`, with the share sheet's `preview`.
    public init<PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == Arrange.Label<Text, Image> {
    /// A share link for `item` with the default label, and the share sheet's `preview`.
    public init<PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(item: item, subject: subject, message: message)
    }

    /// A share link titled `title` for `item`, and the share sheet's `preview`.
    @_disfavoredOverload
    public init<S: StringProtocol, PreviewImage, PreviewIcon>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(title, item: item, subject: subject, message: message)
    }

    /// A share link titled `titleKey` for `item`, and the share sheet's `preview`.
    public init<PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
}
