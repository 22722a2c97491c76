/// Client text quoted in an answer or a log line: control characters
/// replaced with `?` and the length bounded (`…` after `limit` characters),
/// so that a request cannot forge or flood lines.
public enum LogSafe {
    public static func text(_ value: String, limit: Int = 100) -> String {
        var out = ""
        for (count, scalar) in value.unicodeScalars.enumerated() {
            if count == limit { out += "…"; break }
            out.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7f ? "?" : scalar)
        }
        return out
    }
}
