import ArgumentParser
import Foundation
import SwatchFonts
import SwatchHTTP
import SwatchServer
import SwatchSite
import SwatchText

/// `swatch serve`: the live guide and playground on a local web server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the guide and the playground on a local web server.",
        discussion: """
            Guide pages are rendered from the content directory and kept in memory; static \
            files are served at /public/... ; POST /api/layout and /api/ranges lay out or \
            run a spec (JSON or SVG); GET/PUT /api/specs/NAME read and save content/specs \
            (saving only on loopback, or with --allow-edit). Open pages reload when a file \
            under the content or public directory changes. Pages and cached files are answered \
            on the event loops; the API and the playground on the work threads, so a slow \
            request never holds up a page. Connections, request heads and bodies, and long \
            requests are limited (README.md, "Server limits"). One line per request goes to \
            standard error. SIGINT or SIGTERM stop the server cleanly (requests in flight \
            finish) with exit status 0; an address that cannot be used (a port already in \
            use) exits 1.
            """)

    @Option(help: "Address to listen on (loopback by default; only this machine can connect).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "Directory of the guide's sources.")
    var content = "content"

    @Option(name: .customLong("public"), help: "Directory of static files served at /public/ (default: Public).")
    var publicDirectory: String?

    @Option(help: "Directory of the text fonts (default: $SWATCH_FONTS, else Public/fonts found above the swatch executable).")
    var fonts: String?

    @Option(help: "Event loops, reading requests and answering pages (default: one per core but one, leaving a core to clients such as the browser).")
    var threads: Int?

    @Option(help: "Work threads, answering the API and the playground (default: one per core but one).")
    var workThreads: Int?

    @Flag(help: "Allow saving specs (PUT /api/specs/NAME) even when listening beyond loopback.")
    var allowEdit = false

    @Flag(help: "Do not log requests.")
    var quiet = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1.") }
        if let workThreads, workThreads < 1 { throw ValidationError("--work-threads must be at least 1.") }
    }

    func run() throws {
        let signals = TerminationSignals()
        // Text nodes (in demos and /api/layout) are measured with the shipped fonts.
        var measurer: TextEngine?
        do {
            measurer = try TextFontFiles.engine(directory: fonts)
        } catch {
            if fonts != nil {
                printError("swatch serve: \(error)")
                throw ExitCode(1)
            }
            printError("swatch serve: note: text nodes cannot be measured: \(error)")
        }
        let application: ServerApplication
        var liveEngine: LiveEngineFiles?
        do {
            var options = ServerApplication.Options(
                contentDirectory: content, publicDirectory: resolvedPublicDirectory(),
                log: quiet ? .none : .standardError,
                site: SiteOptions(
                    demoRenderers: [
                        .swatch: .layout(textMeasurer: measurer), .swatchRanges: .ranges(textMeasurer: measurer),
                        .swatchTransition: .transition(textMeasurer: measurer),
                    ],
                    publishesSpecLanguage: SiteContent.hasSpecs(content: content)),
                textMeasurer: measurer)
            options.onRender = ServeCommand.report
            let textEngine = measurer
            let engineFiles = EngineFiles.make(textEngine: textEngine)
            if let note = engineFiles.note { printError("swatch serve: note: \(note)") }
            let editorFiles = EditorFiles.make()
            if let note = editorFiles.note { printError("swatch serve: note: \(note)") }
            let engine = LiveEngineFiles(directory: engineFiles.directory, files: engineFiles) {
                EngineFiles.make(textEngine: textEngine)
            }
            liveEngine = engine
            application = try ServerApplication(options: options) { router, parts in
                Playground(options: .init(contentDirectory: content, textMeasurer: measurer), parts: parts)
                    .install(on: &router)
                engine.install(on: &router, dressing: parts.dressing)
                for file in editorFiles.files { PublicFileRoute(file: file, dressing: parts.dressing).install(on: &router) }
            }
        } catch {
            printError("swatch serve: \(error)")
            throw ExitCode(1)
        }
        let server = HTTPServer(
            configuration: .init(host: host, port: port, threads: threads, workThreads: workThreads),
            responder: application.responder)
        do {
            try server.start()
        } catch {
            printError("swatch serve: \(error)")
            throw ExitCode(1)
        }
        application.specs.allowEditing(allowEdit || server.endpoint?.isLoopback == true)
        application.specs.requireLoopbackHost(!allowEdit)
        application.start()
        // Modules built while serving (`make serve` builds them after the
        // server starts) are answered once they are there, and open pages told.
        let liveReload = application.liveReload
        liveEngine?.watch { note in
            printError("swatch serve: the engine's modules changed; open playgrounds load them" + (note.map { " (\($0))" } ?? ""))
            liveReload.send(event: LiveEngineFiles.event, data: "")
        }
        if !directoryExists(content) {
            printError("swatch serve: note: the content directory '\(content)' does not exist yet")
        } else {
            _ = application.guide?.renderedSite()  // render now, so problems show before the first visit
        }
        do {
            try StandardOutput.write("Serving \(server.endpoint?.url ?? "?")/ (Ctrl-C to stop)\n", command: "serve")
        } catch {
            application.stop()
            server.stop()
            throw error
        }
        signals.wait()
        printError("swatch serve: stopping")
        liveEngine?.stop()
        application.stop()
        server.stop()
    }

    /// Prints what a render of the guide found.
    @Sendable static func report(_ report: GuideSite.RenderReport) {
        if !report.problems.isEmpty {
            printError("swatch serve: the guide cannot be rendered (pages show these until they are fixed):")
            for problem in report.problems { printError("  " + problem) }
            return
        }
        let milliseconds = report.duration.components.seconds * 1000
            + report.duration.components.attoseconds / 1_000_000_000_000_000
        let count = report.diagnostics.count
        printError(
            "swatch serve: rendered \(report.pageCount) guide pages in \(milliseconds) ms"
                + (count > 0 ? "; \(count) problem\(count == 1 ? "" : "s"):" : ""))
        for diagnostic in report.diagnostics { printError("  " + diagnostic.description) }
    }

    /// The public directory: as given (it must exist), else `Public` when present.
    func resolvedPublicDirectory() -> String? {
        if let publicDirectory { return publicDirectory }
        return directoryExists("Public") ? "Public" : nil
    }

    func directoryExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
