import Arrange
import ArrangeTool
import Foundation

/// What a command line asks `arrange` to do.
enum Invocation {
    /// No command: lay out, explain and draw the built-in examples.
    case builtin(language: ExplanationLanguage)
    /// Show `text` (a help page) and stop.
    case help(String)
    /// Run a command on the views of the files in `options.files`.
    case command(ToolOptions)

    /// Reads `arguments` (without the program's name); `environment` supplies the default language.
    ///
    /// Options may come before the command (`arrange -v --lang ko explain card.swift`): they are
    /// the command's, as if written after it, except that `--lang` there means nothing to the
    /// commands that do not explain (render, frames) and is dropped for them.
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<Invocation, ToolFailure> {
        // The command is the first argument that names one and is not the value of a flag.
        let position = arguments.indices.first { index in
            ToolCommand(rawValue: arguments[index]) != nil && (index == 0 || !ToolOptions.flagTakesValue(arguments[index - 1]))
        }
        if let position, let command = ToolCommand(rawValue: arguments[position]) {
            var before: [String] = []
            var leading = arguments[..<position]
            while let argument = leading.popFirst() {
                if argument == "--lang" && !command.acceptsLanguage {
                    _ = leading.popFirst()
                    continue
                }
                before.append(argument)
            }
            return parse(command: command, before + arguments[(position + 1)...], environment: environment)
        }
        var language = LanguagePreference.language(from: environment)
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help", "help":
                return .success(.help(CommandHelp.overview))
            case "--lang":
                guard let value = rest.popFirst(), let chosen = ExplanationLanguage(rawValue: value.lowercased()) else {
                    return .failure(.usage("--lang needs 'en' or 'ko'."))
                }
                language = chosen
            default:
                if argument.hasSuffix(".swift") {
                    return .failure(.usage("'\(argument)' is a file, not a command: try 'arrange render \(argument)' or 'arrange explain \(argument)'."))
                }
                return .failure(.usage("unknown command or option '\(argument)'. Commands: render, explain, frames, html, watch. Run 'arrange --help'."))
            }
        }
        return .success(.builtin(language: language))
    }

    /// Reads the arguments after `command`.
    private static func parse(command: ToolCommand, _ arguments: [String], environment: [String: String]) -> Result<Invocation, ToolFailure> {
        ToolOptions.parse(command: command, arguments, environment: environment).flatMap { options in
            if options.showsHelp { return .success(.help(CommandHelp.text(for: command))) }
            if options.files.isEmpty {
                return .failure(.usage("'\(command.rawValue)' needs a .swift file. Run 'arrange \(command.rawValue) --help'."))
            }
            if options.files.contains("-") {
                return .failure(.usage("'-' (standard input) is not read: save the snippet to a .swift file and name that."))
            }
            if !command.takesSeveralFiles && options.files.count > 1 {
                return .failure(.usage("'\(command.rawValue)' takes one file; got \(options.files.count). Run 'arrange \(command.rawValue) --help'."))
            }
            return .success(.command(options))
        }
    }
}
