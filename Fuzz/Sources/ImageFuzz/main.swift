// Image files under libFuzzer (ArrangeFuzzing.ImageFuzzTarget): each input is written to one
// scratch file of this process, read and drawn.
import ArrangeFuzzing
import ArrangeText
import Foundation
import FuzzDriver

let metrics = PangoTextMetrics()
let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("arrange-image-fuzz-\(ProcessInfo.processInfo.processIdentifier).png")
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    ImageFuzzTarget.run(fuzzInput(data, size), file: scratch, metrics: metrics)
    return 0
}
try? FileManager.default.removeItem(at: scratch)
exit(status)
