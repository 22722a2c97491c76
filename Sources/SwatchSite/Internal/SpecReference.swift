import SwatchJSON
import SwatchSpec

/// The guide's spec format reference, written from `SpecSchema` when the site
/// is rendered: every document kind, element type, key, value, default and
/// limit, with the Texture API each mirrors and a live example per type.
enum SpecReference {
    static let path = "/guide/spec-format/"
    static let sourcePath = "(spec format reference)"

    /// The page as Markdown (rendered like any guide page, so its examples
    /// are live figures).
    static func markdown(schemaPath: String) -> String {
        var out = """
            ---
            title: Spec format reference
            description: Every document kind, element type, key, value, default and limit of the spec language, with the Texture API each mirrors.
            permalink: \(path)
            order: 1000
            ---

            Every demo in this guide, the playground, `swatch layout`, `swatch ranges`,
            `swatch transition` and the `/api/` endpoints read the same JSON documents. This page lists all of
            them, generated from the same description the engine reads them with, so it
            is complete and current. A key that is not listed here is an error, reported
            with its JSON path, line and column.

            The description is also published as a [JSON Schema](\(schemaPath)) (draft
            2020-12; `swatch schema` prints it). Point an editor at it and it will check
            and complete spec files; a file may name it in a `"$schema"` key, which Swatch
            reads and ignores.


            """
        out += "## Documents\n\n"
        out += "A document's kind is told by its keys: "
        out += SpecSchema.documentKinds.map { kind in
            "a document with \(kind.markers.map { "`\($0.name)`" }.joined(separator: ", ")) is a \(kind.title.lowercased())"
        }.joined(separator: "; ") + ".\n\n"
        for kind in SpecSchema.documentKinds {
            out += "### \(kind.title)\n\n\(kind.object.summary) Read by `swatch \(kind.name)` and `POST /api/\(kind.name)`.\n\n"
            out += keyTable(kind.object.keys)
            out += "\n```json\n\(kind.example)\n```\n\n"
            out += objectSections(kind.object, seen: [kind.object.name])
        }

        out += "## Elements\n\n"
        let displayNodes = SpecSchema.elementTypes.filter { $0.isDisplayNode }.map { "`\($0.name)`" }
        out += """
            Every element is an object with a `type`. Display nodes (\(displayNodes.joined(separator: ", "))) get
            frames; layout specs only place their children. `button`, `networkImage` and `cell` are
            Texture's own node classes (format version 1.1). Every element may carry these keys:


            """
        out += keyTable(SpecSchema.commonElementKeys)
        out += "\n"
        var seenObjects: Set<String> = [SpecSchema.style.name]
        for type in SpecSchema.elementTypes {
            out += "### \(type.name)\n\n"
            out += "`\(type.textureClass)`\(type.isDisplayNode ? ", a display node" : ""). \(type.summary)\n\n"
            if !type.keys.isEmpty { out += keyTable(type.keys) }
            if !type.children.isEmpty {
                out += "\nChildren are laid out and listed in this order: "
                out += type.children.map { "`\($0.key.name)`" }.joined(separator: ", ") + ".\n"
            }
            for (a, b) in type.exclusive {
                out += "\n`\(a.name)` and `\(b.name)` exclude each other.\n"
            }
            out += "\n```swatch title=\"Example: \(type.name)\"\n"
            out += #"{"sizeRange": {"min": [0, 0], "max": [320, "inf"]}, "root": "# + type.example + "}\n```\n\n"
            out += objectSections(keys: type.keys, seen: &seenObjects)
        }

        out += "## Style\n\n\(SpecSchema.style.summary)\n\n"
        out += keyTable(SpecSchema.style.keys)
        out += """

            A dimension is a number of points (0 or more), a percentage of the size the
            parent passes down (`"50%"`, from `"0%"` to `"100%"`) or `"auto"`.


            """

        out += measureCounts

        out += "## Enumerations\n\nThe names a spec writes and the Texture constants they stand for.\n\n"
        for e in SpecSchema.enumerations {
            out += "### \(e.name) values\n\n"
            if let type = e.textureType {
                out += "Texture's `\(type)`\(e.isOptionSet ? " (an option set)" : "").\n\n"
                out += "| name | Objective-C | Swift |\n|---|---|---|\n"
                for c in e.cases {
                    out += "| `\(c.name)` | `\(c.objectiveC(in: e))` | `\(c.swift(in: e))` |\n"
                }
            } else {
                out += "| name | Texture |\n|---|---|\n"
                for c in e.cases { out += "| `\(c.name)` | `\(c.textureSuffix)` |\n" }
            }
            out += "\n"
        }

        out += """
            ## Limits

            Documents past these limits are rejected with a message, never half read.

            | limit | value |
            |---|---|
            | spec size | \(SpecLimits.maxInputBytes >> 20) MiB |
            | elements in a spec | \(SpecLimits.maxElements) |
            | nesting depth | \(SpecLimits.maxDepth) |
            | text of one text node | \(SpecLimits.maxTextBytes >> 10) KiB |
            | element layouts a counted layout runs (past it, `measure` is `null`) | \(SpecLimits.maxCountedLayouts.formatted) |
            | `scale` | \(number(SpecLimits.minScale)) to \(number(SpecLimits.maxScale)) |
            | `fontSize` | more than 0, at most \(number(SpecLimits.maxFontSize)) |
            | scenario size | \(ScenarioLimits.maxInputBytes >> 20) MiB |
            | items in a container, batches included | \(ScenarioLimits.maxItems) |
            | items in a nested container | \(ScenarioLimits.maxNestedItems) |
            | range updates a scroll list makes | \(ScenarioLimits.maxRecords) |
            | viewport and item sizes | \(number(ScenarioLimits.maxDimension)) points |
            | states in a transition document | \(TransitionLimits.states.lowerBound) to \(TransitionLimits.states.upperBound) |
            | a state's name | 1 to \(TransitionLimits.maxNameLength) characters |
            | subnodes of the transitioning node in one state | \(TransitionLimits.maxSubnodes) |

            A layout whose size is 10^7 points or more in an axis (given, as in `"sizeRange": [1e7, 1e7]`, or
            computed) is not rejected: Texture lays it out as 0 x 0 (`ASIsCGSizeValidForSize`), and so does
            Swatch, with a warning from `swatch layout` and the playground naming the element. Texture tests a
            size before it rounds it up to pixels, so a size just under 10^7 that rounds up to 10^7 (9999999.5
            at scale 1) is kept at 10^7 points; that gets a warning too.

            """
        return out
    }

