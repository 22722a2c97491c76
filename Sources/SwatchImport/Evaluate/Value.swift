import SwatchJSON
import SwatchSpec

/// A value the evaluator computes. Objects (nodes, layout specs, instances
/// of the file's classes) live in the heap and are shared by reference;
/// everything else is a value. `unknown` is what the code takes from
/// somewhere it does not show (a model, another file): it becomes an
/// assumption where a definite value is needed.
enum Value: Sendable {
    case void
    case null
    case bool(Bool)
    case number(Double, NumberKind)
    case string(String)
    case array([Value])
    case dictionary([DictionaryEntry])
    case size(Double, Double)
    case point(Double, Double)
    /// top, left, bottom, right.
    case insets(Double, Double, Double, Double)
    /// x, y, width, height.
    case rect(Double, Double, Double, Double)
    /// An `ASSizeRange`: min width, min height, max width, max height.
    case sizeRange(Double, Double, Double, Double)
    case dimension(DimensionValue)
    /// `ASLayoutSize`: width and height dimensions.
    case layoutSize(DimensionValue, DimensionValue)
    /// An enumeration's case as the code names it: Swift's member
    /// (`center`, with its type when written: `ASStackLayoutAlignItems.center`)
    /// or Objective-C's constant (`ASStackLayoutAlignItemsCenter`).
    case enumCase(String)
    indirect case font(FontValue)
    /// A CSS colour, or nil for one the code does not say.
    case color(String?)
    indirect case attributed(AttributedText)
    /// An image; its size when the code says it.
    indirect case image(ImageValue)
    case url(String)
    case object(ObjectID)
    /// An element's `style`.
    case style(ObjectID)
    /// A type used as a value: `ASStackLayoutSpec`, `UIColor`, a class of the file.
    case type(String)
    case closure(ClosureValue)
    /// A method of an object or a type, not yet called (`self.titleTextAttributes`).
    indirect case method(MethodValue)
    indirect case unknown(Unknown)
    /// An `imageModificationBlock` of the code's that clips the image to a
    /// rounded rectangle of this radius in points, as running it told.
    case roundedClip(Double)
    /// A value only the running holds (an object, a closure, a method),
    /// handed to the building as messages name it (`described`).
    case opaque(String)
}

typealias ObjectID = Int32

enum NumberKind: UInt8, Sendable {
    /// An integer (`Int`, C's `int`, a count).
    case integer
    /// A floating-point number (`CGFloat`).
    case float
    /// A Swift integer literal: an integer or a `CGFloat`, as its use decides.
    case literal
}

struct DictionaryEntry: Sendable {
    var key: Value
    var value: Value
}

enum DimensionValue: Sendable {
    case auto
    case points(Double)
    case fraction(Double)
}

struct FontValue: Sendable {
    var size: Value
    /// A weight's name (`bold`, `semibold`, `regular`).
    var weight: String?
}

/// An attributed string: its text, and its font and colour as far as the code says them.
struct AttributedText: Sendable {
    var text: Value
    var font: FontValue?
    var color: Value?
    /// The code made it with a helper whose attributes it does not show.
    var viaHelper: String?
}

struct ImageValue: Sendable {
    var size: Value?
    var url: String?
}

/// A closure and the scope it closes over.
struct ClosureValue: Sendable {
    var source: ClosureSource
    var scope: Int32
    /// The object `self` is inside it.
    var selfObject: ObjectID?
    var className: String?
}

struct MethodValue: Sendable {
    var receiver: Value?
    var className: String
    var name: String
}

/// A value the code takes from elsewhere, named by the code that gives it.
struct Unknown: Sendable {
    var name: String
    var location: SourceLocation
    /// Arguments of the call that gave it, when one did (a helper's
    /// `fontSize:` says the size of the text it makes).
    var arguments: [(label: String?, value: Value)] = []
    /// Text to show for it when it is text (a string built around unknown parts).
    var text: String?
    /// A comparison or a test (`count > 0`, `x == .a`): a condition named by itself.
    var isCondition = false
    /// The function of Texture's that made it, for a value the spec reads
    /// from its arguments (`ASImageNodeRoundBorderModificationBlock`).
    var function: String?
}

extension Value {
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    var objectID: ObjectID? {
        if case .object(let id) = self { return id }
        return nil
    }

    var numberValue: Double? {
        if case .number(let n, _) = self { return n }
        return nil
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// How a message names it.
    var described: String {
        switch self {
        case .void: "nothing"
        case .null: "nil"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .size: "a CGSize"
        case .point: "a CGPoint"
        case .insets: "a UIEdgeInsets"
        case .rect: "a CGRect"
        case .sizeRange: "an ASSizeRange"
        case .dimension: "an ASDimension"
        case .layoutSize: "an ASLayoutSize"
        case .enumCase(let name): "'\(name)'"
        case .font: "a font"
        case .color: "a colour"
        case .attributed: "an attributed string"
        case .image: "an image"
        case .url: "a URL"
        case .object: "an object"
        case .style: "a style"
        case .type(let name): "the type \(name)"
        case .closure: "a closure"
        case .method(let m): "the method \(m.name)"
        case .unknown(let u): "'\(u.name)'"
        case .roundedClip: "a block clipping to a rounded rectangle"
        case .opaque(let described): described
        }
    }
}

extension Value {
    /// The value as text where the code joins it to text (`"\\(count)"`,
    /// `stringWithFormat:`); an unknown is its text, or a placeholder named by it.
    var displayed: String {
        switch self {
        case .string(let s): return s
        case .number(let n, _): return JSONWriter.number(n)
        case .bool(let b): return b ? "true" : "false"
        case .attributed(let a): return a.text.displayed
        case .unknown(let u): return u.text ?? Placeholder.text(for: u.name)
        case .null: return "nil"
        default: return ""
        }
    }

    /// The array this value holds, taken out of it (the value is left
    /// `.void`), so that the caller holds the only reference to the array
    /// and can change it in place; empty when it holds none.
    mutating func takeArray() -> [Value] {
        guard case .array(let items) = self else { return [] }
        self = .void
        return items
    }

    /// The string this value holds, taken out as `takeArray` takes an array.
    mutating func takeString() -> String {
        guard case .string(let s) = self else { return "" }
        self = .void
        return s
    }
}
