import Arrange
import Foundation

/// A JSON value whose objects keep their keys in the order written, so reports come out the same
/// every time and read top-down (`index`, `kind`, … rather than alphabetically).
///
/// Invariant: the text it writes is always valid JSON. Numbers that JSON cannot hold are written
/// as strings: +∞ as `"inf"`, −∞ as `"-inf"`, NaN as `"nan"`; an unspecified length is `null`.
indirect enum FramesJSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FramesJSON])
    case object([(String, FramesJSON)])

    static func == (lhs: FramesJSON, rhs: FramesJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// A length: a number when finite, `"inf"`, `"-inf"` or `"nan"` otherwise.
    static func length(_ value: CGFloat) -> FramesJSON {
        let value = Double(value)
        if value.isNaN { return .string("nan") }
        if value == .infinity { return .string("inf") }
        if value == -.infinity { return .string("-inf") }
        return .number(value)
    }

    /// A possibly unspecified length: `null` for `nil`.
    static func length(_ value: CGFloat?) -> FramesJSON {
        value.map { length($0) } ?? .null
    }

    /// `{"width": …, "height": …}` of a proposal; unspecified dimensions are `null`.
    static func proposal(_ proposal: ProposedViewSize) -> FramesJSON {
        .object([("width", length(proposal.width)), ("height", length(proposal.height))])
    }

    /// `{"width": …, "height": …}`.
    static func size(_ size: CGSize) -> FramesJSON {
        .object([("width", length(size.width)), ("height", length(size.height))])
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`.
    static func rect(_ rect: CGRect) -> FramesJSON {
        // Read the stored origin and size: CGRect's minX/width standardise negative sizes.
        .object([
            ("x", length(rect.origin.x)), ("y", length(rect.origin.y)),
            ("width", length(rect.size.width)), ("height", length(rect.size.height)),
        ])
    }

    /// The value as pretty-printed JSON: two-space indents, and objects or arrays that hold only
    /// scalars kept on one line (`{"width": 320, "height": 480}`).
    func prettyPrinted() -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: true)
        return out
    }

    /// The value as compact JSON with no whitespace.
    func compact() -> String {
        var out = ""
        write(to: &out, indent: 0, pretty: false)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private var isFlat: Bool {
        switch self {
        case .array(let items): return items.allSatisfy(\.isScalar)
        case .object(let members): return members.allSatisfy { $0.1.isScalar }
        default: return true
        }
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.numberText(value)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &out, indent: indent, pretty: pretty) { index, out, indent in
                items[index].write(to: &out, indent: indent, pretty: pretty)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &out, indent: indent, pretty: pretty) { index, out, indent in
                Self.writeString(members[index].0, to: &out)
                out += pretty ? ": " : ":"
                members[index].1.write(to: &out, indent: indent, pretty: pretty)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to out: inout String, indent: Int, pretty: Bool,
        item: (Int, inout String, Int) -> Void
    ) {
        out += open
        guard count > 0 else { return out += close }
        if !pretty || isFlat {
            for index in 0..<count {
                if index > 0 { out += pretty ? ", " : "," }
                item(index, &out, indent)
            }
            return out += close
        }
        let inner = String(repeating: "  ", count: indent + 1)
        for index in 0..<count {
            out += index > 0 ? ",\n" : "\n"
            out += inner
            item(index, &out, indent + 1)
        }
        out += "\n" + String(repeating: "  ", count: indent) + close
    }

    /// A finite number the way people write it: `320`, `10.5`, `1e+20`. Non-finite numbers never
    /// get here (`length` turns them into strings); should one, it is written as `null`.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
