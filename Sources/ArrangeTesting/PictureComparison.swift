import CPangoCairo
import Foundation

/// How different two pictures of a snapshot may be and still match: a pixel *differs* when any
/// channel is more than `channelTolerance` levels (of 255) apart, and the pictures match when
/// they have the same size and at most `differingFraction` of their pixels differ.
///
/// The defaults allow anti-aliasing to move by a couple of levels (Cairo and Pango versions
/// differ between machines) and nothing a reader would see.
public struct PictureComparison: Sendable {
    /// Levels (0…255) a channel may move without the pixel counting as different.
    public var channelTolerance = 8
    /// The fraction of pixels that may differ.
    public var differingFraction = 0.001

    /// The defaults.
    public init() {}

    /// A tolerance of `channelTolerance` levels and `differingFraction` of the pixels.
    public init(channelTolerance: Int, differingFraction: Double) {
        self.channelTolerance = channelTolerance
        self.differingFraction = differingFraction
    }

    /// What comparing two pictures found.
    enum Result {
        case same
        /// How they differ, and the difference picture (PNG) when they have the same size.
        case different(String, Data?)

        /// Compares the PNG at `recorded` with the PNG bytes `actual`.
        static func compare(recorded: URL, actual: Data, tolerance: PictureComparison) -> Result {
            guard let old = Pixels(file: recorded) else { return .different("\(recorded.lastPathComponent) is not a PNG Cairo can read", nil) }
            guard let new = Pixels(png: actual) else { return .different("the new picture cannot be read", nil) }
            guard old.width == new.width && old.height == new.height else {
                return .different("it is \(new.width)×\(new.height) pixels, the recorded one \(old.width)×\(old.height)", nil)
            }
            var differing = 0
            var marks = [Bool](repeating: false, count: old.words.count)
            for index in old.words.indices where !Pixels.close(old.words[index], new.words[index], within: tolerance.channelTolerance) {
                differing += 1
                marks[index] = true
            }
            let fraction = old.words.isEmpty ? 0 : Double(differing) / Double(old.words.count)
            if fraction <= tolerance.differingFraction { return .same }
            let percent = String(format: "%.2f", fraction * 100)
            return .different("\(differing) of \(old.words.count) pixels (\(percent) %) differ by more than \(tolerance.channelTolerance) levels",
                              old.difference(marks: marks))
        }
    }
}

/// A PNG's pixels as Cairo's ARGB32 words.
struct Pixels {
    let width: Int
    let height: Int
    let words: [UInt32]

    init?(file: URL) {
        guard let surface = cairo_image_surface_create_from_png(file.path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(surface: surface)
    }

    init?(png: Data) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-snapshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        guard (try? png.write(to: path)) != nil else { return nil }
        self.init(file: path)
    }

    private init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        if let data = cairo_image_surface_get_data(surface) {
            for row in 0..<height {
                let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width { words.append(line[column]) }
            }
        }
        self.words = words
    }

    /// Whether every channel of two ARGB32 words is within `levels`.
    static func close(_ a: UInt32, _ b: UInt32, within levels: Int) -> Bool {
        for shift in stride(from: 0, to: 32, by: 8) where abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > levels {
            return false
        }
        return true
    }

    /// This picture faded, with the `marks`ed pixels red, as PNG bytes.
    func difference(marks: [Bool]) -> Data? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let index = row * width + column
                if marks[index] {
                    line[column] = 0xFFFF_0000
                } else {
                    // A quarter of the grey of the recorded pixel over white.
                    let word = words[index]
                    let grey = (Int((word >> 16) & 0xFF) + Int((word >> 8) & 0xFF) + Int(word & 0xFF)) / 3
                    let faded = UInt32(255 - (255 - grey) / 4)
                    line[column] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-difference-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: path) }
        guard cairo_surface_write_to_png(surface, path.path) == CAIRO_STATUS_SUCCESS else { return nil }
        return try? Data(contentsOf: path)
    }
}
