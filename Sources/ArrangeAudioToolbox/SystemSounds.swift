// Apple's framework brings Foundation, as this module does.
@_exported import Foundation

// Audio Toolbox's system sounds as `import AudioToolbox` finds them. A still picture makes no
// sound and has no vibration motor: sounds are registered and their playing recorded
// (`SystemSoundLog`), with no effect, and completion handlers run at once, as after a sound
// that has finished.

/// A system sound registered with `AudioServicesCreateSystemSoundID(_:_:)`, or one of the
/// system's own (`kSystemSoundID_Vibrate`, 1000–4095 for the built-in alert sounds).
public typealias SystemSoundID = UInt32

/// The system sound that vibrates the device instead of playing a sound.
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// A request to the user interface's own sound effect (keyboard clicks).
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000
/// Core Foundation's URL, bridged with `NSURL` (`url as CFURL`), as Audio Toolbox takes file URLs.
public typealias CFURL = NSURL

/// Audio Toolbox's result code for success.
public let kAudioServicesNoError: Int32 = 0
/// The result code for a sound ID that was never registered.
public let kAudioServicesBadSpecifierSizeError: Int32 = 0x2173_697A  // '!siz'

/// Plays the system sound `inSystemSoundID`: recorded in `SystemSoundLog`, nothing is heard.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundLog.record(inSystemSoundID)
}

/// Plays the system sound `inSystemSoundID` as an alert (vibrating where the user asks for it):
/// recorded, nothing is heard or felt.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundLog.record(inSystemSoundID)
}

/// Plays `inSystemSoundID` and calls `inCompletionBlock` when it has played: recorded, and the
/// block runs at once.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    SystemSoundLog.record(inSystemSoundID)
    inCompletionBlock?()
}

/// Plays `inSystemSoundID` as an alert and calls `inCompletionBlock` when it has played.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    SystemSoundLog.record(inSystemSoundID)
    inCompletionBlock?()
}

/// Registers the sound file at `inFileURL` and writes its new ID to `outSystemSoundID`; the
/// file is not read (nothing is played). Returns `kAudioServicesNoError`.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> Int32 {
    outSystemSoundID.pointee = SystemSoundLog.register(inFileURL as URL)
    return kAudioServicesNoError
}

/// Forgets the sound `inSystemSoundID` registered earlier. Returns `kAudioServicesNoError`.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> Int32 {
    kAudioServicesNoError
}

/// The system sounds a program has played, in order, and the files it registered as sounds
/// (so that tests and `--verbose` can see what a view asked for).
public enum SystemSoundLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var played: [SystemSoundID] = []
    nonisolated(unsafe) private static var registered: [URL] = []
    /// The first ID given to a registered file (above the system's own sounds).
    static let firstRegisteredID: SystemSoundID = 0x0001_0000
    /// The most plays remembered (a view playing a sound in a loop keeps only the latest).
    static let maximumRemembered = 1000

    /// The sounds played, oldest first (at most `maximumRemembered`).
    public static var playedSounds: [SystemSoundID] { lock.withLock { played } }

    static func record(_ sound: SystemSoundID) {
        lock.withLock {
            played.append(sound)
            if played.count > maximumRemembered { played.removeFirst(played.count - maximumRemembered) }
        }
    }

    static func register(_ url: URL) -> SystemSoundID {
        lock.withLock {
            if let index = registered.firstIndex(of: url) { return firstRegisteredID + SystemSoundID(index) }
            guard registered.count < Int(UInt16.max) else { return firstRegisteredID }
            registered.append(url)
            return firstRegisteredID + SystemSoundID(registered.count - 1)
        }
    }
}
