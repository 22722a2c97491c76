import SwatchJSON

/// `ParsedCode` as bytes: its four tables, each entry by its first token
/// (in ascending order), read (1) with its syntax or failed (0) with the
/// error to give where the code runs.
extension ByteWriter {
    mutating func parsedCode(_ code: ParsedCode) {
        table(code.bodies) { (w: inout ByteWriter, body: ParsedBody) in
            w.stmts(body.statements)
            w.warnings(body.warnings)
        }
        table(code.values) { $0.expr($1) }
        table(code.closures) { (w: inout ByteWriter, header: ClosureHeader) in
            w.stringList(header.parameters)
            w.range(header.body)
        }
        table(code.clipRadii) { $0.expr($1) }
    }

    mutating func table<T>(_ entries: [Int32: Parsed<T>], _ write: (inout ByteWriter, T) -> Void) {
        sorted(entries, { $0.int32($1) }) { w, entry in
            switch entry {
            case .read(let value):
                w.bool(true)
                write(&w, value)
            case .failed(let error):
                w.bool(false)
                w.error(error)
            }
        }
    }

    /// A reading's error: its message and place (a parse error has no JSON path).
    mutating func error(_ e: ImportError) {
        string(e.message)
        location(e.location)
        bool(e.isSyntax)
    }

    mutating func location(_ l: SourceLocation?) {
        optional(l) { w, l in
            w.uint(l.line)
            w.uint(l.column)
        }
    }

    mutating func warnings(_ list: [ImportWarning]) {
        self.list(list) { w, warning in
            w.string(warning.message)
            w.location(warning.location)
        }
    }
}

extension ByteReader {
    mutating func parsedCode() throws(ImportError) -> ParsedCode {
        var code = ParsedCode()
        code.bodies = try table { r throws(ImportError) in
            let statements = try r.stmts()
            return ParsedBody(statements: statements, warnings: try r.warnings())
        }
        code.values = try table { r throws(ImportError) in try r.expr() }
        code.closures = try table { r throws(ImportError) in
            let parameters = try r.stringList()
            return ClosureHeader(parameters: parameters, body: try r.range())
        }
        code.clipRadii = try table { r throws(ImportError) in try r.expr() }
        return code
    }

    mutating func table<T>(_ read: (inout ByteReader) throws(ImportError) -> T) throws(ImportError) -> [Int32: Parsed<T>] {
        try dictionary({ r throws(ImportError) in try r.int32() }) { r throws(ImportError) -> Parsed<T> in
            try r.bool() ? .read(try read(&r)) : .failed(try r.error())
        }
    }

    mutating func error() throws(ImportError) -> ImportError {
        let message = try string()
        let location = try self.location()
        return ImportError(message, path: nil, location: location, isSyntax: try bool())
    }

    mutating func location() throws(ImportError) -> SourceLocation? {
        try optional { r throws(ImportError) in
            let line = try r.uint()
            let column = try r.uint()
            guard line <= UInt64(Int32.max), column <= UInt64(Int32.max) else { throw r.damaged("a line or column out of range") }
            return SourceLocation(line: Int(line), column: Int(column))
        }
    }

    mutating func warnings() throws(ImportError) -> [ImportWarning] {
        try list { r throws(ImportError) in
            let message = try r.string()
            guard let location = try r.location() else { throw r.damaged("a warning without its place") }
            return ImportWarning(message, at: location)
        }
    }
}
