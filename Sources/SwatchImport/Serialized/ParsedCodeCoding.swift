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
        table(code.values) { (w: inout ByteWriter, e: Expr) in w.expr(e) }
        table(code.closures) { (w: inout ByteWriter, header: ClosureHeader) in
            w.uint(header.parameters.count)
            for p in header.parameters { w.string(p) }
            w.range(header.body)
        }
        table(code.clipRadii) { (w: inout ByteWriter, e: Expr) in w.expr(e) }
    }

    mutating func table<T>(_ entries: [Int32: Parsed<T>], _ write: (inout ByteWriter, T) -> Void) {
        let keys = entries.keys.sorted()
        uint(keys.count)
        for key in keys {
            int32(key)
            switch entries[key] {
            case .read(let value)?:
                bool(true)
                write(&self, value)
            case .failed(let error)?:
                bool(false)
                self.error(error)
            case nil:
                break
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
        guard let l else { return bool(false) }
        bool(true)
        uint(l.line)
        uint(l.column)
    }

    mutating func warnings(_ list: [ImportWarning]) {
        uint(list.count)
        for w in list {
            string(w.message)
            location(w.location)
        }
    }
}

extension ByteReader {
    mutating func parsedCode() throws(ImportError) -> ParsedCode {
        var code = ParsedCode()
        code.bodies = try table { (r: inout ByteReader) throws(ImportError) in
            let statements = try r.stmts()
            return ParsedBody(statements: statements, warnings: try r.warnings())
        }
        code.values = try table { (r: inout ByteReader) throws(ImportError) in try r.expr() }
        code.closures = try table { (r: inout ByteReader) throws(ImportError) in
            var parameters: [String] = []
            for _ in 0..<(try r.count()) { parameters.append(try r.string()) }
            return ClosureHeader(parameters: parameters, body: try r.range())
        }
        code.clipRadii = try table { (r: inout ByteReader) throws(ImportError) in try r.expr() }
        return code
    }

    mutating func table<T>(_ read: (inout ByteReader) throws(ImportError) -> T) throws(ImportError) -> [Int32: Parsed<T>] {
        var out: [Int32: Parsed<T>] = [:]
        for _ in 0..<(try count()) {
            let key = try int32()
            out[key] = try bool() ? .read(try read(&self)) : .failed(try error())
        }
        return out
    }

    mutating func error() throws(ImportError) -> ImportError {
        let message = try string()
        let location = try self.location()
        return ImportError(message, path: nil, location: location, isSyntax: try bool())
    }

    mutating func location() throws(ImportError) -> SourceLocation? {
        guard try bool() else { return nil }
        let line = try uint()
        let column = try uint()
        guard line <= UInt64(Int32.max), column <= UInt64(Int32.max) else { throw damaged("a line or column out of range") }
        return SourceLocation(line: Int(line), column: Int(column))
    }

    mutating func warnings() throws(ImportError) -> [ImportWarning] {
        var out: [ImportWarning] = []
        for _ in 0..<(try count()) {
            let message = try string()
            guard let location = try location() else { throw damaged("a warning without its place") }
            out.append(ImportWarning(message, at: location))
        }
        return out
    }
}
