import Foundation

/// The size of a picture file of an asset catalog, read from its header without decoding it.
///
/// - PNG: the `IHDR` chunk's width and height, in pixels.
/// - JPEG: the first start-of-frame marker's, in pixels.
/// - GIF: the logical screen's, in pixels.
/// - PDF: the first `/MediaBox` (or `/CropBox`) found in the first `maximumBytes`, in points
///   (a box inside a compressed object stream is not found: the size is `nil`).
/// - SVG: the root element's `width` and `height` (plain numbers or `px`/`pt`), else its
///   `viewBox`, in points.
/// Anything else, a missing file, or a header that cannot be read, is `nil`.
enum PictureSize {
    /// A measured picture: pixels (divided by the picture's scale to give points) or points.
    struct Measured: Equatable {
        var size: CGSize
        var isInPoints: Bool
    }

    /// How much of a PDF or SVG is searched for its size.
    static let maximumBytes = 256 * 1024

    /// The size of the picture at `path`, as the type says.
    static func measure(_ path: String) -> Measured? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: maximumBytes)) ?? Data())
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "png": return png(bytes).map { Measured(size: $0, isInPoints: false) }
        case "jpg", "jpeg": return jpeg(bytes).map { Measured(size: $0, isInPoints: false) }
        case "gif": return gif(bytes).map { Measured(size: $0, isInPoints: false) }
        case "pdf": return pdf(bytes).map { Measured(size: $0, isInPoints: true) }
        case "svg": return svg(bytes).map { Measured(size: $0, isInPoints: true) }
        default: return nil
        }
    }

    static func png(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        return CGSize(width: Double(bigEndian(bytes, at: 16, count: 4)), height: Double(bigEndian(bytes, at: 20, count: 4)))
    }

    static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { index += 1; continue }
            let marker = bytes[index + 1]
            // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return CGSize(width: Double(bigEndian(bytes, at: index + 7, count: 2)), height: Double(bigEndian(bytes, at: index + 5, count: 2)))
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            index += 2 + bigEndian(bytes, at: index + 2, count: 2)
        }
        return nil
    }

    static func gif(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10, bytes[0...2].elementsEqual("GIF".utf8) else { return nil }
        return CGSize(width: Double(Int(bytes[6]) | Int(bytes[7]) << 8), height: Double(Int(bytes[8]) | Int(bytes[9]) << 8))
    }

    static func pdf(_ bytes: [UInt8]) -> CGSize? {
        let text = String(decoding: bytes, as: UTF8.self)
        for key in ["/MediaBox", "/CropBox"] {
            guard let range = text.range(of: key) else { continue }
            let after = text[range.upperBound...].prefix(120)
            guard let open = after.firstIndex(of: "["), let close = after.firstIndex(of: "]"), open < close else { continue }
            let numbers = after[after.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" })
                .compactMap { Double($0) }
            guard numbers.count == 4 else { continue }
            let size = CGSize(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
            if size.width > 0, size.height > 0 { return size }
        }
        return nil
    }

    static func svg(_ bytes: [UInt8]) -> CGSize? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") ?? tag.range(of: "\t\(name)=\"") else { return nil }
            return String(tag[range.upperBound...].prefix { $0 != "\"" })
        }
        func length(_ value: String?) -> Double? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(2) }
            return Double(value)
        }
        if let width = length(attribute("width")), let height = length(attribute("height")), width > 0, height > 0 {
            return CGSize(width: width, height: height)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return CGSize(width: box[2], height: box[3])
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        guard index + count <= bytes.count else { return 0 }
        return bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
