import ArrangeUniformTypeIdentifiers
import Foundation

/// A type whose values can be dragged, dropped, copied and shared, as Core Transferable's
/// `Transferable` (which SwiftUI brings): it lists the ways it is represented — as Codable
/// data, as bytes, as a file, or as another transferable value. A still picture transfers
/// nothing: the representations are kept, and their closures never run.
public protocol Transferable {
    /// The type of the representations' list.
    associatedtype Representation: TransferRepresentation
    /// The ways a value is represented, most faithful first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a `Transferable` type is represented (`CodableRepresentation`,
/// `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`), or a list of them.
public protocol TransferRepresentation<Item> {
    /// The type represented.
    associatedtype Item: Transferable
}

/// Builds a `Transferable` type's list of representations.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentationList<Item>
    where R.Item == Item {
        _TransferRepresentationList(count: 1)
    }

    /// The representations in the order written.
    public static func buildBlock(_ parts: _TransferRepresentationList<Item>...) -> _TransferRepresentationList<Item> {
        _TransferRepresentationList(count: parts.reduce(0) { $0 + $1.count })
    }

    /// A representation under `if`.
    public static func buildOptional(_ part: _TransferRepresentationList<Item>?) -> _TransferRepresentationList<Item> {
        part ?? _TransferRepresentationList(count: 0)
    }

    /// Either branch of an `if`/`else`.
    public static func buildEither(first: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { first }
    /// Either branch of an `if`/`else`.
    public static func buildEither(second: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { second }
    /// A representation under `if #available`.
    public static func buildLimitedAvailability(_ part: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item> { part }
}

/// The representations a builder gathered: how many were written.
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    let count: Int
}

/// A value represented as Codable data of `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// The type of the encoded data.
    public let contentType: UTType

    /// `Item`'s values encoded as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }

    /// `Item`'s values encoded with `encoder` and decoded with `decoder`.
    public init<Encoder, Decoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }
}

/// A value represented as bytes of a content type, made and read by closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The type of the bytes sent.
    public let exportedContentType: UTType?
    /// The type of the bytes received.
    public let importedContentType: UTType?

    /// Bytes of `contentType`, both ways.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        exportedContentType = contentType
        importedContentType = contentType
    }

    /// Bytes of `exportedContentType`, sent only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.exportedContentType = exportedContentType
        importedContentType = nil
    }

    /// Bytes of `importedContentType`, received only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedContentType = nil
        self.importedContentType = importedContentType
    }
}

/// A file a representation sends: its URL, and whether the receiver may open it in place.
public struct SentTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether the receiver may open the file where it is.
    public let allowAccessingOriginalFile: Bool

    /// The file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a representation received: its URL, and whether it is the sender's original.
public struct ReceivedTransferredFile: Sendable {
    /// Where the received file is.
    public let file: URL
    /// Whether the file is the sender's own, not a copy.
    public let isOriginalFile: Bool
}

/// A value represented as a file of a content type, written and read by closures.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// The type of the file sent.
    public let exportedContentType: UTType?
    /// The type of the file received.
    public let importedContentType: UTType?

    /// Files of `contentType`, both ways.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        exportedContentType = contentType
        importedContentType = contentType
    }

    /// Files of `exportedContentType`, sent only.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.exportedContentType = exportedContentType
        importedContentType = nil
    }

    /// Files of `importedContentType`, received only.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        exportedContentType = nil
        self.importedContentType = importedContentType
    }
}

/// A value represented as another transferable value (a photo as its URL, a note as its text).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// The value sent as the proxy `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}

    /// The value sent as its proxy and received from one.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}

    /// The value received from its proxy.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}
}

/// Which processes a representation is offered to.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let name: String
    /// Every process.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// Only this app.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
    /// Apps of the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// Apps in the same app group.
    public static let group = TransferRepresentationVisibility(name: "group")
}

/// A representation with a condition, a file name or a visibility added: the same
/// representation at rest.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    /// The represented type: the base representation's.
    public typealias Item = Base.Item
    let base: Base
}

extension TransferRepresentation {
    /// This representation, offered only when `condition` holds for the value.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }

    /// This representation, its file named `fileName`.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }

    /// This representation, its file named by `fileName` for each value.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }

    /// This representation, offered to `visibility`'s processes only.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self)
    }
}

extension String: Transferable {
    /// Plain UTF-8 text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { URL(string: String(decoding: $0, as: UTF8.self)) ?? URL(fileURLWithPath: "/") })
    }
}

extension AttributedString: Transferable {
    /// The string's characters as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

extension Image: Transferable {
    /// PNG data (nothing is drawn into it at rest).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { _ in Data() }
    }
}

extension Color: Transferable {
    /// The colour as data (nothing is encoded at rest).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .data) { _ in Data() }
    }
}
