import SwatchJSON

/// A request one module makes of another as bytes, for a module that reads
/// no JSON (the import's run step, `EngineModule.importRun`): the answer
/// that hands it over (`EngineAnswer.elsewhere(_:bytes:)`) carries it as a
/// JSON string of the bytes in base64url, and the page sends it on as it
/// sends any request.
public enum ByteRequest {
    /// The request as JSON text: a string of the bytes in base64url.
    public static func json(_ bytes: [UInt8]) -> String { "\"" + Base64URL.encode(bytes) + "\"" }

    /// The bytes of a request `json(_:)` wrote; nil when the request is not
    /// a string (a JSON object: a call, for another module), an error when
    /// it is a string of something else.
    public static func bytes(_ request: String) throws(SpecError) -> [UInt8]? {
        let utf8 = Array(request.utf8)
        guard utf8.count >= 2, utf8[0] == UInt8(ascii: "\""), utf8[utf8.count - 1] == UInt8(ascii: "\"") else { return nil }
        guard let bytes = Base64URL.decode(String(decoding: utf8[1..<utf8.count - 1], as: UTF8.self)) else {
            throw SpecError("a request of bytes must be a string of them in base64url", path: nil, location: nil)
        }
        return bytes
    }
}

extension EngineAnswer {
    /// `module` answers `bytes` (a `ByteRequest`) in this request's place.
    public static func elsewhere(_ module: EngineModule, bytes: [UInt8]) -> EngineAnswer {
        elsewhere(module, request: ByteRequest.json(bytes))
    }
}
