import CPangoCairo
import Foundation
import Testing

@testable import ArrangeRender

/// A decoded PNG for pixel assertions: decoded by Cairo, colours un-premultiplied to 0…255.
struct PixelImage {
    let width: Int
    let height: Int
    /// Cairo's premultiplied ARGB32 words, row by row.
    let words: [UInt32]

    /// One pixel's colour.
    struct RGBA: Equatable, CustomStringConvertible {
        var red: Int, green: Int, blue: Int, alpha: Int
        var description: String { "(\(red), \(green), \(blue), \(alpha))" }
        /// The colour without alpha, for comparing with `(r, g, b)`.
        var rgb: [Int] { [red, green, blue] }

        /// Whether every channel is within `tolerance` of `other`'s.
        func isClose(to other: [Int], tolerance: Int = 2) -> Bool {
            zip(rgb, other).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }

    /// The picture in `png`; fails the test when Cairo cannot decode it.
    init(png: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = [UInt8](png)
        var cursor = Cursor(bytes: bytes)
        let surface = withUnsafeMutablePointer(to: &cursor) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                let cursor = closure!.assumingMemoryBound(to: Cursor.self)
                let count = Int(length)
                guard cursor.pointee.offset + count <= cursor.pointee.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for index in 0..<count { destination![index] = cursor.pointee.bytes[cursor.pointee.offset + index] }
                cursor.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }!
        defer { cairo_surface_destroy(surface) }
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "not a PNG Cairo can decode", sourceLocation: sourceLocation)
        self.init(surface: surface)
    }

    /// The pixels of an image surface.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { words.append(line[column]) }
        }
        self.words = words
    }

    init(width: Int, height: Int, words: [UInt32]) {
        self.width = width
        self.height = height
        self.words = words
    }

    /// The colour at (`x`, `y`), in pixels from the top-left.
    subscript(x: Int, y: Int) -> RGBA {
        let word = words[y * width + x]
        let alpha = Int(word >> 24)
        func channel(_ shift: UInt32) -> Int {
            let value = Int((word >> shift) & 0xFF)
            return alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
        }
        return RGBA(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// The picture encoded as PNG.
    func pngData() -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { line[column] = words[row * width + column] }
        }
        cairo_surface_mark_dirty(surface)
        var sink = Data()
        withUnsafeMutablePointer(to: &sink) { pointer in
            _ = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                closure!.assumingMemoryBound(to: Data.self).pointee.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return sink
    }

    private struct Cursor {
        let bytes: [UInt8]
        var offset = 0
    }
}
