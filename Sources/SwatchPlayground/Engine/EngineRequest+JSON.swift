import SwatchGeometry
import SwatchJSON
import SwatchKit
import SwatchLayout
import SwatchSVG
import SwatchSpec

/// A request as the page's script writes it:
///
///     {"call": "playground", "text": "{…}", "width": 320, "scale": 2, "state": 0, "debug": true,
///      "accessibility": true, "cells": {"follow-cell.json": "{…}"}, "step": 3, "still": true,
///      "explain": "root.children[1]", "variants": {"widths": [320, 768], "textSizes": ["large", "accessibilityLarge"]},
///      "states": ["collapsed", "expanded"]}                       (states: made by the transitions module, passed on)
///     {"call": "layout", "text": "{…}", "format": "svg"}          (json, svg, ascii, swift, objc)
///     {"call": "ranges", "text": "{…}", "format": "json", "cells": {…}}   (json, svg, timeline)
///     {"call": "transition", "text": "{…}", "format": "svg"}      (json, svg)
///     {"call": "hit", "text": "{…}", "points": [[40, 12], [-0.25, 10]]}
///     {"call": "import", "text": "class …", "language": "swift", "class": "Cell", "fileName": "Cell.swift",
///      "set": {"isOutgoing": false, "post.comments": 5}}
///     {"call": "edit", "text": "{…}", "action": "wrap", "path": "root.children[1]", "type": "inset"}
///     {"call": "edit", "text": "{…}", "action": "move-style", "path": "root.children[1].child", "key": "flexShrink",
///      "to": "root.children[1]"}                                  (remove-style; set-style with "value": 1 or "start")
///     {"call": "frames", "text": "{…}", "format": "timeline", "cells": {…}}   (made by the ranges module, passed on:
///     {"call": "frames", "text": "{…}", "width": 320, …, "step": 3,            a ranges call's output from the frame model,
///      "figure": {"svg": "<svg…", "later": [[0, 812, 1630], …],                or the playground's figure after its
///                 "steps": 12, "secondsPerStep": 0.8, "still": 3}}             range animation; FramesRequest)
///
/// `text` is the document (or code) and every call has one; the rest is the
/// call's own, each optional but where said. A key a call does not take,
/// or a value of the wrong kind, is a bad call naming its key.
extension EngineRequest {
    /// The keys each call takes besides `call` and `text`.
    static func keys(of call: EngineCall) -> [String] {
        switch call {
        case .playground: ["width", "scale", "state", "debug", "accessibility", "cells", "step", "still", "explain", "variants", "states"]
        case .layout, .transition: ["format"]
        case .ranges: ["format", "cells"]
        case .hit: ["points"]
        case .importCode: ["language", "class", "fileName", "set", "step", "readings", "choices", "classes", "tree"]
        case .edit: ["action", "path", "type", "key", "to", "value"]
        case .frames:
            ["width", "scale", "state", "debug", "accessibility", "cells", "step", "still", "explain", "variants", "states", "format", "figure"]
        }
    }

    /// The request, every call read in full (the server's and the CLI's).
    public static func decode(_ request: String) throws(SpecError) -> EngineRequest {
        try decode(request, for: EveryCall.self)
    }

    /// The request, read in full when it is one of `Reader.calls`; any other
    /// call is `unread`, read only as far as naming the module that answers
    /// it. The calls are a type's, so each module's entry point gets its own
    /// copy of this function, which links the readers of that module's calls
    /// alone (the `if`s below are decided when it is compiled).
    public static func decode<Reader: RequestReading>(_ request: String, for _: Reader.Type) throws(SpecError) -> EngineRequest {
        let (call, text, reader) = try head(request)
        let calls = Reader.calls
        switch call {
        case .playground:
            if calls.contains(.playground) { return .playground(try reader.playground(text)) }
        case .layout:
            if calls.contains(.layout) { return .layout(text: text, format: try reader.choice("format", LayoutFormat.self) ?? .json) }
        case .ranges:
            if calls.contains(.ranges) {
                return .ranges(
                    text: text, format: try reader.choice("format", RangesFormat.self) ?? .json, cellFiles: try reader.texts("cells"))
            }
        case .transition:
            if calls.contains(.transition) {
                return .transition(text: text, format: try reader.choice("format", TransitionFormat.self) ?? .json)
            }
        case .hit:
            if calls.contains(.hit) { return .hit(text: text, points: try reader.points("points")) }
        case .importCode:
            if calls.contains(.importCode) { return .importCode(text: text, options: try reader.importRequest()) }
        case .edit:
            if calls.contains(.edit) { return .edit(try reader.edit(text)) }
        case .frames:
            if calls.contains(.frames) { return .frames(try reader.frames(text)) }
        }
        return .unread(call, module: try reader.module(of: call))
    }

