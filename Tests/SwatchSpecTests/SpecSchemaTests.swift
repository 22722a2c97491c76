import SwatchJSON
@testable import SwatchSpec
import XCTest

/// The schema is the one description of the language: these check that it
/// is consistent with itself, that the readers follow it, and that the JSON
/// Schema written from it says the same.
final class SpecSchemaTests: XCTestCase {
    func testEveryKeyIsSpelledAsItsCase() {
        for key in SpecKey.allCases {
            XCTAssertEqual(key.name, key == .schema ? "$schema" : "\(key)")
            XCTAssertEqual(SpecKey.named(key.name), key)
        }
    }

    func testEveryKeysOrdinalIsItsPlaceInDeclarationOrder() {
        XCTAssertEqual(SpecKey.keyCount, SpecKey.allCases.count)
        for (n, key) in SpecKey.allCases.enumerated() {
            XCTAssertEqual(key.ordinal, n, key.name)
        }
    }

    func testAKeySetHoldsEveryKeyAndOnlyThoseInserted() {
        var odd = SpecKeySet()
        for key in SpecKey.allCases where key.ordinal % 2 == 1 { odd.insert(key) }
        for key in SpecKey.allCases {
            XCTAssertEqual(odd.contains(key), key.ordinal % 2 == 1, key.name)
        }
        let all = SpecKeySet(SpecKey.allCases)
        XCTAssertTrue(odd.isSubset(of: all))
        XCTAssertFalse(all.isSubset(of: odd))
        XCTAssertEqual(all.names.count, SpecKey.keyCount)
    }

    func testElementTypesAreDescribedInOrderWithTheirChildSlots() {
        XCTAssertEqual(SpecSchema.elementTypes.count, ElementType.allCases.count)
        for type in ElementType.allCases {
            let schema = type.schema
            XCTAssertEqual(schema.type, type)
            XCTAssertEqual(SpecSchema.elementType.value(named: schema.name), type)
            for slot in schema.children {
                guard let key = schema.key(slot.key) else { return XCTFail("\(schema.name): slot \(slot.key.name) is not a key") }
                switch key.value {
                case .element: XCTAssertFalse(slot.isList, "\(schema.name).\(slot.key.name)")
                case .elements: XCTAssertTrue(slot.isList, "\(schema.name).\(slot.key.name)")
                default: XCTFail("\(schema.name).\(slot.key.name) holds no element")
                }
                XCTAssertEqual(slot.required, key.required, "\(schema.name).\(slot.key.name)")
            }
            for key in schema.keys {
                XCTAssertTrue(schema.keySet.contains(key.key))
            }
        }
    }

    func testANumericKeyHasOneRangeWhereverElementsAndTheStyleUseIt() {
        var ranges: [SpecKey: String] = [:]
        var keys = SpecSchema.style.keys
        for type in SpecSchema.elementTypes { keys += type.keys }
        for key in keys {
            guard case .number(let range) = key.value else { continue }
            let text = "\(range.minimum as Any) \(range.excludesMinimum) \(range.maximum as Any) \(range.integer)"
            if let seen = ranges[key.key] { XCTAssertEqual(seen, text, key.name) }
            ranges[key.key] = text
            XCTAssertEqual(ElementReadPlan.range(key.key).requirement, range.requirement, key.name)
        }
    }

    func testEveryEnumerationNameReadsBackAsItsValue() throws {
        for e in SpecSchema.enumerations {
            XCTAssertEqual(Set(e.names).count, e.cases.count, "\(e.name) names are unique")
        }
        for name in SpecSchema.justifyContent.schema.names {
            let text = #"{"root": {"type": "stack", "justifyContent": "\#(name)"}}"#
            let document = try SpecDecoder.decode(text)
            guard case .stack(let options) = document.tree.elements[0].kind else { return XCTFail(name) }
            XCTAssertEqual(SpecSchema.justifyContent.name(of: options.justifyContent), name)
        }
    }

