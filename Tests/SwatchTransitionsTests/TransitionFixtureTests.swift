import SwatchJSON
import SwatchSpec
import SwatchTestSupport
import Testing

/// Runs each case of `Tests/Fixtures/transitions/` (copies of the public
/// conformance cases), a test of its own named after its fixture, through the decoder, the engine and the JSON writer,
/// and compares the answer as `check-transitions` does: frames within 0.01,
/// timings within 1e-9, every list exactly and in order; an invalid document
/// must be refused.
@Suite struct TransitionFixtureCases {
    @Test("transitions fixture", arguments: Fixtures.names("transitions"))
    func fixture(_ name: String) throws {
        let members = try Fixtures.conformanceCase("transitions", name)
        let doc = try #require(members["doc"], "not a conformance case")
        guard let expected = members["expected"] else {
            #expect(throws: SpecError.self, "an invalid document is refused") { try TransitionDecoder.decode(doc) }
            return
        }
        let document = try TransitionDecoder.decode(doc)
        let answer = TransitionOutput.json(document, document.run())
        #expect(Self.difference(expected, try JSONParser.parse(answer), path: "") == nil)
    }

    @Test func theFixturesAreThere() {
        #expect(Fixtures.names("transitions").count >= 5)
    }

    /// The first difference between an expected value and a computed one:
    /// numbers within 0.01 (1e-9 for `duration` and `delay`), everything
    /// else exactly; keys the expectation does not have are ignored.
    static func difference(_ expected: JSONValue, _ got: JSONValue, path: String) -> String? {
        switch (expected.kind, got.kind) {
        case (.object(let e), .object(let g)):
            for (key, value) in e {
                guard let other = g.first(where: { $0.key == key })?.value else { return "\(path).\(key): missing" }
                if let d = difference(value, other, path: "\(path).\(key)") { return d }
            }
            return nil
        case (.array(let e), .array(let g)):
            guard e.count == g.count else { return "\(path): expected \(e.count) elements, got \(g.count)" }
            for (i, pair) in zip(e, g).enumerated() {
                if let d = difference(pair.0, pair.1, path: "\(path)[\(i)]") { return d }
            }
            return nil
        case (.number(let e), .number(let g)):
            let tolerance = path.hasSuffix(".duration") || path.hasSuffix(".delay") ? 1e-9 : 0.01
            return abs(e - g) <= tolerance ? nil : "\(path): expected \(e), got \(g)"
        case (.string(let e), .string(let g)):
            return e == g ? nil : "\(path): expected \"\(e)\", got \"\(g)\""
        case (.bool(let e), .bool(let g)):
            return e == g ? nil : "\(path): expected \(e), got \(g)"
        case (.null, .null):
            return nil
        default:
            return "\(path): expected \(expected.typeName), got \(got.typeName)"
        }
    }
}
