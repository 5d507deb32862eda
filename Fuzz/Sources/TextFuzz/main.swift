// Real-font text measurement under libFuzzer (ArrangeFuzzing.TextFuzzTarget).
import ArrangeFuzzing
import ArrangeText
import Foundation
import FuzzDriver

let metrics = PangoTextMetrics()
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    TextFuzzTarget.run(fuzzInput(data, size), metrics: metrics)
    return 0
})
