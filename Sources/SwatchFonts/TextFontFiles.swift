import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import SwatchText

/// Finds and reads the fonts text nodes are measured with, for the CLI, the
/// server and the site (SwatchText itself never touches the disk).
///
/// - The default family ("Swatch Sans" in the pages' CSS) is Inter,
///   shipped in the repository's `Public/fonts/`: the browser draws with the
///   same files the engine measures. The directory is, in order: `--fonts DIR`,
///   `$SWATCH_FONTS`, or the first `Public/fonts` found walking up from the
///   running executable's real path (so `swatch` works from any directory),
///   then from the current directory.
/// - Characters those lack fall back, as in the browser, to the system's
///   `sans-serif` font, then to the installed font that has Japanese kana
///   (for CJK text), both as fontconfig's `fc-match` answers: the same files
///   Chromium falls back to on this machine. `$SWATCH_FALLBACK_FONTS` (paths
///   separated by `:`, empty for none) replaces that list. Characters no font
///   has are measured, not shaped: an em when wide (CJK), else the missing
///   glyph box.
public struct TextFontFiles: Hashable, Sendable {
    public static let regularName = "Inter-Regular.otf"
    public static let boldName = "Inter-Bold.otf"

    public var directory: String
    public var fallbacks: [String]
    public var boldFallbacks: [String]

    public var regular: String { directory + "/" + TextFontFiles.regularName }
    public var bold: String { directory + "/" + TextFontFiles.boldName }

    public init(directory: String, fallbacks: [String], boldFallbacks: [String]) {
        self.directory = directory
        self.fallbacks = fallbacks
        self.boldFallbacks = boldFallbacks
    }

