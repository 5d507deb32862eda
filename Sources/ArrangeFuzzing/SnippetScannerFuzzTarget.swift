import ArrangeSnippet
import Foundation

/// The snippet scanner (`SnippetScanner.scan`, SwiftParser over the user's file): the input is
/// taken as a Swift file — raw bytes, invalid UTF-8 repaired — and scanned for views.
///
/// Invariants: no trap, no hang (libFuzzer's per-input timeout), and the same file scans the
/// same twice. Syntax errors are described in this process for ASCII files and in a child for
/// the others, exactly as `arrange` does: the toolchain's SwiftParserDiagnostics traps on some
/// non-ASCII characters beside an operator (issue 15, `SyntaxDiagnosis`), which is its defect,
/// not ours; the child is this same executable run with `SyntaxDiagnosis.childArgument`.
public enum SnippetScannerFuzzTarget {
    /// Runs one input; `executable` is the program that describes syntax errors when run with
    /// `SyntaxDiagnosis.childArgument` (`nil`: every file in this process, for ASCII inputs only).
    public static func run(_ bytes: [UInt8], childExecutable executable: String?) {
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        guard isASCII || executable != nil else { return }
        let source = String(decoding: bytes, as: UTF8.self)
        let diagnosis: SyntaxDiagnosis = isASCII ? .inProcess : .childProcess(executable: executable!)
        let first = SnippetScanner.scan(source, path: "Fuzz.swift", diagnosis: diagnosis)
        let second = SnippetScanner.scan(source, path: "Fuzz.swift", diagnosis: diagnosis)
        precondition(first.views.count == second.views.count && first.syntaxErrors.count == second.syntaxErrors.count,
                     "scanning twice differs: \(source.debugDescription.prefix(300))")
    }
}
