import Dispatch
import SwatchGeometry
import SwatchLayout
import SwatchSpec
import SwatchTestSupport
import XCTest

/// The engine is pure: laying out from many threads at once gives exactly the
/// frames a serial run gives.
final class ConcurrencyTests: XCTestCase {
    func testConcurrentLayoutsMatchSerialOnes() throws {
        let files = Fixtures.jsonFiles(in: Fixtures.directory.appendingPathComponent("frames"))
        let documents = try files.map { try SpecDecoder.decode(try FrameCase(url: $0).specText) }
        let count = 1_000
        @Sendable func frames(_ i: Int) -> [NodeFrame] {
            let document = documents[i % documents.count]
            return document.layout().frames(in: document.tree)
        }
        let serial = (0..<count).map(frames)
        final class Results: @unchecked Sendable {
            var values: [[NodeFrame]]
            init(_ n: Int) { values = Array(repeating: [], count: n) }
        }
        let results = Results(count)
        results.values.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: count) { i in
                out[i] = frames(i)
            }
        }
        XCTAssertEqual(results.values, serial)
    }
}
