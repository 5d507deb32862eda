// Apple frameworks app files import beside SwiftUI that the held-out surveys of 2026-12-02 found
// missing, run through the tool as a user runs a screen: `import Security` (a keychain-backed
// session), `import WatchConnectivity` (a watch sync service), Foundation's formatters Linux
// declares unavailable, and URLSession conforming to an app's networking protocol.
import Foundation
import Testing

@Suite("arrange with Security, WatchConnectivity and Foundation's formatters", .serialized)
struct FrameworkImportsEndToEndTests {
    @Test func aSignedOutScreenWithKeychainWatchSyncFormattersAndNetworkingRenders() {
        let models = ArrangeExecutable.write(
            """
            import Foundation
            import Security
            import WatchConnectivity

            protocol HTTPSession: Sendable {
                func data(for request: URLRequest) async throws -> (Data, URLResponse)
            }

            extension URLSession: HTTPSession {}

            enum Keychain {
                static func token(for account: String) -> String? {
                    let query: [String: Any] = [
                        kSecClass as String: kSecClassGenericPassword,
                        kSecAttrAccount as String: account,
                        kSecReturnData as String: true,
                        kSecMatchLimit as String: kSecMatchLimitOne,
                    ]
                    var item: CFTypeRef?
                    guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
                    return String(data: data, encoding: .utf8)
                }
            }

            protocol WatchSession {
                var activationState: WCSessionActivationState { get }
                func activate()
            }

            extension WCSession: WatchSession {}

            final class SessionModel: ObservableObject {
                @Published var token = Keychain.token(for: "user")
                let session: HTTPSession = URLSession.shared
                let watch: WatchSession = WCSession.default
                init() { watch.activate() }
            }
            """, to: "framework-imports/App/Session.swift")
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct AccountScreen: View {
                @StateObject private var model = SessionModel()
                private let remaining: String = {
                    let formatter = DateComponentsFormatter()
                    formatter.unitsStyle = .full
                    formatter.allowedUnits = [.minute]
                    return formatter.string(from: 300) ?? ""
                }()

                var body: some View {
                    VStack(spacing: 0) {
                        if model.token == nil {
                            Color.red.frame(width: 100, height: 40).id("signed-out")
                        } else {
                            Color.green.frame(width: 100, height: 40).id("signed-in")
                        }
                        Color.blue.frame(width: CGFloat(remaining.count) * 10, height: 10).id("remaining")
                    }
                }
            }
            """, to: "framework-imports/App/AccountScreen.swift")
        let result = ArrangeExecutable.run(["frames", file, "--with", models, "--json", "--size", "300x200"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        // The keychain is empty when the program starts: the signed-out state.
        #expect(FramesDocument.frame(of: "signed-out", in: document)?.size == CGSize(width: 100, height: 40), "\(result.output)")
        #expect(FramesDocument.frame(of: "signed-in", in: document) == nil)
        // "5 minutes" is 9 characters.
        #expect(FramesDocument.frame(of: "remaining", in: document)?.width == 90, "\(result.output)")
    }
}
