import Foundation
import SwatchGeometry
import SwatchImport
import SwatchSpec
import SwatchTestSupport
import XCTest

/// Texture's own examples, read from the Texture mirror when it is on this
/// machine (never copied into the project): LayoutSpecExamples and
/// LayoutSpecExamples-Swift write the same six layouts in Objective-C and
/// Swift, which must import to the same frames; the other sample apps'
/// cells must import.
final class TextureExamplesTests: XCTestCase {
    static let mirror = URL(fileURLWithPath: "/work/.mirror/TextureGroup+Texture/repo")

    /// A file of the mirror's newest commit, or nil.
    static func file(_ path: String) -> String? {
        guard let git = ["/usr/bin/git", "/usr/local/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
            let result = try? Executable.runProgram(git, ["-C", mirror.path, "show", "HEAD:" + path]), result.status == 0
        else { return nil }
        return result.stdout
    }

    func requireMirror() throws {
        guard FileManager.default.fileExists(atPath: Self.mirror.path), Self.file("README.md") != nil else {
            throw XCTSkip("the Texture mirror is not at \(Self.mirror.path); skipped")
        }
    }

    func frames(_ spec: String) throws -> (Size, [Rect]) {
        let document = try SpecDecoder.decode(spec)
        let layout = document.layout(text: MonospaceTextMeasurer())
        return (layout.size, layout.frames(in: document.tree).map { $0.frame })
    }

    func testLayoutSpecExamplesImportToTheSameFramesInBothLanguages() throws {
        try requireMirror()
        let objc = try XCTUnwrap(Self.file("examples/LayoutSpecExamples/Sample/LayoutExampleNodes.h"))
            + XCTUnwrap(Self.file("examples/LayoutSpecExamples/Sample/LayoutExampleNodes.m"))
        let swift = try XCTUnwrap(Self.file("examples/LayoutSpecExamples-Swift/Sample/LayoutExampleNode.swift"))
            + XCTUnwrap(Self.file("examples/LayoutSpecExamples-Swift/Sample/LayoutExampleNode+Layouts.swift"))
        // The same layouts, named alike but for one.
        let pairs = [
            ("HeaderWithRightAndLeftItems", "HeaderWithRightAndLeftItems"), ("PhotoWithInsetTextOverlay", "PhotoWithInsetTextOverlay"),
            ("PhotoWithOutsetIconOverlay", "PhotoWithOutsetIconOverlay"),
            ("FlexibleSeparatorSurroundingContent", "FlexibleSeparatorSurroundingContent"), ("CornerLayoutExample", "CornerLayoutSample"),
            ("UserProfileSample", "UserProfileSample"),
        ]
        XCTAssertEqual(Set(CodeImport.classes(in: objc, language: .objectiveC)), Set(pairs.map { $0.0 }))
        XCTAssertEqual(Set(CodeImport.classes(in: swift, language: .swift)), Set(pairs.map { $0.1 }))
        for (objcClass, swiftClass) in pairs {
            let o = CodeImport.run(objc, options: ImportOptions(language: .objectiveC, className: objcClass))
            let s = CodeImport.run(swift, options: ImportOptions(language: .swift, className: swiftClass))
            guard case .success(let a) = o, case .success(let b) = s else {
                XCTFail("\(objcClass): \(o) \(s)")
                continue
            }
            let (sizeA, framesA) = try frames(a.spec)
            let (sizeB, framesB) = try frames(b.spec)
            XCTAssertEqual(sizeA, sizeB, objcClass)
            XCTAssertEqual(framesA, framesB, "\(objcClass)\n\(a.spec)\n\(b.spec)")
            XCTAssertGreaterThan(framesA.count, 2, objcClass)
        }
    }

    /// The files of ASDKgram, ASDKgram-Swift, Kittens, SocialAppLayout,
    /// CatDealsCollectionView and Shop that lay something out, each `.m`
    /// with its header (a class's interface may be there): path, code,
    /// language. None when the mirror or git is not on this machine.
    static func sampleSources() -> [(String, String, ImportLanguage)] {
        let folders = [
            "examples/ASDKgram/Sample", "examples_extra/ASDKgram-Swift/ASDKgram-Swift", "examples/Kittens/Sample",
            "examples/SocialAppLayout/Sample", "examples/CatDealsCollectionView/Sample", "examples_extra/Shop/Shop",
        ]
        guard let git = ["/usr/bin/git", "/usr/local/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return [] }
        var out: [(String, String, ImportLanguage)] = []
        for folder in folders {
            guard let list = try? Executable.runProgram(git, ["-C", mirror.path, "ls-tree", "-r", "--name-only", "HEAD", folder]) else { continue }
            for path in list.stdout.split(separator: "\n").map(String.init) where path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".swift") {
                guard var source = file(path), source.contains("layoutSpecThatFits") else { continue }
                let language = ImportLanguage(fileName: path) ?? .swift
                if language == .objectiveC, let header = file(String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)]) + ".h") {
                    source = header + source
                }
                out.append((path, source, language))
            }
        }
        return out
    }

    /// Every cell of those sample apps that lays itself out imports.
    func testTheSampleAppsCellsImport() throws {
        try requireMirror()
        let sources = Self.sampleSources()
        guard !sources.isEmpty else { throw XCTSkip("git is not installed; skipped") }
        var imported: [String] = []
        for (path, source, language) in sources {
            let classes = CodeImport.classes(in: source, language: language)
            XCTAssertFalse(classes.isEmpty, path)
            for c in classes {
                switch CodeImport.run(source, options: ImportOptions(language: language, className: c)) {
                case .success(let result):
                    let document = try SpecDecoder.decode(result.spec)
                    XCTAssertGreaterThan(document.layout(text: MonospaceTextMeasurer()).frames(in: document.tree).count, 1, "\(path) \(c)")
                    imported.append(c)
                case .failure(let error):
                    XCTFail("\(path) \(c): \(error)")
                }
            }
        }
        print("Texture's sample apps: \(imported.count) classes imported: \(imported.joined(separator: ", "))")
        XCTAssertGreaterThanOrEqual(imported.count, 21)
    }
}
