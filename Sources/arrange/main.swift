import Arrange
import Foundation

// `arrange`: with no file, lays out the book's built-in examples and explains them.

switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) {
case .failure(let error):
    FileHandle.standardError.write(Data("arrange: \(error.message)\n".utf8))
    exit(2)
case .success(let options) where options.showHelp:
    print(CommandLineOptions.usage)
case .success(let options):
    for (index, example) in BuiltinExample.all.enumerated() {
        if index > 0 { print("\n" + String(repeating: "─", count: 60) + "\n") }
        let layout = example.layout(example.proposal)
        print("# \(example.title)\n")
        print(example.source.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        let size = ProposedViewSize(layout.size).description
        print(options.language == .english
            ? "\nProposed \(example.proposal); reports \(size).\n"
            : "\n제안 \(example.proposal), 보고 \(size).\n")
        print(layout.explanation.text(in: options.language))
        for warning in layout.warnings {
            print("warning: \(warning)")
        }
    }
}
