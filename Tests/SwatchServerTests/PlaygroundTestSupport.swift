import Foundation
import SwatchHTTP
@testable import SwatchServer
import SwatchTestSupport
import XCTest

/// A content folder with a guide page drawing `content/specs/box.json`, that
/// spec, a range scenario, and the application serving them with the
/// playground installed, all in process.
struct PlaygroundFixture {
    let base: String
    let app: ServerApplication
    let playground: Playground

    static let box = """
        {"title": "A box", "sizeRange": [100, 50], "root": {"type": "node", "id": "box", "color": "#ff0000"}}

        """

    static let feed = """
        {"container": "table", "viewport": [375, 600], "items": {"count": 30, "size": [375, 100]},
         "scroll": [{"offset": 0}, {"offset": 900, "steps": 3}]}

        """

    /// `editing`: saving allowed (as on loopback); `loopbackHostOnly`: saves
    /// must name a loopback host (as `swatch serve` without `--allow-edit`).
    init(_ test: XCTestCase, editing: Bool = true, loopbackHostOnly: Bool = true) throws {
        base = try makeTemporaryDirectory(test)
        try writeGuidePage(
            ["title: Boxes", "permalink: /guide/boxes/"],
            "```swatch spec=box\n```",
            to: base + "/content/guide/boxes.md")
        try write(PlaygroundFixture.box, to: base + "/content/specs/box.json")
        try write(PlaygroundFixture.feed, to: base + "/content/specs/feed.json")
        try write("body { color: #222 }\n", to: base + "/Public/css/swatch.css")
        var installed: Playground?
        let contentDirectory = base + "/content"
        app = try ServerApplication(
            options: .init(contentDirectory: contentDirectory, publicDirectory: base + "/Public", log: .none)
        ) { router, parts in
            let playground = Playground(options: .init(contentDirectory: contentDirectory, presets: ["box"]), parts: parts)
            playground.install(on: &router)
            installed = playground
        }
        playground = try XCTUnwrap(installed)
        app.specs.allowEditing(editing)
        app.specs.requireLoopbackHost(loopbackHostOnly)
    }

    var specs: String { base + "/content/specs" }

    func send(
        _ method: HTTPMethod, _ target: String, body: String = "", headers: HTTPHeaders = HTTPHeaders()
    ) -> Response {
        app.responder.respond(to: Request(method: method, target: target, headers: headers, body: Array(body.utf8)))
    }

    /// A form post as a browser sends it.
    func postForm(_ fields: [(String, String)]) -> Response {
        let body = fields.map { "\(PlaygroundFixture.formEncoded($0.0))=\(PlaygroundFixture.formEncoded($0.1))" }
            .joined(separator: "&")
        return send(.post, "/playground", body: body, headers: ["Content-Type": "application/x-www-form-urlencoded"])
    }

    /// A save as the playground's script sends it.
    func put(
        _ name: String, _ text: String, ifMatch: String? = nil, ifNoneMatch: String? = nil, token: String? = nil,
        sendsToken: Bool = true, host: String = "127.0.0.1:8080"
    ) -> Response {
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Host": host]
        if sendsToken { headers["X-Swatch-Token"] = token ?? app.specs.token }
        if let ifMatch { headers["If-Match"] = ifMatch }
        if let ifNoneMatch { headers["If-None-Match"] = ifNoneMatch }
        return send(.put, "/api/specs/" + name, body: text, headers: headers)
    }

    func file(_ name: String) throws -> String {
        try String(contentsOfFile: specs + "/" + name + ".json", encoding: .utf8)
    }

    /// Files in the specs folder, hidden ones included.
    func folder() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: specs).sorted()
    }

    static func formEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "*"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "): out += "+"
            default: out += String(format: "%%%02X", byte)
            }
        }
        return out
    }
}

extension Response {
    var text: String { body.text ?? "" }
}

/// The editor's text (`#pg-spec`) as a browser reads it: entities decoded,
/// the one newline after the start tag dropped.
func textareaText(_ html: String) -> String? {
    guard let open = html.range(of: "<textarea id=\"pg-spec\""), let end = html.range(of: ">", range: open.upperBound..<html.endIndex),
        let close = html.range(of: "</textarea>", range: end.upperBound..<html.endIndex)
    else { return nil }
    var raw = String(html[end.upperBound..<close.lowerBound])
    if raw.hasPrefix("\n") { raw.removeFirst() }
    return raw.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}