    func testTextureNamesFollowTheImporterRules() {
        let centering = SpecSchema.centeringOptions.schema
        XCTAssertEqual(centering.cases[3].objectiveC(in: centering), "ASCenterLayoutSpecCenteringXY")
        XCTAssertEqual(centering.cases[3].swift(in: centering), ".XY")
        XCTAssertEqual(centering.cases[0].swift(in: centering), "[]", "an option set's empty member")
        let justify = SpecSchema.justifyContent.schema
        XCTAssertEqual(justify.cases[3].objectiveC(in: justify), "ASStackLayoutJustifyContentSpaceBetween")
        XCTAssertEqual(justify.cases[3].swift(in: justify), ".spaceBetween")
        let sizing = SpecSchema.centerSizingOptions.schema
        XCTAssertEqual(sizing.cases[3].objectiveC(in: sizing), "ASCenterLayoutSpecSizingOptionMinimumXY")
        XCTAssertEqual(sizing.cases[3].swift(in: sizing), ".minimumXY")
    }

    func testADocumentMayNameItsSchema() throws {
        let spec = try SpecDecoder.decode(#"{"$schema": "swatch.schema.json", "root": {"type": "node"}}"#)
        XCTAssertEqual(spec.elements.count, 1)
        let scenario = try ScenarioDecoder.decode(#"{"$schema": "swatch.schema.json", "items": {"count": 3, "size": [10, 10]}}"#)
        XCTAssertEqual(scenario.items.count, 3)
        XCTAssertThrowsError(try SpecDecoder.decode(#"{"$schema": 5, "root": {"type": "node"}}"#)) { error in
            XCTAssertEqual((error as? SpecError)?.path?.description, "$schema")
        }
    }

    func testDocumentKindsAreToldApartByTheirKeys() {
        XCTAssertEqual(DocumentKind.detect(#"{"root": {"type": "node"}}"#), .layout)
        XCTAssertEqual(DocumentKind.detect(#"{"items": {"count": 1}}"#), .ranges)
        XCTAssertEqual(DocumentKind.detect(#"{"title": "x", "scroll": [], "root": {}}"#), .layout, "root wins")
        XCTAssertEqual(DocumentKind.detect(#"{"container": "pager", "items": {"cou"#), .ranges, "half typed")
        XCTAssertEqual(DocumentKind.detect("[1, 2]"), .layout)
    }

    func testTheJSONSchemaNamesEveryTypeKeyAndName() throws {
        let text = SpecSchema.jsonSchema()
        let value = try JSONParser.parse(text)
        XCTAssertTrue(value.isObject)
        for type in SpecSchema.elementTypes {
            XCTAssertTrue(text.contains(#""element.\#(type.name)": {"#), type.name)
            for key in type.keys { XCTAssertTrue(text.contains(#""\#(key.name)": {"#), "\(type.name).\(key.name)") }
        }
        for e in SpecSchema.enumerations {
            XCTAssertTrue(text.contains(e.names.map { #""\#($0)""# }.joined(separator: ", ")), e.name)
        }
        XCTAssertTrue(text.contains(#""x-swatch-texture": "ASStackLayoutSpec.justifyContent""#))
        XCTAssertTrue(text.contains(#""$schema": "https://json-schema.org/draft/2020-12/schema""#))
    }

    func testNumberRangesSayWhatIsWrong() {
        XCTAssertEqual(NumberRange.nonNegative.complaint(about: -1), "must not be negative")
        XCTAssertEqual(NumberRange.positive.complaint(about: 0), "must be greater than 0")
        XCTAssertEqual(NumberRange.integers(1...64).complaint(about: 65), "must be at most 64")
        XCTAssertEqual(NumberRange.integers(1...64).complaint(about: 1.5), "must be a whole number")
        XCTAssertEqual(NumberRange.integers(1...64).requirement, "must be a whole number from 1 to 64")
        XCTAssertFalse(NumberRange.any.contains(.infinity))
    }
}
