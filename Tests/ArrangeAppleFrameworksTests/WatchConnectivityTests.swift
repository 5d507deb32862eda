// WatchConnectivity as `import WatchConnectivity` finds it: an iPhone with no watch paired.
import ArrangeWatchConnectivity
import Foundation
import Testing

/// The session seam apps put over `WCSession` so that it can be replaced in tests.
private protocol HabitSession: AnyObject {
    var activationState: WCSessionActivationState { get }
    var delegate: (any WCSessionDelegate)? { get set }
    func activate()
    func updateApplicationContext(_ applicationContext: [String: Any]) throws
}

extension WCSession: HabitSession {}

private final class SessionDelegate: NSObject, WCSessionDelegate {
    var activations = 0
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
        activations += 1
    }
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { session.activate() }
}

@Suite("WatchConnectivity at rest")
struct WatchConnectivityTests {
    @Test func aSessionActivatesButNoWatchIsPairedSoSendingFails() {
        let session = WCSession()
        let delegate = SessionDelegate()
        let seam: any HabitSession = session
        seam.delegate = delegate
        #expect(WCSession.isSupported())
        #expect(seam.activationState == .notActivated)
        #expect((try? seam.updateApplicationContext(["habits": []])) == nil)
        seam.activate()
        #expect(seam.activationState == .activated)
        #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable)
        var failure: WCError?
        do { try seam.updateApplicationContext(["habits": [["title": "Read", "daysLeft": 3]]]) } catch { failure = error as? WCError }
        #expect(failure?.code == .deviceNotPaired)
        var messageError: (any Error)?
        session.sendMessage(["ping": 1], replyHandler: nil) { messageError = $0 }
        #expect((messageError as? WCError)?.code == WCError.deviceNotPaired)
        // Nothing arrives at rest: the delegate is told nothing.
        #expect(delegate.activations == 0)
        #expect(session.receivedApplicationContext.isEmpty)
    }
}
