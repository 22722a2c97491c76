import SwatchSpec

/// Texture's API as the evaluator runs it: making layout specs (every
/// initializer and factory, in both languages, read through the schema's
/// keys), nodes, dimensions and sizes, and the node and spec methods a
/// layout uses (`styledWithBlock:`, a button's titles and images).
/// UIKit's and Foundation's part is in `UIKitAPI`.
enum TextureAPI {
    // MARK: Names

    /// Properties of a node that Swift code sets without `self.`, besides
    /// the Texture properties of the spec's keys (`Interpreter.isNodeProperty`).
    static let nodePropertyNames: Set<String> = [
        "backgroundColor", "automaticallyManagesSubnodes", "style", "cornerRadius", "isUserInteractionEnabled",
        "userInteractionEnabled", "hitTestSlop", "selectionStyle", "clipsToBounds", "borderWidth", "borderColor",
        "isLayerBacked", "layerBacked", "placeholderEnabled", "isOpaque", "alpha", "layoutSpecBlock", "debugName",
        "automaticallyRelayoutOnSafeAreaChanges", "automaticallyRelayoutOnLayoutMarginsChanges", "accessibilityLabel",
        "isAccessibilityElement", "cornerRoundingType", "contentMode", "tintColor", "neverShowPlaceholders",
    ]

