import Arrange
import ArrangeText
import Foundation

/// The entry point of the programs `arrange` compiles from snippets (and of tests): runs one
/// command on named views.
///
/// ```swift
/// exit(ArrangeToolMain.run(views: [NamedView(name: "Favorite", view: Favorite())],
///                          arguments: ["explain", "--size", "320x480"]))
/// ```
public enum ArrangeToolMain {
    /// Runs the command `arguments` name (`render`, `explain`, `frames`, `html`, then its
    /// options) on `views`, printing output to standard output and problems to standard error;
    /// returns the exit status (0 success, 1 failure, 2 a command line that cannot be run).
    public static func run(
        views: [NamedView], arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        run(views: views, arguments: arguments, environment: environment, out: printOutput, warn: printError)
    }

    /// `run(views:arguments:environment:)` with output going to `output` (what a program
    /// compiled from a snippet took with `ProgramOutput.takeStandardOutput()`), and
    /// `ProgramOutput.finishedStatus` for success; `written` is what `arrange` read in the
    /// snippet's text (where its views and calls are written).
    public static func run(views: [NamedView], arguments: [String], output: ProgramOutput, written: WrittenSource = .none) -> Int32 {
        // A file-size limit reached while writing is a write error with a message (the file
        // written so far is left as it was), not a kill by SIGXFSZ.
        signal(SIGXFSZ, SIG_IGN)
        CrashSignals.unblock()
        // The objects the tool gives a view that no ancestor gives (SnippetDefaults): said once each.
        FallbackEnvironmentObjects.onMake { type, madeWith in
            printError("arrange: note: no view above gives the views the \(type) they read from the environment (the app gives it); arrange made one with \(madeWith).")
        }
        let status = run(
            views: views, arguments: arguments, environment: ProcessInfo.processInfo.environment, written: written, out: output.write,
            warn: printError)
        return status == 0 ? ProgramOutput.finishedStatus : status
    }

    /// `run(views:arguments:environment:)` with output going to `out` and problems to `warn`.
    public static func run(
        views: [NamedView], arguments: [String], environment: [String: String], written: WrittenSource = .none,
        out: (String) -> Void, warn: (String) -> Void
    ) -> Int32 {
        guard let first = arguments.first, let command = ToolCommand(rawValue: first) else {
            warn("arrange: expected a command (render, explain, frames, html), got '\(arguments.first ?? "")'.")
            return 2
        }
        var options: ToolOptions
        switch ToolOptions.parse(command: command, Array(arguments.dropFirst()), environment: environment) {
        case .success(let parsed): options = parsed
        case .failure(let failure):
            warn("arrange: \(failure.message)")
            return failure.exitCode
        }
        options.written = written
        if options.showsHelp {
            out(CommandHelp.text(for: command))
            return 0
        }
        // Missing font files change every text measurement: say so before any output.
        for note in PangoTextMetrics().notes {
            warn("arrange: warning: \(note)")
        }
        // Files of the --images folder that cannot be drawn: named once, before any output.
        for problem in options.images.problems {
            warn("arrange: warning: --images \(options.imagesFolder ?? ""): \(problem); Image(\"name\") of it is a placeholder.")
        }
        options.images = options.images.addingAppAssetCatalogPictures()
        let views = ViewProgress.tracked(views, environment: environment)
        // Every view was left out after crashing (`ViewProgress`): arrange has said so already.
        if views.isEmpty && environment[ViewProgress.skippedVariable].map({ !$0.isEmpty }) == true { return 0 }
        do {
            try execute(views: views, options: options, out: out, warn: warn)
            return 0
        } catch let failure as ToolFailure {
            warn("arrange: \(failure.message)")
            return failure.exitCode
        } catch {
            warn("arrange: \(error)")
            return 1
        }
    }

    /// Runs `options.command` on the views `options` selects.
    public static func execute(views: [NamedView], options: ToolOptions, out: (String) -> Void, warn: (String) -> Void) throws {
        let selected: [NamedView]
        switch ToolLayout.select(views, named: options.viewName, source: options.sourcePath) {
        case .success(let views): selected = views
        case .failure(let failure): throw failure
        }
        // A preview's `previewDevice` that is drawn on another device: said before its output.
        for named in selected {
            if let warning = options.deviceWarning(for: named) { warn("warning: \(named.name): \(warning)") }
        }
        switch options.command {
        case .render: try RenderCommand.run(selected, options: options, out: out, warn: warn)
        case .explain: try ExplainCommand.run(selected, options: options, out: out)
        case .frames: FramesCommand.run(selected, options: options, out: out)
        case .html: try HTMLCommand.run(selected, options: options, out: out)
        // `arrange` runs `watch` itself and has the program write `html` pages; a program asked
        // to watch writes them too.
        case .watch: try HTMLCommand.run(selected, options: options, out: out)
        }
    }
}
