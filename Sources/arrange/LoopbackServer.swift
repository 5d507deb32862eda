import ArrangeTool
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for `arrange watch`: it answers GET requests with what
/// `respond` returns for the path and closes each connection after one answer. Nothing outside
/// the machine can reach it.
///
/// 1. `start` binds the first free port of `preferred`, `preferred + 1`, … (`tries` of them;
///    port 0 lets the system choose) and listens.
/// 2. `serve` accepts connections on a thread of its own, each answered on a worker thread.
final class LoopbackServer: @unchecked Sendable {
    /// The port it listens on.
    let port: Int
    private let socket: Int32
    private let respond: @Sendable (String) -> (status: Int, type: String, body: Data)

    private init(socket: Int32, port: Int, respond: @escaping @Sendable (String) -> (status: Int, type: String, body: Data)) {
        self.socket = socket
        self.port = port
        self.respond = respond
    }

    /// A server listening on the first free port from `preferred`, or why there is none.
    static func start(
        preferred: Int, tries: Int, respond: @escaping @Sendable (String) -> (status: Int, type: String, body: Data)
    ) -> Result<LoopbackServer, ToolFailure> {
        // 1.
        let ports = preferred == 0 ? [0] : Array(preferred..<min(65536, preferred + tries))
        var lastError: Int32 = 0
        for port in ports {
            let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return .failure(ToolFailure("cannot open a socket: \(String(cString: strerror(errno))).")) }
            // A port left in TIME_WAIT by an earlier watch can be taken again; one another
            // process listens on cannot (Linux refuses the bind).
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0, listen(descriptor, 64) == 0 else {
                lastError = errno
                close(descriptor)
                continue
            }
            var actual = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &actual) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            return .success(LoopbackServer(socket: descriptor, port: Int(UInt16(bigEndian: actual.sin_port)), respond: respond))
        }
        let range = ports.count == 1 ? "port \(preferred)" : "ports \(preferred)–\(preferred + ports.count - 1)"
        return .failure(ToolFailure("cannot listen on \(range) of 127.0.0.1: \(String(cString: strerror(lastError))); choose another with --port."))
    }

    /// Accepts connections until the process ends.
    func serve() {
        // 2.
        signal(SIGPIPE, SIG_IGN)
        let thread = Thread { [self] in
            while true {
                let connection = accept(socket, nil, nil)
                if connection < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    usleep(10_000)
                    continue
                }
                DispatchQueue.global().async { self.answer(connection) }
            }
        }
        thread.start()
    }

    /// Reads one request from `connection`, answers it and closes it.
    private func answer(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 16_384 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            request += buffer[0..<count]
            if request.count >= 4, request.suffix(4) == [13, 10, 13, 10] { break }
            if String(decoding: request, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let firstLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = firstLine.split(separator: " ")
        let reply: (status: Int, type: String, body: Data)
        if parts.count >= 2, parts[0] == "GET" || parts[0] == "HEAD" {
            reply = respond(String(parts[1]))
        } else {
            reply = (405, "text/plain; charset=utf-8", Data("arrange watch answers GET only.\n".utf8))
        }
        let reason = [200: "OK", 404: "Not Found", 405: "Method Not Allowed"][reply.status] ?? "Error"
        var head = "HTTP/1.1 \(reply.status) \(reason)\r\nContent-Type: \(reply.type)\r\nContent-Length: \(reply.body.count)\r\n"
        head += "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        var data = Data(head.utf8)
        if parts.first != "HEAD" { data.append(reply.body) }
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let count = send(connection, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { break }
                sent += count
            }
        }
    }
}
