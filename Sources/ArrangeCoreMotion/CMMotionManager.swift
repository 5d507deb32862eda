import Foundation

// Core Motion's names as `import CoreMotion` finds them. Arrange's device lies still and has
// no motion hardware to read: managers report the sensors unavailable and never deliver an
// update, so views show the values they start with (a tilt of zero).

/// Reads the device's motion sensors, as Core Motion's `CMMotionManager`: none is available at
/// rest, so no update is ever delivered and the latest readings are `nil`.
open class CMMotionManager: NSObject, @unchecked Sendable {
    /// Seconds between device-motion updates.
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Seconds between accelerometer updates.
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between gyroscope updates.
    open var gyroUpdateInterval: TimeInterval = 0.01
    /// Seconds between magnetometer updates.
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    /// Whether the sensors exist: no.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether the accelerometer exists: no.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether the gyroscope exists: no.
    open var isGyroAvailable: Bool { false }
    /// Whether the magnetometer exists: no.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether device-motion updates were started (and not stopped).
    public private(set) var isDeviceMotionActive = false
    /// Whether accelerometer updates were started.
    public private(set) var isAccelerometerActive = false
    /// Whether gyroscope updates were started.
    public private(set) var isGyroActive = false
    /// The latest device motion: none.
    open var deviceMotion: CMDeviceMotion? { nil }
    /// The latest acceleration: none.
    open var accelerometerData: CMAccelerometerData? { nil }
    /// The latest rotation rate: none.
    open var gyroData: CMGyroData? { nil }

    public override init() { super.init() }

    /// Starts device-motion updates; `handler` is never called at rest.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMDeviceMotion?, (any Error)?) -> Void) {
        isDeviceMotionActive = true
    }
    /// Starts device-motion updates in `frame`; `handler` is never called at rest.
    open func startDeviceMotionUpdates(
        using frame: CMAttitudeReferenceFrame, to queue: OperationQueue, withHandler handler: @escaping (CMDeviceMotion?, (any Error)?) -> Void
    ) {
        isDeviceMotionActive = true
    }
    /// Starts device-motion updates to be read from `deviceMotion`.
    open func startDeviceMotionUpdates() { isDeviceMotionActive = true }
    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() { isDeviceMotionActive = false }
    /// Starts accelerometer updates; `handler` is never called at rest.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAccelerometerData?, (any Error)?) -> Void) {
        isAccelerometerActive = true
    }
    /// Starts accelerometer updates to be read from `accelerometerData`.
    open func startAccelerometerUpdates() { isAccelerometerActive = true }
    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() { isAccelerometerActive = false }
    /// Starts gyroscope updates; `handler` is never called at rest.
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMGyroData?, (any Error)?) -> Void) {
        isGyroActive = true
    }
    /// Starts gyroscope updates to be read from `gyroData`.
    open func startGyroUpdates() { isGyroActive = true }
    /// Stops gyroscope updates.
    open func stopGyroUpdates() { isGyroActive = false }
}

/// The frame attitudes are measured in, as Core Motion's `CMAttitudeReferenceFrame`.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Z vertical, X arbitrary.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1)
    /// Z vertical, X arbitrary, corrected by the magnetometer.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 2)
    /// Z vertical, X towards magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 4)
    /// Z vertical, X towards true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 8)
}

/// A reading's time, as Core Motion's `CMLogItem`.
open class CMLogItem: NSObject {
    /// When it was read.
    open var timestamp: TimeInterval { 0 }
}

/// The device's attitude, as Core Motion's `CMAttitude`: level.
open class CMAttitude: NSObject {
    /// Rotation about the front-to-back axis, in radians.
    open var roll: Double { 0 }
    /// Rotation about the side-to-side axis, in radians.
    open var pitch: Double { 0 }
    /// Rotation about the vertical axis, in radians.
    open var yaw: Double { 0 }
}

/// Three values along x, y and z, as Core Motion's `CMAcceleration`.
public struct CMAcceleration: Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
    public init() { self.init(x: 0, y: 0, z: 0) }
}

/// A rotation rate about x, y and z, as Core Motion's `CMRotationRate`.
public struct CMRotationRate: Sendable {
    public var x: Double, y: Double, z: Double
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
    public init() { self.init(x: 0, y: 0, z: 0) }
}

/// A device-motion reading, as Core Motion's `CMDeviceMotion` (none is delivered at rest).
open class CMDeviceMotion: CMLogItem {
    /// The attitude.
    open var attitude: CMAttitude { CMAttitude() }
    /// The acceleration the user gives.
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    /// Gravity's direction, pointing down.
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    /// The rotation rate.
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// An accelerometer reading, as Core Motion's `CMAccelerometerData`.
open class CMAccelerometerData: CMLogItem {
    /// The acceleration, gravity included.
    open var acceleration: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
}

/// A gyroscope reading, as Core Motion's `CMGyroData`.
open class CMGyroData: CMLogItem {
    /// The rotation rate.
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// Counts steps, as Core Motion's `CMPedometer`: not available at rest.
open class CMPedometer: NSObject {
    /// Whether steps can be counted: no.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Stops updates.
    open func stopUpdates() {}
}
