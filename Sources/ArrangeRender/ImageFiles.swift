import Arrange
import Foundation

/// Picture files found by name, for `Image("name")`: PNG and JPEG files whose name without the
/// extension is the image's name. A file named `name@2x.png` is `name` drawn at 2 pixels a
/// point (its natural size is half its pixel size); when several scales exist the sharpest wins.
///
/// `catalog` gives the core the files' natural sizes, so that `Image("name")` lays out at its
/// file's size; `Renderer(images:)` draws the files.
///
/// ```swift
/// let images = try ImageFiles(directory: URL(fileURLWithPath: "Assets"))
/// let renderer = Renderer(images: images)
/// let layout = renderer.layout(Image("header"))   // laid out at header.png's size
/// ```
public struct ImageFiles: Sendable {
    /// The encodings read.
    public enum Format: String, Hashable, Sendable {
        /// PNG, decoded by Cairo (with its alpha).
        case png
        /// JPEG, decoded by libjpeg (opaque).
        case jpeg
        /// PDF, its first page drawn by Poppler at the size it is drawn at (an asset catalog's
        /// vector image set).
        case pdf
    }

    /// One picture file.
    public struct File: Hashable, Sendable {
        /// Where it is.
        public let url: URL
        /// How it is encoded.
        public let format: Format
        /// Its size in pixels.
        public let pixelWidth: Int
        /// Its height in pixels.
        public let pixelHeight: Int
        /// Pixels per point (`@2x` → 2).
        public let scale: Int

        /// Its size in points: the pixel size divided by the scale.
        public var naturalSize: CGSize {
            CGSize(width: CGFloat(pixelWidth) / CGFloat(scale), height: CGFloat(pixelHeight) / CGFloat(scale))
        }
    }

    /// The files by image name.
    public private(set) var files: [String: File] = [:]
    /// Files that were left out, each with why (not a PNG or JPEG, unreadable, too large).
    public private(set) var problems: [String] = []
    /// Why the file of an image name was left out, by image name (for the warning when the
    /// image is drawn).
    private(set) var leftOut: [String: String] = [:]

    /// No files.
    public init() {}

    /// The PNG (`.png`) and JPEG (`.jpg`, `.jpeg`) files directly inside `directory`; throws
    /// when the folder cannot be listed.
    public init(directory: URL) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw RenderError.cannotReadImages(directory.path, reason: "the folder cannot be listed (\(error.localizedDescription))")
        }
        for name in names.sorted() where ["png", "jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased()) {
            add(directory.appendingPathComponent(name))
        }
    }

    /// The given files, by image name; the scale comes from an `@2x`-style suffix in the file name.
    public init(files: [String: URL]) {
        for (name, url) in files.sorted(by: { $0.key < $1.key }) {
            add(url, as: name)
        }
    }

    /// Adds `url` as the image `name`, `naturalSize` points at `scale` pixels a point, unless
    /// an image of that name is already here (the files given first win:
    /// `--images` over the asset catalog). The size was measured already (an asset catalog's
    /// reading), so the file is not opened until it is drawn; its encoding is its extension's
    /// (`.png`, `.jpg`/`.jpeg`, `.pdf`), and any other is left out with the reason.
    public mutating func add(_ url: URL, as name: String, naturalSize: CGSize, scale: Int) {
        guard files[name] == nil, leftOut[name] == nil else { return }
        let scale = min(max(scale, 1), 4)
        let encoding = url.pathExtension.lowercased()
        let format: Format? = switch encoding {
        case "png": .png
        case "jpg", "jpeg": .jpeg
        case "pdf": .pdf
        default: nil
        }
        let pixels = CGSize(width: naturalSize.width * CGFloat(scale), height: naturalSize.height * CGFloat(scale))
        guard let format, pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 0, pixels.height >= 0 else {
            leftOut[name] = "\(url.lastPathComponent) was left out: "
                + (format == nil
                    ? (encoding.isEmpty ? "a file without an extension is not drawn" : "\(encoding.uppercased()) pictures are not drawn") + " (PNG, JPEG and PDF are)"
                    : "its size \(naturalSize.width) × \(naturalSize.height) is not drawable")
            return
        }
        files[name] = File(
            url: url, format: format, pixelWidth: Int(pixels.width.rounded()), pixelHeight: Int(pixels.height.rounded()), scale: scale)
    }

    /// The SVG templates of the asset catalog's symbol sets, by image name: `Image("name")` of a
    /// symbol set is drawn from its outline (`SymbolSetOutline`).
    public private(set) var symbolSets: [String: URL] = [:]

    /// Adds the SVG template at `url` as the symbol set `name`, unless the name has one.
    public mutating func addSymbolSet(_ url: URL, as name: String) {
        if symbolSets[name] == nil { symbolSets[name] = url }
    }

    /// The file for the image `name`.
    public subscript(name: String) -> File? { files[name] }

    /// How many images there are.
    public var count: Int { files.count }

    /// The natural sizes of the images, for `EnvironmentValues.imageCatalog`.
    public var catalog: ImageCatalog {
        catalog(adding: ImageCatalog())
    }

    /// `existing` with the natural size of every image it does not already have.
    public func catalog(adding existing: ImageCatalog) -> ImageCatalog {
        var catalog = existing
        for (name, file) in files where catalog[name] == nil {
            catalog[name] = file.naturalSize
        }
        return catalog
    }

    /// Reads `url`'s header and adds it under `name` (by default its file name without the
    /// extension and scale suffix), keeping the sharper of two files for one name.
    private mutating func add(_ url: URL, as givenName: String? = nil) {
        let fileName = url.deletingPathExtension().lastPathComponent
        let (baseName, scale) = Self.splitScale(fileName)
        let name = givenName ?? baseName
        switch ImageFileHeader.read(url) {
        case .failure(let problem):
            problems.append("\(url.lastPathComponent): \(problem.message)")
            if files[name] == nil { leftOut[name] = "\(url.lastPathComponent) was left out: \(problem.message)" }
        case .success(let header):
            let file = File(url: url, format: header.format, pixelWidth: header.width, pixelHeight: header.height, scale: scale)
            if let existing = files[name], existing.scale >= scale { return }
            files[name] = file
            leftOut[name] = nil
        }
    }

    /// `name@3x` → (`name`, 3); no suffix → scale 1.
    static func splitScale(_ fileName: String) -> (name: String, scale: Int) {
        guard let at = fileName.lastIndex(of: "@"), fileName.hasSuffix("x") else { return (fileName, 1) }
        let digits = fileName[fileName.index(after: at)..<fileName.index(before: fileName.endIndex)]
        guard let scale = Int(digits), (1...4).contains(scale) else { return (fileName, 1) }
        return (String(fileName[..<at]), scale)
    }
}