    /// How `measure` in the frames output is counted: Texture's rules, as
    /// its sources (ASDisplayNode+Layout.mm, ASDisplayNodeLayout.h,
    /// ASLayoutSpec.mm, ASStackUnpositionedLayout.mm) have them.
    static var measureCounts: String {
        """
        ## Measure counts

        In the frames output (`swatch layout --format json`, `POST /api/layout`) every display node
        carries `"measure": {"calculations": N, "cacheHits": M}`: how often
        `calculateLayoutThatFits:` ran for it while the spec was laid out, and how often a layout it
        kept answered instead. They are counted as `-[ASDisplayNode layoutThatFits:parentSize:]`
        counts them:

        1. The root is asked once, for the document's `sizeRange` with its max as the parent size
           (`ASCalculateRootLayout`; what `ASTableView` does to measure a cell).
        2. A display node keeps one layout: the last one it calculated
           (`_pendingDisplayNodeLayout`), with the constrained size and parent size it was asked for.
           The layout applied to its view (`_calculatedDisplayNodeLayout`) is still empty while a
           new tree is measured for the first time, which is what a spec is.
        3. Asked for the same constrained size and parent size again, the node answers with the kept
           layout: a cache hit. Asked for anything else, it calculates (its style resolved, its
           `calculateSizeThatFits:` or its `layoutSpecThatFits:` run) and keeps the new layout in
           place of the old: asked for A, then B, then A again, it calculates three times.
        4. The sizes are compared as `CGSizeEqualToSize` compares them, number by number, and NaN
           equals nothing. A stack passes its children an undefined (NaN) parent size on every
           axis its own range leaves open, so those children never answer from their kept layout:
           every request is a calculation.
        5. Layout specs keep nothing. Each request runs the spec again, and it asks its children
           again; a node's own layout (its `layoutSpecThatFits:`) runs each time the node
           calculates. Nodes inside answer from their kept layouts when asked the same again.
        6. A stack asks a child for its first pass (along an open main axis, or its `flexBasis`),
           again at its flexed length if flexing changes it, and again at the line's cross size
           when `stretch` makes it wider or taller: a child stretched and measured again counts 2.
           With optimized flexing, the one child that both grows and shrinks in a stack of fixed
           length starts as an unmeasured 0 x 0 layout, which counts as nothing.
        7. A `button` is a node whose `layoutSpecThatFits:` is a stack of its image and title nodes
           (inset, over its background image): those subnodes are counted like any other.

        This is why a Texture node is measured once where UIKit's `sizeThatFits:` and then
        `layoutSubviews` measure twice: once laid out, the layout pass finds the kept layout at the
        size the parent gave and calculates nothing (not counted here). The playground's frames
        table shows both numbers, and the debug drawing tags every node measured more than once.

        A layout whose measuring would run more than \(SpecLimits.maxCountedLayouts.formatted) element layouts
        (specs nested so that each level asks the next twice double Texture's work with every level)
        is laid out without counting, and every `measure` is `null`.


        """
    }

    /// Sections for the objects `schema`'s keys hold, each once.
    static func objectSections(_ schema: ObjectSchema, seen: Set<String>) -> String {
        var seen = seen
        return objectSections(keys: schema.keys, seen: &seen)
    }

