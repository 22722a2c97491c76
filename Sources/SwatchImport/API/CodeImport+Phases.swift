/// The import as three steps, each of which a module of its own can take,
/// handing the next one bytes: reading (source in, `ParsedSource` out),
/// running (`ParsedSource` in, `ImportedTree` out) and building
/// (`ImportedTree` in, the spec and its `ImportResult` out).
/// `CodeImport.run` takes the same steps in one process.
extension CodeImport {
    /// The source read (tokens, outline, every body parsed) and written as bytes.
    public static func read(_ source: String, options: ImportOptions) -> Result<[UInt8], ImportError> {
        do throws(ImportError) {
            try checkSize(source)
            var book = AssumptionBook(settings: options.settingsByName)
            return .success(try parsed(source, language: options.resolvedLanguage(source), book: &book).encoded())
        } catch {
            return .failure(error)
        }
    }

    /// What `read` wrote, run: the tree the code makes, as bytes.
    public static func run(parsed bytes: [UInt8], options: ImportOptions) -> Result<[UInt8], ImportError> {
        do throws(ImportError) {
            let parsed = try ParsedSource(decoding: bytes)
            let imported = try evaluate(language: parsed.language, options: options) { (_: inout AssumptionBook) throws(ImportError) -> ParsedSource in
                parsed
            }
            return .success(imported.encoded())
        } catch {
            return .failure(error)
        }
    }

    /// What `run` wrote, built: the spec, checked, with what was assumed.
    public static func build(imported bytes: [UInt8]) -> Result<ImportResult, ImportError> {
        do throws(ImportError) {
            return .success(try build(try ImportedTree(decoding: bytes)))
        } catch {
            return .failure(error)
        }
    }
}
