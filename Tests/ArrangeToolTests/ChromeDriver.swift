// A small WebDriver client for Debian's chromedriver (package chromium-driver, which
// Scripts/setup installs): it drives a live page — one that reloads itself, as `arrange watch`'s
// does — where `chromium --dump-dom` sees only the first load.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// chromedriver running headless chromium, one browser session per instance.
final class ChromeDriver: @unchecked Sendable {
    static let path = "/usr/bin/chromedriver"

    /// Why the driven-browser tests cannot run here, or `nil` when chromedriver and chromium are installed.
    static var missingReason: String? {
        if let reason = HeadlessChromium.missingReason { return reason }
        return FileManager.default.isExecutableFile(atPath: path)
            ? nil
            : "\(path) is not installed: run Scripts/setup (it installs Debian's chromium-driver) to run the live-page tests."
    }

    private let process = Process()
    private let port: Int
    private var session = ""

    /// Starts chromedriver on a free loopback port and opens a headless browser of `window` size.
    init(window: (width: Int, height: Int) = (1000, 800)) throws {
        if let reason = Self.missingReason { throw BrowserTestError(message: reason) }
        let port = Self.freePort()
        self.port = port
        process.executableURL = URL(fileURLWithPath: Self.path)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        var lastError: Error?
        while true {
            do { _ = try request("GET", "/status"); break } catch { lastError = error }
            guard Date() < deadline else { quit(); throw BrowserTestError(message: "chromedriver did not start on port \(port): \(lastError.map { "\($0)" } ?? "")") }
            usleep(100_000)
        }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-driver-\(UUID().uuidString)").path
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": [
                "binary": HeadlessChromium.path,
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                         "--window-size=\(window.width),\(window.height)", "--user-data-dir=\(profile)"],
            ],
        ]]]
        let answer = try request("POST", "/session", capabilities)
        guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            quit()
            throw BrowserTestError(message: "chromedriver opened no session: \(answer)")
        }
        session = id
    }

    /// Opens `url` and waits for it to load.
    func open(_ url: String) throws {
        _ = try request("POST", "/session/\(session)/url", ["url": url])
    }

    /// The value `script` (a function body: `return …`) returns in the page.
    func evaluate(_ script: String) throws -> Any? {
        let answer = try request("POST", "/session/\(session)/execute/sync", ["script": script, "args": [] as [Any]])
        return answer["value"]
    }

    /// Waits up to `seconds` for `script` to return `true`, asking every 10 ms; the seconds it
    /// took, or `nil`. (A page that is reloading answers with an error, which counts as not yet.)
    func wait(for script: String, within seconds: Double) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if (try? evaluate(script)) as? Bool == true { return Date().timeIntervalSince(start) }
            usleep(10_000)
        }
        return nil
    }

    /// A screenshot of the window, as PNG bytes.
    func screenshot() throws -> Data {
        let answer = try request("GET", "/session/\(session)/screenshot")
        guard let text = answer["value"] as? String, let data = Data(base64Encoded: text) else {
            throw BrowserTestError(message: "no screenshot: \(answer)")
        }
        return data
    }

    /// Closes the browser and stops chromedriver.
    func quit() {
        if !session.isEmpty { _ = try? request("DELETE", "/session/\(session)") }
        session = ""
        // Stopped, and killed if it has not stopped within 5 s (it must not outlive the test).
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// One WebDriver call: its JSON answer. (Over a plain socket, one connection a call:
    /// FoundationNetworking's URLSession fails on chromedriver's answers with "Failed writing header".)
    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> [String: Any] {
        if ProcessInfo.processInfo.environment["ARRANGE_DRIVER_TRACE"] != nil { print("driver: \(Date()) \(method) \(path) \(body.map { "\($0)" } ?? "")") }
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw BrowserTestError(message: "no socket") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 90, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw BrowserTestError(message: "chromedriver is not listening on \(port)") }
        var message = Data("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n".utf8)
        if body != nil { message += Data("Content-Type: application/json\r\n".utf8) }
        message += Data("Content-Length: \(payload.count)\r\n\r\n".utf8) + payload
        _ = message.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        // Read up to the end of the body its Content-Length announces (chromedriver keeps the
        // connection open whatever the request says).
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var bodyStart: Int?
        var bodyLength: Int?
        while bodyStart == nil || bodyLength.map({ response.count - bodyStart! < $0 }) ?? true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
            if bodyStart == nil, let split = response.firstRange(of: Array("\r\n\r\n".utf8)) {
                bodyStart = split.upperBound
                let head = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
                bodyLength = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            }
        }
        guard let bodyStart else {
            throw BrowserTestError(message: "chromedriver gave no answer to \(method) \(path)")
        }
        let object = try JSONSerialization.jsonObject(with: Data(response[bodyStart...]))
        guard let answer = object as? [String: Any] else { throw BrowserTestError(message: "chromedriver answered \(object)") }
        if let value = answer["value"] as? [String: Any], let error = value["error"] as? String {
            throw BrowserTestError(message: "chromedriver: \(error): \(value["message"] ?? "")")
        }
        return answer
    }

    /// A loopback port nothing listens on now (bound to 0, read, closed).
    private static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
