import SwatchKit
import SwatchLayout
import SwatchSpec

// The modules' entry points, called by Public/js/swatch.js (and by
// wasm/command.c in the WASI build). The engine's module exports
// `swatch_run`, the code module `swatch_code`, both the rest; what one
// module does not export is left out of it when it is linked. A module
// instance runs on one thread: these globals are its whole state.

/// What the last `swatch_run` answered (its output, or its error message).
nonisolated(unsafe) var lastResult: [UInt8] = []
/// Text nodes' measurer, once the page handed over its fonts.
nonisolated(unsafe) var pageMeasurer: PageTextMeasurer?

@_cdecl("swatch_alloc")
func swatchAlloc(_ byteCount: Int32) -> UnsafeMutableRawPointer? {
    UnsafeMutableRawPointer.allocate(byteCount: max(Int(byteCount), 1), alignment: 8)
}

@_cdecl("swatch_free")
func swatchFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Takes the page's font table (see `PageTextMeasurer.read`): `count`
/// doubles. Returns 1 when it was usable, 0 when text stays unmeasured.
@_cdecl("swatch_set_fonts")
func swatchSetFonts(_ table: UnsafePointer<Double>?, _ count: Int32) -> Int32 {
    guard let table, count > 0 else {
        pageMeasurer = nil
        return 0
    }
    pageMeasurer = PageTextMeasurer.read(UnsafeBufferPointer(start: table, count: Int(count)))
    return pageMeasurer == nil ? 0 : 1
}

/// Runs `command` ("layout", "ranges", "transition", "hit", "playground")
/// on the document `input` and answers in `format`, as the CLI would print
/// it. Returns 0 with the output in `swatch_result`, 2 for a document that
/// cannot be used (the CLI's exit status), 1 for an unknown command or
/// format, 3 for a layout spec asked for as code (`swatch_code` writes it);
/// the message is then the result. The engine's module exports it.
@_cdecl("swatch_run")
func swatchRun(
    _ command: UnsafePointer<UInt8>?, _ commandCount: Int32, _ format: UnsafePointer<UInt8>?, _ formatCount: Int32,
    _ input: UnsafePointer<UInt8>?, _ inputCount: Int32
) -> Int32 {
    answer(
        EngineCommand.run(
            string(command, commandCount), format: string(format, formatCount), input: string(input, inputCount),
            textMeasurer: pageMeasurer))
}

/// `swatch_run` for a layout spec as code ("layout", format "swift" or
/// "objc"): the code module exports it, and nothing else of the engine.
@_cdecl("swatch_code")
func swatchCode(
    _ command: UnsafePointer<UInt8>?, _ commandCount: Int32, _ format: UnsafePointer<UInt8>?, _ formatCount: Int32,
    _ input: UnsafePointer<UInt8>?, _ inputCount: Int32
) -> Int32 {
    answer(CodeCommand.run(string(command, commandCount), format: string(format, formatCount), input: string(input, inputCount)))
}

/// Keeps `result` for `swatch_result` and returns its status.
func answer(_ result: Result<String, Failure>) -> Int32 {
    switch result {
    case .success(let output):
        // The answer limit every surface holds (the CLI, the server).
        do throws(SpecError) {
            try AnswerLimits.check(output.utf8.count, what: "answer")
        } catch {
            lastResult = Array(error.description.utf8)
            return 2
        }
        lastResult = Array(output.utf8)
        return 0
    case .failure(let failure):
        lastResult = Array(failure.message.utf8)
        return failure.status
    }
}

@_cdecl("swatch_result")
func swatchResult() -> UnsafePointer<UInt8>? {
    lastResult.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("swatch_result_length")
func swatchResultLength() -> Int32 {
    Int32(lastResult.count)
}

func string(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> String {
    guard let pointer, count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
}
