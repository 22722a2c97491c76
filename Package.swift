// swift-tools-version:6.0
import PackageDescription

// Module map. A module imports only modules above it (arrows point down), and
// every target below declares each module it imports.
//
//   The engine: pure Swift (value types; no Foundation, no C, no I/O), also
//   compiled to WebAssembly for pages.
//     SwatchGeometry <- SwatchLayout, SwatchRanges, SwatchTouch, SwatchAccessibility (what VoiceOver reads:
//       Texture's element collection, containers and order over the nodes' frames)
//     SwatchLayout <- SwatchTransitions, SwatchTypesetting (line breaking over a ShapingFace)
//   JSON: SwatchJSON (the tape parser, its values, one writer, and the error that names a place in a
//     document: SpecError, SpecPath) <- SwatchSpec, SwatchExport, SwatchImport and every module that reads
//     or writes JSON
//   Formats: SwatchLayout, SwatchRanges, SwatchTouch, SwatchAccessibility, SwatchTransitions, SwatchJSON <- SwatchSpec
//     (the schema; readers of specs, scenarios and transition documents; outputs; outlines)
//     SwatchSpec, SwatchAccessibility <- SwatchExport (a spec as Texture code)
//     SwatchSpec <- SwatchImport (Texture code read back into a spec: tokenizer, parsers, evaluator)
//   Drawings: SwatchMarkup (escaped HTML and SVG text) <- SwatchSVG <- (SwatchLayout, Ranges, Touch, Transitions)
//   Facade: SwatchSpec, SwatchAccessibility, SwatchSVG, SwatchExport <- SwatchKit (document text in; JSON, SVG,
//     text, code out)
//   Playground: SwatchKit, SwatchMarkup <- SwatchPlayground: the playground's page (its HTML, the
//     gallery), its request and answer (as HTML and JSON), share links, the tree's edits, and the one
//     typed call into the engine (EngineRequest, EngineAnswer, EngineModule); the server, the static
//     site and the page's engine all call it
//   The page's engine: SwatchKit, SwatchPlayground, SwatchTypesetting, SwatchImport <- SwatchWasm
//     (wasm/SwatchWasm: one entry point a module: core, ranges, frames, transitions, states, code, import, import_run, import_build, edit, each linked
//     alone). scripts/build-wasm.sh compiles it and every module it depends on, as declared here: the
//     list of modules the WebAssembly build compiles is written nowhere else.
//   C, each behind its only importer: CCmark <- SwatchMarkdown; CMicroHTTPD <- SwatchHTTP;
//     CHarfBuzz <- SwatchText (<- SwatchTypesetting), the native ShapingFace; SwatchText <- SwatchFonts;
//     CZlib, CBrotli <- SwatchCompression (gzip and brotli, bytes in, bytes out)
//   Site: SwatchMarkdown, SwatchMarkup, SwatchKit, SwatchPlayground, SwatchText, SwatchImport <- SwatchSite
//     (pages, the static build, the engine's files; it mounts the playground's page; `swatch-import`
//     figures drawn from code); it knows nothing of HTTP.
//   Server: SwatchHTTP, SwatchCompression, SwatchPlayground, SwatchSite <- SwatchServer. The server depends on
//     the site because it serves it: guide pages rendered live by SwatchSite, and the playground page,
//     mounted as the static site mounts it.
//   SwatchServer, SwatchSite, SwatchFonts <- SwatchCLI (the `swatch` executable)
//   SwatchKit, SwatchImport <- SwatchFuzz (mutations, properties) <- SwatchFuzzer (`swatch-fuzz`), SwatchLibFuzzer (libFuzzer)

let internalChecks: [SwiftSetting] = [
    .define("SWATCH_INTERNAL_CHECKS", .when(configuration: .debug)),
]

