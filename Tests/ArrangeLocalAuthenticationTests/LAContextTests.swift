// LocalAuthentication on Arrange's device: no biometrics enrolled, so code that asks for Face ID
// takes its "unavailable" branch, with LocalAuthentication's error.
import ArrangeLocalAuthentication
import Foundation
import Testing

@Suite("LocalAuthentication stand-in")
struct LAContextTests {
    @Test func biometricsAreNotEnrolledAndTheErrorSaysSo() {
        let context = LAContext()
        var error: NSError?
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) == false)
        #expect(error?.code == LAError.Code.biometryNotEnrolled.rawValue)
        #expect(error?.localizedDescription == "No identities are enrolled.")
        #expect(context.biometryType == .none)
    }

    @Test func evaluatingRepliesNoAtOnce() async {
        let context = LAContext()
        let replied = ReplyBox()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
            replied.set(success, error)
        }
        #expect(replied.value?.0 == false)
        #expect((replied.value?.1 as? LAError)?.code == .biometryNotEnrolled)
        await #expect(throws: LAError.self) { try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") }
    }
}

/// What `evaluatePolicy` replied.
private final class ReplyBox: @unchecked Sendable {
    var value: (Bool, (any Error)?)?
    func set(_ success: Bool, _ error: (any Error)?) { value = (success, error) }
}
