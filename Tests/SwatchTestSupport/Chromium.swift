import Foundation

/// Debian's headless Chromium, for tests that open a page in a real
/// browser and read its DOM once the page's scripts ran.
public enum Chromium {
    /// The browser; nil when it is not installed (the tests skip).
    public static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile)
    }

    /// The DOM of `url` after its scripts ran (`--dump-dom`), with a profile
    /// in `profile`, and the lines the page logged to its console. `waiting`
    /// says how long the page runs: `--virtual-time-budget=5000` for one
    /// that settles, `--timeout=3000` for one that never idles.
    public static func dom(_ url: String, profile: String, waiting: String) throws -> (dom: String, console: [String]) {
        let result = try Executable.runProgram(
            path ?? "",
            [
                "--headless", "--no-sandbox", "--disable-gpu", waiting, "--enable-logging=stderr", "--v=0",
                "--user-data-dir=" + profile, "--dump-dom", url,
            ])
        let console = result.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (result.stdout, console)
    }
}
