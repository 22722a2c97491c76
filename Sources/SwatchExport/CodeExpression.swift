import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// A value in the exported code, in no language: each `CodeDialect` spells
/// it (`CGSize(width: 44, height: 44)` or `CGSizeMake(44, 44)`), and
/// `CodeWriter` walks it.
indirect enum CodeExpression {
    /// A display node the class holds in a property.
    case node(String)
    /// The exported node itself.
    case selfNode
    /// A local constant, or a block's parameter.
    case local(String)
    /// A `CGFloat` (infinity allowed: an inset pinned to the opposite edge).
    case number(Double)
    case bool(Bool)
    /// A number written the same in both languages (a colour's component: `0.29`).
    case literal(String)
    /// A string literal.
    case string(String)
    /// Case `index` of a Texture (or UIKit) enumeration of the spec language.
    case choice(EnumSchema, Int)
    /// Cases of an option set, combined (`[.button, .selected]`,
    /// `UIAccessibilityTraitButton | UIAccessibilityTraitSelected`).
    case flags(EnumSchema, [Int])
    /// A constant each language names its own way (`.normal`, `UIControlStateNormal`).
    case constant(CodeConstant)
    /// A value of a C structure, field by field (`CGSize`, `UIEdgeInsets`...).
    case structure(CodeStructure, [CodeExpression])
    /// A structure's zero value (`UIEdgeInsets.zero`, `UIEdgeInsetsZero`).
    case zero(CodeStructure)
    /// `a * b`, the same in both languages.
    case product(CodeExpression, CodeExpression)
    /// A C function, the same call in both languages (`ASDimensionMake(40)`).
    case function(String, [CodeExpression])
    /// A message: to `receiver`, or (nil) to the method's class.
    case send(CodeExpression?, CodeMethod, [CodeExpression])
    /// A property of a value (`image.size`).
    case property(CodeExpression, PropertyName)
    case list([CodeExpression])
    /// A dictionary literal, (key, value) in order.
    case dictionary([(CodeExpression, CodeExpression)])
    /// A method of the exported class, as an action (`#selector(didTap)`).
    case selector(String)
    case block(CodeBlock)
}

extension CodeExpression {
    static func size(_ s: Size) -> CodeExpression { .structure(.size, [.number(s.width), .number(s.height)]) }
    static func point(_ p: Point) -> CodeExpression { .structure(.point, [.number(p.x), .number(p.y)]) }
    static func insets(_ i: Insets) -> CodeExpression {
        if i == .zero { return .zero(.insets) }
        return .structure(.insets, [.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)])
    }
    /// `Class()` / `[[Class alloc] init]`.
    static func new(_ className: String) -> CodeExpression { .send(nil, .initializer(className, []), []) }
}

/// A constant as each language names it.
struct CodeConstant {
    var swift: String
    var objectiveC: String
}

/// The C structures the code writes: Swift's importer gives each an
/// initializer with labels (`CGSize(width:height:)`), Objective-C has a
/// `Make` function (`CGSizeMake`).
enum CodeStructure {
    case size, point, insets, rect

    var name: String {
        switch self {
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .insets: return "UIEdgeInsets"
        case .rect: return "CGRect"
        }
    }

    /// Swift's labels, in the Objective-C function's argument order.
    var fields: [String] {
        switch self {
        case .size: return ["width", "height"]
        case .point: return ["x", "y"]
        case .insets: return ["top", "left", "bottom", "right"]
        case .rect: return ["x", "y", "width", "height"]
        }
    }
}

/// A method or initializer, named as Objective-C declares it and as Swift's
/// importer presents it (`-setTitle:withFont:withColor:forState:` is
/// `setTitle(_:with:with:for:)`; `+colorWithRed:green:blue:alpha:` is the
/// initializer `UIColor(red:green:blue:alpha:)`).
struct CodeMethod {
    enum Kind {
        /// `[[Class alloc] initWith…]`; Swift `Class(…)`.
        case initializer
        /// A class factory (`[Class colorWithRed:…]`) Swift imports as an initializer.
        case factory
        /// A class method Swift keeps as one (`UIFont.systemFont(ofSize:)`).
        case classMethod
        /// A class property (`[UIColor whiteColor]`, `UIColor.white`).
        case classProperty
        /// An instance method.
        case instance
    }

