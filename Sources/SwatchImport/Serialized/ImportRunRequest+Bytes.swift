/// A run request as bytes (`ByteForm.runRequest`): the string table, the
/// code, the options (the language, if given; the class and the file's name,
/// if given; the settings, in order), the classes, each reading as its
/// count of bytes and its bytes, and Texture's names the same way.
extension ImportRunRequest {
    public func encoded() -> [UInt8] {
        var w = ByteWriter(.runRequest)
        w.string(source)
        w.optional(options.language) { $0.language($1) }
        w.optionalString(options.className)
        w.optionalString(options.fileName)
        w.list(options.settings) { w, setting in
            w.string(setting.name)
            w.string(setting.value)
        }
        w.stringList(classes)
        w.list(readings) { $0.run($1) }
        w.run(textureNames)
        return w.finished()
    }

    /// The request `encoded()` wrote; an error when the bytes are not one
    /// (damaged, cut short, or of another version).
    public init(decoding bytes: [UInt8]) throws(ImportError) {
        var r = try ByteReader(bytes, .runRequest)
        source = try r.string()
        options = ImportOptions(language: try r.optional { r throws(ImportError) in try r.language() })
        options.className = try r.optionalString()
        options.fileName = try r.optionalString()
        options.settings = try r.list { r throws(ImportError) in AssumptionSetting(name: try r.string(), value: try r.string()) }
        classes = try r.stringList()
        readings = try r.list { r throws(ImportError) in try r.run() }
        textureNames = try r.run()
        guard r.atEnd else { throw r.damaged("bytes after the end") }
    }
}

extension ByteWriter {
    /// Bytes as they are: their count, then them.
    mutating func run(_ run: [UInt8]) {
        uint(run.count)
        bytes += run
    }
}

extension ByteReader {
    mutating func run() throws(ImportError) -> [UInt8] {
        let n = try count()
        offset += n
        return Array(bytes[offset - n..<offset])
    }
}
