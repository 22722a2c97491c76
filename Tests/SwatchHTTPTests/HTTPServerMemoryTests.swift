import Foundation
import Glibc
import SwatchHTTP
import SwatchHTTPTestSupport
import XCTest

/// After large answers the server gives its memory back: a few answers of
/// tens of megabytes, built from many small pieces on work threads (as a
/// range run builds its records), leave the process about as large as it
/// was. It kept the high-water mark before (59 MB to 215 MB for `swatch
/// serve`): glibc's allocator kept the freed blocks in the work threads'
/// arenas, and raised its mmap threshold so that large buffers joined them.
/// The wait for the memory to come back is bounded; nothing is timed.
final class HTTPServerMemoryTests: XCTestCase {
    static func residentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes / 1024
    }

    func testMemoryComesBackAfterLargeAnswers() throws {
        let responder = ClosureResponder(takesLong: { _ in true }) { _ in
            // About 48 MB of small strings alive at once, then one 48 MB text.
            var pieces: [String] = []
            for index in 0..<400_000 {
                pieces.append("{\"item\": \(index), \"state\": \"visible\", \"change\": \"entered the display range\"},")
            }
            return .text(pieces.joined(separator: "\n"))
        }
        let server = HTTPServer(configuration: .init(port: 0, threads: 1, workThreads: 2), responder: responder)
        try server.start()
        defer { server.stop(grace: .zero) }
        let port = try XCTUnwrap(server.port)
        let before = HTTPServerMemoryTests.residentMegabytes()
        for _ in 0..<2 {
            // Two at once, on two work threads (two arenas).
            let clients = try (0..<2).map { _ in try RawHTTPClient(port: port, timeoutSeconds: 60) }
            for client in clients { try client.send("GET /big HTTP/1.1\r\nHost: test\r\n\r\n") }
            for client in clients { XCTAssertGreaterThan(try client.readResponse().body.count, 30_000_000) }
        }
        var after = HTTPServerMemoryTests.residentMegabytes()
        for _ in 0..<200 where after > before + 40 {
            usleep(50_000)
            after = HTTPServerMemoryTests.residentMegabytes()
        }
        XCTAssertLessThanOrEqual(after, before + 40, "resident memory went from \(before) MB to \(after) MB")
    }
}
