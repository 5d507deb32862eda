import Foundation

/// Text made safe for the places it goes in an HTML page, so that a snippet holding `<b>`,
/// `&amp;` or `</script>` shows as written and never ends an element early.
enum HTMLEscaping {
    /// Text for element content and quoted attribute values: `&`, `<`, `>`, `"` and `'`
    /// become character references.
    static func text(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// JSON for the inside of a `<script>` element: `<`, `>` and `&` written as `\u003c`,
    /// `\u003e` and `\u0026` (so no `</script>` or `<!--` can appear), and the line separators
    /// U+2028 and U+2029 as escapes. The JSON means the same after this.
    static func scriptJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for character in json.unicodeScalars {
            switch character {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
