import Arrange
import Foundation

/// What the command line asked for.
struct CommandLineOptions {
    var language: ExplanationLanguage
    var showHelp = false

    static let usage = """
        USAGE: arrange [--lang en|ko]

        Lays out the book's worked examples and explains every proposal, answer and
        placement, step by step.

        OPTIONS:
          --lang en|ko   Language of the explanation (default: from LANG, else English).
          -h, --help     Show this help.

        Rendering and explaining your own .swift files comes with the command-line
        tool's own issue; this build explains the built-in examples.
        """

    /// Parses `arguments` (without the program name), or says what is wrong.
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<CommandLineOptions, UsageError> {
        var options = CommandLineOptions(language: environment["LANG"]?.hasPrefix("ko") == true ? .korean : .english)
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help":
                options.showHelp = true
            case "--lang":
                guard let value = rest.popFirst(), let language = ExplanationLanguage(rawValue: value) else {
                    return .failure(UsageError("--lang needs 'en' or 'ko'."))
                }
                options.language = language
            default:
                return .failure(UsageError("Unknown argument '\(argument)'. Run 'arrange --help' for usage."))
            }
        }
        return .success(options)
    }
}

/// A command line that cannot be run, with the message to show.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
