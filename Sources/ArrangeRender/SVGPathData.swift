import Arrange
import Foundation

/// An SVG path's `d` attribute read into a `Path`, as the outlines of an asset catalog's
/// symbol sets are written (`M19.5-31.4Q17.4-31.4 15.9-32.8L…Z`).
///
/// 1. The data is read as commands, each a letter followed by numbers (separated by spaces,
///    commas, signs or a second decimal point: `0.5.5` is two numbers); a command's numbers
///    repeat it (`L1 2 3 4` is two lines; after `M`, further pairs are lines).
/// 2. `M L H V C S Q T Z` and their relative forms (lower case) move, draw lines, cubic and
///    quadratic curves (`S`/`T` reflecting the previous control point); `A` (an arc) is drawn
///    as a line to its end point, which symbol outlines do not use.
/// 3. Reading stops at the first thing that is not a command or a number, keeping the path so
///    far, and after `maximumNumbers` numbers: bad data draws part of an outline, never fails.
enum SVGPathData {
    /// The most numbers read from one path's data.
    static let maximumNumbers = 200_000

    /// 1.–3. The path that `data` describes.
    static func path(_ data: String) -> Path {
        var scanner = NumberScanner(Array(data.utf8))
        var path = Path()
        var current = CGPoint.zero
        var start = CGPoint.zero
        var lastControl: CGPoint?
        var command: UInt8 = 0
        var numbersRead = 0
        while true {
            scanner.skipSeparators()
            if let letter = scanner.letter() {
                command = letter
                if letter == UInt8(ascii: "Z") || letter == UInt8(ascii: "z") {
                    path.closeSubpath()
                    current = start
                    lastControl = nil
                    continue
                }
            } else if scanner.isAtEnd || command == 0 {
                break
            }
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            let counts: [UInt8: Int] = [77: 2, 76: 2, 72: 1, 86: 1, 67: 6, 83: 4, 81: 4, 84: 2, 65: 7]
            guard let count = counts[upper] else { break }
            var numbers: [CGFloat] = []
            for _ in 0..<count {
                guard let number = scanner.number() else { break }
                numbers.append(number)
            }
            numbersRead += numbers.count
            guard numbers.count == count, numbersRead <= maximumNumbers else { break }
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            switch upper {
            case 77:  // M
                current = point(numbers[0], numbers[1])
                start = current
                path.move(to: current)
                lastControl = nil
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case 76:  // L
                current = point(numbers[0], numbers[1])
                path.addLine(to: current)
                lastControl = nil
            case 72:  // H
                current = CGPoint(x: relative ? current.x + numbers[0] : numbers[0], y: current.y)
                path.addLine(to: current)
                lastControl = nil
            case 86:  // V
                current = CGPoint(x: current.x, y: relative ? current.y + numbers[0] : numbers[0])
                path.addLine(to: current)
                lastControl = nil
            case 67:  // C
                let control1 = point(numbers[0], numbers[1]), control2 = point(numbers[2], numbers[3]), end = point(numbers[4], numbers[5])
                path.addCurve(to: end, control1: control1, control2: control2)
                lastControl = control2
                current = end
            case 83:  // S
                let control1 = reflected(lastControl, about: current)
                let control2 = point(numbers[0], numbers[1]), end = point(numbers[2], numbers[3])
                path.addCurve(to: end, control1: control1, control2: control2)
                lastControl = control2
                current = end
            case 81:  // Q
                let control = point(numbers[0], numbers[1]), end = point(numbers[2], numbers[3])
                path.addQuadCurve(to: end, control: control)
                lastControl = control
                current = end
            case 84:  // T
                let control = reflected(lastControl, about: current)
                let end = point(numbers[0], numbers[1])
                path.addQuadCurve(to: end, control: control)
                lastControl = control
                current = end
            default:  // A: a line to its end point
                current = point(numbers[5], numbers[6])
                path.addLine(to: current)
                lastControl = nil
            }
        }
        return path
    }

    private static func reflected(_ control: CGPoint?, about point: CGPoint) -> CGPoint {
        guard let control else { return point }
        return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
    }

    /// Reads letters and numbers from path data.
    struct NumberScanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index >= bytes.count }

        mutating func skipSeparators() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x2C || (0x09...0x0D).contains(bytes[index]) { index += 1 }
        }

        /// A command letter, if one is next.
        mutating func letter() -> UInt8? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            guard (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte), byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") else {
                return nil
            }
            index += 1
            return byte
        }

        /// A number, if one is next: sign, digits, one decimal point, an exponent.
        mutating func number() -> CGFloat? {
            skipSeparators()
            let begin = index
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            var sawDigit = false
            var sawPoint = false
            while index < bytes.count {
                let byte = bytes[index]
                if (0x30...0x39).contains(byte) {
                    sawDigit = true
                } else if byte == 0x2E, !sawPoint {
                    sawPoint = true
                } else {
                    break
                }
                index += 1
            }
            if sawDigit, index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
                var end = index + 1
                if end < bytes.count, bytes[end] == 0x2B || bytes[end] == 0x2D { end += 1 }
                if end < bytes.count, (0x30...0x39).contains(bytes[end]) {
                    index = end
                    while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                }
            }
            guard sawDigit, let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite else {
                index = begin
                return nil
            }
            return CGFloat(value)
        }
    }
}
