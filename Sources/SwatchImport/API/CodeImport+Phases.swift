import SwatchJSON

/// The import as three steps, each of which a module of its own can take,
/// handing the next one bytes: reading (source in, `ParsedSource` out),
/// running (`ParsedSource` in, `ImportedTree` out) and building
/// (`ImportedTree` in, the spec and its `ImportResult` out).
/// `CodeImport.run` takes the same steps in one process.
extension CodeImport {
    /// What `read` gives: the source read, as bytes, and the classes that
    /// lay themselves out (what `classes(in:language:)` answers) when this
    /// reading alone tells them: for code whose tokens took no `#if` on a
    /// name it does not define, every reading is the same one. Nil
    /// otherwise: then `classes(in:language:)` reads the code both ways.
    public struct Reading: Sendable {
        public let bytes: [UInt8]
        public let classes: [String]?
    }

    /// The source read (tokens, outline, every body parsed) and written as
    /// bytes, its `#if`s on names the code does not define taken as
    /// `choices` says (the first branch when it does not name them).
    public static func read(_ source: String, options: ImportOptions, choices: [String: Bool] = [:]) -> Result<Reading, ImportError> {
        do throws(ImportError) {
            try checkSize(source)
            var book = AssumptionBook(settings: options.settingsByName, choices: choices)
            let language = options.resolvedLanguage(source)
            let read = try parsed(source, language: language, book: &book)
            return .success(Reading(bytes: read.encoded(), classes: read.conditions.isEmpty ? layingOut(read.program, language: language) : nil))
        } catch {
            return .failure(error)
        }
    }

    /// What running gives: the imported tree as bytes, or the choices of a
    /// run that none of the readings fits (code with an `#if` on a name it
    /// does not define): read the source with them, and run again with
    /// every reading.
    public enum RunStep: Sendable {
        case imported([UInt8])
        case read(choices: [String: Bool])
    }

    /// What `read` wrote (one reading or more of the same source), run
    /// with Texture's names as the schema gives them.
    public static func run(parsed: [[UInt8]], options: ImportOptions) -> Result<RunStep, ImportError> {
        run(parsed: parsed, options: options, textureNames: TextureVocabulary.standardBytes)
    }

    /// What `read` wrote (one reading or more of the same source), run with
    /// Texture's names as bytes (`ImportRunRequest.textureNames`): the tree
    /// the code makes, as bytes.
    public static func run(parsed: [[UInt8]], options: ImportOptions, textureNames: [UInt8]) -> Result<RunStep, ImportError> {
        do throws(ImportError) {
            let vocabulary = try TextureVocabulary(decoding: textureNames)
            var readings: [ParsedSource] = []
            for bytes in parsed { readings.append(try ParsedSource(decoding: bytes)) }
            guard let language = readings.first?.language else { throw ImportError("no parsed code to run", at: nil) }
            var missing: [String: Bool]?
            let imported: Result<ImportedTree, ImportError>
            do throws(ImportError) {
                imported = .success(
                    try evaluate(language: language, options: options, vocabulary: vocabulary) { (book: inout AssumptionBook) throws(ImportError) -> ParsedSource in
                        if let read = reading(for: &book, in: readings) { return read }
                        if missing == nil { missing = book.choices }
                        throw ImportError("the code is not yet read for these choices", at: nil)
                    })
            } catch {
                imported = .failure(error)
            }
            // A run without its reading: what the others made may not be what they make with it.
            if let missing { return .success(.read(choices: missing)) }
            return .success(.imported(try imported.get().encoded()))
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

    /// The import as the page's modules take it: read, run (reading again
    /// as long as a run asks), build.
    static func importThroughBytes(_ source: String, options: ImportOptions) throws(ImportError) -> ImportResult {
        var readings = [try read(source, options: options).get().bytes]
        while readings.count <= ImportLimits.maxProbedConditions + 1 {
            switch try run(parsed: readings, options: options).get() {
            case .imported(let bytes): return try build(imported: bytes).get()
            case .read(let choices): readings.append(try read(source, options: options, choices: choices).get().bytes)
            }
        }
        throw ImportError("the code was read more often than its runs need", at: nil)
    }
}
