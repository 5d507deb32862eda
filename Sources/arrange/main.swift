import ArrangeSnippet
import ArrangeTool
import Foundation

// `arrange`: with no command, lays out the book's built-in examples, explains and draws them;
// with a command (render, explain, frames, html), compiles each snippet file into a program
// that runs the command on its views.

// A child describing a file's syntax errors for its parent (`SyntaxDiagnosis`).
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == SyntaxDiagnosis.childArgument {
    exit(SyntaxDiagnosis.describeFileForParent(CommandLine.arguments[2]))
}

let environment = ProcessInfo.processInfo.environment
switch Invocation.parse(Array(CommandLine.arguments.dropFirst()), environment: environment) {
case .failure(let failure):
    printError("arrange: \(failure.message)")
    exit(failure.exitCode)
case .success(.help(let text)):
    printOutput(text)
case .success(.builtin(let language)):
    exit(BuiltinRun.run(language: language))
case .success(.command(let options)):
    let (limits, warnings) = ProgramLimits.from(environment: environment)
    for warning in warnings { printError("arrange: warning: \(warning)") }
    if options.command == .watch {
        exit(WatchRun(options: options, environment: environment, limits: limits).run())
    }
    exit(SnippetRunner(options: options, environment: environment, limits: limits).run())
}
