// PNGEncoder writes what Cairo's own PNG writer wrote, pixel for pixel, only faster.
import CPangoCairo
import Foundation
import Testing

@testable import ArrangeRender

@Suite("PNG encoding")
struct PNGEncoderTests {
    /// Pictures of random premultiplied pixels — transparent, half-transparent, opaque, and all
    /// opaque (written as RGB) — at odd widths (rows padded in the surface) decode to the same
    /// pixels from our file as from Cairo's.
    @Test func thePNGDecodesToThePixelsCairosWriterGives() throws {
        var random = SystemRandomNumberGenerator()
        for (width, height, opaque) in [(1, 1, false), (7, 5, false), (33, 17, true), (64, 3, false), (5, 40, true)] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            defer { cairo_surface_destroy(surface) }
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            var everyPixelOpaque = true
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let alpha = opaque ? 255 : [0, 255, UInt32.random(in: 1...254, using: &random)].randomElement(using: &random)!
                    everyPixelOpaque = everyPixelOpaque && alpha == 255
                    // Premultiplied: no channel above alpha.
                    let channel = { alpha == 0 ? 0 : UInt32.random(in: 0...alpha, using: &random) }
                    row[x] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
                }
            }
            cairo_surface_mark_dirty(surface)
            let ours = try #require(PNGEncoder.encode(surface))
            let cairos = try Self.cairoPNG(surface)
            #expect(try PixelImage(png: ours).words == PixelImage(png: cairos).words, "\(width)×\(height)")
            // Colour type: RGB (2) when every pixel is opaque, as Cairo writes it; else RGBA (6).
            // (A small picture of random alphas can come out all opaque: 1 × 1 does a third of
            // the time, so the expectation follows the pixels drawn, not the case's flag.)
            #expect(ours[25] == (everyPixelOpaque ? 2 : 6), "\(width)×\(height)")
        }
    }

    /// A drawn screen, through the renderer: the same pixels as Cairo's writer.
    @Test func aRenderedScreenHasCairosPixels() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 90, 60)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_set_source_rgba(context, 0.2, 0.5, 0.9, 0.6)
        cairo_arc(context, 40, 30, 25, 0, 6.3)
        cairo_fill(context)
        cairo_set_source_rgb(context, 1, 0.3, 0)
        cairo_rectangle(context, 60.5, 10.25, 20, 30)
        cairo_fill(context)
        cairo_destroy(context)
        let ours = try #require(PNGEncoder.encode(surface))
        #expect(try PixelImage(png: ours).words == PixelImage(png: Self.cairoPNG(surface)).words)
    }

    /// The file Cairo's writer makes of `surface`.
    static func cairoPNG(_ surface: OpaquePointer) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        try #require(status == CAIRO_STATUS_SUCCESS)
        return sink.data
    }
}
