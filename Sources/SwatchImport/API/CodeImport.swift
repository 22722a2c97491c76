import SwatchGeometry
import SwatchJSON
import SwatchSpec

/// `swatch import`: Swift or Objective-C source in, a layout spec out.
///
/// The source is tokenized (conditional compilation resolved, Objective-C's
/// macros expanded), its declarations outlined, and the chosen class run as
/// Texture would run it: its properties and initializer, `didLoad`, then
/// `layoutSpecThatFits:`. What the code cannot tell is assumed; a condition
/// on data takes the branch that shows more: every condition is tried the
/// other way (up to `ImportLimits.maxProbedConditions`), and kept so when
/// the layout then has more display nodes (or, as many, more elements).
public enum CodeImport {
    public static func run(_ source: String, options: ImportOptions = ImportOptions()) -> Result<ImportResult, ImportError> {
        do throws(ImportError) {
            return .success(try importCode(source, options: options))
        } catch {
            return .failure(error)
        }
    }

    /// The classes of `source` that lay themselves out (`layoutSpecThatFits:`,
    /// else `calculateSizeThatFits:`), in file order.
    /// Code inside `#if` counts whichever way its condition goes.
    public static func classes(in source: String, language: ImportLanguage) -> [String] {
        var out: [String] = []
        for condition in [true, false] {
            var book = AssumptionBook()
            book.defaultCondition = condition
            guard let tokens = try? tokenize(source, language: language, book: &book),
                let program = try? outline(tokens, language: language)
            else { continue }
            for c in layingOut(program, language: language) where !out.contains(c) { out.append(c) }
        }
        return out
    }

    /// The import: the code read (`ParsedSource`), run (`ImportedTree`) and
    /// built into a spec. Code whose tokens no assumption changes is read
    /// once for every run; code with an `#if` on a name it does not define
    /// is read again for each way the runs take those conditions. With
    /// `throughBytes`, the steps are taken as the page's modules take them
    /// (`CodeImport+Phases`): each reading and the imported tree are
    /// written as bytes and read back, and a run that needs another reading
    /// asks for it and starts again.
    static func importCode(_ source: String, options: ImportOptions, throughBytes: Bool = false) throws(ImportError) -> ImportResult {
        if throughBytes { return try importThroughBytes(source, options: options) }
        return try build(try imported(source, options: options))
    }

    /// What running the code makes, read as often as its runs need, not yet built.
    static func imported(_ source: String, options: ImportOptions) throws(ImportError) -> ImportedTree {
        try checkSize(source)
        let language = options.resolvedLanguage(source)
        var readings: [ParsedSource] = []
        return try evaluate(language: language, options: options, vocabulary: .standard) { (book: inout AssumptionBook) throws(ImportError) -> ParsedSource in
            if let read = reading(for: &book, in: readings) { return read }
            let read = try parsed(source, language: language, book: &book)
            readings.append(read)
            return read
        }
    }

    /// The reading of `readings` whose conditions the run of `book` takes
    /// the same way, with its conditions asked in `book` as reading asked
    /// them; nil when there is none.
    static func reading(for book: inout AssumptionBook, in readings: [ParsedSource]) -> ParsedSource? {
        for read in readings {
            var asked = book
            var same = true
            for c in read.conditions where same {
                same = c.value == .bool(asked.condition(c.name, at: c.location))
            }
            if same {
                book = asked
                return read
            }
        }
        return nil
    }

    static func checkSize(_ source: String) throws(ImportError) {
        guard source.utf8.count <= ImportLimits.maxSourceBytes else {
            throw ImportError("the code is \(source.utf8.count) bytes; the limit is \(ImportLimits.maxSourceBytes) bytes (1 MiB)", at: nil)
        }
    }

    /// `source` read: its tokens with the book's choices, its outline and
    /// every body parsed, and the conditions the reading asked the book.
    static func parsed(_ source: String, language: ImportLanguage, book: inout AssumptionBook) throws(ImportError) -> ParsedSource {
        var notes = SourceNotes()
        var closed: [ImportWarning] = []
        let asked = book.assumptions.count
        let tokens = try tokenize(source, language: language, book: &book, notes: &notes, closed: &closed)
        var read = ParsedSource(tokens: tokens, notes: notes, closed: closed, program: try outline(tokens, language: language), language: language)
        read.conditions = Array(book.assumptions[asked...])
        return read
    }

