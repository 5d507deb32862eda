import Arrange
import ArrangeUIKit
import Foundation

// AVFoundation's names that views and their models use, as `import AVFoundation` (or AVKit,
// which brings it) finds them. Arrange's device has no camera and no media: capture is never
// authorized (`authorizationStatus` is `.notDetermined`, `requestAccess` answers `false`), no
// capture device is discovered, assets have no tracks and players stay paused at time zero.

/// A time as a value over a timescale, as Core Media's `CMTime`.
public struct CMTime: Hashable, Sendable {
    /// The numerator.
    public var value: Int64
    /// The denominator (units a second).
    public var timescale: Int32
    /// `value`/`timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    /// `seconds` at `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    /// The time in seconds.
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    /// Time zero.
    public static let zero = CMTime(value: 0, timescale: 1)
}

/// `value`/`timescale` seconds, as Core Media's `CMTimeMake`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// A kind of media, as `AVMediaType`.
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
    /// The type's name.
    public let rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Video.
    public static let video = AVMediaType(rawValue: "vide")
    /// Audio.
    public static let audio = AVMediaType(rawValue: "soun")
}

/// Whether the app may capture, as `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

/// Media at a URL, as `AVAsset`: no tracks at rest.
open class AVAsset: @unchecked Sendable {
    /// The media's URL, when it has one.
    public let url: URL?
    /// The media at `url`.
    public convenience init(url: URL) { self.init(assetURL: url) }
    init(assetURL: URL?) { url = assetURL }
    /// The media's tracks of `mediaType`: none.
    open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { [] }
    /// The media's duration: zero.
    open var duration: CMTime { .zero }
}

/// Media at a URL, as `AVURLAsset`.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The media at `url`.
    public init(url: URL, options: [String: Any]? = nil) { super.init(assetURL: url) }
}

/// A property of an asset or track loaded asynchronously, as `AVAsyncProperty`.
public struct AVAsyncProperty<Root, Value>: Sendable {
    let fallback: @Sendable () -> Value
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGSize {
    /// The track's natural size.
    public static var naturalSize: AVAsyncProperty { AVAsyncProperty { .zero } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGAffineTransform {
    /// The track's preferred transform.
    public static var preferredTransform: AVAsyncProperty { AVAsyncProperty { .identity } }
}

/// One track of an asset, as `AVAssetTrack`.
open class AVAssetTrack: @unchecked Sendable {
    /// The value of `property`.
    public func load<Value>(_ property: AVAsyncProperty<AVAssetTrack, Value>) async throws -> Value { property.fallback() }
}

/// Makes still pictures of an asset, as `AVAssetImageGenerator`: none at rest.
open class AVAssetImageGenerator: @unchecked Sendable {
    /// Whether the track's transform is applied.
    open var appliesPreferredTrackTransform = false
    /// The largest picture made.
    open var maximumSize: CGSize = .zero
    /// A generator of pictures of `asset`.
    public init(asset: AVAsset) {}
    /// Throws: an asset without video has no picture to make.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw AVError(.noImageAtTime)
    }
}

/// An AVFoundation error, as `AVError`.
public struct AVError: Error, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable { case unknown = -11800, noImageAtTime = -11832, deviceNotConnected = -11814 }
    /// What went wrong.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// One item a player plays, as `AVPlayerItem`.
open class AVPlayerItem: @unchecked Sendable {
    /// The item's asset.
    public let asset: AVAsset
    /// An item of the media at `url`.
    public init(url: URL) { asset = AVAsset(url: url) }
    /// An item of `asset`.
    public init(asset: AVAsset) { self.asset = asset }
}

/// Plays media, as `AVPlayer`: paused at time zero at rest.
open class AVPlayer: @unchecked Sendable {
    /// The item being played.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0, paused.
    open var rate: Float = 0
    /// Whether the player is muted.
    open var isMuted = false
    /// The volume.
    open var volume: Float = 1
    /// A player with nothing to play.
    public init() {}
    /// A player of the media at `url`.
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    /// Starts playing (not at rest: nothing changes).
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Jumps to `time`.
    open func seek(to time: CMTime) {}
    /// Replaces the item being played.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// The current time: zero.
    open func currentTime() -> CMTime { .zero }
}

/// A player that loops its items, as `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {}

/// Plays a sound, as `AVAudioPlayer`: loads nothing at rest.
open class AVAudioPlayer: @unchecked Sendable {
    /// The number of loops.
    open var numberOfLoops = 0
    /// The volume.
    open var volume: Float = 1
    /// Whether it is playing: no.
    open var isPlaying: Bool { false }
    /// Throws: Arrange decodes no audio.
    public init(contentsOf url: URL) throws { throw AVError(.unknown) }
    /// Throws: Arrange decodes no audio.
    public init(data: Data) throws { throw AVError(.unknown) }
    /// Throws: Arrange decodes no audio (`utiString` names the file's type).
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws { throw AVError(.unknown) }
    /// Throws: Arrange decodes no audio (`utiString` names the data's type).
    public init(data: Data, fileTypeHint utiString: String?) throws { throw AVError(.unknown) }
    /// Starts playing: `false`, nothing to play.
    @discardableResult open func play() -> Bool { false }
    /// Stops.
    open func stop() {}
    /// Prepares: `false`.
    @discardableResult open func prepareToPlay() -> Bool { false }
}

// MARK: capture

/// A camera or microphone, as `AVCaptureDevice`: Arrange's device has none.
open class AVCaptureDevice: @unchecked Sendable {
    /// The device's position on the phone.
    public enum Position: Int, Sendable { case unspecified, back, front }
    /// The kind of device.
    public struct DeviceType: Hashable, Sendable, RawRepresentable {
        /// The type's name.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The wide-angle camera.
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// The dual camera.
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// The microphone.
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    /// Finds devices, as `AVCaptureDevice.DiscoverySession`: it finds none.
    public final class DiscoverySession: @unchecked Sendable {
        /// The devices found: none.
        public var devices: [AVCaptureDevice] { [] }
        /// A search for `deviceTypes` of `mediaType` at `position`.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
    }

    /// Whether the app may capture `mediaType`: not asked yet.
    public class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks the user: `false`, nobody answers at rest.
    public class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    /// Asks the user: `handler` gets `false`.
    public class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }
    /// The default device for `mediaType`: none.
    public class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// The default device of `deviceType`: none.
    public class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
}

/// An input of a capture session.
open class AVCaptureInput: @unchecked Sendable {}

/// A device as a capture session's input, as `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The input of `device`.
    public init(device: AVCaptureDevice) throws {}
}

/// An output of a capture session.
open class AVCaptureOutput: @unchecked Sendable {}

/// A connection between a capture input and output.
open class AVCaptureConnection: @unchecked Sendable {}

/// Metadata found in captured media, as `AVMetadataObject`.
open class AVMetadataObject: @unchecked Sendable {
    /// A kind of metadata.
    public struct ObjectType: Hashable, Sendable, RawRepresentable {
        /// The kind's name.
        public let rawValue: String
        /// The kind named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A QR code.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// An EAN-13 bar code.
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// A face.
        public static let face = ObjectType(rawValue: "face")
    }
    /// The kind.
    open var type: ObjectType { .qr }
}

/// A bar code or QR code found, as `AVMetadataMachineReadableCodeObject`.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text.
    open var stringValue: String? { nil }
}

