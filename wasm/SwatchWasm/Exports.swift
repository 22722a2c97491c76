import SwatchGeometry
import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

// The modules' entry points, called by Public/js/instance.js (and by
// wasm/command.c in the WASI build). Every module has one: a request in
// (`EngineRequest`, JSON, as UTF-8 bytes and their count), an answer out
// (`EngineAnswer`, JSON, read with `swatch_result` and
// `swatch_result_length`). Each module is linked with its own entry point
// only (scripts/build-wasm.sh), so it carries only the code that entry
// reaches; what it does not answer it names the module for. A module
// instance runs on one thread: these globals are its whole state.

/// The last answer.
nonisolated(unsafe) var lastResult: [UInt8] = []
/// Text nodes' measurer, once the page handed over its fonts.
nonisolated(unsafe) var pageMeasurer: PageTextMeasurer?

@_cdecl("swatch_core")
func swatchCore(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, CoreModule.self) { CoreModule.answer($0, textMeasurer: pageMeasurer) }
}

@_cdecl("swatch_ranges")
func swatchRanges(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, RangesModule.self) { RangesModule.answer($0, textMeasurer: pageMeasurer) }
}

@_cdecl("swatch_frames")
func swatchFrames(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, FramesModule.self) { FramesModule.answer($0, textMeasurer: pageMeasurer) }
}

@_cdecl("swatch_transitions")
func swatchTransitions(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, TransitionsModule.self) { TransitionsModule.answer($0, textMeasurer: pageMeasurer) }
}

@_cdecl("swatch_states")
func swatchStates(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, StatesModule.self) { StatesModule.answer($0, textMeasurer: pageMeasurer) }
}

@_cdecl("swatch_code")
func swatchCode(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, CodeModule.self) { CodeModule.answer($0) }
}

/// Its request is bytes (`ImportRunRequest`), not a call: it reads no JSON.
@_cdecl("swatch_import_run")
func swatchImportRun(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    keep(ImportRunModule.answer(string(request, count)))
}

@_cdecl("swatch_import_build")
func swatchImportBuild(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, ImportBuildModule.self) { ImportBuildModule.answer($0) }
}

@_cdecl("swatch_edit")
func swatchEdit(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, EditModule.self) { EditModule.answer($0) }
}

@_cdecl("swatch_import")
func swatchImport(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    call(request, count, ImportModule.self) { ImportModule.answer($0) }
}

/// Decodes the request (in full when it is one of `Module`'s calls),
/// answers it with `answer` and keeps the answer for `swatch_result`;
/// returns 0, or 1 when the request was not one.
func call<Module: RequestReading>(
    _ bytes: UnsafePointer<UInt8>?, _ count: Int32, _: Module.Type, _ answer: (EngineRequest) -> EngineAnswer
) -> Int32 {
    do throws(SpecError) {
        return keep(answer(try EngineRequest.decode(string(bytes, count), for: Module.self)))
    } catch {
        return keep(.badCall(error))
    }
}

/// Keeps `answered` for `swatch_result`; returns 0, or 1 for a bad call.
func keep(_ answered: EngineAnswer) -> Int32 {
    lastResult = Array(limited(answered).encoded().utf8)
    return answered.status == .badCall ? 1 : 0
}

/// `answer`, or the answer limit's error in its place when it is larger
/// than every surface allows (the CLI's and the server's limit).
func limited(_ answer: EngineAnswer) -> EngineAnswer {
    do throws(SpecError) {
        try AnswerLimits.check((answer.text?.utf8.count ?? 0) + (answer.json?.utf8.count ?? 0), what: "answer")
        return answer
    } catch {
        return .invalid(error)
    }
}

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

@_cdecl("swatch_result")
func swatchResult() -> UnsafePointer<UInt8>? {
    lastResult.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("swatch_result_length")
func swatchResultLength() -> Int32 {
    Int32(lastResult.count)
}

/// How many modules a request may pass through (`EngineModule.routeLimit`),
/// for the page's router.
@_cdecl("swatch_route_limit")
func swatchRouteLimit() -> Int32 {
    Int32(EngineModule.routeLimit)
}

func string(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> String {
    guard let pointer, count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
}

/// The WASI command's one call (wasm/command.c): `swatch_result` holds its
/// output, or its message when the status is not 0.
@_cdecl("swatch_command")
func swatchCommand(
    _ call: UnsafePointer<UInt8>?, _ callCount: Int32, _ argument: UnsafePointer<UInt8>?, _ argumentCount: Int32,
    _ input: UnsafePointer<UInt8>?, _ inputCount: Int32
) -> Int32 {
    let (status, output, message) = WASICommand.run(string(call, callCount), string(argument, argumentCount), string(input, inputCount))
    lastResult = Array((status == 0 ? output : message).utf8)
    return status
}