    /// Runs the code `read` gives for each run's choices (its assumptions
    /// so far in the book), once with every condition's first branch, then
    /// with each open condition tried the other way, keeping the run that
    /// shows more: its tree, not yet checked.
    static func evaluate(
        language: ImportLanguage, options: ImportOptions, vocabulary: TextureVocabulary, read: (inout AssumptionBook) throws(ImportError) -> ParsedSource
    ) throws(ImportError) -> ImportedTree {
        let settings = options.settingsByName
        var choices: [String: Bool] = [:]
        var best = runOnce(language: language, options: options, vocabulary: vocabulary, settings: settings, choices: choices, read: read)
        var tried: Set<String> = []
        var probes = 0
        while probes < ImportLimits.maxProbedConditions {
            guard let next = best.book.openConditions.first(where: { !tried.contains($0) }) else { break }
            tried.insert(next)
            probes += 1
            var trial = choices
            var current = true
            if case .bool(let b)? = best.book.value(next) { current = b }
            trial[next] = !current
            let run = runOnce(language: language, options: options, vocabulary: vocabulary, settings: settings, choices: trial, read: read)
            if run.shows(more: best) {
                choices = trial
                best = run
            }
        }
        guard let tree = best.tree else { throw best.error ?? ImportError("the code made no layout", at: nil) }
        var settingNames: [String] = []
        for s in options.settings where !settingNames.contains(s.name) { settingNames.append(s.name) }
        return ImportedTree(
            tree: tree, language: language, className: best.className, classes: best.classes, book: best.book,
            warnings: best.warnings, settingNames: settingNames, content: best.content)
    }

    /// The spec of what the code made (its values converted to the keys'
    /// kinds), held to the schema: what is printed is a spec `swatch layout`
    /// takes, or nothing.
    static func build(_ imported: ImportedTree) throws(ImportError) -> ImportResult {
        try built(imported).result
    }

    /// `build`'s result, and what its spec shows (`SpecBuilder.content`).
    static func built(_ imported: ImportedTree) throws(ImportError) -> (result: ImportResult, content: Int) {
        var builder = SpecBuilder(book: imported.book, runWarnings: imported.warnings)
        var root = builder.element(imported.tree.root)
        builder.giveRunWarnings(upTo: imported.warnings.count)
        if let bad = builder.book.badSetting { throw bad }
        var holder: [SpecPath.Component]?
        if imported.tree.onlyHoldsRoot, let held = RootHolderComment.held(root) {
            root = held.element
            holder = [.key(SpecKey.root.name)] + held.under.map { .key($0.name) }
        }
        let tree = SpecTree(title: imported.tree.title, sizeRange: imported.tree.sizeRange, root: root)
        do throws(SpecError) {
            try tree.check()
        } catch {
            throw ImportError("the spec made from this code is not valid (\(error)); the import cannot finish", at: nil)
        }
        var used: Set<String> = []
        for a in builder.book.assumptions { used.insert(a.name) }
        used.insert(widthName)
        // In the order of the code.
        let assumptions = builder.book.assumptions.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        let result = ImportResult(
            spec: tree.text, language: imported.language, className: imported.className, classes: imported.classes,
            assumptions: assumptions, warnings: builder.warnings.warnings, unusedSettings: imported.settingNames.filter { !used.contains($0) },
            sources: ImportSource.kept(builder.sources, holder: holder))
        return (result, builder.content)
    }

    /// The name of the width the layout is computed at.
    static let widthName = "constrainedSize.max.width"

    struct Run {
        /// Why the code could not be laid out with these choices.
        var error: ImportError?
        /// The layout the run made (nil with an error).
        var tree: MadeTree?
        var className: String
        var classes: [String]
        var book: AssumptionBook
        var warnings: [ImportWarning]
        var displayNodes: Int
        var elements: Int
        var content: Int

