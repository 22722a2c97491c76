import SwatchGeometry
import SwatchKit
import SwatchLayout
import SwatchPlayground
import SwatchSpec

// The modules' entry points, called by Public/js/swatch.js (and by
// wasm/command.c in the WASI build): one per command, each taking typed
// arguments (texts as UTF-8 bytes and their count, numbers as numbers). The
// engine's module exports the commands, the code module `swatch_code`, the
// import module `swatch_import` (wasm/SwatchWasmImport), all three the memory
// calls; what one module does not export is left out of it when it is linked
// (scripts/build-wasm.sh lists the exports).
//
// Each command returns 0 with its output in `swatch_result`, or a status and
// the message there: 2 for a document that cannot be used (the CLI's exit
// status), 1 for a bad call (an unknown format), 3 for a layout spec asked
// for as code (`swatch_code` writes it). A module instance runs on one
// thread: these globals are its whole state.

/// What the last command answered (its output, or its error message).
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

/// `swatch layout --format FORMAT` (json, svg, ascii) of the spec `text`.
@_cdecl("swatch_layout")
func swatchLayout(_ format: UnsafePointer<UInt8>?, _ formatCount: Int32, _ text: UnsafePointer<UInt8>?, _ textCount: Int32) -> Int32 {
    answer(EngineCommands.layout(string(text, textCount), format: string(format, formatCount), textMeasurer: pageMeasurer))
}

/// `swatch ranges --format FORMAT` (json, svg, timeline) of the scenario `text`.
@_cdecl("swatch_ranges")
func swatchRanges(_ format: UnsafePointer<UInt8>?, _ formatCount: Int32, _ text: UnsafePointer<UInt8>?, _ textCount: Int32) -> Int32 {
    answer(EngineCommands.ranges(string(text, textCount), format: string(format, formatCount), textMeasurer: pageMeasurer))
}

/// `swatch transition --format FORMAT` (json, svg) of the document `text`.
@_cdecl("swatch_transition")
func swatchTransition(
    _ format: UnsafePointer<UInt8>?, _ formatCount: Int32, _ text: UnsafePointer<UInt8>?, _ textCount: Int32
) -> Int32 {
    answer(EngineCommands.transition(string(text, textCount), format: string(format, formatCount), textMeasurer: pageMeasurer))
}

/// `swatch hit` of the spec `text` at `pointCount` points, given as x, y
/// pairs of doubles.
@_cdecl("swatch_hit")
func swatchHit(_ text: UnsafePointer<UInt8>?, _ textCount: Int32, _ coordinates: UnsafePointer<Double>?, _ pointCount: Int32) -> Int32 {
    var points: [Point] = []
    if let coordinates, pointCount > 0 {
        for n in 0..<Int(pointCount) { points.append(Point(x: coordinates[2 * n], y: coordinates[2 * n + 1])) }
    }
    return answer(EngineCommands.hit(string(text, textCount), points: points, textMeasurer: pageMeasurer))
}

/// The playground's answer (`PlaygroundResponse.json()`) to the request
/// `text` with `width` and `scale` (NaN: the spec's own), `state` (-1: the
/// transitions played), `debug` (1: outlines) and `cells`, the cell files
/// a range scenario names as the page read them: each file's name and text,
/// all separated by NUL bytes (none: no cell files).
@_cdecl("swatch_playground")
func swatchPlayground(
    _ text: UnsafePointer<UInt8>?, _ textCount: Int32, _ width: Double, _ scale: Double, _ state: Int32, _ debug: Int32,
    _ cells: UnsafePointer<UInt8>?, _ cellsCount: Int32
) -> Int32 {
    var files = CellFileTexts()
    if let cells, cellsCount > 0 {
        var name: String?
        var start = 0
        for end in 0...Int(cellsCount) where end == Int(cellsCount) || cells[end] == 0 {
            let part = string(cells + start, Int32(end - start))
            if let named = name {
                files.add(named, part)
                name = nil
            } else {
                name = part
            }
            start = end + 1
        }
    }
    let request = PlaygroundRequest(
        text: string(text, textCount), width: width.isNaN ? nil : width, scale: scale.isNaN ? nil : scale,
        state: state < 0 ? nil : Int(state), debug: debug == 1, cellFiles: files)
    return answer(EngineCommands.playground(request, textMeasurer: pageMeasurer))
}

/// `swatch layout --format FORMAT` (swift, objc) of the spec `text`: the
/// code module's one command.
@_cdecl("swatch_code")
func swatchCode(_ format: UnsafePointer<UInt8>?, _ formatCount: Int32, _ text: UnsafePointer<UInt8>?, _ textCount: Int32) -> Int32 {
    answer(CodeCommand.run(string(text, textCount), format: string(format, formatCount)))
}

/// What the import module's entry point (wasm/SwatchWasmImport, a module
/// of its own so that none of its code is in this object) answered: kept as
/// `answer` keeps a command's, with its status.
package func answer(_ output: String, status: Int32) -> Int32 {
    answer(status == 0 ? .success(output) : .failure(Failure(message: output, status: status)))
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