    var kind: Kind
    /// The class it is sent to, for all but instance methods.
    var className: String
    /// Its name in Swift, where the overlay renames it (`NSURL` is `URL`).
    var swiftClassName: String
    /// The selector's parts, one per argument (`init` alone for none).
    var objectiveC: [String]
    /// Swift's base name (unused for initializers and factories).
    var swiftName: String
    /// Swift's argument labels, `_` for none.
    var swiftLabels: [String]

    static func initializer(_ className: String, _ keywords: [String], swift labels: [String]? = nil) -> CodeMethod {
        CodeMethod(
            kind: .initializer, className: className, swiftClassName: className, objectiveC: keywords.isEmpty ? ["init"] : keywords,
            swiftName: "", swiftLabels: labels ?? CodeMethod.swiftLabels(initializer: keywords))
    }

    static func factory(_ className: String, _ keywords: [String], swift labels: [String], swiftClass: String? = nil) -> CodeMethod {
        CodeMethod(
            kind: .factory, className: className, swiftClassName: swiftClass ?? className, objectiveC: keywords, swiftName: "",
            swiftLabels: labels)
    }

    static func classMethod(_ className: String, _ keywords: [String], swift name: String, _ labels: [String]) -> CodeMethod {
        CodeMethod(
            kind: .classMethod, className: className, swiftClassName: className, objectiveC: keywords, swiftName: name,
            swiftLabels: labels)
    }

    static func classProperty(_ className: String, _ name: String, swift: String) -> CodeMethod {
        CodeMethod(
            kind: .classProperty, className: className, swiftClassName: className, objectiveC: [name], swiftName: swift,
            swiftLabels: [])
    }

    static func instance(_ keywords: [String], swift name: String, _ labels: [String]) -> CodeMethod {
        CodeMethod(kind: .instance, className: "", swiftClassName: "", objectiveC: keywords, swiftName: name, swiftLabels: labels)
    }

    /// What Swift's importer makes of an `initWith…` selector's parts:
    /// `initWithString:attributes:` is `init(string:attributes:)`.
    static func swiftLabels(initializer keywords: [String]) -> [String] {
        var labels: [String] = []
        for (i, keyword) in keywords.enumerated() {
            if i == 0, keyword.hasPrefix("initWith") {
                labels.append(Identifiers.lowercasedFirst(String(keyword.dropFirst(8))))
            } else {
                labels.append(keyword)
            }
        }
        return labels
    }
}

/// A block (a Swift closure): its parameters, what it returns, the display
/// nodes it holds, and its body.
struct CodeBlock {
    struct Parameter {
        var name: String
        /// Objective-C's declaration of it (`UIImage *`, `ASSizeRange `).
        var objectiveCType: String
        /// Whether the body reads it (Swift writes `_` for one it does not).
        var isUsed: Bool
    }

    var parameters: [Parameter]
    /// Objective-C's return type (`ASLayoutSpec *`); nil for none.
    var objectiveCReturnType: String?
    /// Properties of the exported class the block reads: it holds them, not
    /// the node that owns them all (no cycle).
    var captures: [String]
    var body: [CodeStatement]
}

/// A property as each language names it: Swift's importer renames a few
/// (`userInteractionEnabled` is `isUserInteractionEnabled`, `URL` is `url`).
struct PropertyName: Hashable {
    var objectiveC: String
    var swift: String

    init(_ objectiveC: String) {
        self.objectiveC = objectiveC
        self.swift = PropertyName.swiftName(of: objectiveC)
    }

    /// What Swift's importer makes of an Objective-C property of Texture's
    /// headers: a `getter=is…` BOOL gains `is`, an all-capitals name is
    /// lowercased.
    static func swiftName(of name: String) -> String {
        if name == "userInteractionEnabled" { return "isUserInteractionEnabled" }
        var allCapitals = !name.isEmpty
        for scalar in name.unicodeScalars where !("A"..."Z").contains(scalar) { allCapitals = false }
        return allCapitals ? ASCIIText.lowercased(name) : name
    }