    /// Whether a name is a type of Texture, UIKit, Foundation, Core Graphics or Swift.
    static func isTypeName(_ name: String) -> Bool {
        let u = Array(name.utf8)
        if u.count > 2, (name.hasPrefix("AS") || name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG") || name.hasPrefix("CA")),
            u[2] >= 65, u[2] <= 90
        {
            return !name.contains("_")
        }
        return ["Int", "Double", "Float", "CGFloat", "String", "Array", "Set", "Dictionary", "URL", "Bool", "UInt", "Character",
                "NSString", "Date", "Data", "IndexPath"].contains(name)
    }

    /// C's, Core Graphics' and Texture's constants with a fixed value.
    static let constants: [String: Value] = [
        "INFINITY": .number(.infinity, .float), "HUGE_VAL": .number(.infinity, .float), "HUGE_VALF": .number(.infinity, .float),
        "CGFLOAT_MAX": .number(1e308, .float), "FLT_MAX": .number(1e308, .float), "DBL_MAX": .number(1e308, .float),
        "MAXFLOAT": .number(1e308, .float), "CGFLOAT_MIN": .number(0, .float), "FLT_MIN": .number(0, .float), "DBL_MIN": .number(0, .float),
        "M_PI": .number(Double.pi, .float), "M_PI_2": .number(Double.pi / 2, .float),
        "NSIntegerMax": .number(2147483647, .integer), "INT_MAX": .number(2147483647, .integer),
        "NSNotFound": .number(2147483647, .integer), "CGSizeZero": .size(0, 0), "CGPointZero": .point(0, 0),
        "CGRectZero": .rect(0, 0, 0, 0), "UIEdgeInsetsZero": .insets(0, 0, 0, 0), "ASEdgeInsetsZero": .insets(0, 0, 0, 0),
        "ASDimensionAuto": .dimension(.auto), "ASLayoutSizeAuto": .layoutSize(.auto, .auto),
        "ASLayoutElementParentDimensionUndefined": .number(.nan, .float), "kNilOptions": .number(0, .integer),
        "ASDimensionUnitPoints": .enumCase("points"), "ASDimensionUnitFraction": .enumCase("fraction"),
        "ASDimensionUnitAuto": .enumCase("auto"),
    ]

    /// Constants by name: numbers, zero values, enumeration cases.
    static func constant(_ name: String, language: ImportLanguage, vocabulary: TextureVocabulary) -> Value? {
        if let value = constants[name] { return value }
        if vocabulary.constants.contains(name) { return .enumCase(name) }
        // UIKit's and Foundation's constants: kept by name, read where used.
        for prefix in ["UIFontWeight", "NSLineBreakBy", "UIControlState", "UIControlEvent", "NSTextAlignment", "UIViewContentMode",
                       "ASControlNodeEvent", "ASButtonNodeImageAlignment", "UIFontTextStyle", "UITableViewCellSelectionStyle",
                       "NSUnderlineStyle", "ASTextNodeHighlightStyle", "ASCornerRoundingType", "ASDimensionUnit", "UIAccessibilityTrait"]
        where name.hasPrefix(prefix) && name.count > prefix.count {
            return .enumCase(name)
        }
        if name.hasPrefix("NS"), name.hasSuffix("AttributeName") {
            // NSFontAttributeName is `font`.
            let core = String(name.dropFirst(2).dropLast("AttributeName".count))
            return .enumCase(ASCIIText.lowercased(String(core.prefix(1))) + String(core.dropFirst()))
        }
        return nil
    }

    // MARK: Members of values and types

    /// Members of value types: a size's `width`, a range's `max`, an image's `size`...
    static func valueMember(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .size(let w, let h):
            switch name {
            case "width": return .number(w, .float)
            case "height": return .number(h, .float)
            default: return nil
            }
        case .point(let x, let y):
            switch name {
            case "x": return .number(x, .float)
            case "y": return .number(y, .float)
            default: return nil
            }
        case .insets(let t, let l, let b, let r):
            switch name {
            case "top": return .number(t, .float)
            case "left", "leading": return .number(l, .float)
            case "bottom": return .number(b, .float)
            case "right", "trailing": return .number(r, .float)
            default: return nil
            }
        case .rect(let x, let y, let w, let h):
            switch name {
            case "origin": return .point(x, y)
            case "size": return .size(w, h)
            case "width": return .number(w, .float)
            case "height": return .number(h, .float)
            case "minX": return .number(x, .float)
            case "minY": return .number(y, .float)
            case "maxX": return .number(x + w, .float)
            case "maxY": return .number(y + h, .float)
            case "midX": return .number(x + w / 2, .float)
            case "midY": return .number(y + h / 2, .float)
            default: return nil
            }
        case .sizeRange(let a, let b, let c, let d):
            switch name {
            case "min": return .size(a, b)
            case "max": return .size(c, d)
            default: return nil
            }
        case .enumCase("zero"):
            switch name {
            case "width", "height", "x", "y", "top", "left", "bottom", "right": return .number(0, .float)
            default: return nil
            }
        case .image(let image):
            if name == "size", let s = image.size { return s }
            return nil
        case .font(let f):
            switch name {
            case "pointSize": return f.size
            case "lineHeight":
                if case .number(let n, _) = f.size { return .number((n * 1.193).rounded() , .float) }
                return nil
            default: return nil
            }
        case .attributed(let a):
            switch name {
            case "string": return a.text
            case "length":
                if case .string(let s) = a.text { return .number(Double(s.utf16.count), .integer) }
                return nil
            default: return nil
            }
        case .array(let items):
            switch name {
            case "count": return .number(Double(items.count), .integer)
            case "isEmpty": return .bool(items.isEmpty)
            case "first", "firstObject": return items.first ?? .null
            case "last", "lastObject": return items.last ?? .null
            case "indices":
                var out: [Value] = []
                for i in 0..<items.count { out.append(.number(Double(i), .integer)) }
                return .array(out)
            default: return nil
            }
        case .string(let s):
            switch name {
            case "count", "length": return .number(Double(s.count), .integer)
            case "isEmpty": return .bool(s.isEmpty)
            default: return nil
            }
        case .dimension(let d):
            switch (d, name) {
            case (.points(let p), "value"): return .number(p, .float)
            case (.fraction(let f), "value"): return .number(f, .float)
            default: return nil
            }
        case .color:
            if name == "cgColor" || name == "CGColor" { return base }
            return nil
        default:
            return nil
        }
    }

    /// Default values of Texture properties the code reads before setting them.
    static func defaultProperty(_ name: String, of element: ElementRecord, className: String, vocabulary: TextureVocabulary) -> Value? {
        if name == "children", !vocabulary.isDisplayNode(element.type) { return .array([]) }
        if name == "subnodes" { return .array([]) }
        // A network image's image is what its URL downloads: data.
        if name == "image", className.includes("NetworkImage") || element.property("URL") != nil || element.property("url") != nil { return nil }
        if ["attributedText", "image", "URL", "url", "child", "overlay", "background", "corner", "defaultImage",
            "truncationAttributedText", "layoutSpecBlock"].contains(name)
        {
            return .null
        }
        return nil
    }

