import Foundation
import XCTest

/// Runs a product of this package (`swatch`) the way a user would and
/// captures what it prints, for tests of the built binary.
public struct ExecutableResult {
    public var status: Int32
    /// Standard output as bytes, for programs that print binary data.
    public var output: [UInt8]
    public var stderr: String
    public var stdout: String { String(decoding: output, as: UTF8.self) }
}

public enum Executable {
    /// The folder holding the built products (`.build/debug` under `swift test`).
    public static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// Runs `name` with `arguments`, feeding `stdin` if given.
    public static func run(_ name: String, _ arguments: [String], stdin: String? = nil) throws -> ExecutableResult {
        try runProgram(productsDirectory.appendingPathComponent(name).path, arguments, stdin: stdin)
    }

    /// Runs any program: `environment` entries are added to this process's
    /// (a nil value removes one), `directory` is its working directory.
    public static func runProgram(
        _ path: String, _ arguments: [String], stdin: String? = nil, directory: String? = nil,
        environment: [String: String?] = [:]
    ) throws -> ExecutableResult {
        try runProgram(path, arguments, input: stdin.map { Array($0.utf8) }, directory: directory, environment: environment)
    }

    /// `runProgram` feeding `input` bytes on standard input.
    public static func runProgram(
        _ path: String, _ arguments: [String], input bytes: [UInt8]?, directory: String? = nil,
        environment: [String: String?] = [:]
    ) throws -> ExecutableResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let bytes { input.fileHandleForWriting.write(Data(bytes)) }
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return ExecutableResult(
            status: process.terminationStatus,
            output: Array(outData),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Debian's Python, used as an independent implementation (zlib) to check
    /// the project's own against; nil when it is not installed.
    public static var python3: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
    }

    /// Writes `text` to a new temporary file and returns its path.
    public static func temporaryFile(_ text: String, name: String = "spec.json") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// Runs `swatch ARGUMENTS` (with `stdin`, when given) and asserts what every
/// document command does with a document it cannot use: exit status 2,
/// nothing on standard output, and a message holding each of `saying` (the
/// JSON path, the line...). Returns the message.
@discardableResult
public func assertRefused(
    _ arguments: [String], stdin: String? = nil, saying expected: [String], file: StaticString = #filePath, line: UInt = #line
) throws -> String {
    let result = try Executable.run("swatch", arguments, stdin: stdin)
    XCTAssertEqual(result.status, 2, "exit status", file: file, line: line)
    XCTAssertEqual(result.stdout, "", "nothing printed", file: file, line: line)
    for part in expected { XCTAssertTrue(result.stderr.contains(part), "\(part) in: \(result.stderr)", file: file, line: line) }
    return result.stderr
}


/// Runs `swatch ARGUMENTS` (with `stdin`, when given) and asserts that it
/// succeeds: exit status 0 (the failure shows what it printed on standard
/// error). Returns what it printed on standard output.
@discardableResult
public func assertSucceeds(_ arguments: [String], stdin: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let result = try Executable.run("swatch", arguments, stdin: stdin)
    XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    return result.stdout
}
