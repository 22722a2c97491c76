import SwatchJSON
import SwatchSpec

/// JSON for a page's scripts, its strings escaped as
/// `JSONWriter.string(_:scriptSafe: true)` escapes them, written as bytes
/// (`JSONByteWriter`): the search index and the font files are megabytes,
/// which escaping a scalar at a time made a tenth of a large build.
enum ScriptSafeJSON {
    /// `JSONWriter.string(s, scriptSafe: true)`.
    static func string(_ s: String) -> String {
        var writer = JSONByteWriter(capacity: s.utf8.count + 2)
        writer.append(string: s)
        return String(decoding: escapingAngleBrackets(writer.bytes), as: UTF8.self)
    }

    /// `json` with every `<` written `\u003c`, so that it can sit in a
    /// `<script>` element (`</script>` cannot close it early). In JSON a `<`
    /// can only be inside a string, and no escape writes one, so this is
    /// what escaping each string script-safe gives.
    static func escapingAngleBrackets(_ json: [UInt8]) -> [UInt8] {
        guard json.contains(UInt8(ascii: "<")) else { return json }
        var out: [UInt8] = []
        out.reserveCapacity(json.count + 1024)
        for byte in json {
            if byte == UInt8(ascii: "<") {
                out.append(contentsOf: "\\u003c".utf8)
            } else {
                out.append(byte)
            }
        }
        return out
    }
}
