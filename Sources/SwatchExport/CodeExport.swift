import SwatchGeometry
import SwatchLayout
import SwatchSpec

/// A layout spec as Texture code: one `ASDisplayNode` subclass with a
/// property per display node, each node set up in the initializer and the
/// spec tree built in `layoutSpecThatFits:` with Texture's own layout specs.
/// One generator for the CLI (`swatch layout --format swift|objc`), the
/// server (`POST /api/layout?format=swift|objc`) and the site.
public enum CodeExport {
    /// The languages code is exported in.
    public enum Language: String, CaseIterable, Sendable {
        case swift
        case objectiveC = "objc"
    }

    /// `document` as one class in `language`. `className` names it; by
    /// default the name comes from the title (`Notification cell` is
    /// `NotificationCellNode`), else the root's id.
    public static func render(_ document: SpecDocument, in language: Language, className: String? = nil) -> String {
        var builder = ExportBuilder(document, className: className)
        let exported = builder.build()
        switch language {
        case .swift: return CodeWriter(exported: exported, dialect: SwiftDialect()).render()
        case .objectiveC: return CodeWriter(exported: exported, dialect: ObjectiveCDialect()).render()
        }
    }

    /// Per element of `document`, what the exported class calls it: a
    /// display node's property (`self` for the class's own node), a layout
    /// spec's constant. The same names in both languages (Objective-C's
    /// instance variables add `_`).
    public static func names(_ document: SpecDocument) -> [String?] {
        ExportBuilder(document, className: nil).names.names
    }

    /// The images the exported code takes from the app's assets
    /// (`UIImage(named:)`), by name, each with the size the spec gives it:
    /// what an asset catalog holds for the code to lay out as the spec does.
    public static func assets(_ document: SpecDocument) -> [(name: String, size: Size)] {
        var out: [(name: String, size: Size)] = []
        // A button's image nodes are its parts: the button names their images.
        for (i, info) in document.elements.enumerated() where info.part == nil {
            switch info.type {
            case .image:
                if case .image(let size) = document.tree.elements[i].kind { out.append((info.id, size)) }
            case .networkImage:
                if let image = info.networkImage?.defaultImage, image.resizableRoundedImage == nil {
                    out.append((info.id + ".defaultImage", image.size))
                }
            case .button:
                guard let button = info.button else { break }
                for (node, name) in [(button.imageNode, "image"), (button.backgroundImageNode, "backgroundImage")] {
                    // A resizable rounded image is drawn by Texture, not an asset.
                    if let node, document.elements[node].resizableRoundedImage == nil, case .image(let size) = document.tree.elements[node].kind {
                        out.append((info.id + "." + name, size))
                    }
                }
            default:
                break
            }
        }
        return out
    }
}
