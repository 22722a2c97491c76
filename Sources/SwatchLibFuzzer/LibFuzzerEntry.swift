import Foundation
import SwatchFuzz
import SwatchFonts

// libFuzzer's entry points (`make fuzz` builds this with -sanitize=fuzzer and
// coverage instrumentation; libFuzzer supplies `main`). A broken property
// stops the process, so libFuzzer keeps the input as a crash.

/// The check, with the real text engine when the fonts are found
/// (`SWATCH_FONTS`, else `Public/fonts` above the executable).
let check = FuzzCheck(textMeasurer: try? TextFontFiles.engine(), maxDrawnRecords: 2_000)
/// `SWATCH_FUZZ_TARGET=import`: the inputs are code for `swatch import`.
let importCheck = ProcessInfo.processInfo.environment["SWATCH_FUZZ_TARGET"] == "import"
    ? ImportFuzzCheck(textMeasurer: check.textMeasurer) : nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let problem = importCheck.map { $0.check(bytes).problem } ?? check.check(bytes).problem
    if let problem {
        FileHandle.standardError.write(Data("swatch-libfuzzer: \(problem)\n".utf8))
        abort()
    }
    return 0
}
