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
    /// A layout the code made (`ImportedTree`): what the running hands the building.
    static let importedTree = ByteForm(magic: [0x53, 0x57, 0x49, 0x54, 0x01], name: "imported layout", article: "an imported layout")  // "SWIT", 1
}
