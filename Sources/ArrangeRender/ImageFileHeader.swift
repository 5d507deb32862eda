import Foundation

/// What a picture file's header says: its encoding and pixel size, read without decoding, so
/// that natural sizes are known for layout and absurd sizes are refused before any allocation.
struct ImageFileHeader: Equatable {
    /// Files larger than this are not read at all.
    static let maximumFileSize = 256 * 1024 * 1024

    let format: ImageFiles.Format
    let width: Int
    let height: Int

    /// Why a file cannot be used.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// How much of a file is read for its header: JPEG metadata (EXIF, ICC profiles) can put
    /// the frame header a few hundred kilobytes in.
    static let headerLength = 4 * 1024 * 1024

    /// The size of the regular file at `url` (symbolic links followed); a named pipe, device
    /// or folder is refused before it is opened — opening a pipe waits for a writer forever,
    /// and a device such as /dev/zero never ends.
    static func regularFileSize(_ url: URL) -> Result<Int, Problem> {
        let resolved = url.resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
            return .failure(Problem(message: "the file cannot be read"))
        }
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            let kind = switch type {
            case .typeDirectory: "a folder"
            case .typeCharacterSpecial, .typeBlockSpecial: "a device"
            case .typeSocket: "a socket"
            default: "a named pipe or other special file"
            }
            return .failure(Problem(message: "not a regular file but \(kind); only files are read"))
        }
        return .success((attributes[.size] as? NSNumber)?.intValue ?? 0)
    }

    /// The header of the file at `url`, read from its first `headerLength` bytes.
    static func read(_ url: URL) -> Result<ImageFileHeader, Problem> {
        if case .failure(let problem) = regularFileSize(url) { return .failure(problem) }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return .failure(Problem(message: "the file cannot be read")) }
        defer { try? handle.close() }
        let data: Data
        do {
            // At the end of the file (an empty file) there is nothing to read: `nil`.
            data = try handle.read(upToCount: headerLength) ?? Data()
        } catch {
            return .failure(Problem(message: "the file cannot be read"))
        }
        return parse(data)
    }

    /// The bytes of the file at `url`, refusing files over `maximumFileSize`.
    static func readData(_ url: URL) -> Result<Data, Problem> {
        let size: Int
        switch regularFileSize(url) {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): size = bytes
        }
        guard size <= maximumFileSize else {
            return .failure(Problem(message: "the file is \(size) bytes, more than the \(maximumFileSize) read"))
        }
        guard let data = try? Data(contentsOf: url) else { return .failure(Problem(message: "the file cannot be read")) }
        return .success(data)
    }

    /// The header of a PNG (its IHDR chunk) or JPEG (its first SOF segment) held in `data`.
    static func parse(_ data: Data) -> Result<ImageFileHeader, Problem> {
        let bytes = [UInt8](data.prefix(headerLength))
        guard !bytes.isEmpty else { return .failure(Problem(message: "the file is empty (0 bytes)")) }
        let header: ImageFileHeader?
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            header = parsePNG(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            header = parseJPEG(bytes)
        } else {
            return .failure(Problem(message: "not a PNG or JPEG file"))
        }
        guard let header else { return .failure(Problem(message: "the \(bytes[0] == 0xFF ? "JPEG" : "PNG") header is malformed or truncated")) }
        guard header.width > 0, header.height > 0 else {
            return .failure(Problem(message: "the picture is \(header.width) × \(header.height) pixels"))
        }
        return .success(header)
    }

    private static func parsePNG(_ bytes: [UInt8]) -> ImageFileHeader? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageFileHeader(format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }

    /// Walks the segments up to the first start-of-frame marker (SOF0…SOF15 but DHT, JPG, DAC).
    private static func parseJPEG(_ bytes: [UInt8]) -> ImageFileHeader? {
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { index += 2; continue }  // no length
            if marker == 0xD9 || marker == 0xDA { return nil }  // end or scan before any frame
            guard index + 3 < bytes.count else { return nil }
            let length = bigEndian(bytes, index + 2, 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { return nil }
                return ImageFileHeader(format: .jpeg, width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
