import CPangoCairo
import Foundation

/// A Cairo surface of one format with its context, writing into memory: an image surface
/// encoded as PNG at the end, or a PDF/SVG surface streaming its bytes while it is drawn.
///
/// The context is scaled so that drawing happens in points (PNG pixels = points × scale).
final class OutputSurface {
    let surface: OpaquePointer
    let context: OpaquePointer
    private let format: ImageFormat
    private let sink = ByteSink()
    private var isFinished = false

    init(format: ImageFormat, canvas: RenderCanvas) throws {
        self.format = format
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let created: OpaquePointer?
        switch format {
        case .png:
            created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.deviceWidth), Int32(canvas.deviceHeight))
        case .pdf:
            created = cairo_pdf_surface_create_for_stream(
                ByteSink.write, closure, Double(canvas.deviceWidth), Double(canvas.deviceHeight))
        case .svg:
            created = cairo_svg_surface_create_for_stream(
                ByteSink.write, closure, Double(canvas.deviceWidth), Double(canvas.deviceHeight))
            if let created { cairo_svg_surface_set_document_unit(created, CAIRO_SVG_UNIT_PX) }
        }
        guard let surface = created else { throw RenderError.cairo("no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        self.context = cairo_create(surface)
        cairo_scale(context, Double(canvas.scale), Double(canvas.scale))
    }

    /// The encoded file; throws when Cairo recorded an error while drawing or encoding.
    func finish() throws -> Data {
        isFinished = true
        let drawing = cairo_status(context)
        guard drawing == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(drawing))) }
        cairo_surface_flush(surface)
        let status: cairo_status_t
        switch format {
        case .png:
            if let file = PNGEncoder.encode(surface) { return file }
            status = cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        case .pdf, .svg:
            cairo_surface_finish(surface)
            status = cairo_surface_status(surface)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    deinit {
        cairo_destroy(context)
        if !isFinished { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }
}

/// Collects the bytes Cairo writes.
private final class ByteSink {
    var data = Data()

    /// Cairo's write callback: appends to the sink passed as the closure.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
