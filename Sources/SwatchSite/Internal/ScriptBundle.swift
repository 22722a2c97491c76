import Foundation

/// ES modules joined into one plain script, for pages read from disk
/// (browsers load no module from `file://`). The modules keep to a simple
/// form, written down in `Public/js/playground/README.md`: one import per
/// line, `import { a, b } from "./x.js";`, and exports declared with
/// `export function|class|const|let NAME`. Each module becomes a function
/// run once, in dependency order, whose exports the modules after it take.
struct ScriptBundle {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Module file name (`main.js`) -> its text.
    let modules: [String: String]

    /// The bundle of `entry` and everything it imports.
    func bundle(entry: String) throws(Failure) -> String {
        var order: [String] = []
        var visiting: Set<String> = []
        try visit(entry, &order, &visiting)
        var out = "// Joined from Public/js/playground/ by swatch build, for pages read from disk.\n(function () {\n\"use strict\";\n"
        for name in order {
            let module = try parse(name)
            out += "const \(Self.variable(name)) = (function () {\n"
            for line in module.body { out += line + "\n" }
            out += "return { " + module.exports.joined(separator: ", ") + " };\n})();\n"
        }
        return out + "})();\n"
    }

    struct Module {
        var imports: [(names: [String], from: String)] = []
        var exports: [String] = []
        var body: [String] = []
    }

    private func visit(_ name: String, _ order: inout [String], _ visiting: inout Set<String>) throws(Failure) {
        if order.contains(name) { return }
        guard !visiting.contains(name) else { throw Failure(description: "\(name): imports form a cycle") }
        visiting.insert(name)
        for dependency in try parse(name).imports { try visit(dependency.from, &order, &visiting) }
        visiting.remove(name)
        order.append(name)
    }

    func parse(_ name: String) throws(Failure) -> Module {
        guard let text = modules[name] else { throw Failure(description: "no module \(name)") }
        var module = Module()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var rest = Substring(line)
            if rest.hasPrefix("import ") {
                guard let open = rest.firstIndex(of: "{"), let close = rest.firstIndex(of: "}"),
                    let fromRange = rest.range(of: "from \"./"), rest.hasSuffix(".js\";")
                else {
                    throw Failure(description: "\(name):\(lineNumber): write imports as import { a, b } from \"./x.js\";")
                }
                let names = rest[rest.index(after: open)..<close].split(separator: ",").map {
                    String($0.trimmingCharacters(in: " "))
                }
                let file = String(rest[fromRange.upperBound...].dropLast(2))
                module.imports.append((names, file))
                module.body.append("const { " + names.joined(separator: ", ") + " } = " + Self.variable(file) + ";")
                continue
            }
            if rest.hasPrefix("export ") {
                rest = rest.dropFirst("export ".count)
                var declaration = rest
                for keyword in ["async function ", "function ", "class ", "const ", "let "] where declaration.hasPrefix(keyword) {
                    declaration = declaration.dropFirst(keyword.count)
                    let exported = declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                    guard !exported.isEmpty else { break }
                    module.exports.append(String(exported))
                    module.body.append(String(rest))
                    declaration = ""
                    break
                }
                guard declaration.isEmpty else {
                    throw Failure(description: "\(name):\(lineNumber): write exports as export function|class|const|let NAME")
                }
                continue
            }
            module.body.append(String(line))
        }
        return module
    }

    /// `main.js` -> `module_main`.
    static func variable(_ file: String) -> String {
        "module_" + String(file.dropLast(3).map { $0.isLetter || $0.isNumber ? $0 : "_" })
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
