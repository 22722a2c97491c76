import SwatchSpec

/// What a language says its own way: names, literals, messages, blocks and
/// the frame of a class and its methods. `CodeWriter` walks the exported
/// class's statements and expressions once for every language and asks its
/// dialect how each piece is spelled. A class protocol, so that the one
/// walker holds either dialect (Embedded Swift allows existentials of class
/// protocols only; a generic walker would be compiled once per language).
protocol CodeDialect: AnyObject {
    /// Columns a line may take, and one level of indentation.
    var width: Int { get }
    var step: Int { get }
    /// What ends a statement (`;` or nothing).
    var terminator: String { get }
    /// The file's first lines, up to the blank line after them.
    var prelude: String { get }

    // MARK: Names

    /// A property of the class (`labelNode`, `_labelNode`); `inBlock` when
    /// read inside a block that holds it.
    func property(_ name: String, inBlock: Bool) -> String
    /// The node itself as the target of an assignment: "" where the
    /// language leaves `self.` out.
    func selfTarget(inBlock: Bool) -> String
    func propertyName(_ name: PropertyName) -> String

    // MARK: Values

    /// Infinity as the language writes it (`.infinity`, `INFINITY`).
    var infinity: String { get }
    func bool(_ b: Bool) -> String
    func string(_ s: String) -> String
    func choice(_ schema: EnumSchema, _ index: Int) -> String
    /// Cases `indices` of an option set, combined; none for an empty list.
    func flags(_ schema: EnumSchema, _ indices: [Int]) -> String
    func constant(_ c: CodeConstant) -> String
    func structure(_ s: CodeStructure, _ fields: [CodeDocument]) -> CodeDocument
    func zero(_ s: CodeStructure) -> String
    /// `arguments` match the method's labels; `lastIsBlock` when the last
    /// is a block (Swift writes it as a trailing closure).
    func send(_ receiver: CodeDocument?, _ method: CodeMethod, _ arguments: [CodeDocument], lastIsBlock: Bool) -> CodeDocument
    func list(_ items: [CodeDocument]) -> CodeDocument
    func dictionary(_ pairs: [(CodeDocument, CodeDocument)]) -> CodeDocument
    func selector(_ method: String) -> String
    /// A block whose body (its statements, each after a hard line, nested
    /// one step) is `body`.
    func block(_ block: CodeBlock, body: CodeDocument) -> CodeDocument

    // MARK: Statements

    /// What comes before a declared constant's value (`let rect = `).
    func declaration(_ name: String, _ type: CodeType) -> String
    /// Lines before a statement whose blocks hold `captures` (property,
    /// class), so that the blocks do not hold the node itself.
    func captureCopies(_ captures: [(name: String, className: String)]) -> [String]

    // MARK: The class

    /// Whether a property is given its node where it is declared (else the
    /// initializer makes each one before setting any up).
    var makesPropertiesWhereDeclared: Bool { get }
    /// Whether the classes the exported class uses are declared inside it
    /// (else before it, each named after it: Objective-C's classes share
    /// one namespace).
    var nestsClasses: Bool { get }
    /// Whether the subnodes are set up in a method of their own, which the
    /// initializer calls (Swift compiles a long initializer slowly).
    var setsUpSubnodesInMethod: Bool { get }
    /// The text of a class at `indent`.
    func classText(_ declaration: ClassDeclaration, indent: Int) -> String
    /// A method's first lines, where its body starts, and its last lines.
    func method(_ method: CodeFunction, indent: Int) -> (opening: String, bodyIndent: Int, closing: String)
}

extension CodeDialect {
    /// A number: the language's infinity, or the shortest decimal.
    func number(_ n: Double) -> String {
        if n == .infinity { return infinity }
        if n == -.infinity { return "-" + infinity }
        return CodeLiterals.number(n)
    }
}

/// The methods an exported class implements.
enum CodeFunction {
    case initializer
    /// The method the initializer calls to set up the subnodes.
    case setUpSubnodes
    case layoutSpecThatFits
    case calculateSizeThatFits
    /// A control's action (empty: the app's code goes there).
    case action(String)
}

/// A class to write: its name, superclass, documentation, properties (and
/// their values, where the dialect makes them where declared), rendered
/// methods and the classes it holds.
struct ClassDeclaration {
    var name: String
    var superclass: String
    /// Comment lines before it.
    var header: [String]
    /// `///` lines before it.
    var documentation: [String]
    var properties: [(name: String, className: String, value: CodeDocument?)]
    var methods: [String]
    var nested: [String]
}
