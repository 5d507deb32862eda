import Foundation

/// A Metal shader function with its arguments, as SwiftUI's `Shader`. Arrange accepts shaders
/// so that files using them compile and lay out, but cannot run Metal: a view with
/// `colorEffect`, `layerEffect` or `distortionEffect` is drawn unshaded, and a shape filled
/// with a shader is filled with the foreground style, each with a warning naming the view and
/// the function (see docs/DIFFERENCES.md).
public struct Shader: Hashable, Sendable, ShapeStyle {
    /// The shader function.
    public var function: ShaderFunction
    /// Its arguments, in order.
    public var arguments: [Argument]
    /// Whether the shader's result is dithered (ignored).
    public var dithersColor = false

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument of a shader function. Kept as given; never evaluated.
    public struct Argument: Hashable, Sendable {
        let summary: String

        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(summary: "float(\(Double(x)))") }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(summary: "float2(\(Double(x)), \(Double(y)))") }
        /// A point.
        public static func float2(_ point: CGPoint) -> Argument { Argument(summary: "float2(\(point.x), \(point.y))") }
        /// A size.
        public static func float2(_ size: CGSize) -> Argument { Argument(summary: "float2(\(size.width), \(size.height))") }
        /// Three numbers.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(summary: "float3") }
        /// Four numbers.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(summary: "float4") }
        /// An array of numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(summary: "floatArray(\(array.count))") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(summary: "color") }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(summary: "colorArray(\(array.count))") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(summary: "image") }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(summary: "data(\(data.count))") }
        /// The bounding rectangle of the view drawn.
        public static var boundingRect: Argument { Argument(summary: "boundingRect") }
    }
}

/// A named function in a shader library, as SwiftUI's `ShaderFunction`; calling it with
/// arguments makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
    /// The library it comes from.
    public var library: ShaderLibrary
    /// Its name.
    public var name: String

    /// The function `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments`.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.wave`,
/// `ShaderLibrary.default.wave`, `ShaderLibrary.bundle(.main).wave` name a function.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    let source: String

    /// The app's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: "bundle") }

    /// A library loaded from `url`.
    public init(url: URL) { source = url.lastPathComponent }

    /// A library made from `data`.
    public init(data: Data) { source = "data" }

    private init(source: String) { self.source = source }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

nonisolated extension View {
    /// Colours each pixel of this view with `shader` on iOS. Drawn unshaded, with a warning.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        shaderEffect("colorEffect", shader, isEnabled: isEnabled)
    }

    /// Recomputes this view's pixels with `shader` on iOS. Drawn unshaded, with a warning.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        shaderEffect("layerEffect", shader, isEnabled: isEnabled)
    }

    /// Moves this view's pixels by `shader` on iOS. Drawn undistorted, with a warning.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        shaderEffect("distortionEffect", shader, isEnabled: isEnabled)
    }

    private func shaderEffect(_ modifier: String, _ shader: Shader, isEnabled: Bool) -> some View {
        let record = RecordedModifier(modifier, isEnabled ? shader.function.name : "")
        return modifyingNodes(modifier) { $0.recordedModifiers.append(record) }
    }
}

/// The shader modifiers recorded on a node, for renderers to warn about.
public enum ShaderRecord {
    /// The modifiers that take a shader.
    public static let names: Set<String> = ["colorEffect", "layerEffect", "distortionEffect"]

    /// Each enabled shader modifier recorded in `records`: its name and the function's.
    public static func shaders(in records: [RecordedModifier]) -> [(modifier: String, function: String)] {
        records.filter { names.contains($0.name) && !$0.arguments.isEmpty }.map { ($0.name, $0.arguments) }
    }
}
