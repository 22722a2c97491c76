/// How to import: the language (nil: from the file name, else guessed), the
/// class (nil: the one that lays itself out), and the `--set` values.
public struct ImportOptions: Equatable, Sendable {
    public var language: ImportLanguage?
    public var className: String?
    public var settings: [AssumptionSetting]
    /// The file's name, for its extension.
    public var fileName: String?

    public init(language: ImportLanguage? = nil, className: String? = nil, settings: [AssumptionSetting] = [], fileName: String? = nil) {
        self.language = language
        self.className = className
        self.settings = settings
        self.fileName = fileName
    }

    /// The language to read: as given, else the file name's, else the one
    /// the text looks written in.
    public func resolvedLanguage(_ source: String) -> ImportLanguage {
        if let language { return language }
        if let fileName, let byName = ImportLanguage(fileName: fileName) { return byName }
        return ImportLanguage.guess(source)
    }

    /// The `--set` values by name (a name given twice: its last value).
    var settingsByName: [String: String] {
        var out: [String: String] = [:]
        for s in settings { out[s.name] = s.value }
        return out
    }
}