    /// The property path a schema key's Texture name gives: `style.width`
    /// for `ASLayoutElementStyle.width`, `flexWrap` for
    /// `ASStackLayoutSpec.flexWrap`; nil when the name is not a property.
    static func path(forTexture texture: String?) -> [PropertyName]? {
        guard let texture else { return nil }
        let parts = texture.split(separator: ".")
        guard parts.count == 2, let first = parts[1].unicodeScalars.first, ("a"..."z").contains(first) || parts[1] == "URL",
            !parts[1].hasSuffix(":")
        else { return nil }
        let property = PropertyName(String(parts[1]))
        return parts[0] == "ASLayoutElementStyle" ? [PropertyName("style"), property] : [property]
    }
}

/// One statement of the exported code.
indirect enum CodeStatement {
    /// `target.path = value`, and a note after it on the line (`// 32 × 32 points`).
    case assign(CodeExpression, [PropertyName], CodeExpression, note: StatementNote?)
    /// `let name = value` / `Type name = value;`.
    case declare(name: String, type: CodeType, value: CodeExpression)
    case returns(CodeExpression)
    /// An expression for what it does (a message), and a note after it.
    case perform(CodeExpression, note: StatementNote?)
    /// A line of explanation.
    case comment(String)
    case blankLine

    static func assign(_ target: CodeExpression, _ path: [PropertyName], _ value: CodeExpression) -> CodeStatement {
        .assign(target, path, value, note: nil)
    }

    static func perform(_ expression: CodeExpression) -> CodeStatement {
        .perform(expression, note: nil)
    }
}

/// A note on a statement: after it when it fits on one line
/// (`// 32 × 32 points`), else a line of its own before it, which says
/// what it is about.
struct StatementNote {
    var after: String
    var before: String

    /// An asset's size (`CodeNote.size` after, `CodeNote.assetSize` before).
    static func asset(_ name: String, _ size: Size) -> StatementNote {
        StatementNote(after: CodeNote.size(size).text, before: CodeNote.assetSize(name, size).text)
    }
}

/// The type of a declared constant: Objective-C writes it, Swift infers it.
enum CodeType {
    /// A pointer to an instance: `ASStackLayoutSpec *`.
    case object(String)
    /// A C structure: `CGRect`.
    case value(String)

    var objectiveC: String {
        switch self {
        case .object(let name): return name + " *"
        case .value(let name): return name + " "
        }
    }
}

extension CodeStatement {
    /// The note on the statement, if it has one.
    var note: StatementNote? {
        switch self {
        case .assign(_, _, _, let note), .perform(_, let note): return note
        default: return nil
        }
    }

    /// The statement without its note.
    var withoutNote: CodeStatement {
        switch self {
        case .assign(let target, let path, let value, _): return .assign(target, path, value)
        case .perform(let value, _): return .perform(value)
        default: return self
        }
    }

    /// The display nodes (by property) that `list` names, each once, in order.
    static func nodes(in list: [CodeStatement]) -> [String] {
        var out: [String] = []
        func visit(_ e: CodeExpression) {
            switch e {
            case .node(let name): if !out.contains(name) { out.append(name) }
            case .list(let items), .structure(_, let items), .function(_, let items): for item in items { visit(item) }
            case .send(let receiver, _, let arguments):
                if let receiver { visit(receiver) }
                for item in arguments { visit(item) }
            case .property(let receiver, _): visit(receiver)
            case .product(let a, let b):
                visit(a)
                visit(b)
            case .dictionary(let pairs):
                for (key, value) in pairs {
                    visit(key)
                    visit(value)
                }
            case .block(let block):
                for name in nodes(in: block.body) where !out.contains(name) { out.append(name) }
            default: break
            }
        }
        for s in list {
            switch s {
            case .assign(let target, _, let value, _):
                visit(target)
                visit(value)
            case .declare(_, _, let value), .returns(let value), .perform(let value, _):
                visit(value)
            case .comment, .blankLine:
                break
            }
        }
        return out
    }
}
