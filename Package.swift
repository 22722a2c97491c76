// swift-tools-version:6.0
import PackageDescription

// Module map (arrows point down only):
//   SwatchGeometry <- SwatchLayout, SwatchRanges <- SwatchSpec, SwatchSVG <- SwatchKit
//   SwatchLayout <- SwatchTypesetting <- SwatchText
//   CCmark <- SwatchMarkdown;  CMicroHTTPD <- SwatchHTTP;  CHarfBuzz <- SwatchText
// The pure modules (Geometry, Layout, Ranges, Typesetting, Spec, SVG, Kit)
// also compile to one WebAssembly module (scripts/build-wasm.sh).
//   SwatchKit, SwatchHTTP <- SwatchServer;  SwatchKit, SwatchMarkdown <- SwatchSite
//   SwatchServer, SwatchSite <- SwatchCLI (the `swatch` executable)

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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure cores: no Foundation, no C, no I/O.
        .target(name: "SwatchGeometry", swiftSettings: internalChecks),
        .target(name: "SwatchLayout", dependencies: ["SwatchGeometry"], swiftSettings: internalChecks),
        .target(name: "SwatchRanges", dependencies: ["SwatchGeometry"], swiftSettings: internalChecks),
        .target(name: "SwatchSpec", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges"], swiftSettings: internalChecks),
        .target(name: "SwatchSVG", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges"], swiftSettings: internalChecks),
        // Line breaking, kinsoku, truncation and line metrics over shaped text;
        // the shaping itself is a `ShapingFace` (HarfBuzz in SwatchText, the
        // browser in the WebAssembly build).
        .target(name: "SwatchTypesetting", dependencies: ["SwatchGeometry", "SwatchLayout"], swiftSettings: internalChecks),

        // Facade: spec text in, JSON / SVG / text out.
        .target(name: "SwatchKit", dependencies: ["SwatchSpec", "SwatchSVG"]),

        // HTTP: libmicrohttpd behind SwatchHTTP (its only importer), then routing.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "SwatchHTTP", dependencies: ["CMicroHTTPD"], swiftSettings: internalImports),
        .target(
            name: "SwatchServer", dependencies: ["SwatchHTTP", "SwatchKit", "SwatchSpec", "SwatchSVG", "SwatchSite"],
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
        .target(name: "SwatchSite", dependencies: ["SwatchMarkdown", "SwatchKit", "SwatchSpec", "SwatchSVG", "SwatchText"]),

        .executableTarget(
            name: "SwatchCLI",
            dependencies: [
                "SwatchSpec",
                "SwatchKit",
                "SwatchSite",
                "SwatchServer",
                "SwatchHTTP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Benchmarks (`make bench`): release builds only.
        .executableTarget(name: "SwatchBench", dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchRanges", "SwatchSpec", "SwatchSite", "SwatchText"]),

        .target(
            name: "SwatchTestSupport",
            dependencies: ["SwatchGeometry", "SwatchLayout", "SwatchSpec"],
            path: "Tests/SwatchTestSupport"),
        .testTarget(name: "SwatchLayoutTests", dependencies: ["SwatchLayout", "SwatchSpec", "SwatchTestSupport"]),
        .testTarget(name: "SwatchSpecTests", dependencies: ["SwatchSpec", "SwatchKit", "SwatchTestSupport"]),
        .testTarget(name: "SwatchCLITests", dependencies: ["SwatchCLI", "SwatchTestSupport", "SwatchHTTPTestSupport"]),
        .testTarget(name: "SwatchRangesTests", dependencies: ["SwatchRanges", "SwatchSpec", "SwatchSVG"]),
        .testTarget(name: "SwatchSVGTests", dependencies: ["SwatchSVG", "SwatchKit", "SwatchSpec", "SwatchTestSupport"]),
        .target(name: "SwatchHTTPTestSupport", path: "Tests/SwatchHTTPTestSupport"),
        .testTarget(name: "SwatchHTTPTests", dependencies: ["SwatchHTTP", "SwatchHTTPTestSupport"]),
        .testTarget(name: "SwatchTypesettingTests", dependencies: ["SwatchTypesetting", "SwatchLayout"]),
        .testTarget(name: "SwatchTextTests", dependencies: ["SwatchText", "SwatchTypesetting", "SwatchLayout", "SwatchSpec", "SwatchSite", "SwatchTestSupport"]),
        .testTarget(name: "SwatchMarkdownTests", dependencies: ["SwatchMarkdown"]),
        .testTarget(name: "SwatchSiteTests", dependencies: ["SwatchSite", "SwatchMarkdown", "SwatchTestSupport"]),
        .testTarget(name: "SwatchServerTests", dependencies: ["SwatchServer", "SwatchHTTP", "SwatchHTTPTestSupport", "SwatchTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
