import SwatchGeometry

/// A stack's arithmetic, as the playground draws it over the figure when an
/// element is selected ("Why this size"): the stack's frame, and for each
/// child the space it took along the stack's main axis, its size before
/// flexing (`base`) and what flexing added or took (`adjustment`), and per
/// line the children's content and the stack's violation, as
/// `ASStackUnpositionedLayout` computed them (`LayoutRecords`).
/// `LayoutDrawing+Arithmetic.swift` draws it.
public struct StackArithmetic: Sendable, Equatable {
    public struct Child: Sendable, Equatable {
        /// The element's id, for the drawing's data attributes; nil for an
        /// anonymous spec.
        public var id: String?
        /// What its tag calls it: its id, else its type.
        public var name: String
        /// Its frame in the root's coordinates.
        public var frame: Rect
        /// Its main-axis size before flexing; NaN when it was not measured
        /// (a child Texture's optimized flexing left as an empty layout).
        public var base: Double
        /// What flexing changed that size by (positive: it grew).
        public var adjustment: Double
        /// Its line, an index into `lines`.
        public var line: Int

        public init(id: String?, name: String, frame: Rect, base: Double, adjustment: Double, line: Int) {
            self.id = id
            self.name = name
            self.frame = frame
            self.base = base
            self.adjustment = adjustment
            self.line = line
        }
    }

    /// A line's content (its children's main sizes before flexing, plus
    /// spacing) and violation (positive: room to share; negative: over).
    public struct Line: Sendable, Equatable {
        public var content: Double
        public var violation: Double

        public init(content: Double, violation: Double) {
            self.content = content
            self.violation = violation
        }
    }

    public var id: String?
    public var name: String
    /// The stack's frame in the root's coordinates.
    public var frame: Rect
    /// Whether its main axis is horizontal.
    public var horizontal: Bool
    public var children: [Child]
    public var lines: [Line]
    /// The child selected (an index into `children`), drawn stronger; nil
    /// when the stack itself is.
    public var selected: Int?

    public init(id: String?, name: String, frame: Rect, horizontal: Bool, children: [Child], lines: [Line], selected: Int? = nil) {
        self.id = id
        self.name = name
        self.frame = frame
        self.horizontal = horizontal
        self.children = children
        self.lines = lines
        self.selected = selected
    }
}
