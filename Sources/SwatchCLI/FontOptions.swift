import ArgumentParser
import SwatchFonts
import SwatchSite
import SwatchText

/// `--fonts`: where the text engine's fonts are, shared by every command that
/// lays text out.
struct FontOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Directory of the text fonts (Inter-Regular.otf, Inter-Bold.otf).",
        discussion: "Default: $SWATCH_FONTS, else the Public/fonts directory found above the swatch executable."))
    var fonts: String?

    /// Reads the fonts and makes the text engine.
    func engine() throws(TextFontFiles.Failure) -> TextEngine {
        try TextFontFiles.engine(directory: fonts)
    }

    /// The engine, or nil with a note on standard error saying why text nodes
    /// will not be measured (for commands that still work without it).
    func engineOrNote(_ command: String) -> TextEngine? {
        do {
            return try engine()
        } catch {
            printError("swatch \(command): note: text nodes cannot be measured: \(error)")
            return nil
        }
    }
}
