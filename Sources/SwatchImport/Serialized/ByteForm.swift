/// What a run of bytes written by `ByteWriter` holds: its first bytes (four
/// letters and the version of its layout) and its name in errors.
struct ByteForm {
    let magic: [UInt8]
    /// "parsed code": "the parsed code is damaged: …".
    let name: String
    /// "a parsed source": "not a parsed source of this version".
    let article: String

    /// A source read (`ParsedSource`): what the reading hands the running.
    static let parsedSource = ByteForm(magic: [0x53, 0x57, 0x50, 0x53, 0x02], name: "parsed code", article: "a parsed source")  // "SWPS", 2
    /// A layout the code made (`ImportedTree`: the walk of it, its values as the code gave them): what the running hands the building.
    static let importedTree = ByteForm(magic: [0x53, 0x57, 0x49, 0x54, 0x02], name: "imported layout", article: "an imported layout")  // "SWIT", 2
    /// What the run step is given (`ImportRunRequest`): what the reading hands the running in the page.
    static let runRequest = ByteForm(magic: [0x53, 0x57, 0x52, 0x52, 0x02], name: "run request", article: "a run request")  // "SWRR", 2
    /// Texture's names for the spec language (`TextureVocabulary`): what the reading hands the running with the code.
    static let textureNames = ByteForm(magic: [0x53, 0x57, 0x54, 0x4E, 0x01], name: "Texture names", article: "Texture's names")  // "SWTN", 1
}

/// A source and a tree start alike: the magic and string table, then the
/// language the code is in; and neither has bytes after its end.
extension ByteWriter {
    static func encoded(_ form: ByteForm, _ language: ImportLanguage, _ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var w = ByteWriter(form)
        w.language(language)
        write(&w)
        return w.finished()
    }

    mutating func language(_ l: ImportLanguage) {
        byte(l == .swift ? 0 : 1)
    }
}

extension ByteReader {
    /// What `ByteWriter.encoded` wrote, `read` reading what follows the
    /// language; an error when the bytes are not of the form (damaged, cut
    /// short, of another version) or go on after its end.
    static func decoded<T>(
        _ bytes: [UInt8], _ form: ByteForm, _ read: (inout ByteReader, ImportLanguage) throws(ImportError) -> T
    ) throws(ImportError) -> T {
        var r = try ByteReader(bytes, form)
        let language = try r.language()
        let out = try read(&r, language)
        guard r.atEnd else { throw r.damaged("bytes after the end") }
        return out
    }

    mutating func language() throws(ImportError) -> ImportLanguage {
        switch try byte() {
        case 0: return .swift
        case 1: return .objectiveC
        default: throw damaged("an unknown language")
        }
    }
}
