import SwatchSpec

/// Names in the exported code: made from the spec's ids and title, valid
/// identifiers in Swift and Objective-C, and unique in the class.
struct Identifiers {
    private var used: Set<String>
    /// Per base asked for: the number its next try starts from. Names are
    /// never released, so every number below it is taken, and a thousand
    /// unnamed nodes (`displayNode`...`displayNode1000`) cost one try each,
    /// not a thousand.
    private var nextNumber: [String: Int] = [:]
    /// Names tried so far (each a set lookup).
    private(set) var tries = 0

    init() {
        used = Identifiers.reserved
    }

    /// `base` if unused, else `base2`, `base3`...; reserves what it returns.
    /// A name whose first word is one of Cocoa's ownership words (`new`,
    /// `copy`...) gains `the`: under ARC a property so named is refused.
    mutating func unique(_ base: String) -> String {
        var name = base
        if let first = Identifiers.words(base).first, Identifiers.ownershipWords.contains(first) {
            name = "the" + ASCIIText.capitalised(base)
        }
        let base = name
        var n = nextNumber[base] ?? 2
        if n > 2 { name = base + String(n) }
        tries += 1
        while used.contains(name) {
            name = base + String(n)
            n += 1
            tries += 1
        }
        nextNumber[base] = n
        used.insert(name)
        return name
    }

    func isUsed(_ name: String) -> Bool { used.contains(name) }

    /// Names the class cannot give its properties and constants: words
    /// either language keeps, and `ASDisplayNode` members a suffixed name could
    /// still meet.
    static let reserved: Set<String> = [
        "supernode", "subnodes", "node", "view", "layer", "style", "self", "super", "constrainedSize", "addSubnode",
        "insertSubnode", "replaceSubnode", "removeFromSupernode", "isNodeLoaded", "onDidLoad",
    ]

    /// Method families whose names Objective-C's ARC gives ownership rules.
    static let ownershipWords: Set<String> = ["alloc", "copy", "init", "mutable", "new"]

    /// The words of `text`: runs of ASCII letters and digits, split also where
    /// a lower-case letter meets a capital (`bodyLine` is `body`, `Line`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for scalar in text.unicodeScalars {
            let isUpper = ("A"..."Z").contains(scalar)
            let isLower = ("a"..."z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            guard isUpper || isLower || isDigit else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if isUpper, previousLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousLower = isLower || isDigit
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `body-line-1` as `bodyLine1`; "" when it has no letters or digits.
    static func lowerCamel(_ text: String) -> String {
        var out = ""
        for (i, word) in words(text).enumerated() {
            out += i == 0 ? lowercasedFirst(word) : ASCIIText.capitalised(word)
        }
        return out
    }

    /// `notification cell` as `NotificationCell`.
    static func upperCamel(_ words: [String]) -> String {
        var out = ""
        for word in words { out += ASCIIText.capitalised(word) }
        return out
    }

    /// The first letter lowercased, or the whole word when it is all
    /// capitals (`URL` as `url`).
    static func lowercasedFirst(_ word: String) -> String {
        var allCapitals = true
        for scalar in word.unicodeScalars where !("A"..."Z").contains(scalar) && !("0"..."9").contains(scalar) {
            allCapitals = false
        }
        if allCapitals { return ASCIIText.lowercased(word) }
        guard let first = word.unicodeScalars.first else { return word }
        var out = ASCIIText.lowercased(String(first))
        out.unicodeScalars.append(contentsOf: word.unicodeScalars.dropFirst())
        return out
    }

    /// `name` + `suffix` (`avatar` + `Node`), unless `name` already ends
    /// with the suffix's word; `fallback` + `suffix` when `name` is empty
    /// or starts with a digit.
    static func suffixed(_ name: String, _ suffix: String, fallback: String) -> String {
        var base = name
        if base.isEmpty {
            base = fallback
        } else if let first = base.unicodeScalars.first, ("0"..."9").contains(first) {
            base = fallback + ASCIIText.capitalised(base)
        }
        if ASCIIText.lowercased(base).hasSuffix(ASCIIText.lowercased(suffix)) { return base }
        return base + suffix
    }
}
