/// The declarations of one source file: its types (Swift classes,
/// structs, enums and extensions; Objective-C interfaces, implementations
/// and categories) with their members, and its file-level constants and
/// functions. Bodies and initial values are token ranges, each read on its
/// own (`ParsedCode`) before the code runs.
struct SourceOutline: Sendable {
    var types: [TypeDecl] = []
    var globals: [PropertyDecl] = []
    var functions: [MethodDecl] = []
    /// Enumeration cases declared in the file (`typedef NS_ENUM` cases, Swift `case`s): name to value.
    var enumConstants: [String: Double] = [:]
}

struct TypeDecl: Sendable {
    enum Kind: Sendable { case classType, structType, enumType, extensionType, protocolType, interface, implementation }
    var name: String
    var kind: Kind
    /// The class it inherits from: the first type after `:` (Swift) or the
    /// one after `:` in `@interface Name : Super`.
    var superclass: String?
    var properties: [PropertyDecl] = []
    var methods: [MethodDecl] = []
    var nested: [TypeDecl] = []
    /// Where its name is.
    var token: Int32
}

struct PropertyDecl: Sendable {
    var name: String
    /// The declared type's name, when written (`ASTextNode`, `CGFloat`).
    var type: String?
    /// Token range of its initial value (Swift `= value`; a C constant's `= value`).
    var initializer: Range<Int32>?
    /// Token range of a computed property's getter body (inside its braces).
    var getter: Range<Int32>?
    var isStatic: Bool
    var token: Int32
}

struct MethodDecl: Sendable {
    enum Kind: Sendable { case method, initializer }
    /// Swift: the base name (`layoutSpecThatFits`, `init`); Objective-C:
    /// the selector (`initWithPost:`, `layoutSpecThatFits:`).
    var name: String
    var kind: Kind
    /// Parameters: their labels (Swift's argument labels, nil for `_`;
    /// Objective-C's selector parts) and the names the body uses.
    var parameters: [Parameter]
    var isStatic: Bool
    /// The declared return type's name, when written.
    var returnType: String?
    /// Token range of the body inside its braces (nil for a declaration alone).
    var body: Range<Int32>?
    var token: Int32

    struct Parameter: Sendable {
        var label: String?
        var name: String
        var type: String?
    }
}
