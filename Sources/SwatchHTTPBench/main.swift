// Serves one cached page of a given size, for benchmarking the HTTP layer.
// Usage: swatch-http-bench [--port N] [--size BYTES] [--file PATH]
import Foundation
import SwatchHTTP

var port = 8090
var size = 20 * 1024
var file: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    case "--size": size = arguments.next().flatMap(Int.init) ?? size
    case "--file": file = arguments.next()
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

let bytes: [UInt8]
if let file {
    guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("swatch-http-bench: cannot read \(file)\n".utf8))
        exit(66)
    }
    bytes = Array(data)
} else {
    bytes = Array(repeating: UInt8(ascii: "x"), count: size)
}
let page = Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: ResponseBody(bytes))

let signals = TerminationSignals()
let server = HTTPServer(
    configuration: .init(port: port),
    responder: ClosureResponder { request in
        request.path == "/" || request.path == "/page.html" ? page : .text("not found\n", status: .notFound)
    })
do {
    try server.start()
} catch {
    FileHandle.standardError.write(Data("swatch-http-bench: \(error)\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(Data("listening on \(server.endpoint?.url ?? "?")\n".utf8))
signals.wait()
server.stop()
