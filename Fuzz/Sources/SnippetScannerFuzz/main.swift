// The snippet scanner under libFuzzer (ArrangeFuzzing.SnippetScannerFuzzTarget). Run with
// SyntaxDiagnosis.childArgument FILE, it is the child that describes a file's syntax errors, as
// `arrange` is for itself.
import ArrangeFuzzing
import ArrangeSnippet
import Foundation
import FuzzDriver

if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == SyntaxDiagnosis.childArgument {
    exit(SyntaxDiagnosis.describeFileForParent(CommandLine.arguments[2]))
}
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    SnippetScannerFuzzTarget.run(fuzzInput(data, size), childExecutable: executable)
    return 0
})