        /// Whether this run's layout shows more than `other`'s: it is one
        /// where the other is an error, or has more display nodes, or as
        /// many and more elements, or as many and more content (text, sizes).
        func shows(more other: Run) -> Bool {
            if error != nil { return false }
            if other.error != nil { return true }
            if displayNodes != other.displayNodes { return displayNodes > other.displayNodes }
            if elements != other.elements { return elements > other.elements }
            return content > other.content
        }
    }

    static func tokenize(_ source: String, language: ImportLanguage, book: inout AssumptionBook) throws(ImportError) -> [Token] {
        var notes = SourceNotes()
        var closed: [ImportWarning] = []
        return try tokenize(source, language: language, book: &book, notes: &notes, closed: &closed)
    }

    /// The tokens of `source`, what its comments note, and what was closed
    /// where the code ends (an excerpt: `ExcerptEnd`).
    static func tokenize(
        _ source: String, language: ImportLanguage, book: inout AssumptionBook, notes: inout SourceNotes, closed: inout [ImportWarning]
    ) throws(ImportError) -> [Token] {
        var lexer = Lexer(source, language: language)
        var tokens = try lexer.tokenize(&book)
        notes = lexer.notes
        closed = lexer.closedAtEnd
        if language == .objectiveC {
            var expander = MacroExpander()
            tokens = try expander.expand(tokens, bodies: lexer.macroBodies)
        }
        closed += try ExcerptEnd.close(&tokens, language: language)
        try BracketCheck.verify(tokens)
        return tokens
    }

    static func outline(_ tokens: [Token], language: ImportLanguage) throws(ImportError) -> Program {
        var parser = Parser(tokens: tokens, language: language)
        let outline = language == .swift ? try parser.swiftOutline() : try parser.objcOutline()
        return Program(outline)
    }

    static func layingOut(_ program: Program, language: ImportLanguage) -> [String] {
        let layout = language == .swift ? "layoutSpecThatFits" : "layoutSpecThatFits:"
        let size = language == .swift ? "calculateSizeThatFits" : "calculateSizeThatFits:"
        let out = program.classes(implementing: layout)
        return out.isEmpty ? program.classes(implementing: size) : out
    }

    /// One run of the code with the conditions chosen so far; an error keeps
    /// the assumptions met before it (so that they can be tried the other way).
    static func runOnce(
        language: ImportLanguage, options: ImportOptions, vocabulary: TextureVocabulary, settings: [String: String], choices: [String: Bool],
        read: (inout AssumptionBook) throws(ImportError) -> ParsedSource
    ) -> Run {
        var book = AssumptionBook(settings: settings, choices: choices)
        do throws(ImportError) {
            return try runOnce(language: language, options: options, vocabulary: vocabulary, book: &book, read: read)
        } catch {
            return Run(error: error, tree: nil, className: "", classes: [], book: book, warnings: [], displayNodes: 0, elements: 0, content: 0)
        }
    }

