// Auto Layout under libFuzzer (ArrangeFuzzing.AutoLayoutFuzzTarget).
import ArrangeFuzzing
import Foundation
import FuzzDriver

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    AutoLayoutFuzzTarget.run(fuzzInput(data, size))
    return 0
})