    /// The call, the text and a reader of the rest: the request is a JSON
    /// object naming a known call, with a text, and no key the call does
    /// not take.
    private static func head(_ request: String) throws(SpecError) -> (EngineCall, String, RequestReader) {
        let value = try JSONParser.parse(request)
        guard value.isObject else { throw SpecError("a request must be a JSON object", path: SpecPath(), location: value.location) }
        let reader = RequestReader(object: value)
        let name = try reader.string("call", required: true) ?? ""
        guard let call = EngineCall(rawValue: name) else {
            var names: [String] = []
            for call in EngineCall.allCases { names.append(call.rawValue) }
            throw reader.fail("call", "must be one of \(names.joined(separator: ", ")); got \"\(name)\"")
        }
        let keys = keys(of: call)
        for member in value.members where member.key != "call" && member.key != "text" && !keys.contains(member.key) {
            throw SpecError(
                "a \(name) call takes no key \"\(member.key)\" (it takes call, text, \(keys.joined(separator: ", ")))",
                path: SpecPath().appending(member.key), location: member.value.location)
        }
        return (call, try reader.string("text", required: true) ?? "", reader)
    }
}

/// What a module reads of the requests it is sent: the calls it answers.
public protocol RequestReading {
    static var calls: EngineCalls { get }
}

/// Every call (the server, the CLI, the checks).
public enum EveryCall: RequestReading {
    public static var calls: EngineCalls { .all }
}

/// Reads a request's members, each error naming its key.
private struct RequestReader {
    let object: JSONValue
    /// Where the object is in the request (an object inside it: its key).
    var path = SpecPath()

    /// The module that answers a call left unread: a layout's by its
    /// format (code formats are the code module's), a playground request's
    /// the core (which tells the document's kind).
    func module(of call: EngineCall) throws(SpecError) -> EngineModule {
        switch call {
        case .playground, .hit: return .core
        case .layout:
            if case .code = (try choice("format", LayoutFormat.self) ?? .json).kind { return .code }
            return .core
        case .ranges: return .ranges
        case .frames: return .frames
        case .transition: return .transitions
        case .importCode:
            return switch try choice("step", ImportStep.self) ?? .read {
            case .read: .importer
            case .build: .importBuild
            }
        case .edit: return .edit
        }
    }

    func playground(_ text: String) throws(SpecError) -> PlaygroundRequest {
        var playground = PlaygroundRequest(
            text: text, width: try number("width"), scale: try number("scale"),
            state: try number("state").flatMap { Int(exactly: $0.rounded(.towardZero)) }, debug: try bool("debug") ?? false,
            accessibility: try bool("accessibility") ?? false)
        let cells = try texts("cells")
        playground.cellFiles = cells ?? [:]
        playground.cellFilesRead = cells != nil
        playground.step = try count("step")
        playground.still = try bool("still") ?? false
        playground.explain = try string("explain")
        playground.variants = try variants("variants")
        playground.stateNames = try strings("states")
        return playground
    }

    /// The playground's figure after its first half (with `figure`), or a
    /// ranges call's output (which takes `format` and `cells` alone).
    func frames(_ text: String) throws(SpecError) -> FramesRequest {
        if let figure = try rangeFigure("figure") { return .figure(try playground(text), figure) }
        for member in object.members where !["call", "text", "format", "cells"].contains(member.key) {
            throw fail(member.key, "is a key of the playground's figure: a frames call without \"figure\" takes format and cells")
        }
        return .output(text: text, format: try choice("format", RangesFormat.self) ?? .json, cellFiles: try texts("cells"))
    }

    /// A range figure's first half (`FramesRequest.figure`): its
    /// SVG, its groups that may follow later as `[step, from, to]` in the
    /// SVG's UTF-8 bytes, and its frame cursor.
    func rangeFigure(_ key: String) throws(SpecError) -> RangeFigure? {
        guard let value = member(key), !value.isNull else { return nil }
        guard value.isObject else { throw fail(key, "must be an object with svg, later, steps and secondsPerStep") }
        let figure = RequestReader(object: value, path: path.appending(key))
        let svg = try figure.string("svg", required: true) ?? ""
        guard let steps = try figure.count("steps") else { throw figure.missing("steps") }
        guard let seconds = try figure.number("secondsPerStep"), seconds.isFinite, seconds > 0 else {
            throw figure.fail("secondsPerStep", "must be a number of seconds above 0")
        }
        guard let later = figure.member("later"), later.isArray else { throw figure.fail("later", "must be a list of [step, from, to]") }
        var groups: [SVGLaterGroup] = []
        let length = svg.utf8.count
        for (n, item) in later.elements.enumerated() {
            var numbers: [Int] = []
            if item.isArray { for c in item.elements { if let v = c.number, v >= 0, v <= Double(length), v == v.rounded() { numbers.append(Int(v)) } } }
            guard item.count == 3, numbers.count == 3, numbers[1] <= numbers[2] else {
                throw SpecError("must be [step, from, to], whole numbers, from and to within the svg", path: figure.path.appending("later").appending(n),
                                location: item.location)
            }
            groups.append(SVGLaterGroup(step: numbers[0], bytes: numbers[1]..<numbers[2]))
        }
        let cursor = FrameCursor(steps: steps, secondsPerStep: seconds, still: try figure.count("still"))
        return RangeFigure(svg: MarkedSVG(text: svg, later: groups), cursor: cursor)
    }