    /// Why the fonts could not be used.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Locates the fonts. `directory` (from `--fonts`) wins over the
    /// environment and the search.
    public static func locate(
        directory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(Failure) -> TextFontFiles {
        let found: String
        if let directory {
            found = directory
        } else if let fromEnvironment = environment["SWATCH_FONTS"], !fromEnvironment.isEmpty {
            found = fromEnvironment
        } else if let searched = searchPublicFonts() {
            found = searched
        } else {
            throw Failure(
                description: "no Public/fonts directory with \(regularName) above the swatch executable or the "
                    + "current directory; pass --fonts DIR or set SWATCH_FONTS")
        }
        for name in [regularName, boldName] where !FileManager.default.isReadableFile(atPath: found + "/" + name) {
            throw Failure(description: "\(found)/\(name): font file not found")
        }
        if let list = environment["SWATCH_FALLBACK_FONTS"] {
            let paths = list.split(separator: ":").map(String.init)
            return TextFontFiles(directory: found, fallbacks: paths, boldFallbacks: paths)
        }
        // fc-match answers its best match even when no font has kana: keep it only if it does.
        let cjk = [systemFont(matching: "sans-serif:charset=3042 4e00"), knownCJKFont()]
            .compactMap { $0 }.first { hasKana($0) }
        let sans = systemFont(matching: "sans-serif")
        let sansBold = systemFont(matching: "sans-serif:weight=bold")
        func chain(_ generic: String?) -> [String] {
            var out: [String] = []
            for path in [generic, cjk].compactMap({ $0 }) where !out.contains(path) { out.append(path) }
            return out
        }
        return TextFontFiles(directory: found, fallbacks: chain(sans), boldFallbacks: chain(sansBold))
    }

    /// Reads every file and makes the text engine.
    public func engine() throws(Failure) -> TextEngine {
        do {
            let fonts = TextFonts(
                regular: try TextFontFiles.read(regular), bold: try TextFontFiles.read(bold),
                fallbacks: try fallbacks.map(TextFontFiles.read), boldFallbacks: try boldFallbacks.map(TextFontFiles.read))
            return TextEngine(fonts: fonts)
        } catch let error as FontError {
            throw Failure(description: error.description)
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// Locates the fonts and makes the engine: the usual one call.
    public static func engine(directory: String? = nil) throws(Failure) -> TextEngine {
        try locate(directory: directory).engine()
    }

    /// Fonts larger than this are refused (the largest CJK fonts are ~20 MB).
    public static let maximumFileBytes = 64 << 20

    /// Faces read so far in this process, by path: each file is read once
    /// however many engines are made (and the CJK check reads it too).
    static let faces = Mutex<[String: FontFace]>([:])

    /// Reads a font file (once); `path` may end in `#N` for face N of a collection.
    static func read(_ path: String) throws -> FontFace {
        if let face = faces.withLock({ $0[path] }) { return face }
        let face = try readFile(path)
        faces.withLock { $0[path] = face }
        return face
    }

    static func readFile(_ path: String) throws -> FontFace {
        var file = path, index = 0
        if let hash = path.lastIndex(of: "#"), let n = Int(path[path.index(after: hash)...]) {
            file = String(path[..<hash])
            index = n
        }
        let url = URL(fileURLWithPath: file)
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        guard let size = attributes?[.size] as? Int else { throw FontError(font: path, reason: "font file not found") }
        guard size <= maximumFileBytes else {
            throw FontError(font: path, reason: "font file larger than \(maximumFileBytes >> 20) MB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FontError(font: path, reason: "cannot read the font file")
        }
        return try FontFace(bytes: [UInt8](data), name: path, index: index)
    }

    /// `Public/fonts` in an ancestor of the executable's real location, or of
    /// the current directory.
    static func searchPublicFonts() -> String? {
        var starts: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append((executable as NSString).deletingLastPathComponent)
        } else if let path = CommandLine.arguments.first {
            starts.append(((path as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent)
        }
        starts.append(FileManager.default.currentDirectoryPath)
        for start in starts {
            var directory = (start as NSString).standardizingPath
            while true {
                let candidate = directory + "/Public/fonts"
                if FileManager.default.isReadableFile(atPath: candidate + "/" + regularName) { return candidate }
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory || parent.isEmpty { break }
                directory = parent
            }
        }
        return nil
    }

    /// The file fontconfig picks for `pattern` (`fc-match`), if it runs.
    static func systemFont(matching pattern: String) -> String? {
        guard let output = runCapturingOutput(["fc-match", "--format=%{file}#%{index}", pattern]) else { return nil }
        let answer = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let hash = answer.lastIndex(of: "#") else { return nil }
        let file = String(answer[..<hash]), index = answer[answer.index(after: hash)...]
        guard !file.isEmpty, FileManager.default.isReadableFile(atPath: file) else { return nil }
        return index == "0" || index.isEmpty ? file : file + "#" + index
    }

    /// Runs `arguments` (found on `PATH`) and returns what it printed, or nil
    /// when it cannot start, fails or prints more than `maximumOutputBytes`.
    /// Spawned and reaped directly: Foundation's `Process` polls for the
    /// child's exit and added ~70 ms per call.
    static func runCapturingOutput(_ arguments: [String], maximumOutputBytes: Int = 1 << 16) -> [UInt8]? {
        guard !arguments.isEmpty else { return nil }
        var pipe: [Int32] = [0, 0]
        // Close-on-exec (set at once; glibc's pipe2 is not visible to Swift):
        // only this child gets the write end, as its fd 1, not a process
        // another thread starts meanwhile, which would hold it open.
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            return nil
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while output.count <= maximumOutputBytes {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(pipe[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        // Closed before waiting: a child still writing gets EPIPE instead of
        // blocking on a full pipe while this waits for it.
        close(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally (low 7 bits zero) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0, output.count <= maximumOutputBytes else { return nil }
        return output
    }

    static func hasKana(_ path: String) -> Bool {
        guard let face = try? read(path) else { return false }
        return face.covers("\u{3042}") && face.covers("\u{4E00}")
    }

    /// CJK fonts Debian installs, for machines without fontconfig's tools.
    static let knownCJKFonts = [
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    ]

    static func knownCJKFont() -> String? {
        knownCJKFonts.first { FileManager.default.isReadableFile(atPath: $0) }
    }
}
