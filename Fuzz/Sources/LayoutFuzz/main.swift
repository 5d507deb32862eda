// The layout engine under libFuzzer, through its public API (ArrangeFuzzing.LayoutFuzzTarget).
import ArrangeFuzzing
import Foundation
import FuzzDriver

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    LayoutFuzzTarget.run(fuzzInput(data, size))
    return 0
})
