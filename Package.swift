// swift-tools-version:6.0
import PackageDescription

// Module map (arrows point down only):
//   SwatchGeometry <- SwatchLayout, SwatchRanges, SwatchTouch <- SwatchSpec, SwatchSVG <- SwatchKit
//   SwatchSpec <- SwatchExport (a spec as Texture code) <- SwatchKit
//   SwatchLayout <- SwatchTransitions <- SwatchSpec, SwatchSVG
//   SwatchMarkup (escaped HTML/SVG text) <- SwatchSVG, SwatchSite, SwatchServer
//   SwatchLayout <- SwatchTypesetting <- SwatchText
//   CCmark <- SwatchMarkdown;  CMicroHTTPD <- SwatchHTTP;  CHarfBuzz <- SwatchText
// The pure modules (Geometry, Layout, Ranges, Typesetting, Spec, Export, SVG, Kit)
// also compile to one WebAssembly module (scripts/build-wasm.sh).
//   SwatchKit, SwatchHTTP <- SwatchServer;  SwatchKit, SwatchMarkdown <- SwatchSite
//   SwatchText <- SwatchFonts (font discovery);  SwatchServer, SwatchSite, SwatchFonts <- SwatchCLI (the `swatch` executable)
//   SwatchKit <- SwatchFuzz (mutations, properties) <- SwatchFuzzer (`swatch-fuzz`), SwatchLibFuzzer (libFuzzer)

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
        .target(name: "SwatchTransitions", dependencies: ["SwatchGeometry", "SwatchLayout"], swiftSettings: internalChecks),
        .target(
            name: "SwatchSpec", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchTouch", "SwatchTransitions"],
            swiftSettings: internalChecks),
        // A spec as Texture code (Swift, Objective-C): one generator from the schema's Texture names.
        .target(name: "SwatchExport", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchSpec"], swiftSettings: internalChecks),
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
        .target(name: "SwatchKit", dependencies: ["SwatchSpec", "SwatchSVG", "SwatchMarkup", "SwatchExport"]),

        // HTTP: libmicrohttpd behind SwatchHTTP (its only importer), then routing.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "SwatchHTTP", dependencies: ["CMicroHTTPD"], swiftSettings: internalImports),
        .target(
            name: "SwatchServer", dependencies: ["SwatchHTTP", "SwatchKit", "SwatchSpec", "SwatchSVG", "SwatchMarkup", "SwatchSite"],
            swiftSettings: internalImports),
        .executableTarget(name: "SwatchHTTPBench", dependencies: ["SwatchHTTP"]),

        // Text: HarfBuzz behind SwatchText, its only importer; a TextMeasuring for the layout core.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(
            name: "SwatchText", dependencies: ["CHarfBuzz", "SwatchGeometry", "SwatchLayout", "SwatchTypesetting"],
            swiftSettings: internalImports),

        // Markdown: libcmark behind SwatchMarkdown, its only importer; the site on top.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "SwatchMarkdown", dependencies: ["CCmark"], swiftSettings: internalImports),
        .target(name: "SwatchSite", dependencies: ["SwatchMarkdown", "SwatchMarkup", "SwatchKit", "SwatchSpec", "SwatchSVG", "SwatchText"]),

        // Where the fonts are (flags, environment, paths, fc-match): for the CLI,
        // which hands a measurer to the site and the server.
        .target(name: "SwatchFonts", dependencies: ["SwatchText"]),

        .executableTarget(
            name: "SwatchCLI",
            dependencies: [
                "SwatchSpec",
                "SwatchKit",
                "SwatchSite",
                "SwatchServer",
                "SwatchHTTP",
                "SwatchFonts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Benchmarks (`make bench`): release builds only.
        .executableTarget(name: "SwatchBench", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchSpec", "SwatchSite", "SwatchText", "SwatchFonts"]),

        // Fuzzing (`make fuzz`; briefly in `swift test`): seeded mutations of
        // specs and scenarios through every reader and output.
        .target(name: "SwatchFuzz", dependencies: ["SwatchKit", "SwatchSpec", "SwatchSVG", "SwatchLayout", "SwatchRanges"]),
        .executableTarget(
            name: "SwatchFuzzer",
            dependencies: ["SwatchFuzz", "SwatchFonts", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        .target(
            name: "SwatchTestSupport",
            dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchSpec", "SwatchFuzz"],
            path: "Tests/SwatchTestSupport"),
        .testTarget(name: "SwatchLayoutTests", dependencies: ["SwatchLayout", "SwatchSpec", "SwatchTestSupport"]),
        .testTarget(name: "SwatchSpecTests", dependencies: ["SwatchSpec", "SwatchRanges", "SwatchKit", "SwatchTestSupport"]),
        .testTarget(name: "SwatchCLITests", dependencies: ["SwatchCLI", "SwatchTestSupport", "SwatchHTTPTestSupport"]),
        .testTarget(name: "SwatchTransitionsTests", dependencies: ["SwatchTransitions", "SwatchSpec", "SwatchKit", "SwatchSVG", "SwatchTestSupport"]),
        .testTarget(name: "SwatchRangesTests", dependencies: ["SwatchRanges", "SwatchSpec", "SwatchTestSupport"]),
        .testTarget(
            name: "SwatchTouchTests",
            dependencies: ["SwatchTouch", "SwatchGeometry", "SwatchSpec", "SwatchKit", "SwatchSite", "SwatchText", "SwatchFonts", "SwatchTestSupport"]),
        .testTarget(name: "SwatchSVGTests", dependencies: ["SwatchSVG", "SwatchRanges", "SwatchKit", "SwatchSpec", "SwatchTestSupport"]),
        .target(name: "SwatchHTTPTestSupport", path: "Tests/SwatchHTTPTestSupport"),
        .testTarget(name: "SwatchHTTPTests", dependencies: ["SwatchHTTP", "SwatchHTTPTestSupport"]),
        .testTarget(name: "SwatchTypesettingTests", dependencies: ["SwatchTypesetting", "SwatchLayout"]),
        .testTarget(name: "SwatchTextTests", dependencies: ["SwatchText", "SwatchTypesetting", "SwatchLayout", "SwatchSpec", "SwatchFonts", "SwatchTestSupport"]),
        .testTarget(name: "SwatchFontsTests", dependencies: ["SwatchFonts"]),
        .testTarget(name: "SwatchMarkdownTests", dependencies: ["SwatchMarkdown"]),
        .testTarget(name: "SwatchSiteTests", dependencies: ["SwatchSite", "SwatchMarkdown", "SwatchTestSupport"]),
        .testTarget(name: "SwatchServerTests", dependencies: ["SwatchServer", "SwatchHTTP", "SwatchHTTPTestSupport", "SwatchTestSupport"]),
        .testTarget(name: "SwatchFuzzTests", dependencies: ["SwatchFuzz", "SwatchTestSupport"]),
        .testTarget(
            name: "SwatchExportTests",
            dependencies: ["SwatchExport", "SwatchGeometry", "SwatchSpec", "SwatchLayout", "SwatchKit", "SwatchText", "SwatchFonts", "SwatchTestSupport"]),
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
