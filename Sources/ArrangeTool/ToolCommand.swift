/// The commands `arrange` runs on the views of a snippet.
public enum ToolCommand: String, Sendable, CaseIterable {
    /// Lays each view out and draws it to PNG, PDF or SVG.
    case render
    /// Prints the negotiation as numbered steps.
    case explain
    /// Prints every view's frame, proposals and answers, as a table or JSON.
    case frames
    /// Writes a self-contained HTML page explaining the layout.
    case html
    /// Serves the HTML page of a file on a loopback port and reloads it when the file changes
    /// (run by `arrange` itself, which has the compiled program write `html` pages).
    case watch

    /// The flags the command accepts, besides `--help`.
    var flags: Set<ToolFlag> {
        let common: Set<ToolFlag> = [.size, .view, .verbose, .sourcePath, .assumeText, .platform, .device, .orientation, .with, .images, .dynamicType]
        switch self {
        case .render: return common.union([.scale, .format, .output, .debug, .canvas, .borders, .noChrome, .colorScheme, .focus, .depth])
        case .explain: return common.union([.language, .focus, .depth])
        case .frames: return common.union([.json])
        case .html: return common.union([.language, .output, .colorScheme, .scale, .canvas, .noChrome])
        case .watch: return common.union([.language, .colorScheme, .port, .noChrome])
        }
    }

    /// Whether the command takes `--lang` (its output is an explanation).
    public var acceptsLanguage: Bool { flags.contains(.language) }

    /// Whether the command takes several files (and folders) at once.
    public var takesSeveralFiles: Bool { self == .render }
}

/// A flag of the commands, with the spellings it is given by.
enum ToolFlag: String, CaseIterable {
    case size, scale, format, output, debug, canvas, borders, view, language, focus, depth, json, verbose, sourcePath, assumeText
    case colorScheme
    /// `--port N`: the loopback port `watch` serves on.
    case port
    /// `--dynamic-type SIZE`: the Dynamic Type size text styles are set at.
    case dynamicType
    case platform, device, orientation, noChrome
    /// `--with FILE|FOLDER`: the app's other files, compiled beside the snippet (`SnippetCompanion`).
    case with
    /// `--images DIR`: the folder `Image("name")` takes its files from (`ImageFolder`).
    case images

    /// The spellings on the command line.
    var spellings: [String] {
        switch self {
        case .output: return ["-o", "--output"]
        case .language: return ["--lang"]
        case .sourcePath: return ["--source-path"]
        case .assumeText: return ["--assume-text"]
        case .colorScheme: return ["--color-scheme"]
        case .dynamicType: return ["--dynamic-type"]
        case .verbose: return ["-v", "--verbose"]
        case .noChrome: return ["--no-chrome"]
        default: return ["--" + rawValue]
        }
    }

    /// Whether the flag is followed by a value.
    var takesValue: Bool {
        switch self {
        case .debug, .canvas, .borders, .json, .verbose, .noChrome: return false
        default: return true
        }
    }

    /// The flag spelled `text`, if any.
    static func named(_ text: String) -> ToolFlag? {
        allCases.first { $0.spellings.contains(text) }
    }
}