    /// A list of strings (a transition document's state names).
    func strings(_ key: String) throws(SpecError) -> [String]? {
        guard let value = member(key), !value.isNull else { return nil }
        guard value.isArray else { throw fail(key, "must be a list of names, got \(value.typeName)") }
        var strings: [String] = []
        for (n, item) in value.elements.enumerated() {
            guard let string = item.string else {
                throw SpecError("must be a name, got \(item.typeName)", path: SpecPath().appending(key).appending(n), location: item.location)
            }
            strings.append(string)
        }
        return strings
    }

    func importRequest() throws(SpecError) -> ImportRequest {
        var request = ImportRequest(
            language: try string("language"), className: try string("class"), fileName: try string("fileName"),
            settings: try settings("set"))
        request.step = try choice("step", ImportStep.self) ?? .read
        for (n, text) in (try strings("readings") ?? []).enumerated() {
            request.readings.append(try bytes(text, at: SpecPath().appending("readings").appending(n)))
        }
        if let tree = try string("tree") { request.tree = try bytes(tree, at: SpecPath().appending("tree")) }
        request.classes = try strings("classes") ?? []
        if let value = member("choices"), !value.isNull {
            guard value.isObject else { throw fail("choices", "must be an object of names and true or false, got \(value.typeName)") }
            for member in value.members {
                guard let bool = member.value.bool else {
                    throw SpecError("must be true or false, got \(member.value.typeName)", path: SpecPath().appending("choices").appending(member.key),
                                    location: member.value.location)
                }
                request.choices.append((member.key, bool))
            }
        }
        return request
    }

    /// The bytes a step wrote, as base64url text.
    func bytes(_ text: String, at path: SpecPath) throws(SpecError) -> [UInt8] {
        guard let bytes = Base64URL.decode(text) else {
            throw SpecError("must be bytes in base64url", path: path, location: nil)
        }
        return bytes
    }

    func edit(_ text: String) throws(SpecError) -> SpecEditRequest {
        guard let action = try choice("action", SpecEditRequest.Action.self) else { throw missing("action") }
        var edit = SpecEditRequest(text: text, action: action, path: try string("path", required: true) ?? "")
        if let type = try string("type") {
            guard let known = SpecSchema.elementType.value(named: type) else { throw fail("type", "is not an element type: \"\(type)\"") }
            edit.type = known
        }
        if action.isStyleEdit {
            edit.key = try string("key", required: true)
            edit.to = try string("to", required: action == .moveStyle)
            edit.value = try scalar("value", required: action == .setStyle)
        }
        return edit
    }

    /// The member `key`'s value, if the request has it (requests are small:
    /// looked for one by one).
    func member(_ key: String) -> JSONValue? {
        for member in object.members where member.keyEquals(key) { return member.value }
        return nil
    }

    func fail(_ key: String, _ message: String) -> SpecError {
        SpecError(message, path: path.appending(key), location: (member(key) ?? object).location)
    }

    func missing(_ key: String) -> SpecError {
        SpecError("the request needs \"\(key)\"", path: path, location: object.location)
    }

    func string(_ key: String, required: Bool = false) throws(SpecError) -> String? {
        guard let value = member(key), !value.isNull else {
            if required { throw missing(key) }
            return nil
        }
        guard let string = value.string else { throw fail(key, "must be a string, got \(value.typeName)") }
        return string
    }

    func number(_ key: String) throws(SpecError) -> Double? {
        guard let value = member(key), !value.isNull else { return nil }
        guard let number = value.number else { throw fail(key, "must be a number, got \(value.typeName)") }
        return number
    }

    /// A whole number from 0 (to a million: a count of updates, not a size).
    func count(_ key: String) throws(SpecError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard number >= 0, number <= 1_000_000, number == number.rounded() else {
            throw fail(key, "must be a whole number from 0 to 1000000, got \(JSONWriter.number(number))")
        }
        return Int(number)
    }

