import Foundation
import SwatchFuzz
import SwatchFonts

// libFuzzer's entry points (`make fuzz` builds this with -sanitize=fuzzer and
// coverage instrumentation; libFuzzer supplies `main`). A broken property
// stops the process, so libFuzzer keeps the input as a crash.

/// The check, with the real text engine when the fonts are found
/// (`SWATCH_FONTS`, else `Public/fonts` above the executable).
let check = FuzzCheck(textMeasurer: try? TextFontFiles.engine(), maxDrawnRecords: 2_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let outcome = check.check(Array(UnsafeBufferPointer(start: data, count: size)))
    if let problem = outcome.problem {
        FileHandle.standardError.write(Data("swatch-libfuzzer: \(problem)\n".utf8))
        abort()
    }
    return 0
}
