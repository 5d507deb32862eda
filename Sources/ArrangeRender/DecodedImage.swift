import CPangoCairo
import Foundation

/// A picture file decoded into a Cairo image surface: PNG by Cairo, JPEG by libjpeg, a PDF's
/// first page drawn by Poppler at the pixel size asked for.
///
/// The header is checked first: pictures over `maximumPixels` pixels are refused before any
/// allocation, and malformed files give a message, never a crash.
final class DecodedImage {
    /// The most pixels a decoded picture may have (256 MB of pixels).
    static let maximumPixels = 64 * 1024 * 1024

    /// An ARGB32 (PNG) or RGB24 (JPEG) image surface.
    let surface: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    private init(surface: OpaquePointer) {
        self.surface = surface
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The picture in `file`, or why it cannot be drawn; a PDF is drawn `pixels` wide and high
    /// (its file's pixel size when `nil`), so that a vector picture is sharp at any size.
    static func decode(_ file: ImageFiles.File, pixels: CGSize? = nil) -> Result<DecodedImage, ImageFileHeader.Problem> {
        if file.format == .pdf {
            return rasterizePDF(file.url, pixels: pixels ?? CGSize(width: file.pixelWidth, height: file.pixelHeight))
        }
        let data: Data
        switch ImageFileHeader.readData(file.url) {
        case .failure(let problem): return .failure(problem)
        case .success(let read): data = read
        }
        return decode(data)
    }

    /// The picture encoded in `data`.
    static func decode(_ data: Data) -> Result<DecodedImage, ImageFileHeader.Problem> {
        let header: ImageFileHeader
        switch ImageFileHeader.parse(data) {
        case .failure(let problem): return .failure(problem)
        case .success(let parsed): header = parsed
        }
        guard header.width <= RenderCanvas.maximumSide, header.height <= RenderCanvas.maximumSide,
            header.width * header.height <= maximumPixels
        else {
            return .failure(.init(message: "\(header.width) × \(header.height) pixels is larger than drawn (at most \(RenderCanvas.maximumSide) a side and \(maximumPixels) pixels)"))
        }
        switch header.format {
        case .png: return decodePNG(data)
        case .jpeg: return decodeJPEG(data)
        case .pdf: return .failure(.init(message: "a PDF is drawn from its file, not from bytes"))
        }
    }

    /// The first page of the PDF at `url` drawn onto a transparent bitmap of `pixels` (rounded
    /// up, at least 1 and at most `RenderCanvas.maximumSide` a side and `maximumPixels` in all,
    /// shrunk in proportion to fit), with Poppler (`cpc_pdf_draw_first_page`).
    static func rasterizePDF(_ url: URL, pixels: CGSize) -> Result<DecodedImage, ImageFileHeader.Problem> {
        if case .failure(let problem) = ImageFileHeader.regularFileSize(url) { return .failure(problem) }
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width > 0, pixels.height > 0 else {
            return .failure(.init(message: "the PDF would be drawn \(pixels.width) × \(pixels.height) pixels"))
        }
        let side = Double(RenderCanvas.maximumSide)
        let fit = min(1, side / pixels.width, side / pixels.height, (Double(maximumPixels) / (pixels.width * pixels.height)).squareRoot())
        let width = max(1, Int((pixels.width * fit).rounded(.up)))
        let height = max(1, Int((pixels.height * fit).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            return .failure(.init(message: "no memory for a \(width) × \(height) picture"))
        }
        let context = cairo_create(surface)
        var message = [CChar](repeating: 0, count: 512)
        let failed = cpc_pdf_draw_first_page(url.path, context, Double(width), Double(height), nil, nil, &message, message.count)
        cairo_destroy(context)
        guard failed == 0 else {
            cairo_surface_destroy(surface)
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.init(message: reason))
        }
        cairo_surface_flush(surface)
        return .success(DecodedImage(surface: surface))
    }

    private static func decodePNG(_ data: Data) -> Result<DecodedImage, ImageFileHeader.Problem> {
        let reader = ByteReader(data)
        let surface = cairo_image_surface_create_from_png_stream(ByteReader.read, Unmanaged.passUnretained(reader).toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if let truncation = PNGChunks.truncation(of: data) { return .failure(.init(message: truncation)) }
            return .failure(.init(message: "the PNG cannot be decoded (\(String(cString: cairo_status_to_string(status))))"))
        }
        return .success(DecodedImage(surface: surface))
    }

    private static func decodeJPEG(_ data: Data) -> Result<DecodedImage, ImageFileHeader.Problem> {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let failed = data.withUnsafeBytes { buffer in
            cpc_jpeg_decode(
                buffer.bindMemory(to: UInt8.self).baseAddress, UInt(buffer.count), UInt(maximumPixels), &pixels, &width, &height,
                &message)
        }
        guard failed == 0, let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.init(message: "the JPEG cannot be decoded (\(reason))"))
        }
        defer { free(pixels) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            return .failure(.init(message: "no memory for a \(width) × \(height) picture"))
        }
        // libjpeg wrote B, G, R, 255 per pixel: Cairo's RGB24 on a little-endian machine.
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        let rowLength = Int(width) * 4
        for row in 0..<Int(height) {
            (destination + row * stride).update(from: pixels + row * rowLength, count: rowLength)
        }
        cairo_surface_mark_dirty(surface)
        return .success(DecodedImage(surface: surface))
    }
}

/// Hands Cairo's PNG reader the bytes of a `Data`.
private final class ByteReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// Cairo's read callback: copies the next `length` bytes, or fails at the end.
    static let read: cairo_read_func_t = { closure, destination, length in
        guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
        let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        reader.bytes.withUnsafeBufferPointer { buffer in
            destination.update(from: buffer.baseAddress! + reader.offset, count: count)
        }
        reader.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
