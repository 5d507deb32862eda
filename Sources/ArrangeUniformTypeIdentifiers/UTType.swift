import Foundation

// UniformTypeIdentifiers' names as a snippet's `import UniformTypeIdentifiers` finds them:
// content types as values, compared by identifier, with the conformances of the common types.

/// A type of content, as UniformTypeIdentifiers' `UTType`: an identifier, the types it
/// conforms to and its preferred file extension.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, such as "public.png".
    public let identifier: String
    /// The preferred file name extension.
    public let preferredFilenameExtension: String?
    /// The preferred MIME type.
    public let preferredMIMEType: String?
    let parents: [String]

    init(known identifier: String, extension fileExtension: String? = nil, mime: String? = nil, parents: [String] = []) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
        preferredMIMEType = mime
        self.parents = parents
    }

    /// The type `identifier` that the app declares and exports.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(known: identifier, parents: parentType.map { [$0.identifier] + $0.parents } ?? ["public.data"])
    }

    /// The type `identifier` that the app imports.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The known type `identifier`, or `nil`.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The known type of files ending in `filenameExtension`, or `nil`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = known
    }

    /// The known type of `mimeType`, or `nil`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = known
    }

    /// Whether the type is `type` or one of its descendants.
    public func conforms(to type: UTType) -> Bool { type.identifier == identifier || parents.contains(type.identifier) }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(known: "public.item")
    /// Bytes.
    public static let data = UTType(known: "public.data", parents: ["public.item"])
    /// Content.
    public static let content = UTType(known: "public.content", parents: ["public.item"])
    /// Text.
    public static let text = UTType(known: "public.text", parents: ["public.data", "public.content", "public.item"])
    /// Plain text.
    public static let plainText = UTType(known: "public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text", "public.data", "public.content", "public.item"])
    /// UTF-8 plain text.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", extension: "txt", parents: ["public.plain-text", "public.text", "public.data", "public.item"])
    /// JSON.
    public static let json = UTType(known: "public.json", extension: "json", mime: "application/json", parents: ["public.text", "public.data", "public.item"])
    /// A URL.
    public static let url = UTType(known: "public.url", parents: ["public.data", "public.item"])
    /// A file URL.
    public static let fileURL = UTType(known: "public.file-url", parents: ["public.url", "public.data", "public.item"])
    /// An image.
    public static let image = UTType(known: "public.image", parents: ["public.data", "public.content", "public.item"])
    /// PNG.
    public static let png = UTType(known: "public.png", extension: "png", mime: "image/png", parents: ["public.image", "public.data", "public.content", "public.item"])
    /// JPEG.
    public static let jpeg = UTType(known: "public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image", "public.data", "public.content", "public.item"])
    /// HEIC.
    public static let heic = UTType(known: "public.heic", extension: "heic", mime: "image/heic", parents: ["public.image", "public.data", "public.content", "public.item"])
    /// Audio and video.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content", parents: ["public.data", "public.content", "public.item"])
    /// A movie.
    public static let movie = UTType(known: "public.movie", parents: ["public.audiovisual-content", "public.data", "public.content", "public.item"])
    /// A video.
    public static let video = UTType(known: "public.video", parents: ["public.movie", "public.audiovisual-content", "public.data", "public.content", "public.item"])
    /// QuickTime.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie", extension: "mov", mime: "video/quicktime", parents: ["public.movie", "public.data", "public.item"])
    /// MPEG-4.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4", extension: "mp4", mime: "video/mp4", parents: ["public.movie", "public.data", "public.item"])
    /// Audio.
    public static let audio = UTType(known: "public.audio", parents: ["public.audiovisual-content", "public.data", "public.content", "public.item"])
    /// PDF.
    public static let pdf = UTType(known: "com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content", "public.item"])
    /// A folder.
    public static let folder = UTType(known: "public.folder", parents: ["public.item"])
    /// A comma-separated file.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text", extension: "csv", mime: "text/csv", parents: ["public.text", "public.data", "public.item"])

    static let known: [UTType] = [
        .item, .data, .content, .text, .plainText, .utf8PlainText, .json, .url, .fileURL, .image, .png, .jpeg, .heic,
        .audiovisualContent, .movie, .video, .quickTimeMovie, .mpeg4Movie, .audio, .pdf, .folder, .commaSeparatedText,
    ]
}
