import Foundation
import SwatchMarkdown

/// ES modules joined into one plain script, for pages read from disk
/// (browsers load no module from `file://`). The page's scripts
/// (`Public/js/`) keep to a simple form, written down in
/// `Public/js/README.md`: one import per line, `import { a, b } from
/// "./x.js";` (or `"../x.js"`), and exports declared with `export
/// function|class|const|let NAME`. Each module becomes a function run once,
/// in dependency order, whose exports the modules after it take;
/// `import.meta.url` is the module's own URL, worked out from where the
/// bundle itself is, which is where the entry module was (the site writes
/// each bundle in its entry's place).
struct ScriptBundle {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Module path (`playground/main.js`, relative to the scripts' folder) -> its text.
    let modules: [String: String]

    /// The bundle of `entry` and everything it imports.
    func bundle(entry: String) throws(Failure) -> String {
        var order: [String] = []
        var visiting: Set<String> = []
        var parsed: [String: Module] = [:]
        try visit(entry, &order, &visiting, &parsed)
        var out = "// Joined from Public/js/ by swatch build, for pages read from disk.\n(function () {\n\"use strict\";\n"
        out += "const bundleURL = (document.currentScript && document.currentScript.src) || location.href;\n"
        for path in order {
            guard let module = parsed[path] else { continue }
            out += "const \(Self.variable(path)) = (function () {\n"
            if module.usesOwnURL {
                out += "const moduleURL = new URL(\"\(Self.relative(path, from: entry))\", bundleURL).href;\n"
            }
            for line in module.body { out += line + "\n" }
            out += "return { " + module.exports.joined(separator: ", ") + " };\n})();\n"
        }
        return out + "})();\n"
    }

    struct Module {
        var imports: [(names: [String], from: String)] = []
        var exports: [String] = []
        var body: [String] = []
        /// Whether it reads `import.meta.url`.
        var usesOwnURL = false
    }

    private func visit(
        _ path: String, _ order: inout [String], _ visiting: inout Set<String>, _ parsed: inout [String: Module]
    ) throws(Failure) {
        if parsed[path] != nil { return }
        guard !visiting.contains(path) else { throw Failure(description: "\(path): imports form a cycle") }
        visiting.insert(path)
        let module = try parse(path)
        for dependency in module.imports { try visit(dependency.from, &order, &visiting, &parsed) }
        visiting.remove(path)
        parsed[path] = module
        order.append(path)
    }

    func parse(_ path: String) throws(Failure) -> Module {
        guard let text = modules[path] else { throw Failure(description: "no module \(path)") }
        var module = Module()
        var lineNumber = 0
        for line in ByteSearch.lines(text) {
            lineNumber += 1
            if line.hasPrefix("import ") {
                let (names, file) = try Self.importLine(line, in: path, at: lineNumber)
                module.imports.append((names, file))
                module.body.append("const { " + names.joined(separator: ", ") + " } = " + Self.variable(file) + ";")
                continue
            }
            var kept = String(line)
            if line.hasPrefix("export ") {
                let (name, declaration) = try Self.exportLine(line, in: path, at: lineNumber)
                module.exports.append(name)
                kept = declaration
            }
            if ByteSearch.contains(kept, "import.meta.url") {
                module.usesOwnURL = true
                kept = kept.replacingOccurrences(of: "import.meta.url", with: "moduleURL")
            }
            module.body.append(kept)
        }
        return module
    }

    /// The names and the module path of `import { a, b } from "./x.js";`.
    static func importLine(_ line: Substring, in path: String, at lineNumber: Int) throws(Failure) -> ([String], String) {
        guard let open = line.firstIndex(of: "{"), let close = line.firstIndex(of: "}"), open < close,
            let quote = line.range(of: "from \""), line.hasSuffix(".js\";"),
            let file = resolve(String(line[quote.upperBound...].dropLast(2)), from: path)
        else {
            throw Failure(description: "\(path):\(lineNumber): write imports as import { a, b } from \"./x.js\";")
        }
        let names = line[line.index(after: open)..<close].split(separator: ",").map {
            String($0.trimmingCharacters(in: " "))
        }
        return (names, file)
    }

    /// The exported name and the declaration without `export `.
    static func exportLine(_ line: Substring, in path: String, at lineNumber: Int) throws(Failure) -> (String, String) {
        let declaration = line.dropFirst("export ".count)
        for keyword in ["async function ", "function ", "class ", "const ", "let "] where declaration.hasPrefix(keyword) {
            let name = declaration.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            if !name.isEmpty { return (String(name), String(declaration)) }
        }
        throw Failure(description: "\(path):\(lineNumber): write exports as export function|class|const|let NAME")
    }

    /// `./x.js` or `../x.js` from the module at `path`, as a module path; nil
    /// when it is neither or leaves the scripts' folder.
    static func resolve(_ specifier: String, from path: String) -> String? {
        var folder = path.split(separator: "/").dropLast().map(String.init)
        var rest = Substring(specifier)
        guard rest.hasPrefix("./") || rest.hasPrefix("../") else { return nil }
        while true {
            if rest.hasPrefix("./") {
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("../") {
                guard !folder.isEmpty else { return nil }
                folder.removeLast()
                rest = rest.dropFirst(3)
            } else {
                break
            }
        }
        guard !rest.isEmpty, !rest.contains("/.") else { return nil }
        return (folder + [String(rest)]).joined(separator: "/")
    }

    /// The module `path` as a URL relative to the entry `from` (`../swatch.js`).
    static func relative(_ path: String, from entry: String) -> String {
        let depth = entry.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + path
    }

    /// `playground/main.js` -> `module_playground_main`.
    static func variable(_ path: String) -> String {
        "module_" + String(path.dropLast(3).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return s
    }
}