    static func runOnce(
        language: ImportLanguage, options: ImportOptions, vocabulary: TextureVocabulary, book: inout AssumptionBook,
        read: (inout AssumptionBook) throws(ImportError) -> ParsedSource
    ) throws(ImportError) -> Run {
        let settings = book.settings
        let parsed = try read(&book)
        let notes = parsed.notes
        var program = parsed.program
        let layoutName = language == .swift ? "layoutSpecThatFits" : "layoutSpecThatFits:"
        var classes = layingOut(program, language: language)

        // A method pasted alone: the functions of the file are its class's.
        if classes.isEmpty, options.className == nil, let f = program.functions[layoutName]?.first {
            var info = Program.ClassInfo(name: pastedClass, superclass: "ASDisplayNode", token: f.token)
            for (_, list) in program.functions { info.methods += list }
            for i in info.methods.indices { info.methods[i].isStatic = false }
            program.classes[pastedClass] = info
            program.order.append(pastedClass)
            classes = [pastedClass]
        }

        let className: String
        if let requested = options.className {
            guard program.classes[requested] != nil else {
                let names = program.order.filter { !$0.contains(".") }
                throw ImportError(
                    "the code has no class named \(requested)" + (names.isEmpty ? "" : "; its classes are \(names.joined(separator: ", "))"),
                    at: nil)
            }
            className = requested
        } else if classes.count == 1 {
            className = classes[0]
        } else if classes.isEmpty {
            throw ImportError(
                "no class in the code implements layoutSpecThatFits: (or calculateSizeThatFits:); paste the class, or the method itself",
                at: nil)
        } else {
            throw ImportError(
                "several classes lay themselves out (\(classes.joined(separator: ", "))); choose one with --class", at: nil)
        }

        // The size range: what Swatch's export wrote in its header, else a table cell's.
        var range = notes.sizeRange.map { ($0.min.width, $0.min.height, $0.max.width, $0.max.height) } ?? (375, 0, 375, .infinity)
        if let text = settings[widthName], let w = ImportNumbers.parse(text), w.isFinite, w >= 0 {
            if range.0 == range.2 { range.0 = w }
            range.2 = w
        }
        var interpreter = Interpreter(
            spans: parsed.spans, language: language, program: program, code: parsed.code, book: book, vocabulary: vocabulary, sizeRange: range,
            notes: notes)
        for w in parsed.closed { interpreter.warn(w.message, at: w.location) }
        defer { book = interpreter.book }

        // The class's node: its properties, initializer and didLoad.
        let (initName, labels, arguments) = initializer(of: className, program: program, language: language, interpreter: &interpreter)
        let root = try interpreter.instantiate(className, initializer: initName, labels: labels, arguments: arguments, at: program.classes[className]?.token ?? 0)
        if interpreter.heap[Int(root)].element == nil {
            // A class whose base is not in the code (nor Texture's): a node.
            interpreter.heap[Int(root)].element = ElementRecord(type: .node, location: interpreter.location(program.classes[className]?.token ?? 0), fileClass: className)
        }
        if let cellType = interpreter.vocabulary.elementType(forClass: program.baseClass(className) ?? "") {
            interpreter.heap[Int(root)].element?.type = cellType
        }
        var walk = LayoutWalk()
        let rootID = className == pastedClass ? "root" : className
        let rootPath = SpecPath().appending(SpecKey.root.name)
        guard let rootElement = try walk.element(
            .object(root), &interpreter, at: interpreter.location(program.classes[className]?.token ?? 0), depth: 0, path: rootPath, rootID: rootID)
        else {
            throw ImportError("\(className) makes nothing that can be laid out", at: nil)
        }
        let w = interpreter.sizeRange
        let finalWidth = interpreter.book.value(widthName)
        var minW = w.minWidth, maxW = w.maxWidth
        if case .number(let n)? = finalWidth {
            if minW == maxW { minW = n }
            maxW = n
        }
        let tree = MadeTree(
            title: className == pastedClass ? "Imported layout" : className,
            sizeRange: SizeRange(min: Size(width: minW, height: w.minHeight), max: Size(width: maxW, height: w.maxHeight)), root: rootElement,
            onlyHoldsRoot: notes.onlyHoldsRoot)
        return Run(
            error: nil, tree: tree, className: className, classes: classes, book: interpreter.book, warnings: interpreter.warnings,
            displayNodes: walk.displayNodes, elements: walk.elements, content: walk.content)
    }

    static let pastedClass = "<pasted>"

    /// The initializer that sets the class up: its own with the most code
    /// (not `init(coder:)`), its arguments unknown values named by its parameters.
    static func initializer(
        of className: String, program: Program, language: ImportLanguage, interpreter: inout Interpreter
    ) -> (String?, [String?]?, [Value]) {
        for info in program.chain(className) {
            var best: MethodDecl?
            for m in info.methods where m.kind == .initializer && m.body != nil && !m.isStatic {
                if m.parameters.contains(where: { $0.label == "coder" || $0.name == "coder" || $0.name == "aDecoder" }) { continue }
                let size = (m.body?.upperBound ?? 0) - (m.body?.lowerBound ?? 0)
                if let b = best, (b.body?.upperBound ?? 0) - (b.body?.lowerBound ?? 0) >= size { continue }
                best = m
            }
            if let best {
                var arguments: [Value] = []
                for p in best.parameters {
                    arguments.append(.unknown(Unknown(name: p.name, location: interpreter.location(best.token))))
                }
                return (best.name, language == .swift ? best.parameters.map { $0.label } : nil, arguments)
            }
        }
        return (nil, nil, [])
    }
}