/// Receives metadata found by a metadata output.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    /// Called with metadata found (never at rest).
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    /// Does nothing.
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// Finds metadata in captured video, as `AVCaptureMetadataOutput`.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The kinds looked for.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    /// The kinds it can look for.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The area searched, in unit coordinates.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// An output.
    public override init() {}
    /// Sets who is told of metadata found.
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?) {}
}

/// Takes photos, as `AVCapturePhotoOutput`.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    /// An output.
    public override init() {}
}

/// Records movies, as `AVCaptureMovieFileOutput`.
open class AVCaptureMovieFileOutput: AVCaptureOutput, @unchecked Sendable {
    /// An output.
    public override init() {}
}

/// Connects capture inputs to outputs, as `AVCaptureSession`: never running at rest.
open class AVCaptureSession: @unchecked Sendable {
    /// The quality of the capture.
    public struct Preset: Hashable, Sendable, RawRepresentable {
        /// The preset's name.
        public let rawValue: String
        /// The preset named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// High quality.
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Photo quality.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    }
    /// The session's inputs.
    open private(set) var inputs: [AVCaptureInput] = []
    /// The session's outputs.
    open private(set) var outputs: [AVCaptureOutput] = []
    /// The session's preset.
    open var sessionPreset: Preset = .high
    /// Whether it is running.
    open private(set) var isRunning = false
    /// A session with nothing connected.
    public init() {}
    /// Whether `input` can be added: yes.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    /// Whether `output` can be added: yes.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    /// Adds `input`.
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    /// Adds `output`.
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    /// Removes `input`.
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    /// Begins a batch of changes.
    open func beginConfiguration() {}
    /// Commits a batch of changes.
    open func commitConfiguration() {}
    /// Starts (no camera: it stays stopped).
    open func startRunning() {}
    /// Stops.
    open func stopRunning() { isRunning = false }
}

/// A layer showing a capture session's video, as `AVCaptureVideoPreviewLayer`: nothing to show.
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    /// The session shown.
    public let session: AVCaptureSession?
    /// How the video fills the layer.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// A layer showing `session`.
    public init(session: AVCaptureSession) { self.session = session }
}

/// A layer showing a player's video, as `AVPlayerLayer`.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    /// The player shown.
    open var player: AVPlayer?
    /// How the video fills the layer.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// A layer showing `player`.
    public init(player: AVPlayer?) { self.player = player }
}

/// How video fills a layer, as `AVLayerVideoGravity`.
public struct AVLayerVideoGravity: Hashable, Sendable, RawRepresentable {
    /// The gravity's name.
    public let rawValue: String
    /// The gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fit inside, keeping the aspect ratio.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fill, keeping the aspect ratio.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// Stretch to fill.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
