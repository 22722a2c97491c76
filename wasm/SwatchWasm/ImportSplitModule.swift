import SwatchImport
import SwatchJSON
import SwatchKit
import SwatchPlayground
import SwatchSpec

// An experiment (not for merge): the import as three modules, each linked
// with one of these entry points only, to measure them.
// `swatch_import_read` takes the import's request and leaves the parsed
// source's bytes in `swatch_result`; `swatch_import_run` takes the request
// and those bytes (one reading) and leaves the imported tree's bytes; `swatch_import_build`
// takes those bytes and answers as `swatch_import` does.

@_cdecl("swatch_import_read")
func swatchImportRead(_ request: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    var parsed: [UInt8]?
    let status = call(request, count, ImportModule.self) { request in
        guard case .importCode(let source, let request) = request else { return .elsewhere(request.module(detectingDocuments: false)) }
        switch CodeImport.read(source, options: ImportOptions(className: request.className, fileName: request.fileName)) {
        case .success(let bytes):
            parsed = bytes
            return .object(capacity: 16) { out in out.append("\"parsed\":true") }
        case .failure(let error):
            return .invalid(error)
        }
    }
    if let parsed { lastResult = parsed }
    return status
}

@_cdecl("swatch_import_run")
func swatchImportRun(_ request: UnsafePointer<UInt8>?, _ count: Int32, _ bytes: UnsafePointer<UInt8>?, _ byteCount: Int32) -> Int32 {
    let parsed = bytes.map { Array(UnsafeBufferPointer(start: $0, count: Int(byteCount))) } ?? []
    var imported: [UInt8]?
    let status = call(request, count, ImportModule.self) { request in
        guard case .importCode(_, let request) = request else { return .elsewhere(request.module(detectingDocuments: false)) }
        var options = ImportOptions(className: request.className, fileName: request.fileName)
        for setting in request.settings { options.settings.append(AssumptionSetting(name: setting.name, value: setting.value)) }
        switch CodeImport.run(parsed: [parsed], options: options) {
        case .success(.imported(let bytes)):
            imported = bytes
            return .object(capacity: 16) { out in out.append("\"run\":true") }
        case .success(.read):
            return .object(capacity: 16) { out in out.append("\"read\":true") }
        case .failure(let error):
            return .invalid(error)
        }
    }
    if let imported { lastResult = imported }
    return status
}

@_cdecl("swatch_import_build")
func swatchImportBuild(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int32) -> Int32 {
    let imported = bytes.map { Array(UnsafeBufferPointer(start: $0, count: Int(byteCount))) } ?? []
    let answer: EngineAnswer
    switch CodeImport.build(imported: imported) {
    case .success(let result):
        answer = .object(capacity: 2 * result.spec.utf8.count + 256) { out in
            out.append("\"import\":")
            out.append(raw: result.json)
            out.append(",\"specText\":")
            out.append(string: result.spec)
        }
    case .failure(let error):
        answer = .invalid(error)
    }
    lastResult = Array(limited(answer).encoded().utf8)
    return 0
}
