import ArgumentParser
import Foundation
import SwatchSite

extension StaticSiteBuilder.URLStyle: ExpressibleByArgument {}

/// `swatch build`: publish the guide as static files.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write the guide as a static site that works from file:// or any web server.",
        discussion: """
            Pages go to their permalinks, Public/ is copied, and a sitemap, a 404 page and \
            a search index are added. Files outside the content and public directories \
            (symbolic links leading out of them) are left out with a warning unless \
            --follow-links-outside is given. The output directory is replaced as a whole, and only \
            when something changed; it must be empty or a previous build's output, and may neither hold \
            nor lie inside the content or public directory (checked on real paths before anything is \
            read); a symbolic link as --out is followed and stays a link. Exit status: 0 on success (warnings are printed), 1 when \
            the site cannot be built (every problem is printed with its file and line).
            """)

    @Option(help: "The content directory: guide/*.md (or *.md), index.md, specs/*.json.")
    var content = "content"

    @Option(name: .customLong("public"), help: "Static files copied to the site's root.")
    var publicDirectory = "Public"

    @Option(help: "Output directory.")
    var out = "site"

    @Option(help: "Where the site will be served from (/, /swatch/, https://example.com/swatch/).")
    var baseURL = "/"

    @Option(help: "URLs in pages: relative (works from file:// and any sub-path) or absolute (prefixed with --base-url).")
    var urls: StaticSiteBuilder.URLStyle = .relative

    @Flag(help: "Make broken internal links and missing specs errors instead of warnings.")
    var strict = false

    @Flag(help: ArgumentHelp(
        "Publish files that symbolic links lead to outside the content and public directories.",
        discussion: "Without it such files are left out, each with a warning naming where its link leads."))
    var followLinksOutside = false

    @OptionGroup var fontOptions: FontOptions

    func run() throws {
        let measurer = fontOptions.engineOrNote("build")
        var options = StaticSiteBuilder.Options(
            contentDirectory: content, publicDirectory: publicDirectory, outputDirectory: out,
            baseURL: baseURL, urlStyle: urls, strict: strict, followsLinksOutside: followLinksOutside)
        options.site.demoRenderers[.swatch] = .layout(textMeasurer: measurer)
        options.site.textMeasurer = measurer
        options.site.demoRenderers[.swatchRanges] = .ranges(textMeasurer: measurer)
        options.site.demoRenderers[.swatchTransition] = .transition(textMeasurer: measurer)
        options.site.publishesSpecLanguage = SiteContent.hasSpecs(content: content)
        // The engine's and the editor's files (fonts measured, modules
        // encoded) are made on another thread while the pages render.
        let extras = InBackground { () -> (files: [PublicFile], notes: [String]) in
            let engineFiles = EngineFiles.make(textEngine: measurer)
            let editorFiles = EditorFiles.make()
            return (engineFiles.files + editorFiles.files, [engineFiles.note, editorFiles.note].compactMap { $0 })
        }
        options.extraFiles = {
            var files: [String: [UInt8]] = [:]
            for file in extras.value.files { files[file.sitePath] = file.contents }
            return files
        }
        let builder = StaticSiteBuilder(options: options)
        let line = ProgressLine()
        let report: StaticSiteBuilder.Report
        do {
            report = try builder.build { step in
                switch step {
                case .loading: line.show("swatch build: reading \(content)")
                case .rendering(let pages): line.show("swatch build: rendering \(pages) pages")
                case .writing(let files): line.show("swatch build: writing \(files) files to \(out)")
                }
            }
        } catch {
            line.clear()
            for note in extras.value.notes { printError("swatch build: note: \(note)") }
            for problem in error.problems { printError(problem.description) }
            let count = error.problems.filter { $0.severity == .error }.count
            printError("swatch build: failed with \(count) error\(count == 1 ? "" : "s"); " + (out.isEmpty ? "nothing was written" : "\(out) was left as it was"))
            throw ExitCode(1)
        }
        line.clear()
        for note in extras.value.notes { printError("swatch build: note: \(note)") }
        for diagnostic in report.diagnostics { printError(diagnostic.description) }
        let warnings = report.diagnostics.count
        let summary =
            report.changed
            ? "\(report.written.count) written, \(report.files.count - report.written.count) unchanged, \(report.removed.count) removed"
            : "nothing changed"
        try StandardOutput.write(
            "swatch build: \(report.pageCount) pages, \(report.files.count) files in \(out) (\(summary))"
                + (warnings > 0 ? "; \(warnings) warning\(warnings == 1 ? "" : "s")" : "") + "\n", command: "build")
    }
}

/// One status line on standard error, rewritten in place; silent when standard
/// error is not a terminal.
struct ProgressLine {
    private let isTerminal = isatty(STDERR_FILENO) != 0

    func show(_ text: String) {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    }

    func clear() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
