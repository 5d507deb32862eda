// URLSession's async forms as Apple's Foundation declares them, which Linux's FoundationNetworking
// has only with a `delegate:` parameter: an app's networking protocol that URLSession conforms
// to compiles, and the request is made for real (answered here by a URLProtocol, so no network
// is needed).
import ArrangeFoundation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The seam apps put over URLSession.
private protocol HTTPSession: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
    func data(from url: URL) async throws -> (Data, URLResponse)
}

extension URLSession: HTTPSession {}

/// Answers every request with a quote, as a server would.
private final class QuoteServer: URLProtocol, @unchecked Sendable {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        guard let url = request.url, let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil) else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(#"{"quote":"Begin."}"#.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

@Suite("URLSession's async forms")
struct URLSessionAsyncFormsTests {
    @Test func urlSessionConformsToAnAppsProtocolAndLoadsForReal() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [QuoteServer.self]
        let session: any HTTPSession = URLSession(configuration: configuration)
        let url = try #require(URL(string: "https://quotes.example.com/today"))
        let (data, response) = try await session.data(for: URLRequest(url: url))
        #expect(String(decoding: data, as: UTF8.self) == #"{"quote":"Begin."}"#)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let (again, _) = try await session.data(from: url)
        #expect(again == data)
    }
}