    /// Sections for the objects `keys` hold and the objects inside them,
    /// each once (`seen` names those already written).
    static func objectSections(keys: [KeySchema], seen: inout Set<String>) -> String {
        var out = ""
        var queue = nestedObjects(keys.map { $0.value })
        while !queue.isEmpty {
            let object = queue.removeFirst()
            guard !seen.contains(object.name), object.name != SpecSchema.style.name else { continue }
            seen.insert(object.name)
            out += "#### \(object.name)\n\n\(object.summary)\n\n" + keyTable(object.keys)
            if !object.exactlyOneOf.isEmpty {
                out += "\nExactly one of " + object.exactlyOneOf.map { "`\($0.name)`" }.joined(separator: ", ") + ".\n"
            }
            for (a, b) in object.exclusive { out += "\n`\(a.name)` and `\(b.name)` exclude each other.\n" }
            for (a, b) in object.dependencies { out += "\n`\(a.name)` needs `\(b.name)`.\n" }
            out += "\n"
            queue += nestedObjects(object.keys.map { $0.value })
        }
        return out
    }

    static func nestedObjects(_ values: [ValueSchema]) -> [ObjectSchema] {
        var out: [ObjectSchema] = []
        for value in values {
            switch value {
            case .object(let o): out.append(o)
            case .list(let item, _): out += nestedObjects([item])
            case .anyOf(let values): out += nestedObjects(values)
            default: break
            }
        }
        return out
    }

    static func keyTable(_ keys: [KeySchema]) -> String {
        var out = "| key | value | default | Texture | meaning |\n|---|---|---|---|---|\n"
        for key in keys {
            let name = "`\(key.name)`" + (key.required ? " (required)" : "")
            let value = describe(key.value)
            let defaultValue = key.defaultJSON.map { "`\($0)`" } ?? ""
            let texture = key.texture.map { "`\($0)`" } ?? ""
            out += "| \(name) | \(value) | \(defaultValue) | \(texture) | \(cell(key.summary)) |\n"
        }
        return out
    }

    /// A value kind in words, for a table cell.
    static func describe(_ value: ValueSchema) -> String {
        switch value {
        case .number(let range):
            return (range.integer ? "whole number" : "number") + (bounds(range).map { " " + $0 } ?? "")
        case .numberOrInfinity: return "number or `\"inf\"`"
        case .string(let maxBytes): return maxBytes.map { "string (at most \($0 >> 10) KiB)" } ?? "string"
        case .identifier: return "string, unique"
        case .bool: return "`true` or `false`"
        case .colour: return "CSS colour"
        case .dimension: return "[dimension](#style)"
        case .size(let allowInfinity, _): return allowInfinity ? "`[w, h]`, each may be `\"inf\"`" : "`[w, h]`, 0 or more"
        case .point: return "`[x, y]`"
        case .insets(let allowInfinity):
            return "`{\"top\", \"left\", \"bottom\", \"right\"}`" + (allowInfinity ? ", numbers or `\"inf\"`" : "")
        case .choice(let e):
            return e.cases.map { "`\($0.name)`" }.joined(separator: ", ")
        case .flags(let e):
            return "array of [\(e.name) values](#\(e.name.lowercased())-values), each at most once, `[]` for none"
        case .element: return "element"
        case .elements: return "array of elements"
        case .object(let o): return o.name == SpecSchema.style.name ? "[style](#style)" : "object ([\(o.name)](#\(o.name.lowercased())))"
        case .list(let item, _): return "array of " + describe(item)
        case .numberOrList(let range):
            return (range.integer ? "whole number or array of whole numbers" : "number or array of numbers")
                + (bounds(range).map { ", each " + $0.replacingPrefix("of ", with: "") } ?? "")
        case .anyOf(let values): return values.map(describe).joined(separator: " or ")
        }
    }

    /// A number's range as words that follow "number": "from 0.1 to 16",
    /// "greater than 0", "of 0 or more", "of at most 10"; nil for any number.
    static func bounds(_ range: NumberRange) -> String? {
        switch (range.minimum, range.maximum) {
        case (nil, nil):
            return nil
        case (let lo?, nil):
            if range.excludesMinimum { return "greater than \(number(lo))" }
            return lo == 0 ? "of 0 or more" : "of at least \(number(lo))"
        case (nil, let hi?):
            return "of at most \(number(hi))"
        case (let lo?, let hi?):
            if range.excludesMinimum { return "greater than \(number(lo)) and at most \(number(hi))" }
            return "from \(number(lo)) to \(number(hi))"
        }
    }

    static func cell(_ s: String) -> String {
        var out = ""
        for c in s { out += c == "|" ? "\\|" : String(c) }
        return out
    }

    static func number(_ v: Double) -> String { JSONWriter.number(v) }
}

extension Int {
    /// 1000000 as "1,000,000".
    fileprivate var formatted: String {
        var digits = String(self)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
