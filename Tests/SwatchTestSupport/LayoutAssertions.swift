import SwatchGeometry
import SwatchLayout
import SwatchSpec
import XCTest

/// The result of laying out a spec text: root size and every display node's
/// root-space frame by id, in output order.
public struct LaidOutSpec {
    public var size: [Double]
    public var frames: [String: [Double]]
    public var order: [String]
    public var parents: [String: String?]
}

public func layOut(_ spec: String) throws -> LaidOutSpec {
    let document = try SpecDecoder.decode(spec)
    let layout = document.layout()
    var result = LaidOutSpec(size: [layout.size.width, layout.size.height], frames: [:], order: [], parents: [:])
    for f in layout.frames(in: document.tree) {
        let id = document.elements[f.element].id
        result.frames[id] = [f.frame.origin.x, f.frame.origin.y, f.frame.size.width, f.frame.size.height]
        result.order.append(id)
        result.parents.updateValue(f.parent.map { document.elements[$0].id }, forKey: id)
    }
    return result
}

/// Lays out `spec` and asserts its size (if given) and the frame of every
/// node it has, exactly, as Yoga's generated fixtures do: a node the
/// expectation leaves out fails as surely as a node placed wrong.
public func assertFrames(
    _ spec: String, size: [Double]? = nil, _ expected: [String: [Double]],
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let result = try layOut(spec)
        if let size { XCTAssertEqual(result.size, size, "root size", file: file, line: line) }
        for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let got = result.frames[id] else {
                XCTFail("node \(id) missing; have \(result.order)", file: file, line: line)
                continue
            }
            XCTAssertEqual(got, frame, "frame of \(id)", file: file, line: line)
        }
        for id in result.order where expected[id] == nil {
            XCTFail("node \(id) is not checked: its frame is \(result.frames[id] ?? [])", file: file, line: line)
        }
    } catch {
        XCTFail("spec did not decode: \(error)", file: file, line: line)
    }
}

/// Wraps a root element in a document with the given range and scale.
public func spec(_ root: String, min: String = "[0, 0]", max: String = "[375, \"inf\"]", scale: Double = 2) -> String {
    """
    {"sizeRange": {"min": \(min), "max": \(max)}, "scale": \(scale), "root": \(root)}
    """
}
