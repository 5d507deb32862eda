import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// URLSession's async forms as Apple's Foundation declares them. Linux's FoundationNetworking has
// them with a `delegate:` parameter only (`data(for:delegate:)`), so a protocol an app declares
// with Apple's `data(for:)` has no witness there, and `extension URLSession: HTTPClient {}` does
// not compile. These forward to Linux's, with no delegate: the request is made as on a phone.

extension URLSession {
    /// The data at `request`'s URL and the server's response, as Apple's `data(for:)`.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// The data at `url` and the server's response, as Apple's `data(from:)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// `request`'s body uploaded from `bodyData`, and the server's answer, as Apple's `upload(for:from:)`.
    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: bodyData, delegate: nil)
    }

    /// The file downloaded from `request`'s URL (its temporary location) and the response, as
    /// Apple's `download(for:)`.
    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        try await download(for: request, delegate: nil)
    }

    /// The file downloaded from `url` and the response, as Apple's `download(from:)`.
    public func download(from url: URL) async throws -> (URL, URLResponse) {
        try await download(from: url, delegate: nil)
    }
}