    /// A number or a name (a style value a fix sets).
    func scalar(_ key: String, required: Bool) throws(SpecError) -> WarningFix.Value? {
        guard let value = member(key), !value.isNull else {
            if required { throw missing(key) }
            return nil
        }
        if let number = value.number, number.isFinite { return .number(number) }
        if let name = value.string { return .name(name) }
        throw fail(key, "must be a number or a name, got \(value.typeName)")
    }

    func bool(_ key: String) throws(SpecError) -> Bool? {
        guard let value = member(key), !value.isNull else { return nil }
        guard let bool = value.bool else { throw fail(key, "must be true or false, got \(value.typeName)") }
        return bool
    }

    func choice<T: CaseIterable & RawRepresentable<String>>(_ key: String, _: T.Type) throws(SpecError) -> T? {
        guard let name = try string(key) else { return nil }
        guard let choice = T(rawValue: name) else {
            var names: [String] = []
            for c in T.allCases { names.append(c.rawValue) }
            throw fail(key, "must be one of \(names.joined(separator: ", ")); got \"\(name)\"")
        }
        return choice
    }

    /// An object of names and texts (cell files).
    func texts(_ key: String) throws(SpecError) -> [String: String]? {
        guard let value = member(key), !value.isNull else { return nil }
        guard value.isObject else { throw fail(key, "must be an object of file names and texts, got \(value.typeName)") }
        var texts: [String: String] = [:]
        for member in value.members {
            guard let text = member.value.string else {
                throw SpecError(
                    "must be the file's text, got \(member.value.typeName)", path: SpecPath().appending(key).appending(member.key),
                    location: member.value.location)
            }
            texts[member.key] = text
        }
        return texts
    }

    /// `[[x, y], ...]`, finite numbers.
    func points(_ key: String) throws(SpecError) -> [Point] {
        guard let value = member(key), value.isArray else { throw fail(key, "must be a list of points [x, y]") }
        var points: [Point] = []
        for (n, point) in value.elements.enumerated() {
            var xy: [Double] = []
            if point.isArray { for c in point.elements { if let v = c.number, v.isFinite { xy.append(v) } } }
            guard point.count == 2, xy.count == 2 else {
                throw SpecError(
                    "must be a point [x, y] of two finite numbers", path: SpecPath().appending(key).appending(n), location: point.location)
            }
            points.append(Point(x: xy[0], y: xy[1]))
        }
        return points
    }

    /// `{"widths": [320, …], "textSizes": ["large", …]}` (`PlaygroundVariants`),
    /// either left out taking the default; a width out of range, a name
    /// that is no content size category, or a row over the limits is an
    /// error naming its key.
    func variants(_ key: String) throws(SpecError) -> PlaygroundVariants? {
        guard let value = member(key), !value.isNull else { return nil }
        guard value.isObject else { throw fail(key, "must be an object with widths and textSizes") }
        var row = PlaygroundVariants()
        for member in value.members {
            let path = SpecPath().appending(key).appending(member.key)
            guard member.key == "widths" || member.key == "textSizes", member.value.isArray else {
                throw SpecError(
                    member.key == "widths" || member.key == "textSizes" ? "must be a list" : "is not a key of variants (widths, textSizes)",
                    path: path, location: member.value.location)
            }
            if member.key == "widths" {
                row.widths = []
                for (n, item) in member.value.elements.enumerated() {
                    guard let number = item.number, let width = PlaygroundRequest.width(number) else {
                        throw SpecError("must be a width from 1 to 4096 points", path: path.appending(n), location: item.location)
                    }
                    row.widths.append(width)
                }
            } else {
                row.textSizes = []
                for (n, item) in member.value.elements.enumerated() {
                    guard let size = item.string.flatMap(ContentSizeCategory.init(name:)) else {
                        var names: [String] = []
                        for category in ContentSizeCategory.allCases { names.append(category.name) }
                        throw SpecError("must be a content size category: \(names.joined(separator: ", "))", path: path.appending(n),
                                        location: item.location)
                    }
                    row.textSizes.append(size)
                }
            }
        }
        if let problem = row.problem { throw fail(key, problem) }
        return row
    }

    /// `{"NAME": value}` as `--set NAME=VALUE` gives it, in order.
    func settings(_ key: String) throws(SpecError) -> [(name: String, value: String)] {
        guard let value = member(key), !value.isNull else { return [] }
        guard value.isObject else { throw fail(key, "must be an object of names and values") }
        var settings: [(name: String, value: String)] = []
        for member in value.members {
            let v = member.value
            var text = v.string ?? ""
            if let b = v.bool { text = b ? "true" : "false" }
            if let n = v.number { text = JSONWriter.number(n) }
            settings.append((member.key, text))
        }
        return settings
    }
}