    /// `UIColor.red`, `CGFloat.infinity`, `CGSize.zero`, `UIScreen.main`,
    /// `NSAttributedString.Key.font`, `ASStackLayoutDirection.vertical`.
    static func typeMember(_ type: String, _ name: String, interpreter: inout Interpreter, at token: Int32) -> Value? {
        switch (type, name) {
        case (_, "infinity"), (_, "greatestFiniteMagnitude"): return .number(name == "infinity" ? .infinity : 1e308, .float)
        case ("CGSize", "zero"): return .size(0, 0)
        case ("CGPoint", "zero"): return .point(0, 0)
        case ("CGRect", "zero"): return .rect(0, 0, 0, 0)
        case ("UIEdgeInsets", "zero"), ("NSDirectionalEdgeInsets", "zero"): return .insets(0, 0, 0, 0)
        case ("CGFloat", "zero"), ("Double", "zero"): return .number(0, .float)
        case ("Int", "max"): return .number(2147483647, .integer)
        case ("UIScreen", "main"): return .type("UIScreen.main")
        case ("UIScreen.main", "bounds"), ("UIScreen.main", "nativeBounds"):
            let w = interpreter.screenWidth(at: token)
            return .rect(0, 0, w, interpreter.book.number("UIScreen.main.bounds.height", fallback: 812, at: interpreter.location(token)))
        case ("UIScreen.main", "scale"), ("UIScreen.main", "nativeScale"): return .number(2, .float)
        case ("ASDimension", "auto"): return .dimension(.auto)
        case ("UIImage", _): return nil
        default: break
        }
        if type == "UIColor", let color = UIKitAPI.namedColor(name) { return .color(color) }
        if type == "UIFont" { return nil }
        return .enumCase(type + "." + name)
    }

    // MARK: Calls

