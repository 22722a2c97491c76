/// What the import's run step is given (`CodeImport.run`): the code's
/// readings (`CodeImport.read`'s bytes), the options it runs with, and what
/// it hands on to the step after it: the code itself (read again when a run
/// asks for another reading) and the classes found when it was first read
/// (for an error to list). The module that reads the code writes it as bytes
/// (`ImportRunRequest+Bytes`) for the one that runs it, which then reads no
/// JSON.
public struct ImportRunRequest: Equatable, Sendable {
    public var source: String
    public var options: ImportOptions
    public var classes: [String]
    /// One reading, or more for code with an `#if` on a name it does not define.
    public var readings: [[UInt8]]
    /// Texture's names for the spec language, as bytes (`TextureVocabulary`):
    /// the running is handed them, so that it links no schema.
    public var textureNames: [UInt8]

    /// A request with Texture's names as the schema gives them.
    public init(source: String, options: ImportOptions, classes: [String], readings: [[UInt8]]) {
        self.source = source
        self.options = options
        self.classes = classes
        self.readings = readings
        textureNames = TextureVocabulary.standardBytes
    }
}