// Modules wrapping C keep their imports internal, so no C type leaks out.
let internalImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "swatch",
    products: [
        .executable(name: "swatch", targets: ["SwatchCLI"]),
        .executable(name: "swatch-bench", targets: ["SwatchBench"]),
        .executable(name: "swatch-fuzz", targets: ["SwatchFuzzer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure cores: no Foundation, no C, no I/O.
        .target(name: "SwatchGeometry", swiftSettings: internalChecks),
        .target(name: "SwatchLayout", dependencies: ["SwatchGeometry"], swiftSettings: internalChecks),
        .target(name: "SwatchRanges", dependencies: ["SwatchGeometry"], swiftSettings: internalChecks),
        .target(name: "SwatchTouch", dependencies: ["SwatchGeometry"], swiftSettings: internalChecks),
        .target(name: "SwatchAccessibility", dependencies: ["SwatchGeometry"], swiftSettings: internalChecks),
        .target(name: "SwatchTransitions", dependencies: ["SwatchGeometry", "SwatchLayout"], swiftSettings: internalChecks),
        // JSON: the tape parser and its values, one writer, and the error
        // that names a place in a document (a spec, a request, code to import).
        .target(name: "SwatchJSON", swiftSettings: internalChecks),
        .target(
            name: "SwatchSpec",
            dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchTouch", "SwatchAccessibility", "SwatchTransitions", "SwatchJSON"],
            swiftSettings: internalChecks),
        // A spec as Texture code (Swift, Objective-C): one generator from the schema's Texture names.
        .target(
            name: "SwatchExport", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchAccessibility", "SwatchJSON", "SwatchSpec"],
            swiftSettings: internalChecks),
        // Texture code (Swift, Objective-C) read back into a spec: a tokenizer, parsers and an evaluator.
        .target(name: "SwatchImport", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchJSON", "SwatchSpec"], swiftSettings: internalChecks),
        // Escaped HTML and SVG text: no dependencies, shared by drawings, site and server.
        .target(name: "SwatchMarkup"),
        .target(
            name: "SwatchSVG",
            dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchTouch", "SwatchTransitions", "SwatchMarkup"],
            swiftSettings: internalChecks),
        // Line breaking, kinsoku, truncation and line metrics over shaped text;
        // the shaping itself is a `ShapingFace` (HarfBuzz in SwatchText, the
        // browser in the WebAssembly build).
        .target(name: "SwatchTypesetting", dependencies: ["SwatchGeometry", "SwatchLayout"], swiftSettings: internalChecks),

        // Facade: spec text in, JSON / SVG / text out.
        .target(
            name: "SwatchKit",
            dependencies: [
                "SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchAccessibility", "SwatchTransitions", "SwatchJSON", "SwatchSpec",
                "SwatchSVG", "SwatchExport",
            ]),

        // The playground's model, owned here for every place it runs (the
        // server's page and API, the static site, the engine in the page): a
        // typed request, the typed answer (drawing, table, outline of the
        // text, states, error) as HTML and JSON, and share links both ways.
        .target(
            name: "SwatchPlayground",
            dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchJSON", "SwatchSpec", "SwatchSVG", "SwatchMarkup", "SwatchKit"],
            swiftSettings: internalChecks),

        // The engine in the page: the WebAssembly modules' entry points, one a
        // module (core, ranges, frames, transitions, states, code, import, import_run, import_build, edit; each linked with its own, so it
        // carries only what its entry reaches), and the WASI command the checks
        // run. Built for WebAssembly by scripts/build-wasm.sh (`make wasm`),
        // which compiles this target and every module it depends on, as listed
        // here; `swift build` compiles it natively too, so a change that breaks
        // it is seen without the WebAssembly toolchain.
        .target(
            name: "SwatchWasm",
            dependencies: [
                "SwatchGeometry", "SwatchLayout", "SwatchTypesetting", "SwatchJSON", "SwatchSpec", "SwatchExport", "SwatchImport", "SwatchKit",
                "SwatchPlayground",
            ],
            path: "wasm/SwatchWasm",
            swiftSettings: [.enableExperimentalFeature("Extern")]),

        // HTTP: libmicrohttpd behind SwatchHTTP (its only importer), then routing.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "SwatchHTTP", dependencies: ["CMicroHTTPD"], swiftSettings: internalImports),
        // Content codings: zlib and brotli behind SwatchCompression, their only importer.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        .target(name: "SwatchCompression", dependencies: ["CZlib", "CBrotli"], swiftSettings: internalImports),
        .target(
            name: "SwatchServer",
            dependencies: [
                "SwatchHTTP", "SwatchCompression", "SwatchGeometry", "SwatchLayout", "SwatchKit", "SwatchJSON", "SwatchSpec", "SwatchSVG", "SwatchMarkup", "SwatchPlayground",
                "SwatchSite",
            ],
            swiftSettings: internalImports),
        .executableTarget(name: "SwatchHTTPBench", dependencies: ["SwatchHTTP"]),

        // Text: HarfBuzz behind SwatchText, its only importer; a TextMeasuring for the layout core.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(
            name: "SwatchText", dependencies: ["CHarfBuzz", "SwatchGeometry", "SwatchLayout", "SwatchTypesetting"],
            swiftSettings: internalImports),

        // Markdown: libcmark behind SwatchMarkdown, its only importer; the site on top.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "SwatchMarkdown", dependencies: ["CCmark", "SwatchMarkup"], swiftSettings: internalImports),
        .target(
            name: "SwatchSite",
            dependencies: [
                "SwatchMarkdown", "SwatchMarkup", "SwatchGeometry", "SwatchLayout", "SwatchKit", "SwatchPlayground", "SwatchJSON", "SwatchSpec",
                "SwatchSVG", "SwatchText", "SwatchImport",
            ]),

        // Where the fonts are (flags, environment, paths, fc-match): for the CLI,
        // which hands a measurer to the site and the server.
        .target(name: "SwatchFonts", dependencies: ["SwatchText"]),

        .executableTarget(
            name: "SwatchCLI",
            dependencies: [
                "SwatchGeometry", "SwatchLayout", "SwatchJSON", "SwatchSpec", "SwatchSVG", "SwatchKit", "SwatchText", "SwatchFonts", "SwatchSite",
                "SwatchServer", "SwatchHTTP", "SwatchImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Benchmarks (`make bench`): release builds only.
        .executableTarget(name: "SwatchBench", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchSpec", "SwatchSite", "SwatchText", "SwatchFonts", "SwatchImport", "SwatchExport", "SwatchPlayground"]),

        // Fuzzing (`make fuzz`; briefly in `swift test`): seeded mutations of
        // specs and scenarios through every reader and output.
        .target(name: "SwatchFuzz", dependencies: ["SwatchKit", "SwatchJSON", "SwatchSpec", "SwatchSVG", "SwatchLayout", "SwatchRanges", "SwatchImport", "SwatchExport"]),
        .executableTarget(
            name: "SwatchFuzzer",
            dependencies: ["SwatchFuzz", "SwatchFonts", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        .target(
            name: "SwatchTestSupport",
            dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchJSON", "SwatchSpec", "SwatchFuzz"],
            path: "Tests/SwatchTestSupport"),
        .testTarget(name: "SwatchLayoutTests", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchJSON", "SwatchSpec", "SwatchTestSupport"]),
        .testTarget(name: "SwatchSpecTests", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchJSON", "SwatchSpec", "SwatchRanges", "SwatchKit", "SwatchFuzz", "SwatchTestSupport"]),
        .testTarget(name: "SwatchCLITests", dependencies: ["SwatchCLI", "SwatchTestSupport", "SwatchHTTPTestSupport"]),
        .testTarget(name: "SwatchTransitionsTests", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchTransitions", "SwatchJSON", "SwatchSpec", "SwatchKit", "SwatchSVG", "SwatchTestSupport"]),
        .testTarget(name: "SwatchAccessibilityTests", dependencies: ["SwatchAccessibility", "SwatchGeometry", "SwatchJSON", "SwatchSpec", "SwatchKit", "SwatchTestSupport"]),
        .testTarget(name: "SwatchRangesTests", dependencies: ["SwatchGeometry", "SwatchRanges", "SwatchSpec", "SwatchTestSupport"]),
        .testTarget(
            name: "SwatchTouchTests",
            dependencies: ["SwatchTouch", "SwatchGeometry", "SwatchJSON", "SwatchSpec", "SwatchKit", "SwatchSite", "SwatchText", "SwatchFonts", "SwatchTestSupport"]),
        .testTarget(name: "SwatchSVGTests", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchSVG", "SwatchRanges", "SwatchKit", "SwatchJSON", "SwatchSpec", "SwatchTestSupport"]),
        .target(name: "SwatchHTTPTestSupport", path: "Tests/SwatchHTTPTestSupport"),
        .testTarget(name: "SwatchHTTPTests", dependencies: ["SwatchHTTP", "SwatchHTTPTestSupport"]),
        .testTarget(name: "SwatchCompressionTests", dependencies: ["SwatchCompression"]),
        .testTarget(name: "SwatchTypesettingTests", dependencies: ["SwatchGeometry", "SwatchTypesetting", "SwatchLayout"]),
        .testTarget(name: "SwatchTextTests", dependencies: ["SwatchGeometry", "SwatchText", "SwatchTypesetting", "SwatchLayout", "SwatchSpec", "SwatchFonts", "SwatchTestSupport"]),
        .testTarget(name: "SwatchFontsTests", dependencies: ["SwatchFonts"]),
        .testTarget(name: "SwatchMarkdownTests", dependencies: ["SwatchMarkdown", "SwatchTestSupport"]),
        .testTarget(name: "SwatchSiteTests", dependencies: ["SwatchSite", "SwatchMarkdown", "SwatchPlayground", "SwatchJSON", "SwatchSpec", "SwatchTestSupport"]),
        .testTarget(
            name: "SwatchServerTests",
            dependencies: [
                "SwatchServer", "SwatchHTTP", "SwatchCompression", "SwatchSite", "SwatchKit", "SwatchSVG", "SwatchPlayground",
                "SwatchHTTPTestSupport", "SwatchTestSupport",
            ]),
        .testTarget(name: "SwatchPlaygroundTests", dependencies: ["SwatchPlayground", "SwatchGeometry", "SwatchLayout", "SwatchJSON", "SwatchSpec", "SwatchKit", "SwatchTestSupport"]),
        .testTarget(name: "SwatchFuzzTests", dependencies: ["SwatchFuzz", "SwatchTestSupport"]),
        .testTarget(name: "SwatchJSONTests", dependencies: ["SwatchJSON", "SwatchTestSupport"]),
        .testTarget(name: "SwatchImportTests", dependencies: ["SwatchImport", "SwatchGeometry", "SwatchExport", "SwatchJSON", "SwatchSpec", "SwatchLayout", "SwatchTestSupport"]),
        .testTarget(
            name: "SwatchExportTests",
            dependencies: ["SwatchExport", "SwatchGeometry", "SwatchJSON", "SwatchSpec", "SwatchLayout", "SwatchKit", "SwatchText", "SwatchFonts", "SwatchTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer's entry point over the same check, only when `make fuzz` asks
// for it (SWATCH_LIBFUZZER=1, built with -sanitize=fuzzer and coverage
// instrumentation into .build-fuzz): libFuzzer brings its own `main`.
if Context.environment["SWATCH_LIBFUZZER"] != nil {
    package.products.append(.executable(name: "swatch-libfuzzer", targets: ["SwatchLibFuzzer"]))
    package.targets.append(
        .executableTarget(
            name: "SwatchLibFuzzer", dependencies: ["SwatchFuzz", "SwatchFonts"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
