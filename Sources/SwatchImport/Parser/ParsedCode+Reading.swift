import SwatchJSON
import SwatchSpec

extension ParsedCode {
    /// Reads every body and initial value `program` declares (its classes',
    /// constants' and functions'), then the closures found in them, and the
    /// closures found in those. Each token is read by one parser (a
    /// closure's by its own; the code around it skips it), so the work is
    /// the file's tokens, once (a group is skipped in one step:
    /// `BracketCheck.pairs`); closures nested deeper than
    /// `ImportLimits.maxNesting` inside one another are kept as an error.
    init(reading program: Program, tokens: [Token], language: ImportLanguage) {
        var reader = CodeReader(tokens: tokens, language: language)
        for name in program.order {
            guard let info = program.classes[name] else { continue }
            for p in info.properties { reader.read(p) }
            for m in info.methods { reader.read(m) }
        }
        for (_, g) in program.globals { reader.read(g) }
        for (_, list) in program.functions {
            for f in list { reader.read(f) }
        }
        reader.readClosures()
        self = reader.code
    }
}

/// Reads one file's code into `ParsedCode`, a body or a value at a time,
/// with the closures still to read.
private struct CodeReader {
    let tokens: [Token]
    let language: ImportLanguage
    var code = ParsedCode()
    /// Closures found, with how deep they are inside other closures.
    var pending: [(ClosureSource, depth: Int)] = []
    /// Where a rounded rectangle's path is named (`RoundedClip.isMark`).
    let marks: [Int32]
    /// Where each bracket closes, so that a closure inside a closure is
    /// skipped in one step by the parser reading the outer one.
    let pairs: [Int32]

    init(tokens: [Token], language: ImportLanguage) {
        self.tokens = tokens
        self.language = language
        var marks: [Int32] = []
        for i in tokens.indices where tokens[i].kind == .identifier && RoundedClip.isMark(tokens[i]) { marks.append(Int32(i)) }
        self.marks = marks
        pairs = BracketCheck.pairs(tokens)
    }

    mutating func read(_ p: PropertyDecl) {
        if let range = p.initializer { value(range, depth: 0) }
        if let range = p.getter { body(range, depth: 0) }
    }

    mutating func read(_ m: MethodDecl) {
        if let range = m.body { body(range, depth: 0) }
    }

    func parser(_ start: Int32, _ end: Int32) -> Parser {
        var p = Parser(tokens: tokens, language: language, range: Int(start)..<Int(end))
        p.pairs = pairs
        return p
    }

    /// Reads the statements of a body; the closures in it are `depth + 1` deep.
    mutating func body(_ range: Range<Int32>, depth: Int) {
        guard code.bodies[range.lowerBound] == nil else { return }
        var p = parser(range.lowerBound, range.upperBound)
        do throws(ImportError) {
            let statements = try p.statements()
            code.bodies[range.lowerBound] = .read(ParsedBody(statements: statements, warnings: p.warnings))
            found(p.closures, depth: depth + 1)
        } catch {
            code.bodies[range.lowerBound] = .failed(error)
        }
    }

    mutating func value(_ range: Range<Int32>, depth: Int) {
        guard code.values[range.lowerBound] == nil else { return }
        code.values[range.lowerBound] = parsedValue(range, depth: depth)
    }

    mutating func parsedValue(_ range: Range<Int32>, depth: Int) -> Parsed<Expr> {
        var p = parser(range.lowerBound, range.upperBound)
        do throws(ImportError) {
            let e = try p.initialValue()
            found(p.closures, depth: depth + 1)
            return .read(e)
        } catch {
            return .failed(error)
        }
    }

    mutating func found(_ closures: [ClosureSource], depth: Int) {
        for c in closures where code.closures[c.start] == nil { pending.append((c, depth)) }
    }

    /// Reads the closures found, and those found in them, until none is left.
    mutating func readClosures() {
        while let (source, depth) = pending.popLast() {
            guard code.closures[source.start] == nil else { continue }
            guard depth <= ImportLimits.maxNesting else {
                let error = ImportError(
                    "closures are nested deeper than \(ImportLimits.maxNesting) levels inside one another",
                    at: tokens[Int(source.start)].location)
                code.closures[source.start] = .failed(error)
                code.clipRadii[source.start] = .failed(error)
                continue
            }
            var p = parser(source.start, source.end)
            do throws(ImportError) {
                let header = try p.closureHeader()
                code.closures[source.start] = .read(header)
                body(header.body, depth: depth)
            } catch {
                code.closures[source.start] = .failed(error)
            }
            if let range = RoundedClip.radius(tokens, marks: marks, Int(source.start), Int(source.end)) {
                code.clipRadii[source.start] = parsedValue(Int32(range.lowerBound)..<Int32(range.upperBound), depth: depth)
            }
        }
    }
}
