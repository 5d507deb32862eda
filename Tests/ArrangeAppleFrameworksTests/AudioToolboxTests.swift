// Audio Toolbox at rest (the third held-out set's sign-up screen imports it to vibrate on an
// error): sounds are recorded, nothing is heard, completion handlers run at once.
import ArrangeAudioToolbox
import Foundation
import Testing

@Suite("Audio Toolbox at rest")
struct AudioToolboxTests {
    @Test func playedSoundsAreRecordedAndCompletionsRunAtOnce() {
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        #expect(SystemSoundLog.playedSounds.last == 4095)
        let finished = LockedFlag()
        AudioServicesPlaySystemSoundWithCompletion(1104) { finished.set() }
        #expect(finished.isSet)
        #expect(SystemSoundLog.playedSounds.suffix(2).contains(1104))
    }

    @Test func aRegisteredFileKeepsItsIDAndTwoFilesGetTwo() {
        var first: SystemSoundID = 0
        var again: SystemSoundID = 0
        var second: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/sounds/tap.caf") as CFURL, &first) == kAudioServicesNoError)
        AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/sounds/tap.caf") as CFURL, &again)
        AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/sounds/done.caf") as CFURL, &second)
        #expect(first == again)
        #expect(first != second)
        // Above the system's own sounds (which end at 4095).
        #expect(first > kSystemSoundID_Vibrate && second > kSystemSoundID_Vibrate)
    }
}

/// A flag set from a `@Sendable` closure.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
