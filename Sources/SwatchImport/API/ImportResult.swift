import SwatchJSON
import SwatchSpec

/// A spec read from code, with what was assumed to get it.
public struct ImportResult: Sendable {
    /// The layout spec (SPEC.md's format), as JSON text.
    public var spec: String
    public var language: ImportLanguage
    /// The class laid out.
    public var className: String
    /// Every class of the file that lays itself out (for choosing another).
    public var classes: [String]
    public var assumptions: [Assumption]
    public var warnings: [ImportWarning]
    /// `--set` names no assumption of this code has.
    public var unusedSettings: [String]
    /// Where the code made each element and set each style key, by the
    /// spec's paths (what the playground shows beside a warning).
    public var sources: [ImportSource] = []

    /// Every line `swatch import` prints on standard error: assumptions and
    /// warnings in the order of the code.
    public var messages: [ImportWarning] {
        var out = warnings
        for a in assumptions { out.append(ImportWarning(a.warning, at: a.location)) }
        out.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return out
    }

    /// `swatch import --format json`: the spec with its assumptions, for a
    /// page that shows each as a control.
    ///
    ///     {"spec": {...}, "language": "swift", "class": "PostNode", "classes": ["PostNode"],
    ///      "assumptions": [{"name": "isOutgoing", "kind": "condition", "value": true,
    ///                       "set": false, "line": 12, "column": 9}],
    ///
    /// (an assumption whose value a comment notes has `"noted": true`)
    ///      "warnings": [{"message": "...", "line": 3, "column": 1}],
    ///      "sources": [{"path": "root.layout.children[1]", "key": "flexShrink", "line": 9, "column": 5}]}
    ///
    /// (`sources`: where the code made each element, `key` null, and set
    /// each of its style keys, by the spec's JSON paths)
    public var json: String {
        var out = "{\n  \"spec\": " + indented(spec) + ",\n"
        out += "  \"language\": " + JSONWriter.string(language.rawValue) + ",\n"
        out += "  \"class\": " + JSONWriter.string(className) + ",\n"
        out += "  \"classes\": [" + classes.map { JSONWriter.string($0) }.joined(separator: ", ") + "],\n"
        out += "  \"assumptions\": ["
        for (i, a) in assumptions.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\"name\": " + JSONWriter.string(a.name) + ", \"kind\": " + JSONWriter.string(a.kind.rawValue)
            out += ", \"value\": " + ImportResult.json(a.value) + ", \"set\": " + (a.isSet ? "true" : "false")
            if a.isNoted { out += ", \"noted\": true" }
            out += ", \"line\": \(a.location.line), \"column\": \(a.location.column)}"
        }
        out += assumptions.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"warnings\": ["
        var all = warnings
        for name in unusedSettings { all.append(ImportWarning("--set \(name): the code has no assumption of that name", at: SourceLocation(line: 0, column: 0))) }
        for (i, w) in all.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\"message\": " + JSONWriter.string(w.message)
            out += ", \"line\": \(w.location.line), \"column\": \(w.location.column)}"
        }
        out += all.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"sources\": ["
        for (i, source) in sources.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\"path\": " + JSONWriter.string(source.path.description) + ", \"key\": "
            out += (source.key.map { JSONWriter.string($0) } ?? "null")
            out += ", \"line\": \(source.location.line), \"column\": \(source.location.column)}"
        }
        out += sources.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func json(_ v: AssumedValue) -> String {
        switch v {
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONWriter.number(n)
        case .text(let s): return JSONWriter.string(s)
        case .size(let w, let h): return "[" + JSONWriter.number(w) + ", " + JSONWriter.number(h) + "]"
        }
    }

    func indented(_ text: String) -> String {
        var out = ""
        var trimmed = text
        while trimmed.hasSuffix("\n") { trimmed.removeLast() }
        for (i, line) in trimmed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            out += (i == 0 ? "" : "\n  ") + line
        }
        return out
    }
}
