/// A call as the API tables see it, in either language: Swift's
/// `UIFont.systemFont(ofSize: 14)` has the key `systemFont(ofSize:)`,
/// Objective-C's `[UIFont systemFontOfSize:14]` the key `systemFontOfSize:`.
struct Call {
    /// Swift: the base name (`systemFont`, `init`); Objective-C: the selector.
    var name: String
    /// Swift: the argument labels; Objective-C: the selector's parts, the
    /// first one's after `With` (`stackLayoutSpecWithDirection:spacing:`
    /// has `direction`, `spacing`).
    var labels: [String?]
    var arguments: [Value]
    var argumentExprs: [Expr]
    var expr: Expr
    var isObjectiveC: Bool

    /// The one key both languages' spellings are listed under.
    var key: String {
        if isObjectiveC { return name }
        var out = name + "("
        for l in labels { out += (l ?? "_") + ":" }
        return out + ")"
    }

    init(name: String, labels: [String?], arguments: [Value], argumentExprs: [Expr], expr: Expr, isObjectiveC: Bool) {
        self.name = name
        self.labels = labels
        self.arguments = arguments
        self.argumentExprs = argumentExprs
        self.expr = expr
        self.isObjectiveC = isObjectiveC
    }

    /// An Objective-C message: its selector and the labels its parts make.
    init(selectorParts parts: [String], arguments: [Value], argumentExprs: [Expr], expr: Expr) {
        var selector = ""
        if arguments.isEmpty, parts.count == 1 {
            selector = parts[0]
        } else {
            for p in parts { selector += p + ":" }
        }
        var labels: [String?] = []
        for (i, p) in parts.enumerated() where !(arguments.isEmpty && parts.count == 1) {
            if i == 0 {
                labels.append(Call.labelAfterWith(p))
            } else {
                labels.append(p.isEmpty ? nil : p)
            }
        }
        // Variadic arguments past the selector's parts.
        while labels.count < arguments.count { labels.append(nil) }
        self.init(name: selector, labels: labels, arguments: arguments, argumentExprs: argumentExprs, expr: expr, isObjectiveC: true)
    }

    /// `stackLayoutSpecWithDirection` → `direction`; `initWithString` →
    /// `string`; nil when the part has no `With` before a capital.
    static func labelAfterWith(_ part: String) -> String? {
        let u = Array(part.utf8)
        var i = 0
        while i + 4 < u.count {
            if u[i] == UInt8(ascii: "W"), u[i + 1] == UInt8(ascii: "i"), u[i + 2] == UInt8(ascii: "t"), u[i + 3] == UInt8(ascii: "h"),
                u[i + 4] >= 65, u[i + 4] <= 90
            {
                var rest = Array(u[(i + 4)...])
                // Keep an all-capitals word (`URL`) as it is.
                if rest.count == 1 || !(rest[1] >= 65 && rest[1] <= 90) { rest[0] += 32 }
                return String(decoding: rest, as: UTF8.self)
            }
            i += 1
        }
        return nil
    }

    /// The selector's first part before its `With` (`stackLayoutSpec`).
    static func baseBeforeWith(_ part: String) -> String {
        let u = Array(part.utf8)
        var i = 0
        while i + 4 < u.count {
            if u[i] == UInt8(ascii: "W"), u[i + 1] == UInt8(ascii: "i"), u[i + 2] == UInt8(ascii: "t"), u[i + 3] == UInt8(ascii: "h"),
                u[i + 4] >= 65, u[i + 4] <= 90
            {
                return String(decoding: u[..<i], as: UTF8.self)
            }
            i += 1
        }
        var end = u.count
        if let colon = u.firstIndex(of: UInt8(ascii: ":")) { end = colon }
        return String(decoding: u[..<end], as: UTF8.self)
    }

    /// The argument labelled `label` (Swift's label or the part of a selector).
    func argument(_ label: String) -> Value? {
        for (i, l) in labels.enumerated() where l == label && i < arguments.count { return arguments[i] }
        return nil
    }

    func argument(at i: Int) -> Value? { i < arguments.count ? arguments[i] : nil }
}
