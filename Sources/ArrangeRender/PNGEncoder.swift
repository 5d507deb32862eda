import CPangoCairo
import Foundation

/// Encodes a drawn image surface as a PNG file, with the same pixels Cairo's own writer
/// (`cairo_surface_write_to_png_stream`) gives but in a fraction of its time: Cairo's writer
/// hands every row to libpng, which tries all five PNG filters on each row and compresses at
/// zlib's default level; for a 3× phone screen that took four fifths of a render.
///
/// 1. The surface's premultiplied ARGB pixels become straight RGBA bytes, rounded as Cairo
///    rounds them (`(c × 255 + a / 2) / a`, transparent pixels all zero); a picture whose every
///    pixel is opaque is written as RGB, as Cairo writes it.
/// 2. Each row is filtered with PNG's Up filter (each byte minus the one above it).
/// 3. The filtered rows are compressed with zlib at `compressionLevel`, row by row, into one
///    `IDAT` chunk between the `IHDR` and `IEND` chunks.
///
/// Surfaces of other formats than ARGB32 are left to Cairo (`nil`).
enum PNGEncoder {
    /// zlib's level. Filtered with Up, the rows of a screen of flat colours are mostly long runs
    /// of zeros that the fast levels compress almost as well as the default (6), which costs
    /// half as much time again as the whole render: on the 3× `render-form-30` screen, level 3
    /// gives 193 KB, level 1 201 KB at the same speed, level 6 156 KB.
    static let compressionLevel: Int32 = 3

    /// The PNG file of `surface`, or `nil` when it is not an ARGB32 image surface or zlib fails.
    static func encode(_ surface: OpaquePointer) -> Data? {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let compressor = Compressor(level: compressionLevel) else { return nil }
        // 1.
        let isOpaque = allOpaque(pixels, width: width, height: height, stride: stride)
        let channels = isOpaque ? 3 : 4
        let rowBytes = width * channels
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var filtered = [UInt8](repeating: 2, count: rowBytes + 1)  // 2: the Up filter
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            current.withUnsafeMutableBufferPointer { straightRow($0, from: row, width: width, opaque: isOpaque) }
            // 2.
            filtered.withUnsafeMutableBufferPointer { out in
                current.withUnsafeBufferPointer { now in
                    previous.withUnsafeBufferPointer { above in
                        for i in 0..<rowBytes { out[i + 1] = now[i] &- above[i] }
                    }
                }
            }
            // 3.
            guard compressor.add(filtered) else { return nil }
            swap(&previous, &current)
        }
        guard let compressed = compressor.finish() else { return nil }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 8 bits a channel, RGB (2) or RGBA (6), deflate, filtered per row, not interlaced.
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, isOpaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Whether every pixel's alpha is 255.
    private static func allOpaque(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// One row of premultiplied native-endian ARGB words as straight R, G, B (and A) bytes.
    private static func straightRow(_ out: UnsafeMutableBufferPointer<UInt8>, from row: UnsafePointer<UInt32>, width: Int, opaque: Bool) {
        if opaque {
            for x in 0..<width {
                let pixel = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
            return
        }
        for x in 0..<width {
            let pixel = row[x]
            let alpha = pixel >> 24
            if alpha == 0 {
                out[4 * x] = 0
                out[4 * x + 1] = 0
                out[4 * x + 2] = 0
                out[4 * x + 3] = 0
            } else if alpha == 255 {
                out[4 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[4 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[4 * x + 2] = UInt8(truncatingIfNeeded: pixel)
                out[4 * x + 3] = 255
            } else {
                out[4 * x] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha)
                out[4 * x + 1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha)
                out[4 * x + 2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + alpha / 2) / alpha)
                out[4 * x + 3] = UInt8(truncatingIfNeeded: alpha)
            }
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: its length, type, data and the CRC of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout Data) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = crc32(0, typeBytes, UInt32(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        file.append(contentsOf: bigEndian(UInt32(crc)))
    }
}

/// One zlib stream being compressed, fed a row at a time. The stream lives at a fixed address,
/// as zlib requires (it checks that its state still points back at it).
private final class Compressor {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private(set) var output: [UInt8] = []
    private var isOpen = false

    init?(level: Int32) {
        stream.initialize(to: z_stream())
        guard deflateInit2_(stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        isOpen = true
    }

    /// Compresses `bytes`; `false` when zlib fails.
    func add(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { input in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = UInt32(input.count)
            return run(Z_NO_FLUSH) == Z_OK
        }
    }

    /// The whole compressed stream, or `nil` when zlib fails.
    func finish() -> [UInt8]? {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        return run(Z_FINISH) == Z_STREAM_END ? output : nil
    }

    /// Runs zlib until it has taken all the input (or, finishing, written the stream's end).
    private func run(_ flush: Int32) -> Int32 {
        var status = Z_OK
        repeat {
            status = buffer.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(out.count)
                let status = deflate(stream, flush)
                output.append(contentsOf: out[0..<(out.count - Int(stream.pointee.avail_out))])
                return status
            }
            guard status == Z_OK || status == Z_BUF_ERROR else { return status }
        } while stream.pointee.avail_out == 0 || (flush == Z_FINISH && status == Z_OK)
        return status == Z_BUF_ERROR ? Z_OK : status
    }

    deinit {
        if isOpen { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }
}