    /// A function by name: Core Graphics' and Texture's makers, math, and
    /// initializers spelled as calls of a type's name (`CGSize(...)`, `ASStackLayoutSpec(...)`).
    static func function(_ c: Call, interpreter: inout Interpreter, frame: Interpreter.Frame) throws(ImportError) -> Value {
        if let v = try UIKitAPI.function(c, interpreter: &interpreter) { return v }
        switch c.name {
        case "ASDimensionMake", "ASDimensionMakeWithPoints", "ASRelativeDimensionMakeWithPoints":
            return try dimension(c, interpreter: &interpreter)
        case "ASDimensionMakeWithFraction", "ASRelativeDimensionMakeWithPercent", "ASRelativeDimensionMakeWithFraction":
            let n = try interpreter.number(c.argument(at: 0) ?? .null, c.argumentExprs.first, fallback: 1)
            return .dimension(.fraction(n))
        case "ASLayoutSizeMake", "ASRelativeSizeMake":
            return .layoutSize(try dimensionValue(c.argument(at: 0), c, interpreter: &interpreter),
                               try dimensionValue(c.argument(at: 1), c, interpreter: &interpreter))
        case "ASSizeRangeMake", "ASSizeRangeMakeExactSize", "ASSizeRangeMakeWithExactCGSize":
            var sizes: [(Double, Double)] = []
            for v in c.arguments {
                if case .size(let w, let h) = v { sizes.append((w, h)) }
            }
            if sizes.count == 2 { return .sizeRange(sizes[0].0, sizes[0].1, sizes[1].0, sizes[1].1) }
            if let s = sizes.first { return .sizeRange(s.0, s.1, s.0, s.1) }
            return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start)))
        case "ASImageNodeRoundBorderModificationBlock", "ASImageNodeTintColorModificationBlock":
            // Texture's blocks, read by the spec's imageModification (`SpecBuilder.modification`).
            var block = Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start))
            block.arguments = c.arguments.map { (label: nil, value: $0) }
            block.function = c.name
            return .unknown(block)
        case "ASCeilPixelValue":
            return .number((try interpreter.number(c.argument(at: 0) ?? .null, c.argumentExprs.first, fallback: nil) * 2).rounded(.up) / 2, .float)
        case "ASFloorPixelValue":
            return .number((try interpreter.number(c.argument(at: 0) ?? .null, c.argumentExprs.first, fallback: nil) * 2).rounded(.down) / 2, .float)
        case "ASRoundPixelValue":
            return .number((try interpreter.number(c.argument(at: 0) ?? .null, c.argumentExprs.first, fallback: nil) * 2).rounded() / 2, .float)
        case "ASDisplayNodeDefaultPlaceholderColor":
            return .color("#cccccc")
        default:
            break
        }
        if isTypeName(c.name) || (c.name.looksLikeTypeName && c.name.hasSuffix("Node")) {
            var initCall = c
            initCall.name = "init"
            return try typeMethod(c.name, initCall, interpreter: &interpreter, frame: frame)
        }
        return .unknown(Unknown(name: interpreter.canonicalName(interpreter.text(c.expr)), location: interpreter.location(c.expr.start),
                                arguments: interpreter.labelled(c)))
    }

    /// `ASDimensionMake(10)`, `ASDimensionMake(.fraction, 0.5)`, `ASDimensionMake("50%")`.
    static func dimension(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        if c.arguments.count >= 2 {
            let n = try interpreter.number(c.arguments[1], c.argumentExprs[1], fallback: nil)
            if case .enumCase(let unit) = c.arguments[0] {
                let u = ASCIIText.lowercased(Interpreter.memberName(unit))
                if u.hasSuffix("fraction") || u.hasSuffix("percent") { return .dimension(.fraction(n)) }
                if u.hasSuffix("auto") { return .dimension(.auto) }
            }
            return .dimension(.points(n))
        }
        return .dimension(try dimensionValue(c.argument(at: 0), c, interpreter: &interpreter))
    }

    static func dimensionValue(_ v: Value?, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> DimensionValue {
        guard let v else { return .auto }
        switch v {
        case .dimension(let d): return d
        case .string(let s):
            // "50%", "10pt", "auto".
            if s == "auto" { return .auto }
            if s.hasSuffix("%"), let n = Double(String(s.dropLast())) { return .fraction(n / 100) }
            if s.hasSuffix("pt"), let n = Double(String(s.dropLast(2))) { return .points(n) }
            if let n = Double(s) { return .points(n) }
            return .auto
        case .enumCase(let e) where Interpreter.memberName(e) == "auto":
            return .auto
        default:
            return .points(try interpreter.number(v, c.argumentExprs.first, fallback: nil, at: c.expr.start))
        }
    }

    /// `.init(width:height:)`, `.fraction(0.5)`: values whose type the context gives.
    static func implicitMember(_ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        let labels = c.labels.compactMap { $0 }
        if labels == ["width", "height"] { return try UIKitAPI.makeSize(c, interpreter: &interpreter) }
        if labels == ["x", "y"] { return try UIKitAPI.makePoint(c, interpreter: &interpreter) }
        if labels == ["top", "left", "bottom", "right"] { return try UIKitAPI.makeInsets(c, interpreter: &interpreter) }
        if c.name == "fraction" || c.name == "points" {
            let n = try interpreter.number(c.argument(at: 0) ?? .null, c.argumentExprs.first, fallback: nil)
            return .dimension(c.name == "fraction" ? .fraction(n) : .points(n))
        }
        if c.name == "systemFont" || c.name == "boldSystemFont" {
            return try UIKitAPI.typeMethod("UIFont", c, interpreter: &interpreter) ?? .null
        }
        return .enumCase(c.name)
    }

    // MARK: Types

    /// A static method or initializer of an API type.
    static func typeMethod(_ type: String, _ c: Call, interpreter: inout Interpreter, frame: Interpreter.Frame) throws(ImportError) -> Value {
        // Layout specs.
        if interpreter.vocabulary.isLayoutSpecClass(type) {
            return try makeLayoutSpec(type, c, interpreter: &interpreter)
        }
        // Nodes.
        if interpreter.vocabulary.elementType(forClass: type) != nil {
            if c.name == "init" || c.name == "new" || c.name.hasPrefix("init") {
                let id = try interpreter.makeElement(type, at: c.expr.start)
                if let block = c.argument("viewBlock") ?? c.argument("layerBlock") {
                    _ = block
                }
                return .object(id)
            }
        }
        if type == "ASDimension", c.name == "init", c.arguments.count == 2 {
            // `ASDimension(unit: .fraction, value: 0.5)`.
            return try dimension(c, interpreter: &interpreter)
        }
        if let v = try UIKitAPI.typeMethod(type, c, interpreter: &interpreter) { return v }
        // A node class from elsewhere (`StarRatingNode(rating:)`, `[[LikesNode alloc] init...]`).
        if (c.name == "init" || c.name == "new" || c.name.hasPrefix("init")), type.hasSuffix("Node") || type.hasSuffix("Cell") {
            let id = try interpreter.makeElement(type, at: c.expr.start)
            return .object(id)
        }
        return .unknown(Unknown(name: interpreter.canonicalName(interpreter.text(c.expr)), location: interpreter.location(c.expr.start),
                                arguments: interpreter.labelled(c)))
    }

    /// A layout spec from any of its initializers or factories: each
    /// argument's label names a key (through the schema's Texture names).
    static func makeLayoutSpec(_ type: String, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        let id = try interpreter.makeElement(type, at: c.expr.start)
        guard let elementType = interpreter.heap[Int(id)].element?.type else {
            return .object(id)
        }
        let vocabulary = interpreter.vocabulary
        var name = c.name
        if c.isObjectiveC { name = Call.baseBeforeWith(c.name) }
        // `ASStackLayoutSpec.vertical()`, `+verticalStackLayoutSpec`.
        if elementType == .stack {
            for direction in vocabulary.directions where name == direction.name || name == direction.name + "StackLayoutSpec" {
                try interpreter.setProperty("direction", .enumCase(direction.objectiveC), on: id, at: c.expr.start)
            }
        }
        for (i, value) in c.arguments.enumerated() {
            guard i < c.labels.count, let label = c.labels[i] else {
                if c.arguments.count == 1, let slot = vocabulary.names(elementType).children.first, !c.isObjectiveC || Call.labelAfterWith(c.name) == nil {
                    // `ASWrapperLayoutSpec(child)`: the one child.
                    try interpreter.setProperty(slot.key.name, value, on: id, at: c.argumentExprs[i].start)
                }
                continue
            }
            if vocabulary.key(label, in: elementType) != nil {
                try interpreter.setProperty(label, value, on: id, at: c.argumentExprs[i].start)
            } else {
                interpreter.warn("'\(label)' sets nothing the spec format has on \(type); it is left out", at: interpreter.location(c.argumentExprs[i].start))
            }
        }
        return .object(id)
    }

    // MARK: Objects

    /// A node's methods that add subnodes, ask for a layout or a display,
    /// or add a target: nothing for the layout but what `objectMethod` records.
    static let nodeUpdates: Set<String> = [
        "addSubnode:", "addSubnode(_:)", "addSubnodes:", "removeFromSupernode", "removeFromSupernode()", "setNeedsLayout",
        "setNeedsLayout()", "layoutIfNeeded", "layoutIfNeeded()", "setNeedsDisplay", "setNeedsDisplay()", "invalidateCalculatedLayout",
        "invalidateCalculatedLayout()", "addTarget:action:forControlEvents:", "addTarget(_:action:forControlEvents:)",
        "transitionLayoutWithAnimation:shouldMeasureAsync:measurementCompletion:", "insertSubnode:atIndex:", "setNeedsDataFetch",
    ]

    /// A method of a node or a layout spec (or another object).
    static func objectMethod(_ id: ObjectID, _ c: Call, interpreter: inout Interpreter, frame: Interpreter.Frame) throws(ImportError) -> Value {
        let name = c.isObjectiveC ? c.name : c.key
        if nodeUpdates.contains(name) {
            if name.hasPrefix("addTarget") { try interpreter.setProperty("userInteractionEnabled", .bool(true), on: id, at: c.expr.start) }
            if name.hasPrefix("addSubnode"), let added = c.arguments.first {
                // `self.subnodes` is what was added.
                var held = interpreter.heap[Int(id)].element?.take("subnodes") ?? .void
                var list = held.takeArray()
                if case .array(let many) = added { list += many } else { list.append(added) }
                try interpreter.setProperty("subnodes", .array(list), on: id, at: c.expr.start)
            }
            return .void
        }
        switch name {
        case "styledWithBlock:", "styled(with:)", "styled(_:)":
            if let block = c.arguments.first { _ = try interpreter.callValue(block, Call(name: "callAsFunction", labels: [nil], arguments: [.style(id)], argumentExprs: c.argumentExprs, expr: c.expr, isObjectiveC: false), frame) }
            return .object(id)
        case "setTitle:withFont:withColor:forState:", "setTitle(_:with:with:for:)":
            var font: FontValue?
            if case .font(let f)? = c.argument(at: 1) { font = f }
            let title = AttributedText(text: c.argument(at: 0) ?? .null, font: font, color: c.argument(at: 2), viaHelper: nil)
            if isNormalState(c.argument(at: 3)) { try interpreter.setProperty("title", .attributed(title), on: id, at: c.expr.start) }
            return .void
        case "setAttributedTitle:forState:", "setAttributedTitle(_:for:)":
            if isNormalState(c.argument(at: 1)) { try interpreter.setProperty("title", c.argument(at: 0) ?? .null, on: id, at: c.expr.start) }
            return .void
        case "setImage:forState:", "setImage(_:for:)":
            if isNormalState(c.argument(at: 1)) { try interpreter.setProperty("image", c.argument(at: 0) ?? .null, on: id, at: c.expr.start) }
            return .void
        case "setBackgroundImage:forState:", "setBackgroundImage(_:for:)":
            if isNormalState(c.argument(at: 1)) { try interpreter.setProperty("backgroundImage", c.argument(at: 0) ?? .null, on: id, at: c.expr.start) }
            return .void
        case "layoutThatFits:", "layoutThatFits(_:)", "calculateLayoutThatFits:", "calculateLayoutThatFits(_:)":
            return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start)))
        default:
            break
        }
        // Objective-C's setters: `[node setChildren:x]`.
        if c.isObjectiveC, c.arguments.count == 1, c.name.hasPrefix("set"), c.name.hasSuffix(":"), c.name.count > 4 {
            let core = String(c.name.dropFirst(3).dropLast())
            let property = ASCIIText.lowercased(String(core.prefix(1))) + String(core.dropFirst())
            try interpreter.setProperty(property, c.arguments[0], on: id, at: c.expr.start)
            return .void
        }
        if c.isObjectiveC, c.arguments.isEmpty {
            // A getter: `[node style]`, `[spec children]`.
            return try interpreter.member(of: .object(id), c.name, c.expr, frame)
        }
        if interpreter.heap[Int(id)].element == nil, let v = try UIKitAPI.objectMethod(id, c, interpreter: &interpreter) { return v }
        return .unknown(Unknown(name: interpreter.text(c.expr), location: interpreter.location(c.expr.start), arguments: interpreter.labelled(c)))
    }

    static func isNormalState(_ v: Value?) -> Bool {
        guard let v else { return true }
        switch v {
        case .enumCase(let name):
            let m = ASCIIText.lowercased(Interpreter.memberName(name))
            return m == "normal" || m.hasSuffix("statenormal") || m == "[]"
        case .array(let items): return items.isEmpty
        case .number(let n, _): return n == 0
        default: return true
        }
    }

    static func styleMethod(_ id: ObjectID, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        if c.isObjectiveC, c.arguments.count == 1, c.name.hasPrefix("set"), c.name.hasSuffix(":") {
            let core = String(c.name.dropFirst(3).dropLast())
            let property = ASCIIText.lowercased(String(core.prefix(1))) + String(core.dropFirst())
            try interpreter.setStyle(property, c.arguments[0], on: id, at: c.expr.start)
        }
        return .void
    }

    // MARK: Values

    static func valueMethod(_ v: Value, _ c: Call, interpreter: inout Interpreter, frame: Interpreter.Frame) throws(ImportError) -> Value {
        if let r = try UIKitAPI.valueMethod(v, c, interpreter: &interpreter, frame: frame) { return r }
        return .unknown(Unknown(name: interpreter.canonicalName(interpreter.text(c.expr)), location: interpreter.location(c.expr.start),
                                arguments: interpreter.labelled(c)))
    }

    static func mutate(_ v: inout Value, _ c: Call, interpreter: inout Interpreter) throws(ImportError) -> Value {
        try UIKitAPI.mutate(&v, c, interpreter: &interpreter)
    }
}

extension Interpreter {
    /// The width the class is laid out at: the size range's (an assumption
    /// the code reads as `constrainedSize.max.width` or the screen's width).
    mutating func screenWidth(at token: Int32) -> Double {
        let w = book.number("constrainedSize.max.width", fallback: sizeRange.maxWidth.isFinite ? sizeRange.maxWidth : 375, at: location(token))
        return w
    }
}
