import SwatchGeometry
import SwatchJSON
import SwatchSpec

/// What the code made, as the walk of its layout found it (`LayoutWalk`):
/// each element's type and, in the order the walk met them, what it has.
/// The walk runs what only running code can tell (a node's own layout and
/// size, a `layoutSpecBlock`, a block that clips an image) and leaves the
/// rest as the code gave it: Texture's properties and style, which the
/// building (`SpecBuilder`) converts to the spec's values. So the module
/// that runs code needs none of the spec's rules for values, and the one
/// that builds the spec runs no code.
struct MadeTree: Sendable {
    var title: String
    var sizeRange: SizeRange
    var root: MadeElement
    /// The export noted that the class only holds its spec's root (`RootHolderComment`).
    var onlyHoldsRoot: Bool
}

/// A node or a layout spec the walk placed.
struct MadeElement: Sendable {
    enum Kind: UInt8, Sendable {
        /// A node or a layout spec the code made.
        case made
        /// A node from elsewhere: its id, an assumed size and any style the code gave it.
        case fromElsewhere
        /// An empty stack standing in for a child Texture requires that the code did not give.
        case standIn
    }

    var type: ElementType
    var kind: Kind
    /// Where it is in the spec (for the sources of its keys).
    var path: SpecPath
    var location: SourceLocation
    var parts: [MadePart] = []
    /// How many of the run's warnings were given when the walk left it:
    /// where the building says which keys it lacks.
    var warningsAtEnd = 0

    /// An empty stack in place of a required child.
    static let standIn = MadeElement(type: .stack, kind: .standIn, path: SpecPath(), location: SourceLocation(line: 1, column: 1))
}

/// One thing an element has, in the order the walk met it. A value the
/// building converts carries how many of the run's warnings came before it
/// (`warningsBefore`), so that the building's own warnings fall among them
/// where one walk giving both would have given them.
indirect enum MadePart: Sendable {
    /// A value the walk settled (an id, a size the node's own code answers, `loaded`).
    case member(SpecKey, SpecTree.Value)
    /// Where the code made the element.
    case source(SourceLocation)
    /// A Texture property as the code set it, for the spec's key it sets.
    case property(SpecKey, NamedValue, warningsBefore: Int)
    /// A style property as the code set it (by Texture's name, or the spec's).
    case style(NamedValue, warningsBefore: Int)
    /// What the code set on one of a button's subnodes
    /// (`button.imageNode.cornerRadius`): the button's key for what the
    /// part draws, the part's type, and the properties as the code set them.
    case buttonPart(SpecKey, ElementType, [NamedValue], warningsBefore: Int)
    case child(SpecKey, MadeElement)
    case children(SpecKey, [MadeElement])
}
